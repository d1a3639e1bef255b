#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"

using namespace quadrant;

TEST_CASE("SAN and UCI round trip on every legal move of the suites", "[notation]") {
  for (const char* file : {"standard.epd", "fischer.epd"}) {
    for (const auto& c : test::loadPerftSuite(file)) {
      Position pos;
      REQUIRE(pos.setFen(c.fen));
      INFO(c.fen);
      for (Move m : legalMoves(pos)) {
        const std::string san = moveToSan(pos, m);
        INFO(san);
        REQUIRE(parseSan(pos, san) == m);
        REQUIRE(parseUciMove(pos, moveToUci(pos, m)) == m);
      }
    }
  }
}

namespace {
std::string sanOf(const std::string& fen, const std::string& uci) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  const Move m = parseUciMove(pos, uci);
  REQUIRE(m);
  return moveToSan(pos, m);
}
}  // namespace

TEST_CASE("SAN output follows the standard's rules", "[notation]") {
  const std::string start = Position::START_FEN;
  CHECK(sanOf(start, "g1f3") == "Nf3");
  CHECK(sanOf(start, "e2e4") == "e4");
  // Disambiguation by file, by rank, and by both.
  CHECK(sanOf("4k3/8/8/8/8/8/8/N3K2N w - - 0 1", "a1b3") == "Nb3");
  CHECK(sanOf("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1") == "Rad1");
  CHECK(sanOf("4k3/8/R7/8/8/8/8/R3K3 w - - 0 1", "a1a3") == "R1a3");
  CHECK(sanOf("8/7k/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "a4b3") == "Qa4b3");
  // Captures, en passant, promotions, castling, check and mate.
  CHECK(sanOf("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6") == "exd6");
  CHECK(sanOf("3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7d8n") == "cxd8=N");
  CHECK(sanOf("r3k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1") == "O-O");
  CHECK(sanOf("r3k3/8/8/8/8/8/8/4K2R b q - 0 1", "e8c8") == "O-O-O");
  CHECK(sanOf("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8") == "Ra8+");
  CHECK(sanOf("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8") == "Ra8#");
}

TEST_CASE("SAN input is lenient about decorations but not about ambiguity", "[notation]") {
  Position pos;
  CHECK(parseSan(pos, "Nf3!?") == parseUciMove(pos, "g1f3"));
  CHECK(parseSan(pos, "e4") == parseUciMove(pos, "e2e4"));
  CHECK_FALSE(parseSan(pos, "e5"));
  CHECK_FALSE(parseSan(pos, "Ke2"));
  CHECK_FALSE(parseSan(pos, "Zf3"));
  CHECK_FALSE(parseSan(pos, ""));
  REQUIRE(pos.setFen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1"));
  CHECK_FALSE(parseSan(pos, "Rd1"));  // ambiguous: either rook
  CHECK(parseSan(pos, "Rhd1") == parseUciMove(pos, "h1d1"));
  REQUIRE(pos.setFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
  CHECK(parseSan(pos, "0-0") == parseUciMove(pos, "e1g1"));
  CHECK(parseSan(pos, "O-O-O+") == parseUciMove(pos, "e1c1"));
  REQUIRE(pos.setFen("4k3/2P5/8/8/8/8/8/4K3 w - - 0 1"));
  CHECK(parseSan(pos, "c8Q") == parseUciMove(pos, "c7c8q"));
  CHECK(parseSan(pos, "c8=R") == parseUciMove(pos, "c7c8r"));
  CHECK_FALSE(parseSan(pos, "c8"));
}

// python-chess reads long algebraic notation as SAN; so does the PGN reader.
TEST_CASE("SAN input takes long algebraic notation", "[notation]") {
  Position pos;
  CHECK(parseSan(pos, "e2-e4") == parseUciMove(pos, "e2e4"));
  CHECK(parseSan(pos, "Ng1-f3") == parseUciMove(pos, "g1f3"));
  CHECK_FALSE(parseSan(pos, "e2-e5"));
  CHECK_FALSE(parseSan(pos, "Ng1-e2"));
  REQUIRE(pos.setFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"));
  CHECK(parseSan(pos, "e4xd5") == parseUciMove(pos, "e4d5"));
  CHECK(parseSan(pos, "Pe4xd5") == Move::none());  // no piece letter for a pawn
}

TEST_CASE("UCI castling notation follows the Chess960 setting", "[notation]") {
  Position pos;
  REQUIRE(pos.setFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
  const Move castle = parseUciMove(pos, "e1g1");
  REQUIRE(castle.isCastling());
  CHECK(parseUciMove(pos, "e1h1") == castle);  // king takes rook is accepted too
  CHECK(moveToUci(pos, castle) == "e1g1");
  pos.setChess960(true);
  CHECK(moveToUci(pos, castle) == "e1h1");
  CHECK_FALSE(parseUciMove(pos, "e1e1"));
  CHECK_FALSE(parseUciMove(pos, "e2e4q"));
  CHECK_FALSE(parseUciMove(pos, "zz"));
}

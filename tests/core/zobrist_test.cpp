#include <catch2/catch.hpp>
#include <functional>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"

using namespace quadrant;

TEST_CASE("Keys equal the published Polyglot keys", "[zobrist]") {
  // The test positions of the Polyglot book format specification, reached by these moves.
  const std::pair<const char*, Key> cases[] = {
      {"", 0x463b96181691fc9cULL},
      {"e2e4", 0x823c9b50fd114196ULL},
      {"e2e4 d7d5", 0x0756b94461c50fb0ULL},
      {"e2e4 d7d5 e4e5", 0x662fafb965db29d4ULL},
      {"e2e4 d7d5 e4e5 f7f5", 0x22a48b5a8e47ff78ULL},
      {"e2e4 d7d5 e4e5 f7f5 e1e2", 0x652a607ca3f242c1ULL},
      {"e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", 0x00fdd303c946bdd9ULL},
      {"a2a4 b7b5 h2h4 b5b4 c2c4", 0x3c8123ea7b067637ULL},
      {"a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", 0x5c3f9b829b279560ULL},
  };
  for (const auto& [moves, key] : cases) {
    const Position pos = test::positionAfter(moves);
    INFO(moves);
    CHECK(pos.key() == key);
    CHECK(pos.computeKey() == key);
  }
}

TEST_CASE("Polyglot keys from FEN: en passant counts only when a pawn can take", "[zobrist]") {
  Position pos;
  REQUIRE(pos.setFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"));
  CHECK(pos.key() == 0x22a48b5a8e47ff78ULL);
  REQUIRE(pos.setFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
  CHECK(pos.key() == 0x823c9b50fd114196ULL);
}

namespace {
// Walks the move tree and checks every incremental key, line occupancy and piece-square sum
// against a recompute.
void walk(const Position& pos, int depth, long& nodes) {
  ++nodes;
  REQUIRE(pos.key() == pos.computeKey());
  REQUIRE(pos.pawnKey() == pos.computePawnKey());
  REQUIRE(pos.materialKey() == pos.computeMaterialKey());
  REQUIRE(pos.nonPawnKey(WHITE) == pos.computeNonPawnKey(WHITE));
  REQUIRE(pos.nonPawnKey(BLACK) == pos.computeNonPawnKey(BLACK));
  REQUIRE(pos.lines() == pos.computeLines());
  REQUIRE(pos.pieceSquareSum() == pos.computePieceSquareSum());
  REQUIRE(pos.checkers() == (pos.attackersTo(pos.kingSquare(pos.sideToMove())) & pos.them()));
  if (depth == 0) return;
  for (Move m : legalMoves(pos)) {
    Position child = pos;
    child.makeMove(m);
    walk(child, depth - 1, nodes);
  }
  if (!pos.inCheck()) {
    Position passed = pos;
    passed.makeNullMove();
    REQUIRE(passed.key() == passed.computeKey());
  }
}
}  // namespace

TEST_CASE("Incremental keys equal keys computed from scratch along perft walks", "[zobrist]") {
  long nodes = 0;
  for (const char* file : {"standard.epd", "fischer.epd"}) {
    const auto suite = test::loadPerftSuite(file);
    for (std::size_t i = 0; i < suite.size(); i += 8) {
      Position pos;
      REQUIRE(pos.setFen(suite[i].fen));
      INFO(suite[i].fen);
      walk(pos, 2, nodes);
    }
  }
  CHECK(nodes > 40000);
}

TEST_CASE("The material key counts pieces by colour and type", "[zobrist]") {
  Position pos;
  CHECK(((pos.materialKey() >> Position::materialShift(WHITE, PAWN)) & 15) == 8);
  CHECK(((pos.materialKey() >> Position::materialShift(BLACK, KNIGHT)) & 15) == 2);
  CHECK(((pos.materialKey() >> Position::materialShift(BLACK, QUEEN)) & 15) == 1);
  Position other;
  REQUIRE(other.setFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"));
  CHECK(other.materialKey() == pos.materialKey());
  CHECK(other.pawnKey() == pos.pawnKey());
  CHECK(other.key() != pos.key());
}

TEST_CASE("The key after a move, computed without making it, is the child's key where exact",
          "[zobrist]") {
  // Over the suites' positions and their children (castling rights, en passant, promotions,
  // Chess960 rooks): wherever keyAfterIsExact holds, keyAfter is the key makeMove gives; it never
  // holds for a move of another kind, and it holds for most moves.
  int moves = 0, exact = 0;
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    for (Move m : legalMoves(pos)) {
      ++moves;
      if (!pos.keyAfterIsExact(m)) continue;
      ++exact;
      Position child = pos;
      child.makeMove(m);
      INFO(pos.fen() << " " << moveToUci(pos, m));
      REQUIRE(m.kind() == MoveKind::Normal);
      REQUIRE(pos.keyAfter(m) == child.key());
    }
  }
  CHECK(exact > moves / 2);
}

TEST_CASE("The key after a move is not taken as exact where a move changes more", "[zobrist]") {
  const auto exact = [](const char* fen, const char* uci) {
    Position pos;
    REQUIRE(pos.setFen(fen));
    const Move m = parseUciMove(pos, uci);
    REQUIRE(m);
    return pos.keyAfterIsExact(m);
  };
  const char* castlingRights = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  CHECK_FALSE(exact(castlingRights, "e1g1"));                     // castling
  CHECK_FALSE(exact(castlingRights, "e1f1"));                     // the king loses both rights
  CHECK_FALSE(exact(castlingRights, "a1b1"));                     // the rook loses one
  CHECK_FALSE(exact(castlingRights, "a1a8"));                     // it takes a rook with a right
  CHECK(exact("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "e1f1"));      // no rights left to lose
  CHECK_FALSE(exact("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4"));  // a double push
  CHECK(exact("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e3"));
  CHECK_FALSE(exact("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "d5e6"));  // en passant
  CHECK_FALSE(exact("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"));   // a promotion
}

#include <catch2/catch.hpp>
#include <set>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"

using namespace quadrant;

namespace {
std::set<std::uint16_t> rawSet(const MoveList& list) {
  std::set<std::uint16_t> s;
  for (Move m : list) s.insert(m.raw());
  return s;
}

// Written out from the move's squares rather than with Position::isCapture, so the generator's
// split is checked against an independent definition.
bool isNoisy(const Position& pos, Move m) {
  return m.isPromotion() || m.isEnPassant() || (!m.isCastling() && (pos.them() & squareBB(m.to())));
}
}  // namespace

TEST_CASE("Staged generation partitions the legal moves into noisy and quiet", "[movegen]") {
  for (const char* file : {"standard.epd", "fischer.epd"}) {
    for (const auto& c : test::loadPerftSuite(file)) {
      Position pos;
      REQUIRE(pos.setFen(c.fen));
      MoveList noisy, quiet;
      generateMoves<GenType::Noisy>(pos, noisy);
      generateMoves<GenType::Quiet>(pos, quiet);
      const MoveList all = legalMoves(pos);
      INFO(c.fen);
      REQUIRE(noisy.size() + quiet.size() == all.size());
      auto combined = rawSet(noisy);
      for (Move m : quiet) combined.insert(m.raw());
      REQUIRE(combined == rawSet(all));
      for (Move m : noisy) REQUIRE(isNoisy(pos, m));
      for (Move m : quiet) REQUIRE_FALSE(isNoisy(pos, m));
    }
  }
}

TEST_CASE("En passant that would expose the king is not generated", "[movegen]") {
  Position pos;
  // Both pawns leave the fifth rank, opening it between the h5 rook and the a5 king.
  REQUIRE(pos.setFen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 2"));
  CHECK(pos.enPassantSquare() == makeSquare(3, 5));  // pseudo-legal, so the square is kept
  CHECK_FALSE(parseUciMove(pos, "e5d6"));
  CHECK(legalMoves(pos).size() == 6);
  // The d5 pawn is pinned on the a2-g8 diagonal: it may capture along it, not off it.
  REQUIRE(pos.setFen("6b1/8/8/2pP4/8/8/K7/7k w - c6 0 2"));
  CHECK_FALSE(parseUciMove(pos, "d5c6"));
  REQUIRE(pos.setFen("6b1/8/8/3Pp3/8/8/K7/7k w - e6 0 2"));
  CHECK(parseUciMove(pos, "d5e6"));
}

TEST_CASE("En passant resolves a check by the double-pushed pawn", "[movegen]") {
  Position pos;
  REQUIRE(pos.setFen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"));
  REQUIRE(pos.inCheck());
  CHECK(parseUciMove(pos, "e4d3"));
}

TEST_CASE("Castling is refused through attacked squares and out of check", "[movegen]") {
  Position pos;
  REQUIRE(pos.setFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
  CHECK(parseUciMove(pos, "e1g1"));
  CHECK(parseUciMove(pos, "e1c1"));
  REQUIRE(pos.setFen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"));  // f1 is attacked
  CHECK_FALSE(parseUciMove(pos, "e1g1"));
  CHECK(parseUciMove(pos, "e1c1"));
  REQUIRE(pos.setFen(
      "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));  // b1 is attacked; the king never crosses it
  CHECK(parseUciMove(pos, "e1c1"));
  REQUIRE(pos.setFen("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"));  // in check
  CHECK_FALSE(parseUciMove(pos, "e1g1"));
  CHECK_FALSE(parseUciMove(pos, "e1c1"));
}

TEST_CASE("Chess960 castling checks the king's square once the rook has left", "[movegen]") {
  Position pos;
  // King c8 castles long with the b8 rook and stays on c8: the a8 queen then sees c8.
  REQUIRE(pos.setFen("Qrk5/8/8/8/8/8/8/4K3 b b - 0 1"));
  REQUIRE(pos.isChess960());
  CHECK_FALSE(parseUciMove(pos, "c8b8"));
  REQUIRE(pos.setFen("1rk5/8/8/8/8/8/8/4K3 b b - 0 1"));
  const Move castle = parseUciMove(pos, "c8b8");
  REQUIRE(castle.isCastling());
  pos.makeMove(castle);
  CHECK(pos.fen() == "2kr4/8/8/8/8/8/8/4K3 w - - 1 2");
}

namespace {
// Every move any legal-move list of the suites contains, so special moves (castling, en
// passant, promotions) from other positions are tried as well as plain square pairs.
std::vector<Move> candidateMoves(const Position& pos, const std::vector<Move>& specials) {
  std::vector<Move> moves(specials);
  for (Square from : squaresOf(pos.us()))
    for (Square to = 0; to < 64; ++to) moves.push_back(Move(from, to));
  return moves;
}
}  // namespace

TEST_CASE("isLegal accepts exactly the generated moves", "[movegen]") {
  const std::vector<Position> positions =
      test::suitePositions({"standard.epd", "fischer.epd"}, false);
  std::vector<Move> specials;
  for (const Position& pos : positions)
    for (Move m : legalMoves(pos))
      if (m.kind() != MoveKind::Normal) specials.push_back(m);
  for (const Position& pos : positions) {
    const MoveList all = legalMoves(pos);
    INFO(pos.fen());
    for (Move m : candidateMoves(pos, specials)) {
      INFO(moveToUci(pos, m));
      REQUIRE(isLegal(pos, m) == all.contains(m));
    }
  }
}

TEST_CASE("givesCheck agrees with playing the move", "[movegen]") {
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    for (Move m : legalMoves(pos)) {
      Position after = pos;
      after.makeMove(m);
      INFO(pos.fen() << ' ' << moveToUci(pos, m));
      REQUIRE(pos.givesCheck(m) == after.inCheck());
    }
  }
}

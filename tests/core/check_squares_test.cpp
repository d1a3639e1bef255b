#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "../support.h"
#include "quadrant/core/check_squares.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"

using namespace quadrant;

// One CheckSquares answers for every move of its position, so the squares computed for the
// first move must hold for all the others. The reference is the move played.
TEST_CASE("CheckSquares agrees with givesCheck and with playing the move", "[movegen]") {
  int direct = 0, discovered = 0;
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    CheckSquares checks(pos);
    for (Move m : legalMoves(pos)) {
      Position after = pos;
      after.makeMove(m);
      INFO(pos.fen() << ' ' << moveToUci(pos, m));
      REQUIRE(checks.givesCheck(m) == after.inCheck());
      REQUIRE(checks.givesCheck(m) == pos.givesCheck(m));
      if (m.kind() != MoveKind::Normal || !after.inCheck()) continue;
      direct += (after.checkers() & squareBB(m.to())) != 0;
      discovered += (after.checkers() & ~squareBB(m.to())) != 0;
    }
  }
  // Both ways of giving check are met by normal moves, many times over.
  REQUIRE(direct > 100);
  REQUIRE(discovered > 10);
}

namespace {

// The reference: every quiet move, in generation order, that Position::givesCheck accepts.
std::vector<Move> quietChecksByFilter(const Position& pos) {
  MoveList quiets;
  generateMoves<GenType::Quiet>(pos, quiets);
  std::vector<Move> checks;
  for (Move m : quiets)
    if (pos.givesCheck(m)) checks.push_back(m);
  return checks;
}

std::vector<Move> quietChecksGenerated(const Position& pos) {
  CheckSquares checks(pos);
  MoveList list;
  generateQuietChecks(pos, checks, list);
  return {list.begin(), list.end()};
}

}  // namespace

TEST_CASE("The quiet checks generated are the quiet moves that check, in the same order",
          "[movegen]") {
  std::size_t found = 0;
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    INFO(pos.fen());
    const std::vector<Move> expected = quietChecksByFilter(pos);
    REQUIRE(quietChecksGenerated(pos) == expected);
    found += expected.size();
  }
  REQUIRE(found > 1000);
}

TEST_CASE("Quiet checks by discovery, by castling and by the king are generated", "[movegen]") {
  const auto generated = [](const char* fen) {
    Position pos;
    REQUIRE(pos.setFen(fen));
    std::vector<std::string> moves;
    for (Move m : quietChecksGenerated(pos)) moves.push_back(moveToUci(pos, m));
    std::sort(moves.begin(), moves.end());
    return moves;
  };
  using Moves = std::vector<std::string>;
  // The c2 pawn uncovers the b1 bishop's diagonal to f5 by either push; the bishop has no check.
  CHECK(generated("8/8/8/5k2/8/8/2P5/1B2K3 w - - 0 1") == Moves{"c2c3", "c2c4"});
  // The e2 pawn stays on the rook's file: no push of it checks; Kg1 cannot uncover anything.
  CHECK(generated("4k3/8/8/8/8/8/4P3/4R1K1 w - - 0 1") == Moves{});
  // The king uncovers the a1 rook when it leaves the first rank, not along it.
  CHECK(generated("8/8/8/8/8/8/8/R1K4k w - - 0 1") == Moves{"c1b2", "c1c2", "c1d2"});
  // Castling puts the rook on f1, checking the f8 king; the rook's own checks are along rank 1.
  CHECK(generated("5k2/8/8/8/8/8/8/4K2R w K - 0 1") == Moves{"e1g1", "h1f1", "h1h8"});
}

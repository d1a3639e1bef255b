#include <catch2/catch.hpp>

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

// Threats, counted by hand on small positions: pieces attacked by lesser ones, and pieces the
// enemy holds poorly (attacked and undefended, or attacked twice and defended once by no pawn).
#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/weights.h"
#include "term_counts.h"

using namespace quadrant;
using test::earned;

TEST_CASE("A queen attacked by a pawn is a threat", "[eval]") {
  const EvalWeights& w = evalWeights();
  const char* attacked = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1";
  const char* safe = "4k3/8/8/3q4/7P/8/8/4K3 w - - 0 1";
  CHECK(earned(attacked, WHITE, w.threatByPawn[QUEEN]) == 1);
  CHECK(earned(safe, WHITE, w.threatByPawn[QUEEN]) == 0);
  CHECK(earned(attacked, BLACK, w.threatByPawn[QUEEN]) == 0);
}

TEST_CASE("A pawn held poorly is weak", "[eval]") {
  const EvalWeights& w = evalWeights();
  // The rook attacks d5, which nothing defends.
  CHECK(earned("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", WHITE, w.weakPawn) == 1);
  // c6 defends it.
  CHECK(earned("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1", WHITE, w.weakPawn) == 0);
  // Rook and knight attack it twice, the knight on e7 defends it once.
  CHECK(earned("4k3/4n3/8/3p4/5N2/8/8/3RK3 w - - 0 1", WHITE, w.weakPawn) == 1);
  // A pawn of White's attacking it is a threat of its own, not this one.
  CHECK(earned("4k3/8/8/3p4/4P3/8/8/3RK3 w - - 0 1", WHITE, w.weakPawn) == 0);
}

TEST_CASE("A minor held poorly and attacked by a major piece", "[eval]") {
  const EvalWeights& w = evalWeights();
  CHECK(earned("4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", WHITE, w.weakMinorByMajor) == 1);
  CHECK(earned("4k3/8/4p3/3n4/8/8/8/3QK3 w - - 0 1", WHITE, w.weakMinorByMajor) == 0);
}

TEST_CASE("A piece held poorly and attacked by the king", "[eval]") {
  const EvalWeights& w = evalWeights();
  CHECK(earned("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", WHITE, w.threatByKing[KNIGHT]) == 1);
  // The bishop on b4 defends the knight.
  CHECK(earned("4k3/8/8/8/1b6/8/3n4/4K3 w - - 0 1", WHITE, w.threatByKing[KNIGHT]) == 0);
}

TEST_CASE("A piece attacked once and defended once has a tied defender", "[eval]") {
  const EvalWeights& w = evalWeights();
  CHECK(earned("3rk3/8/8/3n4/8/8/8/3RK3 w - - 0 1", WHITE, w.overloaded) == 1);
  // A second attacker: the knight on d5 is in more trouble than that.
  CHECK(earned("3rk3/8/8/3n4/5N2/8/8/3RK3 w - - 0 1", WHITE, w.overloaded) == 0);
  // Pawns do not count.
  CHECK(earned("3rk3/8/8/3p4/8/8/8/3RK3 w - - 0 1", WHITE, w.overloaded) == 0);
}

TEST_CASE("The threats evaluate the same for the colour-flipped position", "[eval]") {
  Evaluator evaluator;
  for (const char* fen :
       {"4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1", "4k3/4n3/8/3p4/5N2/8/8/3RK3 w - - 0 1",
        "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1",
        "3rk3/8/8/3n4/8/8/8/3RK3 w - - 0 1"}) {
    Position pos, flipped;
    REQUIRE(pos.setFen(fen));
    REQUIRE(flipped.setFen(test::flipFen(fen)));
    INFO(fen);
    CHECK(evaluator.evaluate(pos) == evaluator.evaluate(flipped));
  }
}

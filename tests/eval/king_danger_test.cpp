// The danger of an attack on the king, counted by hand on small positions: the squares a colour
// attacks twice, the units of the attack and when they become a danger.
#include <catch2/catch.hpp>
#include <initializer_list>
#include <string>

#include "../support.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/weights.h"
#include "term_counts.h"

using namespace quadrant;
using test::attackUnits;
using test::partsOf;

namespace {

Bitboard squares(std::initializer_list<const char*> names) {
  Bitboard bb = 0;
  for (const char* name : names) bb |= squareBB(makeSquare(name[0] - 'a', name[1] - '1'));
  return bb;
}

// White's queen, knight and bishop against the castled king: Qxh7 and Bxh7 are safe checks, as
// h7 is guarded by the king alone and attacked three times.
const char* const ATTACK = "5rk1/5ppp/8/6NQ/8/3B4/5PPP/6K1 w - - 0 1";
// The same without the queen.
const char* const QUEENLESS = "5rk1/5ppp/8/6N1/8/3B4/5PPP/6K1 w - - 0 1";

}  // namespace

TEST_CASE("The squares a colour attacks twice", "[eval]") {
  // Ra1, Nc3, Ke1 and the pawns b2, d2 (which both attack c3).
  const EvaluationParts parts = partsOf("4k3/8/8/8/8/2N5/1P1P4/R3K3 w - - 0 1");
  CHECK(parts.attackedTwice[WHITE] == squares({"a2", "a3", "a4", "b1", "c3", "d1", "e2"}));
  CHECK(parts.attacked[WHITE] ==
        squares({"a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "c1", "d1",
                 "e1", "b5", "d5", "e4", "e2", "d2", "f1", "f2", "c3", "e3"}));
  CHECK(parts.attackedTwice[BLACK] == 0);
}

TEST_CASE("The units of an attack, counted by hand", "[eval]") {
  const EvalWeights& w = evalWeights();
  const auto units = [&](const Tapered& weight) { return attackUnits(ATTACK, WHITE, weight); };
  // Three attackers (g6, guarded by two pawns, does not count for them): each type's weight
  // times three.
  CHECK(units(w.kingAttackUnits[KNIGHT]) == 3);
  CHECK(units(w.kingAttackUnits[BISHOP]) == 3);
  CHECK(units(w.kingAttackUnits[QUEEN]) == 3);
  CHECK(units(w.kingAttackUnits[ROOK]) == 0);
  // The knight hits f7 and h7, the bishop h7, the queen f7, h7 and h6: six attacks on a zone
  // of nine squares.
  CHECK(units(w.kingZoneAttackUnits[1]) == 6);
  CHECK(units(w.kingZoneAttackUnits[0]) == 0);
  CHECK(units(w.kingZoneAttackUnits[2]) == 0);
  // h7 is weak (the king alone guards it); f7 and g7 shelter the king.
  CHECK(units(w.weakKingSquareUnits) == 1);
  CHECK(units(w.kingZonePawnUnits) == 2);
  CHECK(units(w.safeCheckUnits[QUEEN]) == 1);
  CHECK(units(w.safeCheckUnits[BISHOP]) == 1);
  CHECK(units(w.safeCheckUnits[KNIGHT]) == 0);
  CHECK(units(w.queenlessAttackUnits) == 0);
  CHECK(units(w.kingDangerOffsetUnits) == 1);
  // Black's lone rook attacks nothing of White's zone: no attack, no units.
  CHECK(partsOf(ATTACK).terms.dangerUnits[BLACK].empty());
}

TEST_CASE("A mating attack is in more danger than the same attack without the queen", "[eval]") {
  const EvaluationParts attack = partsOf(ATTACK);
  const EvaluationParts queenless = partsOf(QUEENLESS);
  REQUIRE(attack.terms.dangerous[WHITE]);
  CHECK(attack.terms.kingDanger[WHITE].mg > 0);
  CHECK(attack.terms.kingDanger[WHITE].eg > 0);
  // Knight and bishop still make an attack, which the missing queen takes below zero units.
  REQUIRE(queenless.terms.dangerous[WHITE]);
  CHECK(attackUnits(QUEENLESS, WHITE, evalWeights().queenlessAttackUnits) == 1);
  CHECK(queenless.terms.kingDanger[WHITE].mg < attack.terms.kingDanger[WHITE].mg);
  CHECK(queenless.terms.kingDanger[WHITE].eg < attack.terms.kingDanger[WHITE].eg);
}

TEST_CASE("The danger grows with the square of the units", "[eval]") {
  const EvalWeights& w = evalWeights();
  const Tapered one = kingDanger(200, w.kingDanger), two = kingDanger(400, w.kingDanger);
  CHECK(one.mg > 0);
  CHECK(two.mg >= 4 * one.mg);
  CHECK(two.eg >= 2 * one.eg);
  CHECK(kingDanger(0, w.kingDanger) == Tapered());
  CHECK(kingDanger(-300, w.kingDanger) == Tapered());
}

TEST_CASE("The trace keeps an attack whose units are too few, for the tuner", "[eval]") {
  Position pos;
  REQUIRE(pos.setFen(QUEENLESS));
  EvalTrace trace;
  REQUIRE(traceEvaluation(pos, evalWeights(), &trace));
  REQUIRE_FALSE(trace.danger[WHITE].empty());
  // Weights that forgive the missing queen turn the same units into a danger, and the trace
  // says so as the evaluation does.
  EvalWeights forgiving = evalWeights();
  forgiving.queenlessAttackUnits = Tapered();
  const EvaluationParts parts = evaluationParts(pos, forgiving);
  REQUIRE(parts.terms.kingDanger[WHITE].mg > 0);
  CHECK(taper(traceSum(trace, forgiving), trace.phase, trace.scale) == parts.whiteScore);
}

TEST_CASE("Weak zone squares are defended once at most, and then by the king or queen only",
          "[eval]") {
  const EvalWeights& w = evalWeights();
  // The queen on a2 attacks f2, g2 and h2, which only the king guards.
  CHECK(attackUnits("6k1/8/8/8/8/8/q7/6K1 w - - 0 1", BLACK, w.weakKingSquareUnits) == 3);
  // A knight on e4 guards f2 too.
  CHECK(attackUnits("6k1/8/8/8/4N3/8/q7/6K1 w - - 0 1", BLACK, w.weakKingSquareUnits) == 2);
  // So does a queen on e1: guarded twice, f2 is no longer weak.
  CHECK(attackUnits("6k1/8/8/8/8/8/q7/4Q1K1 w - - 0 1", BLACK, w.weakKingSquareUnits) == 2);
}

TEST_CASE("A check is safe where the defender has no guard, or a weak one against two", "[eval]") {
  const EvalWeights& w = evalWeights();
  // The queen alone on h7 meets the king's guard.
  CHECK(attackUnits("5rk1/5ppp/8/7Q/8/8/5PPP/6K1 w - - 0 1", WHITE, w.safeCheckUnits[QUEEN]) == 0);
  // A knight on f6 guards h7 a second time.
  CHECK(attackUnits("5rk1/5ppp/5n2/6NQ/8/3B4/5PPP/6K1 w - - 0 1", WHITE, w.safeCheckUnits[QUEEN]) ==
        0);
  CHECK(attackUnits(ATTACK, WHITE, w.safeCheckUnits[QUEEN]) == 1);
}

TEST_CASE("The zone of a king on an edge file takes in the next file", "[eval]") {
  const EvalWeights& w = evalWeights();
  // The queen hits f3 and g2, the rook f1, f2 and f3 of the nine squares around h1.
  const char* fen = "q4rk1/8/8/8/8/8/6PP/7K w - - 0 1";
  CHECK(attackUnits(fen, BLACK, w.kingZoneAttackUnits[1]) == 5);
  CHECK(attackUnits(fen, BLACK, w.kingZoneAttackUnits[0]) == 0);
}

TEST_CASE("The attacks evaluate the same for the colour-flipped position", "[eval]") {
  Evaluator evaluator;
  for (const char* fen : {ATTACK, QUEENLESS, "5rk1/5ppp/5n2/6NQ/8/3B4/5PPP/6K1 w - - 0 1",
                          "6k1/8/8/8/4N3/8/q7/6K1 w - - 0 1", "q4rk1/8/8/8/8/8/6PP/7K w - - 0 1"}) {
    Position pos, flipped;
    REQUIRE(pos.setFen(fen));
    REQUIRE(flipped.setFen(test::flipFen(fen)));
    INFO(fen);
    CHECK(evaluator.evaluate(pos) == evaluator.evaluate(flipped));
    const EvaluationParts parts = evaluationParts(pos, evalWeights());
    const EvaluationParts mirror = evaluationParts(flipped, evalWeights());
    CHECK(parts.terms.kingDanger[WHITE] == mirror.terms.kingDanger[BLACK]);
    CHECK(parts.terms.kingDanger[BLACK] == mirror.terms.kingDanger[WHITE]);
  }
}

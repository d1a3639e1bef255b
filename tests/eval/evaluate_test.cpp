#include <catch2/catch.hpp>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/pawns.h"
#include "quadrant/eval/weights.h"

using namespace quadrant;

TEST_CASE("The evaluation of a colour-flipped position is the same for the side to move",
          "[eval]") {
  Evaluator evaluator;
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    Position flipped;
    REQUIRE(flipped.setFen(test::flipFen(pos.fen())));
    INFO(pos.fen() << "  /  " << flipped.fen());
    REQUIRE(evaluator.evaluate(pos) == evaluator.evaluate(flipped));
  }
}

TEST_CASE("The positions of the colour-flip test exercise the king danger and the threats",
          "[eval]") {
  // So that the test above covers them: every one of these weights counts for both colours
  // somewhere, and both colours' attacks earn a danger somewhere.
  const EvalWeights& w = evalWeights();
  const Tapered* linear[] = {&w.weakPawn, &w.weakMinorByMajor, &w.threatByKing[KNIGHT],
                             &w.threatByKing[ROOK], &w.overloaded};
  const Tapered* units[] = {
      &w.kingAttackUnits[KNIGHT], &w.kingAttackUnits[BISHOP], &w.kingAttackUnits[ROOK],
      &w.kingAttackUnits[QUEEN],  &w.kingZoneAttackUnits[0],  &w.kingZoneAttackUnits[1],
      &w.kingZoneAttackUnits[2],  &w.weakKingSquareUnits,     &w.kingZonePawnUnits,
      &w.queenlessAttackUnits,    &w.kingDangerOffsetUnits,   &w.safeCheckUnits[KNIGHT],
      &w.safeCheckUnits[BISHOP],  &w.safeCheckUnits[ROOK],    &w.safeCheckUnits[QUEEN]};
  std::map<std::size_t, int> counted[2];
  int dangers[2] = {};
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    const EvaluationParts parts = evaluationParts(pos, w);
    for (Color c : {WHITE, BLACK}) {
      for (const Tapered* weight : linear)
        counted[c][weightIndex(w, *weight)] += parts.terms.counts[c][weightIndex(w, *weight)];
      for (const auto& [index, count] : parts.terms.dangerUnits[c]) counted[c][index] += count;
      dangers[c] += parts.terms.kingDanger[c].mg > 0;
    }
  }
  for (Color c : {WHITE, BLACK}) {
    CHECK(dangers[c] > 10);
    for (const Tapered* weight : linear) {
      INFO(int(c) << ' ' << weightIndex(w, *weight));
      CHECK(counted[c][weightIndex(w, *weight)] > 0);
    }
    for (const Tapered* weight : units) {
      INFO(int(c) << ' ' << weightIndex(w, *weight));
      CHECK(counted[c][weightIndex(w, *weight)] != 0);
    }
  }
}

TEST_CASE("Cached pawn entries equal a fresh analysis", "[eval]") {
  PawnTable table;
  const EvalWeights& w = evalWeights();
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    const PawnEntry& cached = table.probe(pos, w);
    const PawnEntry fresh = analysePawns(pos, w);
    INFO(pos.fen());
    REQUIRE(cached.score == fresh.score);
    for (Color c : {WHITE, BLACK}) {
      REQUIRE(cached.passed[c] == fresh.passed[c]);
      REQUIRE(cached.attackSpan[c] == fresh.attackSpan[c]);
      REQUIRE(cached.openFiles[c] == fresh.openFiles[c]);
      REQUIRE(cached.shelterKing[c] == pos.kingSquare(c));
      REQUIRE(Tapered(cached.shelter[c]) == kingShelter(pos, c, fresh, w));
    }
  }
}

TEST_CASE("The eval hash and the lazy evaluation agree with a fresh evaluation", "[eval]") {
  // Two evaluators filled in opposite orders see different cache contents at every position.
  const std::vector<Position> positions =
      test::suitePositions({"standard.epd", "fischer.epd"}, true);
  Evaluator forward, backward, lazy;
  std::vector<int> scores;
  for (const Position& pos : positions) scores.push_back(forward.evaluate(pos));
  for (std::size_t i = positions.size(); i-- > 0;) {
    INFO(positions[i].fen());
    REQUIRE(backward.evaluate(positions[i]) == scores[i]);
    REQUIRE(forward.evaluate(positions[i]) == scores[i]);  // now from the eval hash
    // A lazy answer only promises the side of the window.
    REQUIRE(lazy.evaluate(positions[i], scores[i] + 2000, scores[i] + 2001) <= scores[i] + 2000);
    REQUIRE(lazy.evaluate(positions[i], scores[i] - 2001, scores[i] - 2000) >= scores[i] - 2000);
  }
}

TEST_CASE("Structure terms: passed, doubled, isolated pawns", "[eval]") {
  const EvalWeights& w = evalWeights();
  Position pos;
  // White: a passed d-pawn and doubled h-pawns (only the front one counts as passed); Black:
  // a6 and b7, both passed as no white pawn is on the a-c files.
  REQUIRE(pos.setFen("4k3/1p6/p7/3P4/8/7P/7P/4K3 w - - 0 1"));
  const PawnEntry entry = analysePawns(pos, w);
  CHECK(entry.passed[WHITE] == (squareBB(makeSquare(3, 4)) | squareBB(makeSquare(7, 2))));
  CHECK(entry.passed[BLACK] == (squareBB(makeSquare(0, 5)) | squareBB(makeSquare(1, 6))));
  CHECK((entry.openFiles[WHITE] & (1u << 3)) == 0);
  CHECK((entry.openFiles[WHITE] & (1u << 0)) != 0);
  // Moving the d-pawn up makes it more valuable.
  Position advanced;
  REQUIRE(advanced.setFen("4k3/1p6/p2P4/8/8/7P/7P/4K3 w - - 0 1"));
  CHECK(analysePawns(advanced, w).score.eg > entry.score.eg);
}

TEST_CASE("The weight listing covers every weight", "[eval]") {
  std::ostringstream out;
  printWeights(out, defaultWeights());
  const std::string text = out.str();
  std::size_t count = 0;
  for (std::size_t at = text.find("S("); at != std::string::npos; at = text.find("S(", at + 1))
    ++count;
  CHECK(count == WEIGHT_COUNT);
}

TEST_CASE("The weight listing writes the list in its order, as the C++ of defaultWeights()",
          "[eval]") {
  EvalWeights w{};
  w.bishopPair = Tapered(1, -2);
  w.pieceSquare[KNIGHT][63] = Tapered(3, 4);
  std::ostringstream out;
  printWeights(out, w);
  const std::string text = out.str();
  // The first entry of the list first, eight weights a line; a single weight on a line of its
  // own; a table row by row; the last entry last.
  CHECK(text.rfind("  w.pieceValue = {S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), "
                   "S(0, 0)};\n  w.pieceSquare[0] = {S(0, 0), ",
                   0) == 0);
  CHECK_THAT(text, Catch::Contains("S(0, 0),\n      S(0, 0), "));
  CHECK_THAT(text, Catch::Contains("\n  w.bishopPair = S(1, -2);\n  w.knightPerPawn = S(0, 0);\n"));
  CHECK_THAT(text, Catch::Contains("S(0, 0), S(3, 4)};\n  w.pieceSquare[3] = {S(0, 0), "));
  CHECK_THAT(text, Catch::EndsWith("\n  w.tempo = S(0, 0);\n"));
}

TEST_CASE("The trace reproduces the evaluation as a linear function of the weights", "[eval]") {
  const EvalWeights& w = evalWeights();
  Evaluator evaluator;
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    EvalTrace trace;
    if (!traceEvaluation(pos, w, &trace)) continue;
    const int white = taper(traceSum(trace, w), trace.phase, trace.scale);
    INFO(pos.fen());
    REQUIRE((pos.sideToMove() == WHITE ? white : -white) == evaluator.evaluate(pos));
  }
}

TEST_CASE("The trace reproduces the evaluation with the complexity at work", "[eval]") {
  // Weights whose complexity moves most endgame sums, both ways and sometimes to zero.
  EvalWeights w = defaultWeights();
  w.complexityPawns = Tapered(0, 6);
  w.complexityPassed = Tapered(0, 15);
  w.complexityBothFlanks = Tapered(0, 50);
  w.complexityPawnEnding = Tapered(0, 40);
  w.complexityOffset = Tapered(0, -110);
  // The same weights without the complexity: the sum it moves.
  EvalWeights simple = w;
  for (Tapered* weight :
       {&simple.complexityPawns, &simple.complexityPassed, &simple.complexityBothFlanks,
        &simple.complexityPawnEnding, &simple.complexityOffset})
    *weight = Tapered(0, 0);
  int changed = 0, heldAtZero = 0;
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    EvalTrace trace;
    if (!traceEvaluation(pos, w, &trace)) continue;
    const EvaluationParts parts = evaluationParts(pos, w);
    INFO(pos.fen());
    REQUIRE(taper(traceSum(trace, w), trace.phase, trace.scale) == parts.whiteScore);
    const Tapered before = traceSum(trace, simple);
    const Tapered after = traceSum(trace, w);
    // The complexity moves the endgame part alone, and never across zero.
    REQUIRE(after.mg == before.mg);
    REQUIRE((before.eg > 0 ? after.eg >= 0 : before.eg < 0 ? after.eg <= 0 : after.eg == 0));
    changed += after.eg != before.eg;
    heldAtZero += before.eg != 0 && after.eg == 0;
  }
  CHECK(changed > 100);
  CHECK(heldAtZero > 0);
}

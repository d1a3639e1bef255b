#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/tools/tuner.h"

using namespace quadrant;

namespace {

// Whether the endgame sum of a traced position under w lies within `margin` centipawns of a
// kink of the complexity: zero (where a positive complexity jumps sides) or where a negative one
// just holds the sum at zero. There a change of a weight may step across the kink, and the
// error's slope by differences is not its derivative.
bool nearComplexityKink(EvalTrace trace, const EvalWeights& w, int margin) {
  const WeightVector weights = flatten(w);
  int complexity = 0;
  for (const auto& [index, count] : trace.complexity) complexity += weights[index].eg * count;
  trace.complexity.clear();
  const int eg = traceSum(trace, w).eg;
  return std::abs(eg) <= margin ||
         (complexity < 0 && std::abs(std::abs(eg) + complexity) <= margin);
}

// Positions of the standard suite with results drawn from `truth`'s evaluation (k = 1); with
// `awayFrom`, only those whose endgame sum under it lies more than `margin` centipawns from a
// kink of the complexity.
TuningData resultsFollowing(const EvalWeights& truth, const EvalWeights* awayFrom = nullptr,
                            int margin = 0) {
  TuningData data;
  EvalTrace trace;
  for (const Position& pos : test::suitePositions({"standard.epd"}, true)) {
    if (!traceEvaluation(pos, truth, &trace)) continue;
    if (awayFrom && nearComplexityKink(trace, *awayFrom, margin)) continue;
    const double eval = taper(traceSum(trace, truth), trace.phase, trace.scale);
    data.add(trace, float(1.0 / (1.0 + std::pow(10.0, -eval / 400.0))));
  }
  return data;
}

// The defaults with a much larger tempo bonus, which is counted in every position.
EvalWeights largeTempo() {
  EvalWeights truth = defaultWeights();
  truth.tempo = Tapered(120, 120);
  return truth;
}

// How far w's middlegame king danger lies from truth's, summed over the suite's positions.
int dangerDistance(const EvalWeights& w, const EvalWeights& truth) {
  int distance = 0;
  EvalTrace trace;
  for (const Position& pos : test::suitePositions({"standard.epd"}, true)) {
    if (!traceEvaluation(pos, truth, &trace)) continue;
    trace.counts.clear();  // the danger alone
    trace.fixed = Tapered();
    distance += std::abs(traceSum(trace, w).mg - traceSum(trace, truth).mg);
  }
  return distance;
}

// The error's slope along one part of one weight (at = 2 * index, + 1 for the eg part), by
// central differences of one centipawn.
double errorSlope(const TuningData& data, const EvalWeights& w, std::size_t at, double k) {
  WeightVector weights = flatten(w);
  int& value = at % 2 ? weights[at / 2].eg : weights[at / 2].mg;
  value += 1;
  const double above = tuningError(data, unflatten(weights), k);
  value -= 2;
  const double below = tuningError(data, unflatten(weights), k);
  return (above - below) / 2;
}

}  // namespace

TEST_CASE("The tuner recovers a weight from results that follow it", "[tuner]") {
  // Tuning from the defaults must move the tempo towards the truth and lower the error.
  const TuningData data = resultsFollowing(largeTempo());
  REQUIRE(data.size() > 1000);
  const EvalWeights start = defaultWeights();
  TuningOptions options;
  options.iterations = 150;
  std::ostringstream log;
  const EvalWeights tuned = tuneWeights(data, start, options, log);
  const double scale = fitSigmoidScale(data, start);
  CHECK(tuningError(data, tuned, scale) < tuningError(data, start, scale));
  CHECK(tuned.tempo.mg > start.tempo.mg + 30);
  CHECK_THAT(log.str(), Catch::Contains("iteration 150"));
}

TEST_CASE("The tuner recovers the king danger's weights, quadratic in its units", "[tuner]") {
  EvalWeights truth = defaultWeights();
  truth.kingDanger = Tapered(150, 100);
  truth.safeCheckUnits[QUEEN] = Tapered(175, 0);
  const TuningData data = resultsFollowing(truth);
  const EvalWeights start = defaultWeights();
  TuningOptions options;
  options.iterations = 150;
  std::ostringstream log;
  const EvalWeights tuned = tuneWeights(data, start, options, log);
  // The tuned king danger of the suite's attacks must lie much nearer the truth's.
  CHECK(dangerDistance(tuned, truth) < dangerDistance(start, truth) / 2);
}

TEST_CASE("The gradient is the error's slope, through the king danger and the complexity",
          "[tuner]") {
  // Results from one set of weights, the slope taken at another whose complexity and king
  // danger are at work in many of the suite's positions. The two complexities differ much, so
  // that the slope along the offset is large; positions near a kink of the complexity are left
  // out, as the slope by differences steps across it there.
  EvalWeights truth = largeTempo();
  truth.complexityOffset = Tapered(0, -150);
  EvalWeights w = defaultWeights();
  w.complexityPawns = Tapered();
  w.complexityBothFlanks = Tapered();
  w.complexityPawnEnding = Tapered();
  w.complexityOffset = Tapered(0, -60);
  w.complexityPassed = Tapered(0, 20);
  w.kingDanger = Tapered(120, 80);
  // The checked weights' counts move an endgame sum by a few centipawns at most.
  const TuningData data = resultsFollowing(truth, &w, 8);
  REQUIRE(data.size() > 500);
  const double k = fitSigmoidScale(data, w);
  const std::vector<double> gradient = tuningGradient(data, w, k);
  const auto check = [&](const Tapered& weight, bool endgamePart) {
    const std::size_t at = 2 * weightIndex(w, weight) + endgamePart;
    const double slope = errorSlope(data, w, at, k);
    INFO(at << ": gradient " << gradient[at] << ", slope " << slope);
    REQUIRE(slope != 0);
    CHECK(gradient[at] == Approx(slope).epsilon(0.05));
  };
  check(w.complexityOffset, true);
  check(w.complexityPassed, true);
  check(w.kingDanger, false);
  check(w.kingDanger, true);
  // Every kind of unit weight, and the threats.
  check(w.safeCheckUnits[QUEEN], false);
  check(w.safeCheckUnits[KNIGHT], false);
  check(w.kingAttackUnits[KNIGHT], false);
  check(w.kingAttackUnits[QUEEN], false);
  check(w.kingZoneAttackUnits[1], false);
  check(w.kingZoneAttackUnits[2], false);
  check(w.weakKingSquareUnits, false);
  check(w.kingZonePawnUnits, false);
  check(w.kingDangerOffsetUnits, false);
  check(w.weakPawn, true);
  check(w.weakMinorByMajor, true);
  check(w.threatByKing[KNIGHT], false);
  check(w.overloaded, true);
  check(w.tempo, false);
  check(w.tempo, true);
  check(w.pieceValue[PAWN], true);
}

TEST_CASE("The gradient reaches the tuned endgame scales", "[tuner]") {
  const EvalWeights& w = evalWeights();
  // Opposite bishops with rooks, with knights, and a lone queen against two pieces; White ahead.
  const std::pair<const char*, const Tapered*> cases[] = {
      {"4k3/1b3r2/2p5/1p6/1P5P/2P5/3R4/2B1K3 w - - 0 1", &w.scaleOppositeBishopsRooks},
      {"4k3/1b3n2/2p5/1p6/1P5P/2P5/4N3/2B1K3 w - - 0 1", &w.scaleOppositeBishopsKnights},
      {"4k3/2r1b3/8/8/8/8/5PPP/3QK3 w - - 0 1", &w.scaleLoneQueen}};
  for (const auto& [fen, weight] : cases) {
    INFO(fen);
    Position pos;
    REQUIRE(pos.setFen(fen));
    EvalTrace trace;
    REQUIRE(traceEvaluation(pos, w, &trace));
    REQUIRE(trace.scaleWeight == int(weightIndex(w, *weight)));
    TuningData data;
    data.add(trace, 0.5f);  // a draw: the evaluation, White ahead, is too high
    const std::size_t at = 2 * std::size_t(trace.scaleWeight);
    const double slope = errorSlope(data, w, at, 1.0);
    const double gradient = tuningGradient(data, w, 1.0)[at];
    CHECK(slope > 0);  // a smaller factor, a smaller error
    CHECK(gradient == Approx(slope).epsilon(0.01));
  }
}

TEST_CASE("Regularisation holds the weights near their starting values", "[tuner]") {
  const TuningData data = resultsFollowing(largeTempo());
  const EvalWeights start = defaultWeights();
  TuningOptions options;
  options.iterations = 150;
  options.regularization = 1e-3;  // a 10 cp change would cost 0.1, far more than the data gains
  std::ostringstream log;
  const EvalWeights held = tuneWeights(data, start, options, log);
  CHECK(std::abs(held.tempo.mg - start.tempo.mg) < 10);
  CHECK(std::abs(held.tempo.eg - start.tempo.eg) < 10);
}

TEST_CASE("More threads give the error and the tuned weights of one thread", "[tuner][threads]") {
  const TuningData data = resultsFollowing(largeTempo());
  const EvalWeights start = defaultWeights();
  const double k = fitSigmoidScale(data, start);
  const double error = tuningError(data, start, k);
  TuningOptions options;
  options.iterations = 100;
  std::ostringstream log;
  const EvalWeights single = tuneWeights(data, start, options, log);
  REQUIRE(single.tempo != start.tempo);  // the weights moved: comparing them says something
  for (int threads : {2, 3, 7}) {
    CAPTURE(threads);
    // The chunks' sums are added in a different order than one thread's: the same up to rounding,
    // and the same on every run with the same thread count.
    const double splitError = tuningError(data, start, k, threads);
    CHECK(splitError == Approx(error).epsilon(1e-12));
    CHECK(tuningError(data, start, k, threads) == splitError);
    // Near its minimum the error is so flat that scales a few 1e-8 apart compare by their
    // rounding alone: the golden-section search ends near k, not exactly on it.
    CHECK(fitSigmoidScale(data, start, threads) == Approx(k).margin(1e-6));
    options.threads = threads;
    const EvalWeights tuned = tuneWeights(data, start, options, log);
    CHECK(flatten(tuned) == flatten(single));
  }
}

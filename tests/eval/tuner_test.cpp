#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/tuner.h"

using namespace quadrant;

namespace {

// Positions of the standard suite with results drawn from `truth`'s evaluation (k = 1).
TuningData resultsFollowing(const EvalWeights& truth) {
  TuningData data;
  EvalTrace trace;
  for (const Position& pos : test::suitePositions({"standard.epd"}, true)) {
    if (!traceEvaluation(pos, truth, &trace)) continue;
    Tapered sum = trace.fixed;
    for (const auto& [index, count] : trace.counts) sum += weightArray(truth)[index] * count;
    const double eval = taper(sum, trace.phase, trace.scale);
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

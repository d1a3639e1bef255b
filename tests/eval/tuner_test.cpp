#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/tuner.h"

using namespace quadrant;

TEST_CASE("Tuning data lines are read with every result notation", "[tuner]") {
  std::istringstream in(
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 [0.5]\n"
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 \"1-0\";\n"
      "# a comment, passed over like a blank line\n"
      "\n"
      "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - c0 \"1/2-1/2\";\n"
      "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 [1.0]\n"  // KPK: the recognizer decides, left out
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 \"0-1\";\n"
      "not a position [1.0]\n"
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 maybe\n");
  int skipped = 0;
  const auto data = loadTuningData(in, evalWeights(), &skipped);
  CHECK(skipped == 2);
  REQUIRE(data.size() >= 4);
  CHECK(data[0].result == 0.5f);
  CHECK(data[1].result == 1.0f);
  CHECK(data[2].result == 0.5f);
  CHECK(data.back().result == 0.0f);
}

namespace {

// Positions of the standard suite with results drawn from `truth`'s evaluation (k = 1).
std::vector<TuningPosition> resultsFollowing(const EvalWeights& truth) {
  std::vector<TuningPosition> data;
  for (const Position& pos : test::suitePositions({"standard.epd"}, true)) {
    TuningPosition p;
    if (!traceEvaluation(pos, truth, &p.trace)) continue;
    Tapered sum = p.trace.fixed;
    for (const auto& [index, count] : p.trace.counts) sum += weightArray(truth)[index] * count;
    const double eval = taper(sum, p.trace.phase, p.trace.scale);
    p.result = float(1.0 / (1.0 + std::pow(10.0, -eval / 400.0)));
    data.push_back(p);
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
  const std::vector<TuningPosition> data = resultsFollowing(largeTempo());
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
  const std::vector<TuningPosition> data = resultsFollowing(largeTempo());
  const EvalWeights start = defaultWeights();
  TuningOptions options;
  options.iterations = 150;
  options.regularization = 1e-3;  // a 10 cp change would cost 0.1, far more than the data gains
  std::ostringstream log;
  const EvalWeights held = tuneWeights(data, start, options, log);
  CHECK(std::abs(held.tempo.mg - start.tempo.mg) < 10);
  CHECK(std::abs(held.tempo.eg - start.tempo.eg) < 10);
}

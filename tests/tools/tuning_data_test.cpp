#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../support.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/tools/pv_leaf.h"
#include "quadrant/tools/tuning_data.h"

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
      "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1 [0.5625]\n"  // a blended label
      "not a position [1.0]\n"
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 maybe\n");
  int skipped = 0;
  const TuningData data = loadTuningData(in, evalWeights(), &skipped);
  CHECK(skipped == 2);
  REQUIRE(data.size() == 5);
  CHECK(data[0].result == 0.5f);
  CHECK(data[1].result == 1.0f);
  CHECK(data[2].result == 0.5f);
  CHECK(data[3].result == 0.0f);
  CHECK(data[4].result == 0.5625f);
}

namespace {

std::vector<WeightCount> listOf(const TermRange& terms) {
  return std::vector<WeightCount>(terms.begin(), terms.end());
}

bool holds(const TuningPosition& p, const EvalTrace& trace, float result) {
  return listOf(p.terms) == trace.counts && listOf(p.danger[WHITE]) == trace.danger[WHITE] &&
         listOf(p.danger[BLACK]) == trace.danger[BLACK] && p.fixed == trace.fixed &&
         p.phase == trace.phase && p.scale == trace.scale && p.result == result;
}

}  // namespace

TEST_CASE("Tuning data gives back every position's trace and result", "[tuner]") {
  std::vector<EvalTrace> traces;
  for (const Position& pos : test::suitePositions({"standard.epd"}, true)) {
    EvalTrace trace;
    if (traceEvaluation(pos, evalWeights(), &trace)) traces.push_back(trace);
  }
  REQUIRE(traces.size() > 1000);
  for (Color c : {WHITE, BLACK}) {  // king danger on either side is among them
    const auto dangerous = [c](const EvalTrace& t) { return !t.danger[c].empty(); };
    REQUIRE(std::any_of(traces.begin(), traces.end(), dangerous));
  }
  // Enough positions to fill two blocks and start a third.
  const std::size_t count = 2 * TuningData::BLOCK_POSITIONS + 100;
  const auto traceOf = [&](std::size_t i) -> const EvalTrace& { return traces[i % traces.size()]; };
  const auto resultOf = [](std::size_t i) { return float(i % 3) / 2; };
  TuningData data;
  for (std::size_t i = 0; i < count; ++i) data.add(traceOf(i), resultOf(i));
  REQUIRE(data.size() == count);
  for (std::size_t i = 0; i < count; ++i) {
    CAPTURE(i);
    REQUIRE(holds(data[i], traceOf(i), resultOf(i)));
  }
}

TEST_CASE("Tuning data can be resolved to the quiescence leaves of its positions", "[tuner]") {
  const char* hanging = "4k3/pp6/8/3r4/8/8/PP1Q4/4K3 w - - 0 1 [1.0]\n";
  std::istringstream asGiven(hanging), resolved(hanging);
  int skipped = 0;
  const TuningData given = loadTuningData(asGiven, evalWeights(), &skipped);
  const TuningData leaves = loadTuningData(resolved, evalWeights(), &skipped, 0);
  REQUIRE(given.size() == 1);
  REQUIRE(leaves.size() == 1);
  // The leaf (the rook taken) is traced with the position's label.
  Position leaf;
  REQUIRE(leaf.setFen("4k3/pp6/8/3Q4/8/8/PP6/4K3 b - - 0 1"));
  EvalTrace trace;
  REQUIRE(traceEvaluation(leaf, evalWeights(), &trace));
  CHECK(holds(leaves[0], trace, 1.0f));
  CHECK_FALSE(holds(given[0], trace, 1.0f));
}

TEST_CASE("Tuning data resolved at a depth holds the leaves self-play would write", "[tuner]") {
  // A quiet middlegame, a fork quiescence does not see and a mate in one, which is left out.
  const std::vector<std::string> fens = {
      "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
      "r3k3/pp6/8/1N6/8/8/PPP5/6K1 w - - 0 1", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"};
  const int depth = 4;
  std::string lines;
  for (const std::string& fen : fens) lines += fen + " [0.5]\n";
  std::istringstream in(lines);
  int skipped = 0;
  const TuningData leaves = loadTuningData(in, evalWeights(), &skipped, depth);
  CHECK(skipped == 0);
  FreshSearch search(RESOLVE_SEARCH_MEGABYTES);
  Evaluator evaluator;
  std::vector<EvalTrace> expected;
  for (const std::string& fen : fens) {
    const std::optional<Position> leaf = pvLeaf(test::positionOf(fen), depth, search, evaluator);
    EvalTrace trace;
    if (leaf && traceEvaluation(*leaf, evalWeights(), &trace)) expected.push_back(trace);
  }
  REQUIRE(expected.size() == 2);
  REQUIRE(leaves.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) CHECK(holds(leaves[i], expected[i], 0.5f));
  // The fork's leaf is not the position as written: the rook is gone.
  std::istringstream fork(fens[1] + " [0.5]\n");
  const TuningData asWritten = loadTuningData(fork, evalWeights(), &skipped);
  REQUIRE(asWritten.size() == 1);
  CHECK_FALSE(holds(asWritten[0], expected[1], 0.5f));
}

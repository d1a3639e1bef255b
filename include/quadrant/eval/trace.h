// Where evaluation terms go. Every term is "weight times count, for a colour"; a sink decides
// what to do with it. ScoreSink sums the terms into a score from White's point of view;
// TraceSink also records the counts per colour and weight, which makes the evaluation of a
// position a linear function of the weights (what the tuner fits) and shows what each colour
// earns from each term (what the eval command prints).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "quadrant/core/types.h"
#include "quadrant/eval/tapered.h"
#include "quadrant/eval/weights.h"

namespace quadrant {

struct ScoreSink {
  Tapered score;
  void add(Color c, const Tapered& weight, int count = 1) {
    score += c == WHITE ? weight * count : -(weight * count);
  }
  // A term that is not a weight times a count (king danger grows quadratically): to the tuner
  // it is a constant.
  void addFixed(Color c, Tapered value) { score += c == WHITE ? value : -value; }
};

struct TraceSink : ScoreSink {
  explicit TraceSink(const EvalWeights& w)
      : weights(&w), counts{std::vector<int>(WEIGHT_COUNT, 0), std::vector<int>(WEIGHT_COUNT, 0)} {}
  void add(Color c, const Tapered& weight, int count = 1) {
    ScoreSink::add(c, weight, count);
    counts[c][weightIndex(*weights, weight)] += count;
  }
  void addFixed(Color c, Tapered value) {
    ScoreSink::addFixed(c, value);
    fixed[c] += value;
  }
  const EvalWeights* weights;
  std::vector<int> counts[2];  // [colour][weight]: how often the colour earned the weight
  Tapered fixed[2];            // [colour]: the non-linear terms the colour earned
};

// A weight's index (weightIndex) and how often the evaluation counts it, White's count minus
// Black's.
using WeightCount = std::pair<std::uint16_t, std::int16_t>;

// One position's evaluation as a linear model:
//   white score = taper(sum of count_i * weight_i + fixed, phase, scale)
struct EvalTrace {
  std::vector<WeightCount> counts;  // non-zero counts only
  Tapered fixed;
  int phase = 0;
  int scale = 64;
};

}  // namespace quadrant

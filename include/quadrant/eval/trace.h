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
  // A term that is not a weight times a count: to the tuner it is a constant.
  void addFixed(Color c, Tapered value) { score += c == WHITE ? value : -value; }
  // The king danger colour c's attack earns (see kingDanger below), and the units it adds up
  // to: only the trace records which unit weights the units count.
  void countDangerUnits(Color, const Tapered&, int = 1) {}
  void addKingDanger(Color c, Tapered danger) { addFixed(c, danger); }
};

// The king danger of an attack worth `units` units: quadratic in the units in the middlegame,
// linear in the endgame. The units are a sum of counts times the mg parts of the unit weights
// (kingAttackUnits, safeCheckUnits, kingZoneAttackUnits).
inline Tapered kingDanger(int units, const EvalWeights& w) {
  return Tapered(units * units * w.kingDanger.mg / 2048, units * w.kingDanger.eg / 64);
}

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
  void countDangerUnits(Color c, const Tapered& unitWeight, int count = 1) {
    if (count) dangerUnits[c].emplace_back(std::uint16_t(weightIndex(*weights, unitWeight)), count);
  }
  void addKingDanger(Color c, Tapered danger) {
    addFixed(c, danger);
    kingDanger[c] = danger;
    dangerous[c] = true;
  }
  const EvalWeights* weights;
  std::vector<int> counts[2];  // [colour][weight]: how often the colour earned the weight
  Tapered fixed[2];            // [colour]: the non-linear terms the colour earned
  // [colour]: the unit weights the colour's attack on the enemy king counted (as in
  // EvalTrace::danger), whether the attack earned a danger, and the danger it earned (in fixed).
  std::vector<std::pair<std::uint16_t, int>> dangerUnits[2];
  bool dangerous[2] = {false, false};
  Tapered kingDanger[2];
};

// A weight's index (weightIndex) and how often the evaluation counts it, White's count minus
// Black's.
using WeightCount = std::pair<std::uint16_t, std::int16_t>;

// One position's evaluation as a function of the weights:
//   white score = taper(sum of count_i * weight_i + White's king danger - Black's + fixed,
//                       phase, scale)
// where a colour's king danger is kingDanger(units) with units = the sum of count_j *
// weight_j.mg over the unit weights in danger[colour] (no danger when danger[colour] is empty).
// Linear in every weight but the king danger's, which the tuner differentiates as they are.
struct EvalTrace {
  std::vector<WeightCount> counts;     // non-zero counts only
  std::vector<WeightCount> danger[2];  // [attacking colour]: the unit weights its units count
  Tapered fixed;
  int phase = 0;
  int scale = 64;
};

}  // namespace quadrant

// Where evaluation terms go. Every term is "weight times count, for a colour"; a sink decides
// what to do with it. ScoreSink sums the terms into a score from White's point of view;
// TraceSink also records the counts per colour and weight, which makes the evaluation of a
// position a linear function of the weights (what the tuner fits) and shows what each colour
// earns from each term (what the eval command prints).
#pragma once

#include <algorithm>
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
  // The king danger colour c's attack earns (see kingDanger below; zero when its units are
  // not positive), and the units it adds up to: only the trace records which unit weights the
  // units count.
  void countDangerUnits(Color, const Tapered&, int = 1) {}
  void addKingDanger(Color c, Tapered danger) { addFixed(c, danger); }
  // The complexity's weights and counts (only the trace records them), and the shift of the
  // endgame part they add up to, credited to the colour the endgame part favours.
  void countComplexity(const Tapered&, int = 1) {}
  void addComplexity(Color c, Tapered shift) { score += c == WHITE ? shift : -shift; }
};

// How the complexity moves an endgame sum eg (White's point of view): away from zero by a
// positive complexity, towards zero by a negative one but never past it; not at all when eg is
// zero. The complexity is the sum of counts times the eg parts of the complexity weights.
template <class T>
T complexityShift(T eg, T complexity) {
  if (eg > 0) return std::max(complexity, -eg);
  if (eg < 0) return -std::max(complexity, eg);
  return 0;
}

// The king danger of an attack worth `units` units: none for units <= 0; above, quadratic in
// the units in the middlegame (units^2 * kingDanger.mg / KING_DANGER_MG_DIVISOR) and linear in
// the endgame (units * kingDanger.eg / KING_DANGER_EG_DIVISOR). The units are a sum of counts
// times the mg parts of the unit weights (kingAttackUnits, safeCheckUnits, ...: the fields of
// weights.h named ...Units). The divisors put the units on the scale of Ethereal's attack
// count (its danger: count^2 / 720 and count / 20 of its centipawns), with integer weights
// fine enough for the tuner's steps.
constexpr int KING_DANGER_MG_DIVISOR = 65536;
constexpr int KING_DANGER_EG_DIVISOR = 1024;
inline Tapered kingDanger(int units, const EvalWeights& w) {
  if (units <= 0) return Tapered();
  const std::int64_t squared = std::int64_t(units) * units;
  return Tapered(int(squared * w.kingDanger.mg / KING_DANGER_MG_DIVISOR),
                 units * w.kingDanger.eg / KING_DANGER_EG_DIVISOR);
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
  void countComplexity(const Tapered& weight, int count = 1) {
    if (count) complexityTerms.emplace_back(std::uint16_t(weightIndex(*weights, weight)), count);
  }
  void addComplexity(Color c, Tapered shift) {
    ScoreSink::addComplexity(c, shift);
    complexity[c] += shift;
  }
  const EvalWeights* weights;
  std::vector<int> counts[2];  // [colour][weight]: how often the colour earned the weight
  Tapered fixed[2];            // [colour]: the non-linear terms the colour earned
  // [colour]: the unit weights the colour's attack on the enemy king counted (as in
  // EvalTrace::danger), whether the attack had the pieces to be counted (then its danger is a
  // function of the units, zero or not), and the danger it earned (in fixed).
  std::vector<std::pair<std::uint16_t, int>> dangerUnits[2];
  bool dangerous[2] = {false, false};
  Tapered kingDanger[2];
  std::vector<std::pair<std::uint16_t, int>> complexityTerms;  // as in EvalTrace::complexity
  Tapered complexity[2];  // [colour]: the complexity's shift credited to the colour
};

// A weight's index (weightIndex) and how often the evaluation counts it, White's count minus
// Black's.
using WeightCount = std::pair<std::uint16_t, std::int16_t>;

// One position's evaluation as a function of the weights:
//   sum = sum of count_i * weight_i + White's king danger - Black's + fixed
//   white score = taper(sum + (0, complexityShift(sum.eg, complexity)), phase, scale)
// where a colour's king danger is kingDanger(units) with units = the sum of count_j *
// weight_j.mg over the unit weights in danger[colour] (no danger when danger[colour] is empty,
// or when the units are not positive: the attack's pieces were enough to count it, its units
// too few),
// and complexity the sum of count_k * weight_k.eg over the weights in `complexity`. Linear in
// every weight but the king danger's and the complexity's, which the tuner differentiates as
// they are.
struct EvalTrace {
  std::vector<WeightCount> counts;      // non-zero counts only
  std::vector<WeightCount> danger[2];   // [attacking colour]: the unit weights its units count
  std::vector<WeightCount> complexity;  // the complexity weights and their counts
  Tapered fixed;
  int phase = 0;
  int scale = SCALE_NORMAL;
  int scaleWeight = -1;  // the weight whose mg part is the scale, for a tuned scale; else -1
};

}  // namespace quadrant

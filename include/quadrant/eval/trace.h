// Where evaluation terms go. Every term is "weight times count, for a colour"; a sink decides
// what to do with it. ScoreSink sums the terms into a score from White's point of view;
// TraceSink also records the counts per colour and weight, which makes the evaluation of a
// position a linear function of the weights (what the tuner fits) and shows what each colour
// earns from each term (what the eval command prints). The trace of a position (EvalTrace) is
// made from them, and its sums, for any weights, are computed here once for the trace and the
// tuner (tracedSums).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/eval/nonlinear_terms.h"
#include "quadrant/eval/taper.h"
#include "quadrant/eval/weights.h"

namespace quadrant {

struct ScoreSink {
  Tapered score;
  void add(Color c, const Tapered& weight, int count = 1) {
    score += c == WHITE ? weight * count : -(weight * count);
  }
  // A term that is not a weight times a count: to the tuner it is a constant.
  void addFixed(Color c, Tapered value) { score += c == WHITE ? value : -value; }
  // The king danger colour c's attack earns (kingDanger, nonlinear_terms.h: zero when its
  // units are not positive), and the units it adds up to: only the trace records which unit
  // weights the units count.
  void countDangerUnits(Color, const Tapered&, int = 1) {}
  void addKingDanger(Color c, Tapered danger) { addFixed(c, danger); }
  // The complexity's weights and counts (only the trace records them), and the shift of the
  // endgame part they add up to, credited to the colour the endgame part favours.
  void countComplexity(const Tapered&, int = 1) {}
  void addComplexity(Color c, Tapered shift) { score += c == WHITE ? shift : -shift; }
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
// where a colour's king danger is kingDanger(units, kingDanger weight) with units = the sum of
// unitsOf(weight_j, count_j) over the unit weights in danger[colour] (no danger when
// danger[colour] is empty, or when the units are not positive: the attack's pieces were enough
// to count it, its units too few), and complexity the sum of complexityOf(weight_k, count_k)
// over the weights in `complexity` (nonlinear_terms.h has the formulas). Linear in every weight
// but the king danger's and the complexity's, which the tuner differentiates as they are.
struct EvalTrace {
  std::vector<WeightCount> counts;      // non-zero counts only
  std::vector<WeightCount> danger[2];   // [attacking colour]: the unit weights its units count
  std::vector<WeightCount> complexity;  // the complexity weights and their counts
  Tapered fixed;
  int phase = 0;
  int scale = SCALE_NORMAL;
  int scaleWeight = -1;  // the weight whose mg part is the scale, for a tuned scale; else -1
};

// The sums of a traced position (the formula above) with the weights as numbers of type T:
// whole centipawns for traceSum, real numbers for the tuner (tools/tuner.cpp).
template <class T>
struct TracedSums {
  BasicTapered<T> beforeComplexity;  // fixed, the counted weights and both king dangers
  T units[2] = {};                   // [attacking colour]: the units of its attack, if any
  T complexity = 0;
  // The sum the taper blends: the complexity moves the endgame part.
  BasicTapered<T> total() const {
    return {beforeComplexity.mg,
            beforeComplexity.eg + complexityShift(beforeComplexity.eg, complexity)};
  }
};

// The sums of `traced` (an EvalTrace, or the tuner's view of one) whose counted weights are
// `counts`; weight(i) gives weight i of the flat view as a BasicTapered<T>.
template <class T, class Traced, class Counts, class WeightOf>
TracedSums<T> tracedSums(const Traced& traced, const Counts& counts, WeightOf weight) {
  TracedSums<T> sums;
  sums.beforeComplexity = BasicTapered<T>(traced.fixed.mg, traced.fixed.eg);
  for (const auto& [index, count] : counts) sums.beforeComplexity += weight(index) * count;
  for (Color c : {WHITE, BLACK}) {
    if (traced.danger[c].begin() == traced.danger[c].end()) continue;  // no attack
    for (const auto& [index, count] : traced.danger[c])
      sums.units[c] += unitsOf(weight(index), count);
    const BasicTapered<T> danger = kingDanger(sums.units[c], weight(KING_DANGER_WEIGHT));
    sums.beforeComplexity += c == WHITE ? danger : -danger;
  }
  for (const auto& [index, count] : traced.complexity)
    sums.complexity += complexityOf(weight(index), count);
  return sums;
}

// For the tuner: the evaluation of pos as a linear function of the weights (see above).
// False when an endgame recognizer, not the weights, evaluates the position.
bool traceEvaluation(const Position& pos, const EvalWeights& w, EvalTrace* trace);
// The sum a trace stands for with weights w, before tapering: equal, for the weights it was
// traced with, to the sum of the position's evaluation.
Tapered traceSum(const EvalTrace& trace, const EvalWeights& w);

}  // namespace quadrant

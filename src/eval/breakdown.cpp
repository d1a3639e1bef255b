#include "quadrant/eval/breakdown.h"

namespace quadrant {

Tapered EvalBreakdown::total() const {
  Tapered sum;
  for (const auto& term : terms) sum += term[WHITE] - term[BLACK];
  return sum;
}

EvalBreakdown breakDownEvaluation(const Position& pos, const EvalWeights& w) {
  EvalBreakdown breakdown{evaluationParts(pos, w)};
  const TraceSink& sink = breakdown.parts.terms;
  const WeightVector weights = flatten(w);
  for (Color c : {WHITE, BLACK}) {
    for (std::size_t i = 0; i < WEIGHT_COUNT; ++i)
      breakdown.terms[std::size_t(weightTerm(i))][c] += weights[i] * sink.counts[c][i];
    breakdown.terms[std::size_t(EvalTerm::KingAttack)][c] += sink.fixed[c];
    breakdown.terms[std::size_t(EvalTerm::Complexity)][c] += sink.complexity[c];
  }
  return breakdown;
}

}  // namespace quadrant

#include "quadrant/eval/trace.h"

#include <map>

#include "quadrant/eval/evaluate.h"

namespace quadrant {

bool traceEvaluation(const Position& pos, const EvalWeights& w, EvalTrace* trace) {
  const EvaluationParts parts = evaluationParts(pos, w);
  if (parts.endgame.evaluation != EndgameKind::None) return false;
  const TraceSink& sink = parts.terms;
  trace->counts.clear();
  for (std::size_t i = 0; i < WEIGHT_COUNT; ++i)
    if (const int count = sink.counts[WHITE][i] - sink.counts[BLACK][i])
      trace->counts.emplace_back(std::uint16_t(i), std::int16_t(count));
  trace->fixed = sink.fixed[WHITE] - sink.fixed[BLACK];
  for (Color c : {WHITE, BLACK}) {
    trace->danger[c].clear();
    if (!sink.dangerous[c]) continue;
    // The danger is traced as its unit counts, not as a constant.
    trace->fixed += c == WHITE ? -sink.kingDanger[c] : sink.kingDanger[c];
    std::map<std::uint16_t, int> units;
    for (const auto& [index, count] : sink.dangerUnits[c]) units[index] += count;
    for (const auto& [index, count] : units)
      trace->danger[c].emplace_back(index, std::int16_t(count));
  }
  trace->complexity.clear();
  for (const auto& [index, count] : sink.complexityTerms)
    trace->complexity.emplace_back(index, std::int16_t(count));
  trace->phase = parts.phase;
  trace->scale = parts.scale.factor;
  trace->scaleWeight = parts.scale.weight;
  return true;
}

Tapered traceSum(const EvalTrace& trace, const EvalWeights& w) {
  const WeightVector all = flatten(w);
  return tracedSums<int>(trace, trace.counts, [&all](std::size_t i) { return all[i]; }).total();
}

}  // namespace quadrant

#include "quadrant/tools/tuning_data.h"

#include <optional>
#include <string>

#include "quadrant/core/position_line.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/tools/pv_leaf.h"

namespace quadrant {

void TuningData::add(const EvalTrace& trace, float result) {
  if (size_ % BLOCK_POSITIONS == 0) {
    // The full block gives back its spare capacity (up to half of it, the vector having grown
    // by doubling), so that the data takes hardly more memory than its terms.
    if (!blocks_.empty()) blocks_.back().terms.shrink_to_fit();
    blocks_.emplace_back();
  }
  Block& block = blocks_.back();
  const std::uint8_t dangerTerms[2] = {std::uint8_t(trace.danger[WHITE].size()),
                                       std::uint8_t(trace.danger[BLACK].size())};
  block.positions.push_back(Entry{std::uint32_t(block.terms.size()),
                                  trace.fixed,
                                  std::int16_t(trace.phase),
                                  std::int16_t(trace.scale),
                                  std::int16_t(trace.scaleWeight),
                                  {dangerTerms[WHITE], dangerTerms[BLACK]},
                                  std::uint8_t(trace.complexity.size()),
                                  result});
  block.terms.insert(block.terms.end(), trace.counts.begin(), trace.counts.end());
  for (Color c : {WHITE, BLACK})
    block.terms.insert(block.terms.end(), trace.danger[c].begin(), trace.danger[c].end());
  block.terms.insert(block.terms.end(), trace.complexity.begin(), trace.complexity.end());
  ++size_;
}

TuningPosition TuningData::operator[](std::size_t i) const {
  const Block& block = blocks_[i / BLOCK_POSITIONS];
  const std::size_t n = i % BLOCK_POSITIONS;
  const Entry& entry = block.positions[n];
  const std::size_t lastTerm =
      n + 1 < block.positions.size() ? block.positions[n + 1].firstTerm : block.terms.size();
  const WeightCount* first = block.terms.data() + entry.firstTerm;
  const WeightCount* last = block.terms.data() + lastTerm;
  const WeightCount* complexity = last - entry.complexityTerms;
  const WeightCount* blackDanger = complexity - entry.dangerTerms[BLACK];
  const WeightCount* whiteDanger = blackDanger - entry.dangerTerms[WHITE];
  return TuningPosition{TermRange{first, whiteDanger},
                        {TermRange{whiteDanger, blackDanger}, TermRange{blackDanger, complexity}},
                        TermRange{complexity, last},
                        entry.fixed,
                        entry.phase,
                        entry.scale,
                        entry.scaleWeight,
                        entry.result};
}

TuningData loadTuningData(std::istream& in, const EvalWeights& w, int* skipped,
                          std::optional<int> resolveDepth) {
  TuningData data;
  *skipped = 0;
  EvalTrace trace;
  Evaluator evaluator;
  std::optional<FreshSearch> resolution;  // only when resolving
  if (resolveDepth) resolution.emplace(RESOLVE_SEARCH_MEGABYTES);
  const auto onPosition = [&](int, const PositionLine& line) {
    const std::optional<double> result = line.gameResult();
    if (!result) {
      ++*skipped;
      return;
    }
    const std::optional<Position> traced =
        resolveDepth ? pvLeaf(line.position, *resolveDepth, *resolution, evaluator)
                     : std::optional<Position>(line.position);
    if (traced && traceEvaluation(*traced, w, &trace)) data.add(trace, float(*result));
  };
  forEachPositionLine(in, onPosition, [&](int, const std::string&) { ++*skipped; });
  return data;
}

}  // namespace quadrant

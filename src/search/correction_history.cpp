#include "quadrant/search/correction_history.h"

#include <algorithm>

#include "quadrant/eval/score.h"
#include "quadrant/search/parameters.h"

namespace quadrant {

void CorrectionHistory::clear() {
  std::fill(&table_[0][0], &table_[0][0] + 2 * ENTRIES, std::int16_t(0));
}

int CorrectionHistory::corrected(const Position& pos, int rawEval) const {
  const int eval = rawEval + entry(pos) * CORRECTION_PERCENT / (100 * GRAIN);
  return std::clamp(eval, -SCORE_TB_WIN_IN_MAX_PLY + 1, SCORE_TB_WIN_IN_MAX_PLY - 1);
}

void CorrectionHistory::update(const Position& pos, int depth, int searched, int rawEval) {
  constexpr int SCALE = 256;
  constexpr int LIMIT = MAX_CP * GRAIN;
  const int weight = std::min(depth + 1, CORRECTION_MAX_WEIGHT);
  const int sample = std::clamp((searched - rawEval) * GRAIN, -LIMIT, LIMIT);
  std::int16_t& e = entry(pos);
  e = std::int16_t(std::clamp((e * (SCALE - weight) + sample * weight) / SCALE, -LIMIT, LIMIT));
}

}  // namespace quadrant

#include "quadrant/search/correction_history.h"

#include <algorithm>

#include "quadrant/eval/score.h"
#include "quadrant/search/parameters.h"

namespace quadrant {
void CorrectionHistory::clear() {
  std::fill(&table_[0][0][0], &table_[0][0][0] + TABLES * 2 * ENTRIES, std::int16_t(0));
}

Key CorrectionHistory::keyOf(const Position& pos, int table) {
  switch (table) {
    case PAWNS: return pos.pawnKey();
    case MATERIAL: return pos.materialKey();
    case WHITE_PIECES: return pos.nonPawnKey(WHITE);
    default: return pos.nonPawnKey(BLACK);
  }
}

// The material key counts pieces in its low nibbles, so every key is mixed (by a Fibonacci
// multiplication) before its top bits index the table.
std::size_t CorrectionHistory::indexOf(const Position& pos, int table) {
  constexpr int BITS = 14;
  static_assert(ENTRIES == 1 << BITS);
  return std::size_t((keyOf(pos, table) * 0x9E3779B97F4A7C15ULL) >> (64 - BITS));
}

int CorrectionHistory::weightPercent(int table) {
  switch (table) {
    case PAWNS: return CORRECTION_PERCENT;
    case MATERIAL: return CORRECTION_MATERIAL_PERCENT;
    default: return CORRECTION_NON_PAWN_PERCENT;
  }
}

int CorrectionHistory::corrected(const Position& pos, int rawEval) const {
  int sum = 0;
  for (int t = 0; t < TABLES; ++t)
    sum += table_[t][pos.sideToMove()][indexOf(pos, t)] * weightPercent(t);
  const int eval = rawEval + sum / (100 * GRAIN);
  return std::clamp(eval, -SCORE_TB_WIN_IN_MAX_PLY + 1, SCORE_TB_WIN_IN_MAX_PLY - 1);
}

void CorrectionHistory::update(const Position& pos, int depth, int searched, int rawEval) {
  constexpr int SCALE = 256;
  constexpr int LIMIT = MAX_CP * GRAIN;
  const int weight = std::min(depth + 1, CORRECTION_MAX_WEIGHT);
  const int sample = std::clamp((searched - rawEval) * GRAIN, -LIMIT, LIMIT);
  for (int t = 0; t < TABLES; ++t) {
    std::int16_t& e = table_[t][pos.sideToMove()][indexOf(pos, t)];
    e = std::int16_t(std::clamp((e * (SCALE - weight) + sample * weight) / SCALE, -LIMIT, LIMIT));
  }
}

}  // namespace quadrant

#include "quadrant/search/history.h"

#include <algorithm>
#include <cstdlib>

#include "quadrant/search/parameters.h"

namespace quadrant {

int MoveHistory::cutoffBonus(int depth) {
  return linearHistoryBonus(depth, HISTORY_BONUS_SLOPE, HISTORY_BONUS_OFFSET, HISTORY_BONUS_MAX);
}

void MoveHistory::learn(std::int16_t& entry, int bonus) {
  entry = std::int16_t(entry + bonus - entry * std::abs(bonus) / LIMIT);
}

void MoveHistory::clear() {
  std::fill(&butterfly_[0].score[0], &butterfly_[0].score[0] + sizeof(butterfly_) / 2, 0);
  std::fill(&continuation_[0][0][0].score[0][0],
            &continuation_[0][0][0].score[0][0] + sizeof(continuation_) / 2, 0);
  std::fill(&counter_[0][0], &counter_[0][0] + 16 * 64, Move::none());
  std::fill(&capture_[0][0][0], &capture_[0][0][0] + sizeof(capture_) / 2, 0);
}

void MoveHistory::adjust(const Position& pos, const HistoryContext& context, Move m, int bonus) {
  learn(butterfly_[pos.sideToMove()].of(context.threats, m), bonus);
  const PieceType moving = pos.typeOn(m.from());
  for (ContinuationRow* row : context.followed)
    if (row) learn(row->score[moving][m.to()], bonus);
}

void MoveHistory::updateQuiets(const Position& pos, const HistoryContext& context, Move best,
                               const Move* tried, int triedCount, int depth) {
  const int bonus = cutoffBonus(depth);
  adjust(pos, context, best, bonus);
  for (int i = 0; i < triedCount; ++i)
    if (tried[i] != best) adjust(pos, context, tried[i], -bonus);
}

void MoveHistory::updateContinuations(const Position& pos, const HistoryContext& context, Move m,
                                      int depth, bool good) {
  const int bonus = good ? cutoffBonus(depth) : -cutoffBonus(depth);
  const PieceType moving = pos.typeOn(m.from());
  for (ContinuationRow* row : context.followed)
    if (row) learn(row->score[moving][m.to()], bonus);
}

void MoveHistory::updateCaptures(const Position& pos, Move best, const Move* tried, int triedCount,
                                 int depth) {
  const int bonus = cutoffBonus(depth);
  const auto entry = [&](Move m) -> std::int16_t& {
    return capture_[pos.pieceOn(m.from())][m.to()][pos.capturedType(m)];
  };
  if (best) learn(entry(best), bonus);
  for (int i = 0; i < triedCount; ++i)
    if (tried[i] != best) learn(entry(tried[i]), -bonus);
}

}  // namespace quadrant

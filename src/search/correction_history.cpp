#include "quadrant/search/correction_history.h"

#include <algorithm>

#include "quadrant/eval/score.h"
#include "quadrant/search/parameters.h"

namespace quadrant {

static_assert(sizeof(CONTINUATION_CORRECTION_PLIES) / sizeof(int) == CONTINUATION_CORRECTIONS);
static_assert(CONTINUATION_CORRECTION_PLIES[CONTINUATION_CORRECTIONS - 1] ==
              CONTINUATION_CORRECTION_REACH);

CorrectionHistory::CorrectionHistory() : pairs_(std::make_unique<PairTable>()) { clear(); }

void CorrectionHistory::clear() {
  std::fill(&table_[0][0][0], &table_[0][0][0] + TABLES * 2 * ENTRIES, std::int16_t(0));
  std::int16_t* pairs = &pairs_->entry[0][0][0][0];
  std::fill(pairs, pairs + PIECES * 64 * PIECES * 64, std::int16_t(0));
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

int CorrectionHistory::pairWeightPercent(int pair) {
  switch (CONTINUATION_CORRECTION_PLIES[pair]) {
    case 2: return CORRECTION_CONTINUATION_2_PERCENT;
    case 3: return CORRECTION_CONTINUATION_3_PERCENT;
    case 4: return CORRECTION_CONTINUATION_4_PERCENT;
    case 5: return CORRECTION_CONTINUATION_5_PERCENT;
    case 6: return CORRECTION_CONTINUATION_6_PERCENT;
    default: return CORRECTION_CONTINUATION_7_PERCENT;
  }
}

CorrectionStep CorrectionHistory::step(Move m, Piece piece, const CorrectionStep* previous) {
  CorrectionStep step;
  if (!m) return step;
  step.unbroken = (previous ? previous->unbroken : 0) + 1;
  if (piece == NO_PIECE) return step;
  step.row = &pairs_->entry[pieceIndex(piece)][m.to()][0][0];
  step.column = pieceIndex(piece) * 64 + m.to();
  return step;
}

CorrectionContext CorrectionHistory::contextOf(const CorrectionStep* path, int count) {
  CorrectionContext context;
  if (count == 0) return context;
  const CorrectionStep& last = path[count - 1];
  if (last.column < 0) return context;
  for (int pair = 0; pair < CONTINUATION_CORRECTIONS; ++pair) {
    const int plies = CONTINUATION_CORRECTION_PLIES[pair];
    if (plies > last.unbroken) break;
    const CorrectionStep& earlier = path[count - plies];
    if (earlier.row) context.pairs[pair] = earlier.row + last.column;
  }
  return context;
}

int CorrectionHistory::corrected(const Position& pos, int rawEval,
                                 const CorrectionContext& context) const {
  int sum = 0;
  for (int t = 0; t < TABLES; ++t)
    sum += table_[t][pos.sideToMove()][indexOf(pos, t)] * weightPercent(t);
  for (int pair = 0; pair < CONTINUATION_CORRECTIONS; ++pair)
    if (context.pairs[pair]) sum += *context.pairs[pair] * pairWeightPercent(pair);
  const int eval = rawEval + sum / (100 * GRAIN);
  return std::clamp(eval, -SCORE_TB_WIN_IN_MAX_PLY + 1, SCORE_TB_WIN_IN_MAX_PLY - 1);
}

void CorrectionHistory::prefetch(const Position& pos, const CorrectionContext& context) const {
  for (int t = 0; t < TABLES; ++t)
    __builtin_prefetch(&table_[t][pos.sideToMove()][indexOf(pos, t)]);
  for (const std::int16_t* pair : context.pairs)
    if (pair) __builtin_prefetch(pair);
}

// A running average of the samples, its newest weighing `weight` / 256.
void CorrectionHistory::learn(std::int16_t& entry, int sample, int weight) {
  constexpr int SCALE = 256;
  constexpr int LIMIT = MAX_CP * GRAIN;
  entry =
      std::int16_t(std::clamp((entry * (SCALE - weight) + sample * weight) / SCALE, -LIMIT, LIMIT));
}

void CorrectionHistory::update(const Position& pos, int depth, int searched, int rawEval,
                               const CorrectionContext& context) {
  const int weight = std::min(depth + 1, CORRECTION_MAX_WEIGHT);
  const int sample = std::clamp((searched - rawEval) * GRAIN, -MAX_CP * GRAIN, MAX_CP * GRAIN);
  for (int t = 0; t < TABLES; ++t)
    learn(table_[t][pos.sideToMove()][indexOf(pos, t)], sample, weight);
  for (std::int16_t* pair : context.pairs)
    if (pair) learn(*pair, sample, weight);
}

}  // namespace quadrant

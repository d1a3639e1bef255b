#include "quadrant/search/movepick.h"

#include <algorithm>
#include <utility>

#include "quadrant/eval/piece_value.h"
#include "quadrant/search/parameters.h"
#include "quadrant/search/see.h"

namespace quadrant {
namespace {

// Most valuable victim first, least valuable attacker as the tie-break; a promotion counts the
// value it gains.
int mvvLva(PieceType mover, PieceType victim, Move m) {
  const int gain = PIECE_VALUE[victim] + (m.isPromotion() ? PIECE_VALUE[m.promotion()] : 0);
  return 16 * gain - PIECE_VALUE[mover] / 16;
}

bool isUnderpromotion(Move m) { return m.isPromotion() && m.promotion() != QUEEN; }

}  // namespace

MovePicker::MovePicker(const Position& pos, Move ttMove, const MoveHistory& history,
                       const HistoryContext& historyContext, const Stage* stages)
    : pos_(pos),
      history_(history),
      quietHistory_(history.quietView(pos, historyContext)),
      stage_(stages),
      ttMove_(ttMove) {}

MovePicker::MovePicker(const Position& pos, const OrderingHints& hints, const MoveHistory& history)
    : MovePicker(pos, hints.ttMove, history, hints.historyContext,
                 pos.inCheck() ? EVASION_STAGES : MAIN_STAGES) {
  refutations_[0] = hints.mateKillers.slot[0];
  refutations_[1] = hints.mateKillers.slot[1];
  refutations_[2] = hints.killers.slot[0];
  refutations_[3] = hints.killers.slot[1];
  refutations_[4] = hints.counter;
}

// Only the quiet evasions of a check are ordered by history here: by the butterfly history
// alone, read under the squares the opponent attacks as in the main search.
MovePicker MovePicker::forQuiescence(const Position& pos, Move ttMove, CheckSquares* quietChecks,
                                     const MoveHistory& history) {
  HistoryContext evasionHistory;
  if (pos.inCheck()) evasionHistory.threats = historyThreats(pos);
  MovePicker picker(pos, ttMove, history, evasionHistory,
                    pos.inCheck() ? EVASION_STAGES : QUIESCENCE_STAGES);
  picker.quietChecks_ = quietChecks;
  return picker;
}

// Victim first, moved by the capture history: a capture that has often refuted here can pass one
// of a slightly more valuable piece. The mover and the victim are read once for both.
void MovePicker::scoreNoisy() {
  for (int i = 0; i < list_.size(); ++i) {
    const Move m = list_[i];
    const Piece mover = pos_.pieceOn(m.from());
    const PieceType victim = pos_.capturedType(m);
    scores_[i] = mvvLva(typeOf(mover), victim, m) +
                 history_.capture(mover, m.to(), victim) / CAPTURE_HISTORY_DIVISOR;
  }
}

void MovePicker::scoreQuiets() {
  for (int i = 0; i < list_.size(); ++i) scores_[i] = quietHistory_.of(pos_, list_[i]).sum();
}

// Captures before quiet evasions; the history sums of quiets (QuietHistory::TERMS histories,
// each at most LIMIT) stay below every capture.
void MovePicker::scoreEvasions() {
  for (int i = 0; i < list_.size(); ++i) {
    const Move m = list_[i];
    const PieceType victim = pos_.capturedType(m);
    scores_[i] = victim != NO_PIECE_TYPE ? (QuietHistory::TERMS + 1) * MoveHistory::LIMIT +
                                               mvvLva(pos_.typeOn(m.from()), victim, m)
                                         : quietHistory_.of(pos_, m).sum();
  }
}

// The first of the best-scored moves, found in two passes: the best score (a maximum the
// compiler computes several scores at a time), then its first place. A single pass that
// tracked the place as it went would compare one score at a time.
Move MovePicker::pickBest() {
  int top = scores_[cursor_];
  for (int j = cursor_ + 1; j < list_.size(); ++j) top = std::max(top, scores_[j]);
  int best = cursor_;
  while (scores_[best] != top) ++best;
  std::swap(list_.begin()[cursor_], list_.begin()[best]);
  std::swap(scores_[cursor_], scores_[best]);
  return list_[cursor_++];
}

// A hash move that is not handed out first is forgotten, so the later stages, which skip the
// hash move, hand it out in its normal place if it belongs there.
Move MovePicker::acceptTTMove(bool usable) {
  if (!usable) ttMove_ = Move::none();
  return ttMove_;
}

bool MovePicker::isRefutation(Move m) const {
  for (Move refutation : refutations_)
    if (refutation == m) return true;
  return false;
}

// A killer or counter move is tried early only when it is a legal quiet move here that no
// earlier stage has handed out.
bool MovePicker::isUsableRefutation(Move m, int index) const {
  if (!m || m == ttMove_) return false;
  for (int i = 0; i < index; ++i)
    if (refutations_[i] == m) return false;
  return isLegal(pos_, m) && !pos_.isCapture(m) && !m.isPromotion();
}

const MovePicker::Stage MovePicker::MAIN_STAGES[] = {
    {&MovePicker::legalTTMove, true},
    {&MovePicker::generate<GenType::Noisy, &MovePicker::scoreNoisy>, true},
    {&MovePicker::goodNoisy, false},
    {&MovePicker::refutation, false},
    {&MovePicker::generateQuiets, true},
    {&MovePicker::quiet, false},
    {&MovePicker::badNoisy, false},
    {nullptr, false}};
const MovePicker::Stage MovePicker::EVASION_STAGES[] = {
    {&MovePicker::legalTTMove, true},
    {&MovePicker::generate<GenType::All, &MovePicker::scoreEvasions>, true},
    {&MovePicker::evasion, false},
    {nullptr, false}};
const MovePicker::Stage MovePicker::QUIESCENCE_STAGES[] = {
    {&MovePicker::goodNoisyTTMove, true},
    {&MovePicker::generate<GenType::Noisy, &MovePicker::scoreNoisy>, true},
    {&MovePicker::quiescenceNoisy, false},
    {&MovePicker::generateQuietChecks, true},
    {&MovePicker::quietCheck, false},
    {nullptr, false}};

Move MovePicker::next() {
  while (stage_->pick) {
    const Stage stage = *stage_;
    if (stage.once) ++stage_;
    if (const Move m = (this->*stage.pick)()) return m;
    if (!stage.once) ++stage_;
  }
  return Move::none();
}

Move MovePicker::legalTTMove() { return acceptTTMove(isLegal(pos_, ttMove_)); }

// A generation stage: the moves of a kind, scored for pickBest.
template <GenType Kind, void (MovePicker::*Score)()>
Move MovePicker::generate() {
  generateMoves<Kind>(pos_, list_);
  (this->*Score)();
  return Move::none();
}

// Winning captures and queen promotions; the others wait for badNoisy.
Move MovePicker::goodNoisy() {
  while (cursor_ < list_.size()) {
    const Move m = pickBest();
    if (m == ttMove_) continue;
    if (isUnderpromotion(m) || !seeAtLeast(pos_, m, 0))
      bad_.push(m);
    else
      return m;
  }
  return Move::none();
}

Move MovePicker::refutation() {
  while (refutationIndex_ < REFUTATIONS) {
    const int index = refutationIndex_++;
    if (isUsableRefutation(refutations_[index], index)) return refutations_[index];
  }
  return Move::none();
}

Move MovePicker::generateQuiets() {
  list_.clear();
  cursor_ = 0;
  if (!skipQuiets_) {
    generateMoves<GenType::Quiet>(pos_, list_);
    scoreQuiets();
  }
  return Move::none();
}

Move MovePicker::quiet() {
  while (!skipQuiets_ && cursor_ < list_.size()) {
    const Move m = pickBest();
    if (m != ttMove_ && !isRefutation(m)) return m;
  }
  return Move::none();
}

Move MovePicker::badNoisy() { return badCursor_ < bad_.size() ? bad_[badCursor_++] : Move::none(); }

Move MovePicker::evasion() {
  while (cursor_ < list_.size()) {
    const Move m = pickBest();
    if (m != ttMove_) return m;
  }
  return Move::none();
}

Move MovePicker::goodNoisyTTMove() {
  return acceptTTMove(isLegal(pos_, ttMove_) &&
                      (pos_.isCapture(ttMove_) || ttMove_.isPromotion()) &&
                      !isUnderpromotion(ttMove_) && seeAtLeast(pos_, ttMove_, 0));
}

// Quiescence hands out the winning captures and queen promotions only.
Move MovePicker::quiescenceNoisy() {
  while (cursor_ < list_.size()) {
    const Move m = pickBest();
    if (m != ttMove_ && !isUnderpromotion(m) && seeAtLeast(pos_, m, 0)) return m;
  }
  return Move::none();
}

// Quiet checks in generation order, when quiescence asks for them (quietChecks_).
Move MovePicker::generateQuietChecks() {
  list_.clear();
  cursor_ = 0;
  if (quietChecks_) quadrant::generateQuietChecks(pos_, *quietChecks_, list_);
  return Move::none();
}

Move MovePicker::quietCheck() {
  while (cursor_ < list_.size()) {
    const Move m = list_[cursor_++];
    if (m != ttMove_ && seeAtLeast(pos_, m, 0)) return m;
  }
  return Move::none();
}

}  // namespace quadrant

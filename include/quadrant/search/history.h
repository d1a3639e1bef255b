// Move-ordering statistics the search learns as it goes: the butterfly history (how often a
// quiet move from one square to another caused a cut-off, per side and per whether the opponent
// attacks the square it leaves and the one it goes to), the continuation histories
// (how good a quiet move was as the reply to the opponent's last move, and as the follow-up to
// the side's own move before it) and counter moves (the quiet reply that last refuted a given
// move, indexed by the piece that moved and where to); and the capture history (how often a
// capture or promotion by a piece to a square, taking a piece type, caused a cut-off).
#pragma once

#include <cstdint>

#include "quadrant/core/position.h"
#include "quadrant/core/types.h"
#include "quadrant/search/parameters.h"

namespace quadrant {

// Two killer slots: quiet moves that recently caused a cut-off at the same ply, newest first.
struct Killers {
  Move slot[2];
  void add(Move m) {
    if (slot[0] == m) return;
    slot[1] = slot[0];
    slot[0] = m;
  }
  bool contains(Move m) const { return m == slot[0] || m == slot[1]; }
  void clear() { slot[0] = slot[1] = Move::none(); }
};

// The continuation-history entries that follow one earlier move, indexed by the type of the
// piece that moves now and where it goes. The earlier move's colour is implied by its distance
// (one ply back: the opponent's; two or four plies back: the side's own), so types suffice.
struct ContinuationRow {
  std::int16_t score[7][64];
};

// How many plies back each continuation history looks: the opponent's last move (counter-move
// history), the side's own move before it (follow-up history) and the side's move before that.
inline constexpr int CONTINUATION_PLIES[] = {1, 2, 4};
inline constexpr int CONTINUATIONS = 3;

// The butterfly history of one side, indexed by whether the opponent attacks the square a quiet
// move leaves and the square it goes to, then by those squares (Ethereal's threat-indexed
// history): a move that escapes an attack or walks into one is learnt apart from the same move
// played in peace.
struct ButterflyTable {
  static constexpr int SIZE = 2 * 2 * 64 * 64;
  std::int16_t score[SIZE];
  std::int16_t& of(Bitboard threats, Move m) { return score[index(threats, m)]; }
  std::int16_t of(Bitboard threats, Move m) const { return score[index(threats, m)]; }
  static int index(Bitboard threats, Move m) {
    return ((attacked(threats, m.from()) * 2 + attacked(threats, m.to())) * 64 + m.from()) * 64 +
           m.to();
  }
  static int attacked(Bitboard threats, Square sq) { return int(threats >> sq) & 1; }
};

// Where a node reads and writes the histories of its quiet moves: the continuation rows that
// follow the moves CONTINUATION_PLIES back, and the squares the opponent attacks, which index
// the butterfly history. A row is null when that move was a null move or castling, or lies
// before the root. Fixed once per node, so a cut-off updates the very entries the node read.
struct HistoryContext {
  ContinuationRow* followed[CONTINUATIONS] = {nullptr, nullptr, nullptr};
  Bitboard threats = 0;
};

// The threats of a node's history context: the squares the side to move's opponent attacks.
inline Bitboard historyThreats(const Position& pos) {
  return pos.attackedSquares(~pos.sideToMove());
}

// The four histories of one quiet move at one node, each within [-LIMIT, LIMIT].
struct QuietHistory {
  static constexpr int TERMS = 4;
  int butterfly = 0;
  int counter = 0;          // as the reply to the opponent's last move
  int followUp = 0;         // as the follow-up to the side's own move before it
  int earlierFollowUp = 0;  // as the follow-up to the side's move two moves before
  int sum() const { return butterfly + counter + followUp + earlierFollowUp; }
};

// Whether a quiet move whose histories sum to `historySum` has refuted so often here that the
// opponent does not answer it with a null move: passing rarely holds against such a move
// (Weiss's rule). It takes NULL_MOVE_HISTORY_LIMIT, more than one history can hold: all must
// be high.
inline bool deniesNullMove(int historySum) { return historySum >= NULL_MOVE_HISTORY_LIMIT; }

// The quiet histories of one node's moves, read through the tables that node fixes (the side to
// move's butterfly table with the node's threats, and the continuation rows of its context),
// looked up once per node rather than once per move. A missing continuation row reads as the row
// of zeros, so no move asks whether it is there.
class QuietHistoryView {
 public:
  QuietHistoryView(const ButterflyTable& butterfly, const HistoryContext& context)
      : butterfly_(&butterfly), threats_(context.threats) {
    for (int slot = 0; slot < CONTINUATIONS; ++slot)
      rows_[slot] = context.followed[slot] ? context.followed[slot] : &NO_ROW;
  }
  QuietHistory of(const Position& pos, Move m) const {
    const PieceType moving = pos.typeOn(m.from());
    QuietHistory h;
    h.butterfly = butterfly_->of(threats_, m);
    h.counter = rows_[0]->score[moving][m.to()];
    h.followUp = rows_[1]->score[moving][m.to()];
    h.earlierFollowUp = rows_[2]->score[moving][m.to()];
    return h;
  }

 private:
  static constexpr ContinuationRow NO_ROW{};
  const ButterflyTable* butterfly_;
  Bitboard threats_;
  const ContinuationRow* rows_[CONTINUATIONS];
};

// The size of a cut-off's lesson at `depth` (Weiss's linear bonus): `slope` per ply less
// `offset`, never below 0 (a reward never turns into a penalty) nor above `cap`. It grows only
// linearly with the depth and stops at the cap, so deep cut-offs do not drown out the many
// shallow ones.
constexpr int linearHistoryBonus(int depth, int slope, int offset, int cap) {
  const int bonus = slope * depth - offset;
  return bonus < 0 ? 0 : bonus > cap ? cap : bonus;
}

class MoveHistory {
 public:
  // Scores stay within [-LIMIT, LIMIT]. A lesson of size b (a penalty: -b) moves an entry by b
  // and pulls it towards zero by its own value times |b| / LIMIT ("gravity"), so old lessons
  // fade and none saturates; for |b| <= LIMIT an entry within the limit stays within it (at the
  // limit, the largest lesson leaves it there). A cut-off's bonus is at most HISTORY_BONUS_MAX,
  // whose range (search/parameters.h) ends below LIMIT: the entries stay within the limit
  // whatever the parameters.
  static constexpr int LIMIT = 16384;
  // The bonus of a cut-off at `depth`: linearHistoryBonus with HISTORY_BONUS_SLOPE,
  // HISTORY_BONUS_OFFSET and HISTORY_BONUS_MAX. The same for every history.
  static int cutoffBonus(int depth);
  // Teaches `entry` a lesson of size `bonus`, as above; |bonus| <= LIMIT.
  static void learn(std::int16_t& entry, int bonus);

  MoveHistory() { clear(); }
  void clear();

  // The row following a move that put `moved` on `to`, CONTINUATION_PLIES[slot] plies before
  // the moves it scores.
  ContinuationRow* continuationRow(int slot, Piece moved, Square to) {
    return &continuation_[slot][typeOf(moved)][to];
  }
  QuietHistoryView quietView(const Position& pos, const HistoryContext& context) const {
    return QuietHistoryView(butterfly_[pos.sideToMove()], context);
  }
  QuietHistory quiet(const Position& pos, const HistoryContext& context, Move m) const {
    return quietView(pos, context).of(pos, m);
  }
  // Rewards the quiet move that caused a cut-off in every history and penalises the quiets
  // tried before it.
  void updateQuiets(const Position& pos, const HistoryContext& context, Move best,
                    const Move* tried, int triedCount, int depth);
  // Teaches the continuation histories alone what a re-search at full depth found of a quiet
  // move its reduced search had hoped for: `good` when it failed high, not when it failed low.
  void updateContinuations(const Position& pos, const HistoryContext& context, Move m, int depth,
                           bool good);

  // The capture history of a capture or promotion, within [-LIMIT, LIMIT].
  int capture(const Position& pos, Move m) const {
    return capture(pos.pieceOn(m.from()), m.to(), pos.capturedType(m));
  }
  int capture(Piece mover, Square to, PieceType victim) const {
    return capture_[mover][to][victim];
  }
  // Rewards the capture or promotion that caused a cut-off (none when a quiet move did) and
  // penalises those tried before it.
  void updateCaptures(const Position& pos, Move best, const Move* tried, int triedCount, int depth);

  // `previous` is the piece that made the last move and `to` where it went; NO_PIECE when the
  // last move was a null move or castling.
  Move counterMove(Piece previous, Square to) const { return counter_[previous][to]; }
  void setCounterMove(Piece previous, Square to, Move reply) { counter_[previous][to] = reply; }

 private:
  void adjust(const Position& pos, const HistoryContext& context, Move m, int bonus);

  ButterflyTable butterfly_[2];  // by side to move
  ContinuationRow continuation_[CONTINUATIONS][7][64];
  Move counter_[16][64];
  std::int16_t capture_[16][64][7];  // by moving piece, destination and captured type
};

}  // namespace quadrant

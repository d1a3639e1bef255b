// Move-ordering statistics the search learns as it goes: the butterfly history (how often a
// quiet move from one square to another caused a cut-off, per side) and counter moves (the
// quiet reply that last refuted a given move, indexed by the piece that moved and where to).
#pragma once

#include "quadrant/core/types.h"

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

class MoveHistory {
 public:
  // History scores stay within [-LIMIT, LIMIT]: every update pulls towards zero in proportion
  // to the current value ("gravity"), so old lessons fade and no score saturates.
  static constexpr int LIMIT = 16384;

  void clear();

  int quietScore(Color side, Move m) const { return butterfly_[side][m.from()][m.to()]; }
  // Rewards the quiet move that caused a cut-off and penalises the quiets tried before it.
  void updateQuiets(Color side, Move best, const Move* tried, int triedCount, int depth);

  // `previous` is the piece that made the last move and `to` where it went; NO_PIECE when the
  // last move was a null move or castling.
  Move counterMove(Piece previous, Square to) const { return counter_[previous][to]; }
  void setCounterMove(Piece previous, Square to, Move reply) { counter_[previous][to] = reply; }

 private:
  void adjust(Color side, Move m, int delta);

  int butterfly_[2][64][64] = {};
  Move counter_[16][64] = {};
};

}  // namespace quadrant

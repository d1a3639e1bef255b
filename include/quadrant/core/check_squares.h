// Which moves of a position give check, answered for many moves from what is computed once.
//
// Position::givesCheck works out each move's attacks anew. Here, when the first move asks, the
// squares from which each piece type would attack the enemy king are computed, and the mover's
// pieces that alone block a line from one of its own sliders to that king (the discovered-check
// candidates); a normal move then gives check when its piece lands on one of its type's
// squares, or when it leaves such a line. Castling, en passant and promotions, which are rare,
// are still answered by Position::givesCheck.
#pragma once

#include "quadrant/core/position.h"

namespace quadrant {

class CheckSquares {
 public:
  // pos must outlive this object and stay unchanged while it is used.
  explicit CheckSquares(const Position& pos) : pos_(pos) {}

  // Whether the legal move m checks the other king; the same answer as pos.givesCheck(m).
  bool givesCheck(Move m) {
    if (m.kind() != MoveKind::Normal) return pos_.givesCheck(m);
    return checkingTargets(m.from(), pos_.typeOn(m.from())) & squareBB(m.to());
  }

  // The squares to which a normal move of the side to move's piece of type pt on `from` gives
  // check: the targets of all its moves at once, for the generation of quiet checks.
  Bitboard checkingTargets(Square from, PieceType pt) {
    const Bitboard direct = directCheckSquares(pt);
    // By discovery: `from` blocked the only piece between the king and one of our sliders, and
    // the move leaves that line.
    return (discoverers_ & squareBB(from)) ? direct | ~attacks::line(from, king_) : direct;
  }
  // Where a piece of type pt checks the other king from. The squares hold after the move too:
  // of the two squares the move changes, `to` is among them when the piece there blocked the
  // king's line; and `from` could only open a line from `to` to the king if it stood on it, when
  // the mover would already have attacked the king from `from` (the side not to move is never
  // in check).
  Bitboard directCheckSquares(PieceType pt) {
    if (!computed_) compute();
    return byType_[pt];
  }
  // The side to move's pieces that check the other king by discovery whenever they leave their
  // line to it.
  Bitboard discoverers() {
    if (!computed_) compute();
    return discoverers_;
  }

 private:
  void compute();

  const Position& pos_;
  bool computed_ = false;
  Square king_;                // the king of the side not to move
  Bitboard discoverers_;       // the side to move's pieces that alone block a line to king_
  Bitboard byType_[KING + 1];  // where a piece of each type attacks king_ from; none for a king
};

}  // namespace quadrant

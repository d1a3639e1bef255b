#include "quadrant/core/check_squares.h"

namespace quadrant {

void CheckSquares::compute() {
  const Color them = ~pos_.sideToMove();
  king_ = pos_.kingSquare(them);
  discoverers_ = pos_.kingBlockers(them) & pos_.us();
  const Bitboard diagonal = pos_.bishopAttacks(king_), orthogonal = pos_.rookAttacks(king_);
  byType_[NO_PIECE_TYPE] = 0;
  // Our pawn attacks the king from the squares their pawn would attack from the king's square.
  byType_[PAWN] = attacks::pawn(them, king_);
  byType_[KNIGHT] = attacks::knight(king_);
  byType_[BISHOP] = diagonal;
  byType_[ROOK] = orthogonal;
  byType_[QUEEN] = diagonal | orthogonal;
  byType_[KING] = 0;
  computed_ = true;
}

}  // namespace quadrant

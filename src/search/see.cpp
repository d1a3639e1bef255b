#include "quadrant/search/see.h"

#include "quadrant/eval/piece_value.h"

namespace quadrant {

bool seeAtLeast(const Position& pos, Move m, int threshold) {
  if (m.isCastling()) return threshold <= 0;
  const Square from = m.from(), to = m.to();
  // `swap` alternates meaning: first what the mover must still gain, then what the side to
  // capture next may lose and still come out ahead.
  int swap = PIECE_VALUE[pos.capturedType(m)] - threshold;
  if (swap < 0) return false;  // even left unanswered, the capture falls short
  swap = PIECE_VALUE[pos.typeOn(from)] - swap;
  if (swap <= 0) return true;  // even losing the capturer at once keeps the threshold

  Bitboard occupied = pos.occupied() ^ squareBB(from) ^ squareBB(to);
  if (m.isEnPassant()) occupied ^= squareBB(to - pawnDirection(pos.sideToMove()));
  Bitboard attackers = pos.attackersTo(to, occupied);
  // The sets every capture of the exchange reads, taken from the position once.
  const Bitboard byColour[2] = {pos.pieces(WHITE), pos.pieces(BLACK)};
  const Bitboard byType[7] = {0,           pos.pawns(),  pos.knights(), pos.bishops(),
                              pos.rooks(), pos.queens(), pos.kings()};
  Color side = pos.sideToMove();
  int moverAhead = 1;  // flips with every capture: who wins if the exchange stops here
  while (true) {
    side = ~side;
    attackers &= occupied;
    const Bitboard candidates = attackers & byColour[side];
    if (!candidates) break;
    moverAhead ^= 1;
    PieceType pt = PAWN;
    while (!(candidates & byType[pt])) pt = PieceType(pt + 1);
    // The king may capture only when nothing can take it back.
    if (pt == KING) return (attackers & byColour[~side]) ? !moverAhead : moverAhead;
    swap = PIECE_VALUE[pt] - swap;
    if (swap < moverAhead) break;
    occupied ^= squareBB(lsb(candidates & byType[pt]));
    // Sliders lined up behind the piece that just captured join the exchange (x-rays).
    if (pt == PAWN || pt == BISHOP || pt == QUEEN)
      attackers |= attacks::bishop(to, occupied) & pos.diagonalSliders();
    if (pt == ROOK || pt == QUEEN)
      attackers |= attacks::rook(to, occupied) & pos.orthogonalSliders();
  }
  return moverAhead != 0;
}

}  // namespace quadrant

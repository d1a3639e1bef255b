#include "quadrant/core/fen_board.h"

namespace quadrant {

std::string fenPlacement(const Board& board) {
  std::string placement;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece p = board[makeSquare(file, rank)];
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) placement += char('0' + empty);
      empty = 0;
      placement += pieceChar(p);
    }
    if (empty) placement += char('0' + empty);
    if (rank) placement += '/';
  }
  return placement;
}

Piece pieceFromLetter(char letter) {
  for (Color color : {WHITE, BLACK})
    for (int pt = PAWN; pt <= KING; ++pt)
      if (pieceChar(makePiece(color, PieceType(pt))) == letter)
        return makePiece(color, PieceType(pt));
  return NO_PIECE;
}

}  // namespace quadrant

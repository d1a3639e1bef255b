#include "quadrant/protocol/board_text.h"

#include <sstream>

#include "quadrant/core/bitboard.h"
#include "quadrant/core/key_text.h"
#include "quadrant/core/notation.h"

namespace quadrant {

std::string boardText(const Position& pos) {
  std::ostringstream board;
  for (int rank = 7; rank >= 0; --rank) {
    board << ' ';
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.pieceOn(makeSquare(file, rank));
      board << ' ' << (p == NO_PIECE ? '.' : pieceChar(p));
    }
    board << '\n';
  }
  board << "Fen: " << pos.fen() << "\nKey: " << keyText(pos.key()) << "\nCheckers:";
  for (Square sq : squaresOf(pos.checkers())) board << ' ' << squareName(sq);
  return board.str();
}

}  // namespace quadrant

// CECP's old way of setting up a position, "edit" mode. Between "edit" and "." the GUI sends:
//   c      switch the colour of the pieces that follow (white first)
//   Pa4    put a piece of that colour on a square (PNBRQK)
//   xa4    empty a square
//   #      clear the board
// The side to move does not change. A king and rook on their home squares may castle (in
// Chess960 a king and any rook on the back rank: the outermost rook on each side); there is no
// en-passant capture, the fifty-move count starts at zero and no earlier position counts.
#pragma once

#include <string>

#include "quadrant/core/fen_board.h"
#include "quadrant/core/position.h"

namespace quadrant {

class BoardEditor {
 public:
  // Starts from the pieces of `current`, which also gives the side to move and move number.
  explicit BoardEditor(const Position& current);

  // One edit-mode command other than "."; false when it is none of the above.
  bool apply(const std::string& command);
  // The edited position as (X-)FEN; it may still be illegal, which setFen will say.
  std::string fen(bool chess960) const;

 private:
  std::string castling(bool chess960) const;
  std::string castlingOf(Color c, bool chess960) const;

  Board board_;
  Color colour_ = WHITE;  // of the pieces being placed
  Color sideToMove_;
  int fullmoveNumber_;
};

}  // namespace quadrant

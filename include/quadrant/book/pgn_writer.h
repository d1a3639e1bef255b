// A writer of games in Portable Game Notation, laid out as PGN's export format asks: the tag
// pairs in the order given, a blank line, the movetext in SAN with move numbers (a black move
// gets "N..." at the start, after a comment and after a variation), lines of at most 79
// columns, the termination marker, and a blank line after the game. Comments are written in
// braces; variations in parentheses, nested as deep as they come. What it writes reads back
// with book/pgn.h (and with the other readers of the format).
#pragma once

#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "quadrant/core/position.h"

namespace quadrant {

// A move as written, with what is written after it.
struct PgnMove {
  Move move;  // NULL_MOVE (core/game.h) is written "--"
  // A traditional annotation glued to the move ("!", "?", "!?", "?!", "??"); empty for none.
  std::string glyph;
  // Written as {comment} after the move; empty for none. A '}' in it, which would end the
  // comment early, is left out. Commands in square brackets ("[%eval 0.31]") stay on one line.
  std::string comment;
  // Lines played instead of this move, each from the position before it.
  std::vector<std::vector<PgnMove>> variations;
};

struct PgnRecord {
  std::vector<std::pair<std::string, std::string>> tags;  // written in this order
  Position start;
  std::string comment;         // before the first move; empty for none
  std::vector<PgnMove> moves;  // legal in sequence from start, as are the variations' moves
  // The termination marker: 1-0, 0-1, 1/2-1/2 or * (anything else, such as a Result tag of
  // another form, is written as *, so that the movetext still reads back).
  std::string result = "*";
};

void writePgn(std::ostream& out, const PgnRecord& game);

}  // namespace quadrant

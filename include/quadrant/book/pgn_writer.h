// A writer of games in Portable Game Notation, laid out as PGN's export format asks: the tag
// pairs in the order given, a blank line, the movetext in SAN with move numbers (a black move
// gets "N..." at the start, after a comment and after a variation), lines of at most 79
// columns, the termination marker, and a blank line after the game. A move's first NAG is
// written as its traditional annotation glued to it when it has one ("Nf3?!"), the others as
// "$N"; comments in braces; variations in parentheses, nested as deep as they come. What it
// writes reads back with book/pgn.h (and with the other readers of the format).
#pragma once

#include <ostream>

#include "quadrant/book/pgn_record.h"

namespace quadrant {

void writePgn(std::ostream& out, const PgnRecord& game);

}  // namespace quadrant

// Book moves as the user reads them, for "quadrant book" and CECP's "bk".
#pragma once

#include <string>
#include <vector>

#include "quadrant/book/polyglot.h"
#include "quadrant/protocol/pv_text.h"

namespace quadrant {

// One line per move of pos, heaviest first (equal weights keep their order):
// "MOVE WEIGHT LEARN SHARE%", MOVE written by `format`, SHARE the move's part of the total
// weight with one decimal. Precondition: the moves are legal in pos.
std::vector<std::string> bookMoveLines(const Position& pos, std::vector<BookMove> moves,
                                       MoveFormatter format);

}  // namespace quadrant

// The book command: shows what a Polyglot opening book holds for a position.
//   quadrant book FILE [FEN]
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace quadrant {

// args[0] is the command name. Prints the book's size, the position and its key, then one line
// per legal book move, heaviest first: "MOVE WEIGHT LEARN PERCENT%" (MOVE in UCI coordinates,
// PERCENT its share of the position's total weight). Returns the exit status: 2 when the book
// cannot be read or the FEN is invalid, 0 otherwise (also when the book has no move here).
int runBookCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace quadrant

// The book command: shows what a Polyglot opening book holds for a position.
//   quadrant book FILE [FEN]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Prints the book's size, the position (default the start) and its key, then one line per legal
// book move, heaviest first: "MOVE WEIGHT LEARN PERCENT%" (MOVE in UCI coordinates, PERCENT its
// share of the position's total weight). Returns the exit status: FAILURE_STATUS when the book
// cannot be read or the FEN is invalid, 0 otherwise (also when the book has no move here).
int runBookCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

// The eval command: the static evaluation of a position, term by term.
//   quadrant eval [FEN]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Prints the position's FEN and its evaluation explained (protocol/eval_text.h); the FEN defaults
// to the start position. Returns the exit status: FAILURE_STATUS for a bad argument or FEN.
int runEvalCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

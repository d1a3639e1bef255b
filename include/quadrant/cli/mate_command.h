// The mate command: runs the mate finder (a proof search for a forced mate) on one position.
//   quadrant mate N [FEN] [--checks-only] [--movetime MS] [--nodes N]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Looks for the shortest forced mate of at most N moves (1..MAX_MATE_MOVES) for the side to
// move of FEN (default the start position); --checks-only restricts the attacker to checking
// moves throughout (and says so after the result), --movetime (alias --time) and --nodes stop
// the search after MS milliseconds or N nodes (cli/search_flags.h's ranges). Prints "mate in K:
// MOVES" (the full line in UCI coordinates) or "no mate in N found" (with "(stopped after mate
// in R was refuted)" when a limit ended it), then "nodes N time MS nps R"; a position that is
// already checkmate or stalemate is said to be so, with no search.
// Returns the exit status: FAILURE_STATUS for bad arguments or an invalid FEN, 0 otherwise.
int runMateCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

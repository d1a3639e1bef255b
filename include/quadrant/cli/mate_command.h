// The mate command: runs the mate finder (a proof search for a forced mate) on one position.
//   quadrant mate N [FEN] [--checks-only] [--time MS] [--nodes N]
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace quadrant {

// args[0] is the command name. Looks for the shortest forced mate of at most N moves (1..60)
// for the side to move of FEN (default the start position); --checks-only restricts the
// attacker to checking moves throughout (and says so after the result), --time and --nodes
// stop the search after MS milliseconds or N nodes. Prints "mate in K: MOVES" (the full line in
// UCI coordinates) or "no mate in N found" (with "(stopped after mate in R was refuted)" when a
// limit ended it), then "nodes N time MS nps R".
// Returns the exit status: 2 for bad arguments or an invalid FEN, 0 otherwise.
int runMateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace quadrant

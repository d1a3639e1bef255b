// The perft and divide commands: count the leaf nodes of the legal move tree of a position.
//   quadrant perft DEPTH [FEN] [--threads N] [--hash MB]
//   quadrant divide DEPTH [FEN] [--threads N] [--hash MB]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// DEPTH 1..20 from FEN (default the start position), with N threads (1..1024) sharing a hash
// table of MB megabytes (0..1048576, default 0: none). perft prints the node count, the time and
// the speed; divide prints the count of every root move first. Returns the exit status.
int runPerftCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);
int runDivideCommand(CommandArguments& arguments, std::ostream& out,
                     const Diagnostics& diagnostics);

}  // namespace quadrant

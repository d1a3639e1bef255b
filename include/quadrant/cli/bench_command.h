// The bench command: the fixed search whose node count is the build's signature.
//   quadrant bench [HASH] [THREADS] [DEPTH]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Searches the bench positions (search/bench.h) with a hash table of HASH megabytes (default
// 16), THREADS threads (default 1) and to DEPTH (default 16), in Stockfish's and OpenBench's
// order ("bench 16 1 13"); the output ends with "N nodes M nps". Returns the exit status.
int runBenchCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

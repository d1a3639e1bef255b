// The bench command: the fixed search whose node count is the build's signature.
//   quadrant bench [DEPTH] [--threads N]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Searches the bench positions to DEPTH (1..64, default DEFAULT_BENCH_DEPTH) with N threads
// (1..Search::MAX_THREADS, default 1); the output ends with "N nodes M nps" (search/bench.h).
// Returns the exit status.
int runBenchCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

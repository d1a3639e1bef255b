// The tunables command: the search's tunable parameters (search/parameters.h), then the
// evaluation's term scales (eval/term_scales.h), as a table or as the parameter list of an
// OpenBench SPSA tune.
//   quadrant tunables [--openbench]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Prints one line per parameter and per scale: its name, default, minimum, maximum and reason; with
// --openbench, "NAME, int, DEFAULT, MIN, MAX, C_END, R_END" instead (see docs/tuning-search.md).
// Returns the exit status: FAILURE_STATUS for a bad argument.
int runTunablesCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics);

}  // namespace quadrant

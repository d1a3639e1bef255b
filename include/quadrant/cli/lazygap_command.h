// The lazygap command, named for the gap it measures between the lazy evaluation's cheap terms
// and the full evaluation: the measurement behind the lazy-evaluation margin.
//   quadrant lazygap DATA
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Prints the distribution of |full evaluation - cheap terms| over the positions of DATA (EPD or
// "FEN [result]" lines) and whether Evaluator::LAZY_MARGIN holds. Returns the exit status.
int runLazyGapCommand(CommandArguments& arguments, std::ostream& out,
                      const Diagnostics& diagnostics);

}  // namespace quadrant

// The fitwdl command: fits the win/draw/loss model (eval/wdl_model.h) to game results.
//   quadrant fitwdl DATA
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Scores every position of DATA ("FEN [result]" lines as `quadrant selfplay` writes them, or EPD
// lines with a c9 or c0 result) with the static evaluation, fits the model to the results by
// maximum likelihood and prints the fit's progress, the coefficients as the C++ definition of
// FITTED_WDL_MODEL (src/eval/wdl_model.cpp) and, per material group, the data's draw rate near
// a score of 0 beside the model's. Returns the exit status.
int runFitWdlCommand(CommandArguments& arguments, std::ostream& out,
                     const Diagnostics& diagnostics);

}  // namespace quadrant

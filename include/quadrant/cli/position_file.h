// A file of positions given to a command-line tool (an EPD suite, tuning data, a list of
// openings), read line by line as core/position_line.h reads each line.
#pragma once

#include <functional>
#include <string>

#include "quadrant/cli/diagnostics.h"
#include "quadrant/core/position_line.h"

namespace quadrant {

// Gives every position line of the file at `path` to onPosition. The lines that do not read are
// passed over with one warning that counts them and names the first with its reason. False when
// the file cannot be opened.
bool forEachPositionInFile(const std::string& path,
                           const std::function<void(const PositionLine&)>& onPosition,
                           const Diagnostics& diagnostics);

}  // namespace quadrant

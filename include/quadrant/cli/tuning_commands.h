// The command-line tools that regenerate the evaluation weights:
//   quadrant selfplay GAMES OUT [--nodes N] [--random-plies N] [--openings EPD] [--seed S]
//   quadrant tune DATA [--iterations N] [--rate R] [--out FILE]
// and the measurement behind the lazy-evaluation margin:
//   quadrant lazygap DATA
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace quadrant {

// args[0] is the command name. Both return the process exit status.
int runSelfplayCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runTuneCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// Prints the distribution of |full evaluation - cheap terms| over the positions of DATA.
int runLazyGapCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace quadrant

// The selfplay command: generates the tuner's data by fast games of the engine against itself.
//   quadrant selfplay GAMES OUT [--nodes N] [--random-plies N] [--openings EPD] [--seed S]
//                            [--per-game N] [--first-opening K]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Plays GAMES games (1..100000000) at N nodes a move (1..1000000000), each opened by the next
// position of the --openings file (EPD or "FEN [result]" lines; default the start position)
// and a few random plies (0..40), the randomness drawn from seed S (0..2^62); game g opens
// with position K + g of the file (K from 0, wrapping around), so that shards of one data set
// can share a file without repeating its openings. Appends the quiet positions of each game, or
// at most N of them chosen at random, to OUT as "FEN [result]" lines (tools/selfplay.h).
// Returns the exit status.
int runSelfplayCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics);

}  // namespace quadrant

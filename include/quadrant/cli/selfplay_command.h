// The selfplay command: generates the tuner's data by fast games of the engine against itself.
//   quadrant selfplay GAMES OUT [--nodes N] [--random-plies N] [--start-margin CP]
//                               [--start-nodes N] [--per-game N] [--resolve-depth D]
//                               [--openings EPD] [--seed S]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Plays GAMES games (1..100000000) at N nodes a move (1..1000000000). Each opens with random
// plies (0..40, default 8) from the start position (or from the positions of the --openings
// file, EPD or "FEN [result]" lines, taken in turn), drawn again until a search of
// --start-nodes nodes (default 10000) scores the start within --start-margin centipawns of 0
// (default 100); the randomness comes from seed S (0..2^62, default 1). Of each game's quiet
// positions at most --per-game (0..1000, default 10; 0: all) are kept, spread over the game,
// each replaced by the quiescence leaf at the end of the PV of a --resolve-depth search
// (0..MAX_RESOLVE_DEPTH, default 8; 0: of the position itself), and appended to OUT as
// "FEN [result]" lines (tools/selfplay.h). Returns the exit status.
int runSelfplayCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics);

}  // namespace quadrant

// The annotate command: the engine's comments on the games of a PGN file, written back as PGN.
//   quadrant annotate GAME.pgn [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// The exit status when the reader found a problem in some games (and the rest of the file was
// annotated).
constexpr int GAMES_WITH_PROBLEMS_STATUS = 1;

// Reads every game of GAME.pgn ("-": the standard input), then searches every position of every
// game once under cli/search_flags.h's flags, the hash table cleared for each game, and writes
// each game back to `out` with the engine's comments (tools/annotation.h, annotated_game.h). A
// game the reader found a problem in (an illegal move, a move after the end, a bad FEN tag,
// another variant, a stray character) is annotated up to it, and the problem is reported
// ("error: annotate: game N (line L): ..."). Progress goes to the error stream: a line when a
// game starts, with an estimate of the time the rest of the file takes, and one when it is done.
// Returns the exit status: 0 when every game was read whole, GAMES_WITH_PROBLEMS_STATUS when
// some were not, FAILURE_STATUS for bad arguments, an input that cannot be read or holds no
// game, or a hash that cannot be allocated.
int runAnnotateCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics);

}  // namespace quadrant

// The annotate command: the engine's comments on the games of a PGN file, written back as PGN.
//   quadrant annotate GAME.pgn [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// The exit status when some games of the file could not be read (and the others were
// annotated).
constexpr int SOME_GAMES_UNREAD_STATUS = 1;

// Searches every position of every game of GAME.pgn once, for MS milliseconds (1..86400000,
// default 1000), to depth N (1..100) or for N nodes (1..2^40; with one thread the same output
// on every run), with N threads (default 1) and a hash table of MB megabytes (default 64),
// cleared for each game. Writes each game back to `out` as PGN: its tags, comments and result
// as they were, and after every move its score as "[%eval 0.31]" (pawns from White's point of
// view; "[%eval #3]" and "[%eval #-3]" for mates, "#0" once mated) in the move's comment. A move
// that loses expected score (engine/move_judgement.h) gets "?!", "?" or "??", its verdict in
// the comment, and the engine's better line as a variation. Variations and annotation glyphs
// the game had are not written back. Progress goes to the error stream, one line when a game
// starts and one when it is done; a game the PGN reader finds a problem in is reported
// ("error: annotate: game N (line L): ...") and left out. Returns the exit status: 0 when every
// game was annotated, SOME_GAMES_UNREAD_STATUS when some were left out, FAILURE_STATUS for bad
// arguments, a file that cannot be read or holds no game, or a hash that cannot be allocated.
int runAnnotateCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics);

}  // namespace quadrant

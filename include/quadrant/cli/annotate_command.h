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
// game once under cli/search_flags.h's flags, the hash table cleared for each game. Writes each
// game back to `out` as PGN: its tags, comments and result as they were, and after every move
// its score as "[%eval 0.31]" (pawns from White's point of view; "[%eval #3]" and "[%eval #-3]"
// for mates, "#0" once mated) in the move's comment. A move that loses expected score
// (engine/move_judgement.h) gets "?!", "?" or "??", its verdict in the comment, and the
// engine's better line as a variation. A null move ("--") is written back unjudged. Variations
// and annotation glyphs the game had are not written back. A game the reader found a problem in
// (an illegal move, a move after the end, a bad FEN tag, another variant, a stray character) is
// annotated up to it and written with a comment saying where and why the annotation stops, and
// the problem is reported ("error: annotate: game N (line L): ..."). Progress goes to the error
// stream: a line when a game starts, with an estimate of the time the rest of the file takes,
// and one when it is done. Returns the exit status: 0 when every game was read whole,
// GAMES_WITH_PROBLEMS_STATUS when some were not, FAILURE_STATUS for bad arguments, an input that
// cannot be read or holds no game, or a hash that cannot be allocated.
int runAnnotateCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics);

}  // namespace quadrant

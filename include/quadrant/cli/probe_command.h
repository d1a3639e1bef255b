// The probe command: what the Syzygy tablebases say about a position and each of its moves.
//   quadrant probe FEN [--path DIRS]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Reads the tables in DIRS (folders separated by ':', ';' on Windows) and prints, for FEN,
//   wdl RESULT dtz N            the position, from the side to move's point of view
//   MOVE wdl RESULT dtz N       one line per legal move, best first, from the point of view of
//                               the side playing the move
// RESULT is win, cursed-win, draw, blessed-loss or loss; N counts the plies to the next capture
// or pawn move (or mate) with best play, positive for the winner, negative for the loser, 0 for
// a draw, beyond 100 when the fifty-move rule spoils the result (see docs/syzygy.md); a move's N
// counts the move itself. Without the DTZ table N is "-" and the moves are ranked by RESULT.
// Returns FAILURE_STATUS, with the reason, when there is no path, no table for the position, a
// damaged table, or the FEN is invalid; 0 otherwise.
int runProbeCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

// The epd command: runs the search on every position of an EPD test suite (Win at Chess and the
// like) and counts the positions solved, those whose best move is one of the "bm" moves and
// none of the "am" (avoid) moves.
//   quadrant epd FILE [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Searches each position of FILE afresh (cleared hash and history) under cli/search_flags.h's
// flags (default 1000 ms a position; with --nodes and one thread the same verdicts on every run
// and every machine). Prints one line per position ("ID solved|failed MOVE (bm ...; am ...)
// depth ..."), then "solved N / M" where M counts the positions that parsed. A line that does
// not parse is reported as "error: epd: line N: ..." and skipped. Returns the exit status:
// FAILURE_STATUS for bad arguments, a file that cannot be read or holds no position to solve,
// or a hash that cannot be allocated, 0 otherwise.
int runEpdCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

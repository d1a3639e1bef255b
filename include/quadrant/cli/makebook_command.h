// The makebook command: builds a Polyglot opening book from PGN games.
//   quadrant makebook IN.pgn OUT.bin [--max-ply N] [--min-games N]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Reads every game of IN.pgn, records the moves of their first N plies (--max-ply 1..1000,
// default 40) and writes the entries played at least --min-games times (1..1000000000, default
// 1) to OUT.bin, weighted by how often they were played (book/book_builder.h). Games with an
// unreadable move contribute the moves before it and are warned about. Returns the exit status:
// FAILURE_STATUS for bad arguments, or when the PGN cannot be read, holds no book move or
// OUT.bin cannot be written.
int runMakeBookCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics);

}  // namespace quadrant

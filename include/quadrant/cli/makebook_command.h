// The makebook command: builds a Polyglot opening book from PGN games.
//   quadrant makebook IN.pgn OUT.bin [--max-ply N] [--min-games N]
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace quadrant {

// args[0] is the command name. Reads every game of IN.pgn, records the moves of their first N
// plies (--max-ply, default 40) and writes the entries played at least --min-games times
// (default 1) to OUT.bin, weighted by how often they were played (book/book_builder.h). Games
// with an unreadable move contribute the moves before it and are reported on err. Returns the
// exit status: 2 when the PGN cannot be read, holds no book move or OUT.bin cannot be written.
int runMakeBookCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace quadrant

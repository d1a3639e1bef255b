// The report of a perft or divide run, shared by the command line's perft and divide and by
// UCI's "go perft".
#pragma once

#include <ostream>

#include "quadrant/core/perft.h"

namespace quadrant {

enum class PerftStyle {
  Summary,  // nodes, time and nodes per second (none for a run shorter than a millisecond)
  Divide,   // one line per root move, then the summary
  Uci,      // Stockfish's "go perft" format: root moves, then "Nodes searched: N"
};

// Runs the count and prints it.
void reportPerft(std::ostream& out, const Position& pos, int depth, const PerftOptions& options,
                 PerftStyle style);
// Prints a finished count of pos.
void printPerft(std::ostream& out, const Position& pos, const PerftResult& result,
                PerftStyle style);

}  // namespace quadrant

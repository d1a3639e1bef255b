// UCI's "go" read into what it asks for: the limits of a search, or a perft count. A GUI waits
// for the bestmove of every go it sends, so a value that cannot be taken as written is never a
// reason to drop the command: it is replaced, and a note says what was wrong and what was done
// (docs/uci.md, "Refused values"):
// - a number out of its range is clamped into it ("depth 300" searches depth MAX_DEPTH);
// - a number written with a fraction counts as its whole part ("wtime 1000.5" is 1000 ms), as
//   Stockfish and Ethereal read it;
// - a value that is no number (or is missing), an unknown word and a searchmove that is not
//   legal are left out, with the keyword they belong to.
// Negative clocks and increments, which GUIs send once a clock has run out, count as 0 without
// a note. A go left with no limit (no depth, nodes, movetime, mate or clock of the side to
// move) is an infinite one: it searches until stop.
#pragma once

#include <istream>
#include <string>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/search/timeman.h"

namespace quadrant {

// The ranges of go's numbers (depth and mate take the search's MAX_DEPTH and the mate finder's
// MAX_MATE_MOVES).
// Clocks, increments and movetime, in ms: about 35 years, beyond any game, and small enough that
// the time manager's sums of clocks and increments cannot overflow.
constexpr long long GO_MAX_CLOCK_MS = 1LL << 40;
// Nodes: about 3.5 years of search at 10 million nodes a second.
constexpr long long GO_MAX_NODES = 1LL << 50;
// Moves to the next time control: more than any game lasts.
constexpr long long GO_MAX_MOVES_TO_GO = 100000;
// Perft's depth: the start position's count at 15 plies already takes days.
constexpr long long GO_MAX_PERFT_DEPTH = 20;

struct GoCommand {
  SearchLimits limits;  // multiPv is left at its default: it is an option, not part of go
  // "go perft N": count the legal move tree instead of searching. perftDepth is 0 when the
  // depth given was refused: a count is not a search, nothing runs and nothing is answered.
  bool perft = false;
  int perftDepth = 0;
  std::vector<std::string> notes;  // one per value refused, saying what was done instead
};

// Reads the words after "go"; searchmoves are checked against `root`.
GoCommand readGoCommand(std::istream& words, const Position& root);

}  // namespace quadrant

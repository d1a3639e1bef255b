// The root moves ranked by the tables, so that the engine keeps the best result it can reach:
// it converts a win before the fifty-move rule can save the loser, and it never lets a draw or
// a win slip.
//
// With DTZ tables every move gets its distance to the next capture or pawn move (counted from
// the root, the move included). Wins that certainly come in time rank alike (the search picks
// among them); once the fifty-move counter runs short, or a position has repeated since the last
// capture or pawn move, the faster wins rank higher, so the win arrives in time. Losses rank
// alike until a fifty-move draw comes in sight, then the slower ones rank higher. Without DTZ
// tables the moves are ranked by their WDL results alone.
#pragma once

#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/syzygy/tablebases.h"

namespace quadrant::syzygy {

struct RankedMove {
  Move move;
  Wdl wdl = Wdl::Draw;  // what the tables say the move reaches, from the mover's point of view
  int dtz = 0;          // plies to the next zeroing move, this one included (DTZ ranking only)
  int rank = 0;         // higher is better
};

struct RootRanking {
  ProbeStatus status = ProbeStatus::NotInTables;
  bool byDtz = false;             // ranked by DTZ tables (else by WDL tables alone)
  std::vector<RankedMove> moves;  // best first
};

// Ranks `moves` (legal in root) by the tables. `history` holds the keys of the game's positions
// before root, for repetitions. Falls back to the WDL tables when a DTZ table is missing or
// damaged; status is not Ok when the WDL tables cannot rank them either.
RootRanking rankRootMoves(const Tablebases& tables, const Position& root,
                          const std::vector<Move>& moves, const std::vector<Key>& history);

// The result a move's rank stands for, with the fifty-move rule or without it.
Wdl rankedResult(int rank, bool fiftyMoveRule);

}  // namespace quadrant::syzygy

// What a search is asked (SearchLimits) and what it answers: the lines it reports while it runs
// (SearchInfo, through an InfoCallback) and the move it plays (SearchResult). The protocols, the
// engine's session and the tools speak to the search (search.h) in these types alone.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "quadrant/core/types.h"
#include "quadrant/search/tt.h"

namespace quadrant {

struct SearchLimits {
  int depth = 0;                    // 0: no depth limit
  std::uint64_t nodes = 0;          // 0: no node limit
  std::int64_t movetime = 0;        // ms; 0: none
  std::int64_t time[2] = {-1, -1};  // remaining clock per colour in ms; -1: not given
  std::int64_t increment[2] = {0, 0};
  int movesToGo = 0;  // 0: sudden death
  int mate = 0;       // search for a mate in this many moves
  bool infinite = false;
  bool ponder = false;
  int multiPv = 1;                // number of principal variations to report
  std::vector<Move> searchMoves;  // restrict the root to these moves; empty: all
};

struct SearchInfo {
  int depth = 0;
  int selDepth = 0;
  int multiPv = 1;
  int score = 0;  // centipawns, or a mate score (see eval/score.h)
  Bound bound = Bound::Exact;
  std::uint64_t nodes = 0;   // over all threads
  std::uint64_t tbHits = 0;  // tablebase probes that answered, over all threads
  std::int64_t elapsedMs = 0;
  int hashfull = 0;
  std::vector<Move> pv;
  Move currMove;  // set (with currMoveNumber) for a "currmove" report, pv then empty
  int currMoveNumber = 0;
};

struct SearchResult {
  Move best;
  Move ponder;
  int score = 0;
  int depth = 0;
};

using InfoCallback = std::function<void(const SearchInfo&)>;

}  // namespace quadrant

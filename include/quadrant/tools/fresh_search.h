// A search whose every run starts afresh: its table cleared and its histories forgotten, so that
// what it finds depends only on the position and the limits, never on what it searched before.
// Self-play judges its starts and resolves its positions with it: a position's verdict is then
// the same wherever in a run (and in whichever run) it is asked for.
#pragma once

#include <cstddef>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/search/search.h"
#include "quadrant/search/timeman.h"
#include "quadrant/search/tt.h"

namespace quadrant {

struct SearchedLine {
  int score = 0;         // from the side to move's view; a mate score when one is found
  std::vector<Move> pv;  // the principal variation of the result, as the search reports it
};

class FreshSearch {
 public:
  explicit FreshSearch(std::size_t hashMegabytes);

  // Searches `pos` (as a game's first position: no earlier positions to repeat) on one thread.
  SearchedLine run(const Position& pos, const SearchLimits& limits);

 private:
  TranspositionTable tt_;
  Search search_;
};

}  // namespace quadrant

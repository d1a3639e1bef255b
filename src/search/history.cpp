#include "quadrant/search/history.h"

#include <algorithm>
#include <cstdlib>

namespace quadrant {

void MoveHistory::clear() { *this = MoveHistory(); }

void MoveHistory::adjust(Color side, Move m, int delta) {
  int& h = butterfly_[side][m.from()][m.to()];
  h += delta - h * std::abs(delta) / LIMIT;
}

void MoveHistory::updateQuiets(Color side, Move best, const Move* tried, int triedCount,
                               int depth) {
  const int bonus = std::min(depth * depth, 400);
  adjust(side, best, bonus);
  for (int i = 0; i < triedCount; ++i)
    if (tried[i] != best) adjust(side, tried[i], -bonus);
}

}  // namespace quadrant

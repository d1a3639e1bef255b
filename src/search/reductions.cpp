#include "quadrant/search/reductions.h"

#include <algorithm>
#include <cmath>

#include "quadrant/search/parameters.h"

namespace quadrant {
namespace {

struct ReductionTable {
  int value[64][64];
  ReductionTable() { fill(); }
  // In double from the hundredths' quotients, which are the very doubles of the constants the
  // formula was first written with (0.75 and 2.25): the defaults give the same table.
  void fill() {
    const double base = LMR_BASE_PERCENT / 100.0, divisor = LMR_DIVISOR_PERCENT / 100.0;
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        value[d][m] = d && m ? int(base + std::log(double(d)) * std::log(double(m)) / divisor) : 0;
  }
};

ReductionTable reductions;

}  // namespace

int lateMoveReduction(int depth, int moveNumber) {
  return reductions.value[std::min(depth, 63)][std::min(moveNumber, 63)];
}

#ifdef QUADRANT_TUNABLES
void rebuildLateMoveReductions() { reductions.fill(); }
#endif

}  // namespace quadrant

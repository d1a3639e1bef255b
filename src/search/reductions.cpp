#include "quadrant/search/reductions.h"

#include <algorithm>
#include <cmath>

#include "quadrant/search/parameters.h"

namespace quadrant {
namespace {

// The table of one formula: int(base + log(depth) * log(move number) / divisor), with base and
// divisor given in hundredths. Each is divided by 100.0, which yields the double nearest the
// decimal fraction (75 / 100.0 == 0.75), so the table is the formula's with those fractions.
struct ReductionTable {
  const int& basePercent;
  const int& divisorPercent;
  int value[64][64];
  ReductionTable(const int& base, const int& divisor) : basePercent(base), divisorPercent(divisor) {
    fill();
  }
  void fill() {
    const double base = basePercent / 100.0, divisor = divisorPercent / 100.0;
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        value[d][m] = d && m ? int(base + std::log(double(d)) * std::log(double(m)) / divisor) : 0;
  }
  int operator()(int depth, int moveNumber) const {
    return value[std::min(depth, 63)][std::min(moveNumber, 63)];
  }
};

ReductionTable quietReductions(LMR_BASE_PERCENT, LMR_DIVISOR_PERCENT);
ReductionTable captureReductions(LMR_CAPTURE_BASE_PERCENT, LMR_CAPTURE_DIVISOR_PERCENT);

}  // namespace

int lateMoveReduction(int depth, int moveNumber) { return quietReductions(depth, moveNumber); }

int lateCaptureReduction(int depth, int moveNumber) { return captureReductions(depth, moveNumber); }

int historyPlies(int history) {
  return std::clamp(history / LMR_HISTORY_DIVISOR, -LMR_HISTORY_MAX, LMR_HISTORY_MAX);
}

#ifdef QUADRANT_TUNABLES
void rebuildLateMoveReductions() {
  quietReductions.fill();
  captureReductions.fill();
}
#endif

}  // namespace quadrant

#include "quadrant/search/timeman.h"

#include <algorithm>

namespace quadrant {

TimeBudget allocateTime(const SearchLimits& limits, Color us, std::int64_t overheadMs) {
  TimeBudget budget;
  if (limits.movetime > 0) {
    budget.hardMs = budget.softMs = std::max<std::int64_t>(1, limits.movetime - overheadMs);
    return budget;
  }
  if (limits.time[us] < 0) return budget;  // depth, nodes, mate or infinite: no clock

  // Never plan on more than the clock minus the overhead and a small safety slice.
  const std::int64_t left = limits.time[us], inc = limits.increment[us];
  const std::int64_t usable = std::max<std::int64_t>(1, left - overheadMs - std::min<std::int64_t>(left / 20, 50));
  const int movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 40) : 30;
  const std::int64_t share = usable / movesToGo + inc * 3 / 4;
  budget.softMs = std::max<std::int64_t>(1, std::min(share, usable / 2));
  const std::int64_t hardCap = limits.movesToGo == 1 ? usable : usable / 3 + inc / 2;
  budget.hardMs = std::max<std::int64_t>(1, std::min({budget.softMs * 4, hardCap, usable}));
  budget.softMs = std::min(budget.softMs, budget.hardMs);
  return budget;
}

}  // namespace quadrant

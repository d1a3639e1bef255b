#include "quadrant/search/timeman.h"

#include <algorithm>

namespace quadrant {
namespace {
constexpr int SUDDEN_DEATH_MOVES = 14;
// What a move costs beyond its search, at the least (the GUI's and the process's latency, a
// few milliseconds on a loaded machine; Move Overhead says how much more a bridge or network
// adds), and how many such moves a clock whose increment does not pay for that cost keeps in
// reserve: once the plan is down to a millisecond a move, these moves are still played on the
// reserve instead of flagging.
constexpr std::int64_t MOVE_LATENCY_MS = 5;
constexpr std::int64_t RESERVED_MOVES = 40;
}  // namespace

TimeBudget allocateTime(const SearchLimits& limits, Color us, std::int64_t overheadMs) {
  TimeBudget budget;
  if (limits.movetime > 0) {
    budget.hardMs = budget.softMs = std::max<std::int64_t>(1, limits.movetime - overheadMs);
    budget.spendAll = true;
    return budget;
  }
  if (limits.time[us] < 0) return budget;  // depth, nodes, mate or infinite: no clock

  // Never plan on more than the clock minus the overhead and a small safety slice, and, when
  // the increment does not pay for the latency of every later move, minus a reserve for it.
  const std::int64_t left = limits.time[us], inc = limits.increment[us];
  const std::int64_t latency = std::max(MOVE_LATENCY_MS, overheadMs);
  const std::int64_t latencyReserve = std::max<std::int64_t>(0, latency - inc) * RESERVED_MOVES;
  const std::int64_t usable = std::max<std::int64_t>(
      1, left - overheadMs - std::min<std::int64_t>(left / 20, 50) - latencyReserve);
  // Sudden death plans as if 14 moves remained: the search stops starting iterations at about
  // half its soft limit, and the increment keeps coming, so a longer horizon leaves the clock
  // unused (planning on 20 moves, games of 30 moves or more at 2+0.02 ended with 45 % of the
  // base time left).
  const int movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 40) : SUDDEN_DEATH_MOVES;
  const std::int64_t share = usable / movesToGo + inc * 3 / 4;
  budget.softMs = std::max<std::int64_t>(1, std::min(share, usable / 2));
  const std::int64_t hardCap = limits.movesToGo == 1 ? usable : usable / 3 + inc / 2;
  budget.hardMs = std::max<std::int64_t>(1, std::min({budget.softMs * 4, hardCap, usable}));
  budget.softMs = std::min(budget.softMs, budget.hardMs);
  return budget;
}

void StabilityTracker::update(std::uint16_t bestMove, int score) {
  changes_ /= 2;
  if (iterations_ > 0 && bestMove != bestMove_) {
    changes_ += 1;
    stableIterations_ = 0;
  } else {
    ++stableIterations_;
  }
  scoreDrop_ = iterations_ > 0 ? bestScore_ - score : 0;
  bestMove_ = bestMove;
  bestScore_ = score;
  ++iterations_;
}

double StabilityTracker::timeScale() const {
  const double instability = 1 + 0.6 * std::min(changes_, 2.0);
  const double fall = 1 + 0.5 * std::clamp(scoreDrop_, 0, 120) / 120.0;
  const double settled = stableIterations_ >= 8 ? 0.7 : 1.0;
  return instability * fall * settled;
}

}  // namespace quadrant

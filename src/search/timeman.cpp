#include "quadrant/search/timeman.h"

#include <algorithm>

#include "quadrant/search/parameters.h"

namespace quadrant {

TimeBudget allocateTime(const SearchLimits& limits, Color us, std::int64_t overheadMs) {
  TimeBudget budget;
  if (limits.movetime > 0) {
    budget.hardMs = budget.softMs = std::max<std::int64_t>(1, limits.movetime - overheadMs);
    budget.spendAll = true;
    return budget;
  }
  if (limits.time[us] < 0) return budget;  // depth, nodes, mate or infinite: no clock

  // Never plan on more than the clock minus the overhead and a small safety slice, and, when
  // the increment does not pay for the latency of every later move (what a move costs beyond
  // its search: the GUI's and the process's latency, a few milliseconds on a loaded machine,
  // or the Move Overhead a bridge or network needs), minus a reserve of RESERVED_MOVES such
  // latencies: once the plan is down to a millisecond a move, these moves are still played on
  // the reserve instead of flagging.
  const std::int64_t left = limits.time[us], inc = limits.increment[us];
  const std::int64_t latency = std::max<std::int64_t>(MOVE_LATENCY_MS, overheadMs);
  const std::int64_t latencyReserve = std::max<std::int64_t>(0, latency - inc) * RESERVED_MOVES;
  const std::int64_t safety =
      std::min<std::int64_t>(left / CLOCK_SAFETY_DIVISOR, CLOCK_SAFETY_MAX_MS);
  const std::int64_t usable =
      std::max<std::int64_t>(1, left - overheadMs - safety - latencyReserve);
  // Sudden death plans as if SUDDEN_DEATH_MOVES (14) moves remained: the search stops starting
  // iterations at about half its soft limit, and the increment keeps coming, so a longer horizon
  // leaves the clock unused (planning on 20 moves, games of 30 moves or more at 2+0.02 ended
  // with 45 % of the base time left).
  const int movesToGo =
      limits.movesToGo > 0 ? std::min(limits.movesToGo, MOVES_TO_GO_MAX) : SUDDEN_DEATH_MOVES;
  const std::int64_t share = usable / movesToGo + inc * INCREMENT_SHARE_PERCENT / 100;
  budget.softMs = std::max<std::int64_t>(1, std::min(share, usable * SOFT_LIMIT_MAX_PERCENT / 100));
  const std::int64_t hardCap = limits.movesToGo == 1 ? usable
                                                     : usable / HARD_LIMIT_CLOCK_DIVISOR +
                                                           inc * HARD_LIMIT_INCREMENT_PERCENT / 100;
  budget.hardMs =
      std::max<std::int64_t>(1, std::min({budget.softMs * HARD_LIMIT_FACTOR, hardCap, usable}));
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
  // A percentage divided by 100.0 is the very double of the decimal constant the formula was
  // first written with (0.6, 0.5, 0.7), so the defaults scale exactly as before.
  const double instability = 1 + INSTABILITY_PERCENT / 100.0 * std::min(changes_, 2.0);
  const double fall = 1 + SCORE_DROP_PERCENT / 100.0 * std::clamp(scoreDrop_, 0, SCORE_DROP_CAP) /
                              double(SCORE_DROP_CAP);
  const double settled = stableIterations_ >= STABLE_ITERATIONS ? STABLE_TIME_PERCENT / 100.0 : 1.0;
  return instability * fall * settled;
}

double nodeShareScale(double bestMoveNodeShare) {
  const double others = 1.0 - std::clamp(bestMoveNodeShare, 0.0, 1.0);
  return std::max(NODE_TIME_MIN_PERCENT / 100.0,
                  (NODE_TIME_BASE_PERCENT + NODE_TIME_SLOPE_PERCENT * others) / 100.0);
}

}  // namespace quadrant

#include "quadrant/search/timeman.h"

#include <algorithm>

#include "quadrant/search/parameters.h"

namespace quadrant {

namespace {

// The moves whose latency the clock must still pay for after this one: those left before the
// time control, or in sudden death RESERVED_MOVES (the game's length is unknown).
std::int64_t laterMoves(const SearchLimits& limits) {
  return limits.movesToGo > 0 ? std::min(limits.movesToGo - 1, RESERVED_MOVES) : RESERVED_MOVES;
}

// What the clock keeps back for the latency of the later moves (what a move costs beyond its
// search: the GUI's and the process's latency, a few milliseconds on a loaded machine, or the
// Move Overhead a bridge or network needs) when the increment does not pay for it. Once the plan
// is down to a millisecond a move, those moves are still played on the reserve instead of
// flagging. It never takes more than LATENCY_RESERVE_MAX_PERCENT of the clock: a reserve that took
// all of it would play every move at depth 1, and a clock that runs low shortens the game (the
// reserve shrinks with it, so the moves keep a share of what is left).
std::int64_t latencyReserve(const SearchLimits& limits, std::int64_t left, std::int64_t inc,
                            std::int64_t overheadMs) {
  const std::int64_t latency = std::max<std::int64_t>(MOVE_LATENCY_MS, overheadMs);
  const std::int64_t unpaid = std::max<std::int64_t>(0, latency - inc);
  return std::min(unpaid * laterMoves(limits), left * LATENCY_RESERVE_MAX_PERCENT / 100);
}

}  // namespace

TimeBudget allocateTime(const SearchLimits& limits, Color us, std::int64_t overheadMs) {
  TimeBudget budget;
  if (limits.movetime > 0) {
    budget.hardMs = budget.softMs = std::max<std::int64_t>(1, limits.movetime - overheadMs);
    budget.spendAll = true;
    return budget;
  }
  if (limits.time[us] < 0) return budget;  // depth, nodes, mate or infinite: no clock

  // Never plan on more than the clock minus this move's overhead, a small safety slice and the
  // later moves' latency reserve.
  const std::int64_t left = limits.time[us], inc = limits.increment[us];
  const std::int64_t safety =
      std::min<std::int64_t>(left / CLOCK_SAFETY_DIVISOR, CLOCK_SAFETY_MAX_MS);
  const std::int64_t usable = std::max<std::int64_t>(
      1, left - overheadMs - safety - latencyReserve(limits, left, inc, overheadMs));
  // Sudden death plans as if SUDDEN_DEATH_MOVES moves remained: the search stops starting
  // iterations partway through its soft limit, and the increment keeps coming, so a longer
  // horizon leaves the clock unused.
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
  // A percentage divided by 100.0 gives the very double of its decimal (60 / 100.0 == 0.6), so
  // the parameters can be tuned as integers and the defaults scale exactly as decimals would.
  const double instability =
      1 + INSTABILITY_PERCENT / 100.0 * std::min(changes_, MAX_COUNTED_CHANGES);
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

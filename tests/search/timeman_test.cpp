#include <catch2/catch.hpp>

#include "quadrant/search/timeman.h"

using namespace quadrant;

namespace {
SearchLimits clock(std::int64_t ms, std::int64_t inc = 0, int movesToGo = 0) {
  SearchLimits limits;
  limits.time[WHITE] = limits.time[BLACK] = ms;
  limits.increment[WHITE] = limits.increment[BLACK] = inc;
  limits.movesToGo = movesToGo;
  return limits;
}
}  // namespace

TEST_CASE("Every clock form leaves time on the clock", "[timeman]") {
  for (std::int64_t ms : {10, 100, 1000, 60000, 3600000})
    for (std::int64_t inc : {0, 10, 1000})
      for (int movesToGo : {0, 1, 2, 40}) {
        const TimeBudget budget = allocateTime(clock(ms, inc, movesToGo), WHITE, 10);
        INFO(ms << "+" << inc << " moves to go " << movesToGo);
        CHECK(budget.softMs >= 1);
        CHECK(budget.softMs <= budget.hardMs);
        if (ms > 100) CHECK(budget.hardMs < ms - 10);
      }
}

TEST_CASE("Fixed move time and clockless searches", "[timeman]") {
  SearchLimits limits;
  limits.movetime = 500;
  const TimeBudget fixed = allocateTime(limits, BLACK, 30);
  CHECK(fixed.hardMs == 470);
  CHECK(fixed.softMs == 470);
  CHECK(fixed.spendAll);
  CHECK_FALSE(allocateTime(clock(60000, 1000), WHITE, 30).spendAll);
  const TimeBudget none = allocateTime(SearchLimits{}, WHITE, 30);
  CHECK(none.softMs == 0);
  CHECK(none.hardMs == 0);
}

TEST_CASE("The last move before the time control may use most of the clock", "[timeman]") {
  const TimeBudget last = allocateTime(clock(10000, 0, 1), WHITE, 0);
  const TimeBudget many = allocateTime(clock(10000, 0, 30), WHITE, 0);
  CHECK(last.hardMs > many.hardMs);
  CHECK(last.hardMs < 10000);
}

TEST_CASE("An unstable best move or a falling score earns more time", "[timeman]") {
  StabilityTracker steady;
  for (int i = 0; i < 10; ++i) steady.update(1, 20);
  StabilityTracker changing;
  for (int i = 0; i < 10; ++i) changing.update(std::uint16_t(1 + i % 2), 20);
  StabilityTracker falling;
  for (int i = 0; i < 10; ++i) falling.update(1, 20 - 12 * i);
  CHECK(steady.timeScale() < 1.0);
  CHECK(changing.timeScale() > 1.5);
  CHECK(falling.timeScale() > steady.timeScale());
  StabilityTracker fresh;
  fresh.update(7, 0);
  CHECK(fresh.timeScale() == Approx(1.0));
}

TEST_CASE("A best move that took fewer of the root's nodes earns more time", "[timeman]") {
  CHECK(nodeShareScale(0.3) > nodeShareScale(0.6));
  CHECK(nodeShareScale(0.6) > nodeShareScale(0.9));
  CHECK(nodeShareScale(0.9) >= nodeShareScale(1.0));
  CHECK(nodeShareScale(0.99) > 0.0);
  CHECK(nodeShareScale(0.3) > 1.0);
  CHECK(nodeShareScale(0.95) < 1.0);
}

TEST_CASE("Sudden death plans on a fourteenth of the usable clock plus most of the increment",
          "[timeman]") {
  // The search starts no iteration after half the soft limit, so this is about a 28th of
  // the clock per move: a longer plan left much of the clock unused at the end of games.
  const TimeBudget budget = allocateTime(clock(10000, 100), WHITE, 30);
  CHECK(budget.softMs >= (10000 - 30 - 50) / 14 + 75);
  CHECK(budget.softMs < 10000 / 10);
  const TimeBudget repeating = allocateTime(clock(10000, 0, 40), WHITE, 30);
  CHECK(repeating.softMs < budget.softMs);  // 40 moves to go still divides by 40
}

TEST_CASE("Without an increment a reserve pays for the latency of the later moves", "[timeman]") {
  // 5 s left without increment, Move Overhead 30: 40 later moves at 30 ms each stay on the clock,
  // since each of them costs that much whatever the search does.
  const TimeBudget budget = allocateTime(clock(5000, 0), WHITE, 30);
  CHECK(5000 - 30 - budget.hardMs >= 40 * 30);
  // A larger Move Overhead (a slow bridge or network) keeps more back.
  const TimeBudget slowBridge = allocateTime(clock(5000, 0), WHITE, 45);
  CHECK(slowBridge.hardMs < budget.hardMs);
  // An increment pays for part of that latency, one as large as the overhead for all of it.
  const TimeBudget smallIncrement = allocateTime(clock(5000, 10), WHITE, 30);
  CHECK(smallIncrement.hardMs > budget.hardMs);
  const TimeBudget fullIncrement = allocateTime(clock(5000, 30), WHITE, 30);
  CHECK(fullIncrement.hardMs > smallIncrement.hardMs);
  // Without an overhead a few milliseconds a move are still kept back.
  const TimeBudget noOverhead = allocateTime(clock(1000, 0), WHITE, 0);
  CHECK(1000 - noOverhead.hardMs >= 40 * 5);
}

TEST_CASE("The latency reserve shrinks with the moves left and never takes the whole clock",
          "[timeman]") {
  // Only the moves before the time control pay latency from this clock: 4 s for 5 moves keeps
  // back 4 overheads, not 40.
  const TimeBudget fiveMoves = allocateTime(clock(4000, 0, 5), WHITE, 100);
  const TimeBudget fortyMoves = allocateTime(clock(4000, 0, 40), WHITE, 100);
  CHECK(fiveMoves.softMs > fortyMoves.softMs);
  CHECK(4000 - 100 - fiveMoves.hardMs >= 4 * 100);
  // In sudden death a reserve of 40 overheads would be the whole clock below 4 s: the reserve
  // takes at most three quarters of it, so each move still gets a share of what is left.
  for (std::int64_t left : {4000, 3000, 2000, 1000}) {
    const TimeBudget budget = allocateTime(clock(left, 0), WHITE, 100);
    INFO(left << " ms left");
    CHECK(budget.softMs > 1);
    CHECK(left - budget.hardMs >= left * 3 / 4);
  }
}

// A table of clocks (left, increment, moves to go, Move Overhead) and the plan each gets: the
// least soft limit a move must have to search past the first depths, and the most the hard limit
// may take so that the later moves can still be played.
TEST_CASE("A table of clocks and the plan each gets", "[timeman]") {
  struct Row {
    std::int64_t left, inc;
    int movesToGo;
    std::int64_t overhead, softAtLeast, hardAtMost;
  };
  const Row rows[] = {
      {10000, 100, 0, 30, 600, 3300},        // 10+0.1, the project's match control
      {60000, 0, 0, 100, 3000, 19000},       // Lichess 1+0 at its start, a bridge's overhead
      {3000, 0, 0, 100, 40, 1400},           // the same game with 3 s left
      {1000, 0, 0, 30, 10, 250},             // 1 s left in sudden death
      {4000, 0, 5, 100, 300, 3400},          // 4 s for 5 moves
      {1000, 0, 10, 30, 40, 400},            // 1 s for 10 moves
      {120000, 0, 40, 30, 2000, 40000},      // 40 moves in 2 minutes
      {500, 0, 1, 30, 150, 470},             // the last move before the control
      {300000, 2000, 0, 30, 20000, 102000},  // 5+2
  };
  for (const Row& row : rows) {
    const TimeBudget budget =
        allocateTime(clock(row.left, row.inc, row.movesToGo), BLACK, row.overhead);
    INFO(row.left << "+" << row.inc << " moves to go " << row.movesToGo << " overhead "
                  << row.overhead << ": soft " << budget.softMs << " hard " << budget.hardMs);
    CHECK(budget.softMs >= row.softAtLeast);
    CHECK(budget.hardMs <= row.hardAtMost);
    CHECK(budget.softMs <= budget.hardMs);
    CHECK(budget.hardMs < row.left - row.overhead);
  }
}

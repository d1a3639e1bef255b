#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>

#include "quadrant/search/parameters.h"
#include "quadrant/search/reductions.h"

using namespace quadrant;

TEST_CASE("The late-move-reduction table at the default parameters is the formula's",
          "[parameters]") {
  // The formula with its constants written as doubles: 0.75 + ln d ln m / 2.25.
  for (int d = 1; d < 64; ++d)
    for (int m = 1; m < 64; ++m) {
      INFO("depth " << d << ", move " << m);
      REQUIRE(lateMoveReduction(d, m) ==
              int(0.75 + std::log(double(d)) * std::log(double(m)) / 2.25));
    }
  CHECK(lateMoveReduction(0, 10) == 0);
  CHECK(lateMoveReduction(10, 0) == 0);
  // Past the table's edge the last row and column hold.
  CHECK(lateMoveReduction(200, 200) == lateMoveReduction(63, 63));
  CHECK(lateMoveReduction(63, 63) == 8);
}

TEST_CASE("A history moves the reduction and the pruning depth by whole plies, within a bound",
          "[reductions]") {
  REQUIRE(historyPlies(0) == 0);
  REQUIRE(historyPlies(LMR_HISTORY_DIVISOR - 1) == 0);
  REQUIRE(historyPlies(LMR_HISTORY_DIVISOR) == std::min(1, LMR_HISTORY_MAX));
  REQUIRE(historyPlies(-LMR_HISTORY_DIVISOR) == -std::min(1, LMR_HISTORY_MAX));
  REQUIRE(historyPlies(1 << 20) == LMR_HISTORY_MAX);
  REQUIRE(historyPlies(-(1 << 20)) == -LMR_HISTORY_MAX);
  // A quiet move is pruned as if farther from the horizon with a good history, nearer with a
  // poor one, and at the node's depth with none.
  for (int depth = 1; depth < 20; ++depth) {
    REQUIRE(quietPruningDepth(depth, 0) == depth);
    REQUIRE(quietPruningDepth(depth, LMR_HISTORY_MAX * LMR_HISTORY_DIVISOR) ==
            depth + LMR_HISTORY_MAX);
    REQUIRE(quietPruningDepth(depth, -LMR_HISTORY_MAX * LMR_HISTORY_DIVISOR) ==
            depth - LMR_HISTORY_MAX);
  }
}

#include <catch2/catch.hpp>

#include "quadrant/core/nodes_per_second.h"

using namespace quadrant;

TEST_CASE("Nodes per second count a run of less than a millisecond as one", "[core]") {
  CHECK(nodesPerSecond(0, 0) == 0);
  CHECK(nodesPerSecond(500, 0) == 500000);
  CHECK(nodesPerSecond(500, 1) == 500000);
  CHECK(nodesPerSecond(3000, 1500) == 2000);
  CHECK(nodesPerSecond(7028597, 2345) == 2997269);
}

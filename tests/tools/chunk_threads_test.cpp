#include <catch2/catch.hpp>
#include <set>
#include <thread>
#include <utility>
#include <vector>

#include "quadrant/tools/chunk_threads.h"

using namespace quadrant;

TEST_CASE("Chunks cover every item once, in order, in runs of nearly equal size",
          "[chunks][threads]") {
  using Range = std::pair<std::size_t, std::size_t>;
  // Fewer items than chunks (some chunks empty) and no items at all among them.
  for (const auto& [count, chunks] : std::vector<std::pair<std::size_t, int>>{
           {10, 1}, {10, 3}, {1000, 7}, {2, 5}, {1, 4}, {0, 2}, {0, 1}}) {
    CAPTURE(count, chunks);
    const std::vector<Range> ranges = resultsPerChunk(
        count, chunks, [](std::size_t begin, std::size_t end) { return Range(begin, end); });
    REQUIRE(ranges.size() == std::size_t(chunks));
    std::vector<int> covered(count, 0);
    std::size_t next = 0;  // the chunks come back in order, each starting where the last ended
    for (const auto& [begin, end] : ranges) {
      CHECK(begin == next);
      REQUIRE(begin <= end);
      REQUIRE(end <= count);
      CHECK(end - begin >= count / chunks);
      CHECK(end - begin <= (count + chunks - 1) / chunks);
      for (std::size_t i = begin; i < end; ++i) ++covered[i];
      next = end;
    }
    CHECK(next == count);
    CHECK(covered == std::vector<int>(count, 1));
  }
}

TEST_CASE("Each chunk runs on a thread of its own, the first on the caller's",
          "[chunks][threads]") {
  const std::vector<std::thread::id> ids =
      resultsPerChunk(100, 4, [](std::size_t, std::size_t) { return std::this_thread::get_id(); });
  CHECK(ids[0] == std::this_thread::get_id());
  CHECK(std::set<std::thread::id>(ids.begin(), ids.end()).size() == 4);
}

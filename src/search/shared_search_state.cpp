#include "quadrant/search/shared_search_state.h"

namespace quadrant {
namespace {

std::int64_t msSince(std::chrono::steady_clock::rep ticks) {
  const auto start =
      std::chrono::steady_clock::time_point(std::chrono::steady_clock::duration(ticks));
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               start)
      .count();
}

}  // namespace

std::int64_t SharedSearchState::elapsedMs() const { return msSince(startTicks.load()); }

std::int64_t SharedSearchState::searchedMs() const { return msSince(searchStartTicks.load()); }

std::uint64_t SharedSearchState::totalNodes() const {
  std::uint64_t total = 0;
  for (const std::atomic<std::uint64_t>* counter : nodeCounters)
    total += counter->load(std::memory_order_relaxed);
  return total;
}

}  // namespace quadrant

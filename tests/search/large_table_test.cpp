#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

#include "quadrant/search/large_table.h"

using namespace quadrant;

TEST_CASE("A large table comes aligned and zeroed", "[large_table]") {
  struct Pair {
    std::uint64_t a, b;
  };
  constexpr std::size_t COUNT = (std::size_t(3) << 20) / sizeof(Pair);  // not whole huge pages
  const LargeTable<Pair> table = makeLargeTable<Pair>(COUNT);
  REQUIRE(table);
  CHECK(reinterpret_cast<std::uintptr_t>(table.get()) % LARGE_TABLE_ALIGNMENT == 0);
  std::size_t nonZero = 0;
  for (std::size_t i = 0; i < COUNT; ++i) nonZero += table[i].a != 0 || table[i].b != 0;
  CHECK(nonZero == 0);
  touchZeroPages(table.get(), COUNT * sizeof(Pair));
  table[COUNT - 1].b = 7;  // every element is writable
  CHECK(table[COUNT - 1].b == 7);
}

TEST_CASE("forEachSlice covers the range once, on up to as many threads as asked",
          "[large_table][threads]") {
  for (std::size_t count : {0, 1, 5, 64, 1001}) {
    for (int threads : {1, 2, 3, 7, 16}) {
      INFO(count << " items, " << threads << " threads");
      std::vector<int> visits(count, 0);
      std::mutex mutex;
      std::vector<std::thread::id> workers;
      forEachSlice(count, threads, [&](std::size_t first, std::size_t last) {
        for (std::size_t i = first; i < last; ++i) ++visits[i];  // slices never overlap
        std::lock_guard<std::mutex> lock(mutex);
        workers.push_back(std::this_thread::get_id());
      });
      CHECK(std::count(visits.begin(), visits.end(), 1) == std::ptrdiff_t(count));
      CHECK(workers.size() <= std::size_t(threads));
      CHECK(workers.size() == std::max<std::size_t>(1, std::min<std::size_t>(threads, count)));
    }
  }
  CHECK(hardwareThreads() >= 1);
}

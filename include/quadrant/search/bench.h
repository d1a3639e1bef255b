// The bench: a fixed search over fixed positions whose node count identifies a build's search
// behaviour (OpenBench's signature) and whose speed measures it.
#pragma once

#include <cstdint>
#include <ostream>

namespace quadrant {

constexpr int DEFAULT_BENCH_DEPTH = 16;

// Prints one line per position, the total time ("time T ms"), then "N nodes M nps". Returns the
// total node count. With one thread the count is the same on every run; with more, it varies
// (the threads race through the shared table), and the time is the time to reach the depth.
std::uint64_t runBench(std::ostream& out, int depth, int threads = 1);

}  // namespace quadrant

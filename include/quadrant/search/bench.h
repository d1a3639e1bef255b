// The bench: a fixed search over fixed positions whose node count identifies a build's search
// behaviour (OpenBench's signature) and whose speed measures it.
#pragma once

#include <cstdint>
#include <ostream>

namespace quadrant {

constexpr int DEFAULT_BENCH_DEPTH = 16;

// Prints one line per position, then "N nodes M nps". Returns the total node count.
std::uint64_t runBench(std::ostream& out, int depth);

}  // namespace quadrant

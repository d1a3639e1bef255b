// The speed of a search or a count, as every report prints it (UCI's info lines, bench, perft,
// the mate finder).
#pragma once

#include <algorithm>
#include <cstdint>

namespace quadrant {

// Nodes per second over elapsedMs milliseconds. A run that ended within its first millisecond
// counts as one millisecond long: its speed is then a lower bound, never a division by zero.
constexpr std::uint64_t nodesPerSecond(std::uint64_t nodes, std::int64_t elapsedMs) {
  return nodes * 1000 / std::uint64_t(std::max<std::int64_t>(1, elapsedMs));
}

}  // namespace quadrant

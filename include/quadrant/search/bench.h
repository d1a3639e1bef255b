// The bench: a fixed search over fixed positions whose node count identifies a build's search
// behaviour (OpenBench's signature) and whose speed measures it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>

namespace quadrant {

// What a bench runs with, given as Stockfish's and OpenBench's "bench HASH THREADS DEPTH" (the
// command line's and the UCI loop's bench): the defaults sign the build.
struct BenchSettings {
  static constexpr std::size_t DEFAULT_HASH_MB = 16;
  static constexpr int DEFAULT_DEPTH = 16;

  std::size_t hashMegabytes = DEFAULT_HASH_MB;
  int threads = 1;
  int depth = DEFAULT_DEPTH;
};

// Prints one line per position, the total time ("time T ms"), then "N nodes M nps"; false, with
// *error set and nothing printed, when the hash table cannot be allocated. With one thread the
// node count is the same on every run of a build and hash size (the defaults' count is the
// build's signature); with more, it varies (the threads race through the shared table), and the
// time is the time to reach the depth.
bool runBench(std::ostream& out, const BenchSettings& settings, std::string* error);

}  // namespace quadrant

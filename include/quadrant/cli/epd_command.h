// The epd command: runs the search on every position of an EPD test suite (Win at Chess and the
// like) and counts the positions solved, those whose best move is one of the "bm" moves and
// none of the "am" (avoid) moves.
#pragma once

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>

namespace quadrant {

struct EpdOptions {
  static constexpr std::int64_t DEFAULT_MOVETIME_MS = 1000;
  static constexpr std::size_t DEFAULT_HASH_MB = 64;

  std::string path;
  std::int64_t movetimeMs = DEFAULT_MOVETIME_MS;  // search time per position
  // Nodes per position instead of time (0: use movetimeMs): the same verdicts on every run and
  // every machine, so two builds can be compared on a busy machine.
  std::uint64_t nodes = 0;
  std::size_t hashMegabytes = DEFAULT_HASH_MB;
};

// Searches each position of the file afresh (cleared hash and history) and prints one line per
// position ("ID solved|failed MOVE (bm ...; am ...) depth ..."), then "solved N / M" where M
// counts the positions that parsed. A line that does not parse is reported on `err` as
// "error: FILE:LINE: ..." and skipped. Returns the exit status: 2 when the file cannot be
// read or the hash cannot be allocated, 0 otherwise.
int runEpdSuite(const EpdOptions& options, std::ostream& out, std::ostream& err);

}  // namespace quadrant

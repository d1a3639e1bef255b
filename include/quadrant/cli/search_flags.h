// The flags of the commands that search the positions of a file one by one (epd, annotate), the
// same for each:
//   [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]
// One limit ends each search: MS milliseconds (the default, DEFAULT_MOVETIME_MS), depth N, or N
// nodes (with one thread, the same result on every run and every machine).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "quadrant/cli/arguments.h"
#include "quadrant/search/search.h"
#include "quadrant/search/timeman.h"
#include "quadrant/search/tt.h"

namespace quadrant {

constexpr std::int64_t DEFAULT_MOVETIME_MS = 1000;
constexpr std::int64_t MAX_MOVETIME_MS = 86400000;  // a day
constexpr long long MAX_NODES = 1LL << 50;

struct SearchFlags {
  std::int64_t movetimeMs = 0;  // 0: not given
  int depth = 0;                // 0: not given
  std::uint64_t nodes = 0;      // 0: not given
  int threads = 1;
  std::size_t hashMegabytes = 64;

  // Declares the flags on `arguments`, to be read into this by its parse().
  void declare(CommandArguments& arguments);
  // The limits of each search: the one given, else DEFAULT_MOVETIME_MS.
  SearchLimits limits() const;
  // Sizes the table (false, with *error set, when it cannot be allocated) and sets the search's
  // threads.
  bool equip(TranspositionTable& tt, Search& search, std::string* error) const;
};

}  // namespace quadrant

// What the workers (src/search/worker.h) of one search share: the transposition table, the limits and the
// time budget, the root moves and what the tablebases say of them, the stop and ponder flags,
// each worker's node counter, and the clock the time is measured on.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

#include "quadrant/core/types.h"
#include "quadrant/search/tablebase_use.h"
#include "quadrant/search/timeman.h"
#include "quadrant/search/tt.h"

namespace quadrant {

// The limits and the node counters are written only while no worker runs (between searches, or
// by the main thread before it wakes the helpers); the atomics may change at any time, from the
// protocol thread too.
struct SharedSearchState {
  explicit SharedSearchState(TranspositionTable& table) : tt(table) {}

  std::int64_t elapsedMs() const;   // on the clock: since go, or since ponderhit
  std::int64_t searchedMs() const;  // since go: the time reported with the nodes searched
  // Nodes searched so far by every worker.
  std::uint64_t totalNodes() const;
  TimeBudget budget() const { return {softMs, hardMs, spendAll}; }
  void setBudget(const TimeBudget& budget) {
    softMs = budget.softMs;
    hardMs = budget.hardMs;
    spendAll = budget.spendAll;
  }

  TranspositionTable& tt;
  SearchLimits limits;
  // The time budget: set when the search starts, and again by a ponder hit that brings the
  // GUI's clock (CECP), so atomic.
  std::atomic<std::int64_t> softMs{0}, hardMs{0};
  std::atomic<bool> spendAll{false};
  TablebaseSettings tablebases;
  // The root moves every worker searches: the legal ones, narrowed by searchmoves and by the
  // tables (tablebase_use.h); rootVerdict says what the tables know about the root.
  std::vector<Move> rootMoves;
  RootVerdict rootVerdict;
  int probeCardinality = 0;  // the most pieces probed inside the tree; 0: no probes
  std::atomic<std::uint64_t> tbHits{0};
  std::vector<const std::atomic<std::uint64_t>*> nodeCounters;  // one per worker
  std::atomic<bool> stop{false};
  std::atomic<bool> pondering{false};
  std::atomic<std::int64_t> ponderedMs{0};  // how long the search pondered before ponderhit
  // When the clock started (go, or ponderhit), in steady_clock ticks.
  std::atomic<std::chrono::steady_clock::rep> startTicks{0};
  // When the search started (go, also go ponder), in steady_clock ticks.
  std::atomic<std::chrono::steady_clock::rep> searchStartTicks{0};
};

}  // namespace quadrant

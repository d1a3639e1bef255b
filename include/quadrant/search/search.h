// The search as the protocols and tools see it: Lazy SMP over one or more threads.
//
// Every thread searches the same root with its own SearchWorker (private to src/search/); they cooperate only
// through the shared transposition table, where each finds the others' results. Helpers stagger
// their iteration depths so they do not all search the same tree in lockstep. The main thread
// (the one calling run) manages the time, reports progress and decides the result; when it ends,
// the helpers are stopped too. The helper threads are started once and wait between searches;
// a search wakes them only once the main thread has finished its first iterations alone (a
// thousand nodes or so), so that a search always has a move it chose at once, however many
// threads share the cores.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/core/thread_count.h"
#include "quadrant/search/search_types.h"
#include "quadrant/search/shared_search_state.h"

namespace quadrant {

class SearchWorker;

class Search {
 public:
  using InfoCallback = quadrant::InfoCallback;

  explicit Search(TranspositionTable& tt);
  ~Search();
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  // The tables and how to probe them, from the next search on. Only between searches.
  void setTablebases(const TablebaseSettings& settings) { shared_.tablebases = settings; }

  // The number of threads, the main one included (1 to core/thread_count.h's MAX_THREADS).
  // Only between searches.
  void setThreads(int threads);
  int threads() const { return int(workers_.size()); }

  // Arms a search: sets its limits, starts the clock and clears any earlier stop. Called on the
  // thread that receives "go", so a stop or ponderhit that follows at once is never lost.
  void prepare(const SearchLimits& limits, std::int64_t overheadMs);
  // Searches `root` under the prepared limits; `history` holds the keys of the game's earlier
  // positions (for repetition draws). Returns when a limit is reached or stop() is called, after
  // every helper has stopped. While pondering, time limits start counting only at ponderhit().
  // Every completed PV line (and, on long searches, aspiration failures and the root move being
  // searched) goes to onInfo, with the nodes of all threads; the last line with a PV is the
  // result's.
  SearchResult run(const Position& root, const std::vector<Key>& history,
                   const InfoCallback& onInfo);

  // The nodes of the last (or the running) search, over all threads.
  std::uint64_t nodesSearched() const { return shared_.totalNodes(); }

  // Safe from any thread while a search runs.
  void stop() { shared_.stop = true; }
  // The pondering search becomes a timed one, its clock starting now. With `clock` (the GUI's
  // clocks at the ponder hit, for the side `us`) the time budget is made afresh from them,
  // instead of from the clocks the pondering search started with.
  void ponderhit();
  void ponderhit(const SearchLimits& clock, Color us);
  // Between searches (a new game): every worker forgets what earlier searches left behind, its
  // move-ordering history and its evaluation caches, so that the next search depends only on
  // its position, its limits and the hash table. The hash table is its owner's to clear.
  void forgetPastSearches();

 private:
  void chooseRootMoves(const Position& root, const std::vector<Key>& history);
  void helperLoop(SearchWorker& worker);
  void startHelpers();
  void waitForHelpers();
  void endHelperThreads();

  SharedSearchState shared_;
  std::int64_t overheadMs_ = 0;
  // run() sets the budget from the prepared limits unless a ponder hit with a clock has set it
  // already; the mutex orders the two.
  std::mutex budgetMutex_;
  bool budgetFromPonderhit_ = false;                    // guarded by budgetMutex_
  std::vector<std::unique_ptr<SearchWorker>> workers_;  // [0] is the main thread's
  std::vector<std::thread> helpers_;                    // helpers_[i] runs workers_[i + 1]

  // Parking: a helper sleeps until searchId_ moves on (or quit_), searches, then leaves busy_
  // (a new one leaves it when it first sleeps).
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  std::uint64_t searchId_ = 0;  // guarded by mutex_, as are the two below
  int busy_ = 0;                // helpers still starting, or searching the current root
  bool quit_ = false;
};

}  // namespace quadrant

// The engine behind the protocol loops: the transposition table, the search and the thread it
// runs on, and the values of the options in engine_options.h. UCI and CECP both drive it, so the
// search, the options and the time manager are the same whichever protocol the GUI speaks.
//
// A search is started as a Job that says what to do with its progress and its result. Both
// callbacks run on the search thread; the result callback runs once, after the search ends (and,
// for a held job, after ponderhit or stop), unless the search was abandoned. A result with a best
// move carries a ponder move whenever the PV or the hash table has a legal reply to it.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/engine/engine_book.h"
#include "quadrant/engine/engine_options.h"
#include "quadrant/search/matefinder.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"
#include "quadrant/syzygy/tablebases.h"

namespace quadrant {

class Engine {
 public:
  using ResultCallback = std::function<void(const SearchResult&)>;

  struct Job {
    // What the command asked for; start() adds what the engine's own settings say (MultiPV), so
    // a protocol passes only its command's limits.
    SearchLimits limits;
    Position root;
    std::vector<Key> history;  // keys of the game's positions before root
    // The result waits for ponderhit() or stop(): an infinite or pondering search must not
    // answer before the GUI says so, even when it runs out of depth.
    bool hold = false;
    Search::InfoCallback onInfo;
    ResultCallback onResult;
    // What the user should know about the search: with limits.mate (go mate N) the mate finder
    // runs instead of the normal search (see mate_job.h) and, when it proves no mate, says so
    // here before the fallback search; a damaged tablebase file met by the search is told here,
    // before the result.
    std::function<void(const std::string&)> onNotice;
    // The result is not reported before this many milliseconds from the start (a weakened
    // search's thinking time, see weakened_search.h), unless stopped; 0: as soon as it is known.
    std::int64_t answerAfterMs = 0;
  };

  // Every spin and check starts at its registry default, so the engine is in the state the
  // option lists announce; a path's default (the shipped book) is EngineBook's own.
  Engine();
  ~Engine() { abandon(); }
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Sets an option of the registry. One whose reach is the running search (Hash, Threads, Clear
  // Hash, SyzygyPath) stops it first (it reports its result); the others take effect at the next
  // start(). On failure *message says why and the old value stays; on success it may hold
  // something to tell the user (lines separated by '\n'), such as the tables found.
  bool setOption(const EngineOption& option, const std::string& value, std::string* message);
  const EngineSettings& settings() const { return settings_; }

  // Starts a search; one still running is stopped first and reports its result. With
  // UCI_LimitStrength on, a game search (not an infinite analysis, not go mate) is weakened to
  // the UCI_Elo level (weakened_search.h).
  void start(Job job);
  // Work run where the search runs, in its place (UCI's go perft), handed the flag that stop()
  // raises: it returns soon after the flag is up.
  using Task = std::function<void(const std::atomic<bool>& stop)>;
  // Starts `task` on the search thread; a search still running is stopped first and reports its
  // result. stop() and abandon() end the task; finish() waits for it, as for a finite search (a
  // script piping "go perft 5" wants the count).
  void startTask(Task task);
  // Ends the search now; its result is reported.
  void stop();
  // Ends the search now; its result is dropped.
  void abandon();
  // The pondering search becomes a timed one, and a finished one that waited is let out. With
  // `clock`, the GUI's clocks as they stand at the ponder hit (CECP sends them with the move),
  // the search's time budget is made from them, as a fresh search's would be.
  void ponderhit();
  void ponderhit(const SearchLimits& clock, Color us);
  // At the end of the input: a held search is stopped, any other search or task is allowed to
  // finish.
  void finish();
  // Waits for a search without holding to end by itself.
  void wait();

  // The opening book, used by the protocol loop's thread only (never by the search).
  EngineBook& book() { return book_; }
  // The book move to play in pos instead of a search under `limits`, or none. The book serves
  // game moves only: a search timed by a clock or by movetime, for one line, with no other limit
  // and UCI_AnalyseMode off. Analysis always searches: infinite, ponder, depth, nodes, mate,
  // searchmoves, MultiPV above 1, or no limit at all. `limits` are the command's, as for
  // start(). *notice as for EngineBook::choose().
  Move bookMove(const Position& pos, const SearchLimits& limits, std::string* notice);

  // A new game: the hash table and the move-ordering history start empty.
  void newGame();
  // The hash table's best move for pos, if it is legal there; none otherwise.
  Move hashMove(const Position& pos) const;

 private:
  EngineParts parts() { return {tt_, search_, book_, tablebases_, settings_}; }
  ResultCallback withPonderMove(const Position& root, ResultCallback onResult);
  void release();
  SearchResult runMateJob(const Job& job, std::int64_t moveOverheadMs);

  TranspositionTable tt_;
  Search search_;
  EngineBook book_;
  syzygy::Tablebases tablebases_;  // changed only between searches (SyzygyPath stops a search)
  std::unique_ptr<MateFinder> mateFinder_;  // the running mate job's; set only between searches
  std::thread thread_;
  std::mutex holdMutex_;
  std::condition_variable holdReleased_;
  bool held_ = false;         // guarded by holdMutex_
  bool holdsResult_ = false;  // the running job asked to hold its result
  bool infinite_ = false;     // the running job has no limit but stop
  std::atomic<bool> abandoned_{false};
  std::atomic<bool> stopRequested_{false};  // stop() was called on the running job
  EngineSettings settings_;
  std::mt19937_64 random_{std::random_device{}()};  // seeds each weakened search's choice
};

}  // namespace quadrant

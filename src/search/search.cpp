#include "quadrant/search/search.h"

#include <algorithm>

#include "quadrant/core/movegen.h"

#include "worker.h"

namespace quadrant {

Search::Search(TranspositionTable& tt) : shared_(tt) { setThreads(1); }

Search::~Search() { endHelperThreads(); }

// Returns once every new helper waits for a search: a search started at once must not find
// them still starting (their hand-overs of the mutex, one by one, would hold up its own).
void Search::setThreads(int threads) {
  threads = std::clamp(threads, 1, MAX_THREADS);
  if (threads == this->threads()) return;
  endHelperThreads();
  workers_.resize(std::size_t(threads));
  shared_.nodeCounters.clear();
  for (int i = 0; i < threads; ++i) {
    auto& worker = workers_[std::size_t(i)];
    if (!worker) worker = std::make_unique<SearchWorker>(shared_, i);
    shared_.nodeCounters.push_back(&worker->nodeCounter());
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    quit_ = false;
    busy_ = threads - 1;
  }
  for (std::size_t i = 1; i < workers_.size(); ++i)
    helpers_.emplace_back([this, i] { helperLoop(*workers_[i]); });
  waitForHelpers();
}

// Every helper thread waits here between searches, counted out of busy_ while it waits; it
// leaves only when told to quit. No search starts before a new helper first waits (setThreads
// returns only then), so the search it has seen is the one under way when it starts.
void Search::helperLoop(SearchWorker& worker) {
  std::unique_lock<std::mutex> lock(mutex_);
  std::uint64_t searched = searchId_;
  while (true) {
    if (--busy_ == 0) idle_.notify_all();
    wake_.wait(lock, [&] { return quit_ || searchId_ != searched; });
    if (quit_) return;
    searched = searchId_;
    lock.unlock();
    worker.searchAsHelper();
    lock.lock();
  }
}

void Search::startHelpers() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    busy_ = int(helpers_.size());
    ++searchId_;
  }
  wake_.notify_all();
}

void Search::waitForHelpers() {
  std::unique_lock<std::mutex> lock(mutex_);
  idle_.wait(lock, [this] { return busy_ == 0; });
}

void Search::endHelperThreads() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    quit_ = true;
  }
  wake_.notify_all();
  for (std::thread& helper : helpers_) helper.join();
  helpers_.clear();
}

void Search::prepare(const SearchLimits& limits, std::int64_t overheadMs) {
  shared_.startTicks = std::chrono::steady_clock::now().time_since_epoch().count();
  shared_.searchStartTicks = shared_.startTicks.load();
  shared_.ponderedMs = 0;
  shared_.limits = limits;
  overheadMs_ = overheadMs;
  shared_.pondering = limits.ponder;
  shared_.stop = false;
  std::lock_guard<std::mutex> lock(budgetMutex_);
  budgetFromPonderhit_ = false;
}

void Search::ponderhit() {
  const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
  shared_.ponderedMs = shared_.elapsedMs();
  shared_.startTicks = now;
  shared_.pondering = false;
}

void Search::ponderhit(const SearchLimits& clock, Color us) {
  {
    std::lock_guard<std::mutex> lock(budgetMutex_);
    shared_.setBudget(allocateTime(clock, us, overheadMs_));
    budgetFromPonderhit_ = true;
  }
  ponderhit();
}

void Search::forgetPastSearches() {
  for (auto& worker : workers_) worker->forgetPastSearches();
}

// The legal moves narrowed by searchmoves, then by the tables when they hold the root.
void Search::chooseRootMoves(const Position& root, const std::vector<Key>& history) {
  const std::vector<Move>& wanted = shared_.limits.searchMoves;
  shared_.rootMoves.clear();
  for (Move m : legalMoves(root))
    if (wanted.empty() || std::find(wanted.begin(), wanted.end(), m) != wanted.end())
      shared_.rootMoves.push_back(m);
  shared_.rootVerdict = judgeRoot(shared_.tablebases, root, shared_.rootMoves, history);
  if (shared_.rootVerdict.inTables) shared_.rootMoves = shared_.rootVerdict.moves;
  const bool probeInTree = !shared_.rootVerdict.inTables || shared_.rootVerdict.probeInTree;
  shared_.probeCardinality = probeInTree ? shared_.tablebases.cardinality() : 0;
  shared_.tbHits = shared_.rootVerdict.rootProbes;
}

// The helpers read the root, the limits and the budget only after startHelpers(), and the main
// thread changes them again only after waitForHelpers(): the mutex orders both hand-overs.
SearchResult Search::run(const Position& root, const std::vector<Key>& history,
                         const InfoCallback& onInfo) {
  {
    std::lock_guard<std::mutex> lock(budgetMutex_);
    if (!budgetFromPonderhit_)
      shared_.setBudget(allocateTime(shared_.limits, root.sideToMove(), overheadMs_));
  }
  shared_.tt.newSearch();
  chooseRootMoves(root, history);
  for (auto& worker : workers_) worker->setRoot(root, history);
  const SearchResult result = workers_[0]->searchAsMain(onInfo, [this] { startHelpers(); });
  stop();
  waitForHelpers();
  return result;
}

}  // namespace quadrant

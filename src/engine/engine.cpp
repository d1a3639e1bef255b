#include "quadrant/engine/engine.h"

#include <chrono>

#include "quadrant/core/movegen.h"
#include "quadrant/engine/mate_job.h"
#include "quadrant/engine/weakened_search.h"

namespace quadrant {
namespace {

// Whether a command's `limits` ask for a move in a game rather than for an analysis (see
// bookMove).
bool asksForGameMove(const SearchLimits& limits, Color us) {
  const bool timed = limits.movetime > 0 || limits.time[us] >= 0;
  const bool analysis = limits.infinite || limits.ponder || limits.depth || limits.nodes ||
                        limits.mate || !limits.searchMoves.empty();
  return timed && !analysis;
}

}  // namespace

Engine::Engine() : search_(tt_) {
  for (const EngineOption& option : engineOptions()) {
    if (option.spec.type != OptionType::Spin && option.spec.type != OptionType::Check) continue;
    std::string
        ignored;  // only the table can refuse its default (no memory), and it keeps its size
    option.set(parts(), {option.spec.defaultValue, ""}, &ignored);
  }
}

bool Engine::setOption(const EngineOption& option, const std::string& value, std::string* message) {
  long long number = 0;
  if (!parseOptionValue(option.spec, value, &number, message)) return false;
  // The search must not see the table, the tablebases or its threads change.
  if (option.reach == OptionReach::RunningSearch) stop();
  return option.set(parts(), {number, value}, message);
}

void Engine::start(Job job) {
  stop();
  job.limits.multiPv = settings_.multiPv;
  if (settings_.limitStrength && !job.limits.infinite && !job.limits.mate)
    job = weakenedJob(std::move(job), strengthLevel(settings_.elo), random_(),
                      settings_.moveOverheadMs);
  job.onResult = withPonderMove(job.root, std::move(job.onResult));
  abandoned_ = false;
  stopRequested_ = false;
  holdsResult_ = job.hold;
  infinite_ = job.limits.infinite;
  {
    std::lock_guard<std::mutex> lock(holdMutex_);
    held_ = job.hold;
  }
  // Made here, not on the search thread, so that a stop right after go reaches it.
  mateFinder_ =
      job.limits.mate ? std::make_unique<MateFinder>(mateFinderOptions(job.limits)) : nullptr;
  // Read here, once: the protocol thread may change the option while the search runs.
  const std::int64_t moveOverheadMs = settings_.moveOverheadMs;
  search_.setTablebases({&tablebases_, settings_.syzygyProbeDepth, settings_.syzygyProbeLimit,
                         settings_.syzygy50MoveRule});
  search_.prepare(job.limits, moveOverheadMs);
  const auto answerTime =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(job.answerAfterMs);
  thread_ = std::thread([this, moveOverheadMs, answerTime, job = std::move(job)] {
    const SearchResult result = mateFinder_ ? runMateJob(job, moveOverheadMs)
                                            : search_.run(job.root, job.history, job.onInfo);
    for (const std::string& problem : tablebases_.takeProblems())
      if (job.onNotice) job.onNotice(problem);
    {
      std::unique_lock<std::mutex> lock(holdMutex_);
      holdReleased_.wait(lock, [this] { return !held_; });
      // stop() raises the flag, then takes this lock (release) and notifies: no wake-up is lost.
      holdReleased_.wait_until(lock, answerTime, [this] { return stopRequested_.load(); });
    }
    if (!abandoned_ && job.onResult) job.onResult(result);
  });
}

void Engine::startTask(Task task) {
  stop();
  stopRequested_ = false;
  holdsResult_ = false;
  infinite_ = false;
  mateFinder_ = nullptr;
  thread_ = std::thread([this, task = std::move(task)] { task(stopRequested_); });
}

// The mate finder's proven mate, or else a short normal search's move. The fallback's
// prepare() clears the search's stop flag, so a stop that came in meanwhile is re-applied from
// the engine's own flag: either stop() sets the flag before this reads it, or its search_.stop()
// comes after prepare().
SearchResult Engine::runMateJob(const Job& job, std::int64_t moveOverheadMs) {
  const auto start = std::chrono::steady_clock::now();
  const MateResult mate = mateFinder_->solve(job.root);
  if (!mate.found()) {
    if (job.onNotice) job.onNotice(noMateText(mate, mateFinderOptions(job.limits).maxMoves));
    search_.prepare(fallbackLimits(job.limits, mate), moveOverheadMs);
    if (stopRequested_) search_.stop();
    return search_.run(job.root, job.history, job.onInfo);
  }
  const auto elapsed = std::chrono::steady_clock::now() - start;
  const SearchInfo info =
      mateInfo(mate, std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count());
  if (job.onInfo) job.onInfo(info);
  SearchResult result;
  result.best = mate.pv.front();
  if (mate.pv.size() > 1) result.ponder = mate.pv[1];
  result.score = info.score;
  result.depth = info.depth;
  return result;
}

Move Engine::bookMove(const Position& pos, const SearchLimits& limits, std::string* notice) {
  if (settings_.analyseMode || settings_.multiPv > 1 || !asksForGameMove(limits, pos.sideToMove()))
    return Move::none();
  return book_.choose(pos, notice);
}

void Engine::release() {
  {
    std::lock_guard<std::mutex> lock(holdMutex_);
    held_ = false;
  }
  holdReleased_.notify_all();
}

void Engine::stop() {
  if (!thread_.joinable()) return;
  stopRequested_ = true;
  if (mateFinder_) mateFinder_->stop();
  search_.stop();
  release();
  thread_.join();
}

void Engine::abandon() {
  abandoned_ = true;
  stop();
}

void Engine::ponderhit() {
  search_.ponderhit();
  if (!infinite_) release();
}

void Engine::ponderhit(const SearchLimits& clock, Color us) {
  search_.ponderhit(clock, us);
  if (!infinite_) release();
}

void Engine::finish() {
  if (holdsResult_)
    stop();
  else
    wait();
}

void Engine::wait() {
  if (thread_.joinable()) thread_.join();
}

void Engine::newGame() {
  stop();
  forgetGame(parts());
}

// A result with a best move always offers a ponder move when the hash table has a legal reply
// to it (as Stockfish does): a PV cut to one move (a fail high, a stop mid-iteration) would
// leave a pondering GUI nothing to ponder on. Run on the search thread once the search has
// ended, so the table no longer changes.
Engine::ResultCallback Engine::withPonderMove(const Position& root, ResultCallback onResult) {
  if (!onResult) return onResult;
  return [this, root, onResult = std::move(onResult)](const SearchResult& result) {
    if (!result.best || result.ponder) return onResult(result);
    Position after = root;
    after.makeMove(result.best);
    SearchResult completed = result;
    completed.ponder = hashMove(after);
    onResult(completed);
  };
}

Move Engine::hashMove(const Position& pos) const {
  TTHit entry;
  if (tt_.probe(pos.key(), 0, &entry) && entry.move && isLegal(pos, entry.move)) return entry.move;
  return Move::none();
}

}  // namespace quadrant

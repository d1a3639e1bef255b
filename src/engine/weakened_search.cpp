#include "quadrant/engine/weakened_search.h"

#include <algorithm>
#include <memory>
#include <random>

#include "quadrant/engine/move_choice.h"
#include "quadrant/search/timeman.h"

namespace quadrant {
namespace {

// What the wrapped callbacks share. Both run on the search thread, one after the other.
struct Candidates {
  StrengthLevel level;
  std::mt19937_64 random;
  int shownLines = 1;             // the GUI's MultiPV
  std::vector<SearchInfo> lines;  // per MultiPV slot, the latest complete line
  std::uint64_t nodes = 0;        // of the latest report
  std::int64_t elapsedMs = 0;
  Search::InfoCallback onInfo;
  Engine::ResultCallback onResult;

  void record(const SearchInfo& info) {
    nodes = std::max(nodes, info.nodes);
    elapsedMs = std::max(elapsedMs, info.elapsedMs);
    if (info.currMove || info.bound != Bound::Exact || info.pv.empty()) return;
    if (lines.size() < std::size_t(info.multiPv)) lines.resize(std::size_t(info.multiPv));
    lines[std::size_t(info.multiPv - 1)] = info;
  }

  // The candidates: each move once, by its deepest line (a slot not yet searched again at the
  // current depth still holds the previous depth's line).
  std::vector<SearchInfo> distinctLines() const {
    std::vector<SearchInfo> distinct;
    for (const SearchInfo& line : lines) {
      if (line.pv.empty()) continue;
      const auto same = std::find_if(distinct.begin(), distinct.end(),
                                     [&](const SearchInfo& d) { return d.pv[0] == line.pv[0]; });
      if (same == distinct.end())
        distinct.push_back(line);
      else if (line.depth > same->depth)
        *same = line;
    }
    return distinct;
  }

  SearchResult choose(SearchResult result) {
    const std::vector<SearchInfo> candidates = distinctLines();
    if (candidates.empty()) return result;
    std::vector<int> scores;
    for (const SearchInfo& line : candidates) scores.push_back(line.score);
    SearchInfo chosen = candidates[chooseCandidate(scores, level, random)];
    if (chosen.pv[0] == result.best) return result;
    chosen.multiPv = 1;
    chosen.nodes = nodes;
    chosen.elapsedMs = elapsedMs;
    if (onInfo) onInfo(chosen);
    result.best = chosen.pv[0];
    result.ponder = chosen.pv.size() > 1 ? chosen.pv[1] : Move::none();
    result.score = chosen.score;
    result.depth = chosen.depth;
    return result;
  }
};

std::uint64_t tighter(std::uint64_t limit, std::uint64_t levelLimit) {
  return limit ? std::min(limit, levelLimit) : levelLimit;
}

}  // namespace

Engine::Job weakenedJob(Engine::Job job, const StrengthLevel& level, std::uint64_t seed,
                        std::int64_t moveOverheadMs) {
  auto candidates = std::make_shared<Candidates>();
  candidates->level = level;
  candidates->random.seed(seed);
  candidates->shownLines = job.limits.multiPv;
  candidates->onInfo = std::move(job.onInfo);
  candidates->onResult = std::move(job.onResult);

  SearchLimits& limits = job.limits;
  job.answerAfterMs = allocateTime(limits, job.root.sideToMove(), moveOverheadMs).softMs *
                      LEVEL_THINKING_PERCENT / 100;
  limits.nodes = tighter(limits.nodes, level.nodes);
  limits.depth = int(tighter(std::uint64_t(limits.depth), std::uint64_t(level.depth)));
  limits.multiPv = std::max(limits.multiPv, level.candidates);

  job.onInfo = [candidates](const SearchInfo& info) {
    candidates->record(info);
    if (candidates->onInfo && info.multiPv <= candidates->shownLines) candidates->onInfo(info);
  };
  job.onResult = [candidates](const SearchResult& result) {
    const SearchResult chosen = candidates->choose(result);
    if (candidates->onResult) candidates->onResult(chosen);
  };
  return job;
}

}  // namespace quadrant

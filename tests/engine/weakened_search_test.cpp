#include <catch2/catch.hpp>
#include <set>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/engine/weakened_search.h"

using namespace quadrant;

namespace {

struct WeakenedRun {
  std::vector<SearchInfo> shown;  // the info lines the GUI would see
  SearchResult result;
  std::uint64_t nodes = 0;
};

// Runs the weakened job as the engine does, on a fresh search (one thread, an empty table), so
// that a run depends only on the position, the limits, the level and the seed.
WeakenedRun runWeakened(const Position& pos, const StrengthLevel& level, std::uint64_t seed,
                        const SearchLimits& limits = {}) {
  TranspositionTable tt(4);
  Search search(tt);
  WeakenedRun run;
  Engine::Job job;
  job.limits = limits;
  job.root = pos;
  job.onInfo = [&](const SearchInfo& info) { run.shown.push_back(info); };
  job.onResult = [&](const SearchResult& result) { run.result = result; };
  job = weakenedJob(std::move(job), level, seed, 0);
  search.prepare(job.limits, 0);
  job.onResult(search.run(pos, {}, job.onInfo));
  run.nodes = search.nodesSearched();
  return run;
}

std::vector<Position> somePositions() {
  std::vector<Position> positions = test::suitePositions({"standard.epd"}, false);
  positions.resize(8);
  positions.push_back(test::positionAfter("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"));
  positions.push_back(test::positionAfter("d2d4 g8f6 c2c4 e7e6 b1c3 f8b4"));
  return positions;
}

}  // namespace

TEST_CASE("A weakened search keeps to its level's nodes and depth and shows the move it plays",
          "[strength]") {
  for (int elo : {MIN_ELO, 1600, 1900, 2200}) {
    const StrengthLevel level = strengthLevel(elo);
    for (const Position& pos : somePositions()) {
      INFO(elo << ' ' << pos.fen());
      const WeakenedRun run = runWeakened(pos, level, 11);
      CHECK(run.nodes <= level.nodes);
      REQUIRE(!run.shown.empty());
      for (const SearchInfo& info : run.shown) {
        CHECK(info.depth <= level.depth);
        CHECK(info.multiPv == 1);  // the internal candidates stay hidden
      }
      REQUIRE(isLegal(pos, run.result.best));
      // The last line shown is the move played, with its score.
      CHECK(run.shown.back().pv.front() == run.result.best);
      CHECK(run.shown.back().score == run.result.score);
    }
  }
}

TEST_CASE("The GUI's own limits still hold under a strength level", "[strength]") {
  SearchLimits limits;
  limits.nodes = 150;
  const WeakenedRun run = runWeakened(Position(), strengthLevel(2200), 3, limits);
  CHECK(run.nodes <= 150);
  CHECK(isLegal(Position(), run.result.best));
}

TEST_CASE("Lower levels of the real search play more different moves", "[strength]") {
  // Counted over several positions: in one position a strong level too may hesitate between a
  // few equally good moves.
  const std::vector<Position> positions = somePositions();
  std::size_t weakMoves = 0, strongMoves = 0;
  for (const Position& pos : positions) {
    std::set<std::uint16_t> weak, strong;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      weak.insert(runWeakened(pos, strengthLevel(MIN_ELO), seed).result.best.raw());
      strong.insert(runWeakened(pos, strengthLevel(2200), seed).result.best.raw());
    }
    weakMoves += weak.size();
    strongMoves += strong.size();
  }
  CHECK(weakMoves >= 2 * positions.size());
  CHECK(weakMoves > strongMoves);
}

TEST_CASE("The top level plays the move of the full-strength search", "[strength]") {
  SearchLimits limits;
  limits.depth = 7;
  for (const Position& pos : somePositions()) {
    TranspositionTable tt(4);
    Search search(tt);
    search.prepare(limits, 0);
    const SearchResult full = search.run(pos, {}, nullptr);
    const WeakenedRun top = runWeakened(pos, strengthLevel(MAX_ELO), 9, limits);
    INFO(pos.fen());
    CHECK(top.result.best == full.best);
    CHECK(top.result.score == full.score);
  }
}

// The level's budget ends the search in milliseconds; a person on a clock expects a move that
// took some thought: half of what the clock would give a full-strength search.
TEST_CASE("A weakened game search answers after its share of the time plan, no sooner",
          "[strength]") {
  const Position pos = test::positionAfter("e2e4 e7e5");
  SearchLimits clock;
  clock.time[WHITE] = clock.time[BLACK] = 60000;
  clock.increment[WHITE] = clock.increment[BLACK] = 1000;
  const std::int64_t plan = allocateTime(clock, pos.sideToMove(), 30).softMs;
  const auto weakened = [&](const SearchLimits& limits) {
    Engine::Job job;
    job.limits = limits;
    job.root = pos;
    return weakenedJob(std::move(job), strengthLevel(MIN_ELO), 1, 30);
  };
  CHECK(weakened(clock).answerAfterMs == plan * LEVEL_THINKING_PERCENT / 100);
  CHECK(weakened(clock).answerAfterMs > 500);
  SearchLimits movetime;
  movetime.movetime = 1000;
  CHECK(weakened(movetime).answerAfterMs == (1000 - 30) * LEVEL_THINKING_PERCENT / 100);
  SearchLimits depth;
  depth.depth = 5;
  CHECK(weakened(depth).answerAfterMs == 0);  // no clock: no time to take
}

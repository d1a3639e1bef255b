// A search stopped in the middle of an iteration plays the root move that last raised alpha in
// it (its completed search beat every move searched before it at the new depth), and the last
// line it reports is always the line of the move it plays.
#include <catch2/catch.hpp>
#include <memory>

#include "quadrant/core/position.h"
#include "quadrant/search/search.h"

using namespace quadrant;

namespace {

struct Run {
  SearchResult result;
  std::vector<SearchInfo> lines;  // the first-line reports, in order
};

// A single-threaded search of `nodes` nodes from a fresh table: the same search path every time,
// so a search of fewer nodes is the start of a longer one, cut short.
Run searchNodes(const Position& pos, std::uint64_t nodes) {
  auto table = std::make_unique<TranspositionTable>(4);
  Search search(*table);
  SearchLimits limits;
  limits.nodes = nodes;
  search.prepare(limits, 0);
  Run run;
  run.result = search.run(pos, {}, [&run](const SearchInfo& info) {
    if (!info.currMove && info.multiPv == 1) run.lines.push_back(info);
  });
  return run;
}

// The lines of the iterations that a search of `nodes` nodes completes, read from a longer run:
// exact lines reported with fewer nodes than that.
std::vector<SearchInfo> completedIterations(const Run& longer, std::uint64_t nodes) {
  std::vector<SearchInfo> completed;
  for (const SearchInfo& line : longer.lines)
    if (line.bound == Bound::Exact && line.nodes < nodes) completed.push_back(line);
  return completed;
}

}  // namespace

TEST_CASE("A search cut short in an iteration plays that iteration's best move so far",
          "[search]") {
  // Long enough that, in these positions, some iteration the stops cut short has changed its
  // mind (with better move ordering the first move is more often the best, and changes come
  // in deeper iterations).
  constexpr std::uint64_t LONGEST = 200000;
  constexpr int STOPS = 24;
  int playedFromCutIteration = 0, newMovePlayed = 0;
  for (const char* fen : {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                          "rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
                          "r2q1rk1/pp2bppp/2n1bn2/3p4/3P4/2NB1N2/PP3PPP/R1BQR1K1 w - - 6 11"}) {
    Position pos;
    REQUIRE(pos.setFen(fen));
    const Run longest = searchNodes(pos, LONGEST);
    for (int stop = 1; stop < STOPS; ++stop) {
      const std::uint64_t nodes = LONGEST * std::uint64_t(stop) / STOPS;
      INFO(fen << " at " << nodes << " nodes");
      const Run run = searchNodes(pos, nodes);
      REQUIRE(!run.lines.empty());
      CHECK(run.lines.back().pv.front() == run.result.best);
      const std::vector<SearchInfo> completed = completedIterations(longest, nodes);
      REQUIRE(!completed.empty());
      if (run.result.depth > completed.back().depth) {
        ++playedFromCutIteration;
        CHECK(run.result.depth == completed.back().depth + 1);
        CHECK(run.lines.back().depth == run.result.depth);
        newMovePlayed += run.result.best != completed.back().pv.front();
      } else {
        CHECK(run.result.best == completed.back().pv.front());
      }
    }
  }
  WARN(playedFromCutIteration << " " << newMovePlayed);
  CHECK(playedFromCutIteration > 0);
  CHECK(newMovePlayed > 0);
}

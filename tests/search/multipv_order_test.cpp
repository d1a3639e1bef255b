// MultiPV: each line after the first is searched without the moves heading the lines before it,
// inside its own aspiration window, so a later line can come back with a better score than an
// earlier one. The lines of an iteration are reported best first (multipv 1 is the best line,
// as GUIs and python-chess's analyse take it), and the move played heads the best line.
#include <catch2/catch.hpp>
#include <map>
#include <memory>

#include "quadrant/core/position.h"
#include "quadrant/search/search.h"

using namespace quadrant;

TEST_CASE("MultiPV lines are reported best first and the best line is played", "[search]") {
  int iterations = 0;
  for (const char* fen : {"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                          "rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
                          "r2q1rk1/pp2bppp/2n1bn2/3p4/3P4/2NB1N2/PP3PPP/R1BQR1K1 w - - 6 11",
                          "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"}) {
    Position pos;
    REQUIRE(pos.setFen(fen));
    auto table = std::make_unique<TranspositionTable>(4);
    Search search(*table);
    SearchLimits limits;
    limits.depth = 9;
    limits.multiPv = 3;
    search.prepare(limits, 0);
    std::map<int, std::vector<SearchInfo>> byDepth;  // the exact lines, in the order reported
    const SearchResult result = search.run(pos, {}, [&byDepth](const SearchInfo& info) {
      if (!info.currMove && info.bound == Bound::Exact) byDepth[info.depth].push_back(info);
    });
    for (const auto& [depth, lines] : byDepth) {
      INFO(fen << " depth " << depth);
      REQUIRE(lines.size() == 3);
      for (std::size_t i = 0; i < lines.size(); ++i) {
        CHECK(lines[i].multiPv == int(i) + 1);
        if (i > 0) CHECK(lines[i].score <= lines[i - 1].score);
      }
      ++iterations;
    }
    INFO(fen);
    REQUIRE(byDepth.count(9) == 1);
    CHECK(result.best == byDepth[9].front().pv.front());
    CHECK(result.score == byDepth[9].front().score);
  }
  CHECK(iterations == 4 * 9);
}

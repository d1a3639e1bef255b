#include "quadrant/tools/fresh_search.h"

#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/core/movegen.h"

using namespace quadrant;
using test::positionOf;

namespace {

SearchLimits nodeLimit(std::uint64_t nodes) {
  SearchLimits limits;
  limits.nodes = nodes;
  return limits;
}

bool isLegalLine(Position pos, const std::vector<Move>& line) {
  for (Move m : line) {
    if (!legalMoves(pos).contains(m)) return false;
    pos.makeMove(m);
  }
  return true;
}

}  // namespace

TEST_CASE("A fresh search finds the same line whatever it searched before", "[selfplay]") {
  const Position middlegame =
      positionOf("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8");
  const Position other = positionOf("8/5pk1/6p1/8/3R4/6P1/5PKP/3r4 b - - 0 40");
  FreshSearch search(1);
  const SearchedLine first = search.run(middlegame, nodeLimit(3000));
  search.run(other, nodeLimit(3000));
  const SearchedLine again = search.run(middlegame, nodeLimit(3000));
  REQUIRE_FALSE(first.pv.empty());
  CHECK(isLegalLine(middlegame, first.pv));
  CHECK(again.score == first.score);
  CHECK(again.pv == first.pv);
}

TEST_CASE("A fresh search's line runs to the depth it was given", "[selfplay]") {
  SearchLimits limits;
  limits.depth = 5;
  FreshSearch search(1);
  const SearchedLine line = search.run(Position(), limits);
  CHECK(line.pv.size() >= 5);
  CHECK(isLegalLine(Position(), line.pv));
}

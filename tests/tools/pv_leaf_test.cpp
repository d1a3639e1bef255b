#include "quadrant/tools/pv_leaf.h"

#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/tools/quiescence_leaf.h"

using namespace quadrant;
using test::gamePly;
using test::positionOf;

namespace {

std::optional<Position> leafAt(const Position& pos, int depth) {
  FreshSearch search(1);
  Evaluator evaluator;
  return pvLeaf(pos, depth, search, evaluator);
}

bool isOwnQuiescenceLeaf(const Position& pos) {
  Evaluator evaluator;
  return quiescenceLeaf(pos, evaluator).key() == pos.key();
}

}  // namespace

TEST_CASE("Resolved at depth 0, a position is its quiescence leaf", "[selfplay]") {
  const Position hanging = positionOf("4k3/pp6/8/3r4/8/8/PP1Q4/4K3 w - - 0 1");
  const std::optional<Position> leaf = leafAt(hanging, 0);
  REQUIRE(leaf);
  CHECK(leaf->key() == positionOf("4k3/pp6/8/3Q4/8/8/PP6/4K3 b - - 0 1").key());
}

TEST_CASE("The PV leaf is the end of the search's PV, quiet, the depth away", "[selfplay]") {
  const Position middlegame =
      positionOf("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8");
  const int depth = 5;
  FreshSearch search(1);
  SearchLimits limits;
  limits.depth = depth;
  Position pvEnd = middlegame;
  for (Move m : search.run(middlegame, limits).pv) pvEnd.makeMove(m);
  Evaluator evaluator;
  const Position expected = quiescenceLeaf(pvEnd, evaluator);

  const std::optional<Position> leaf = leafAt(middlegame, depth);
  REQUIRE(leaf);
  INFO(leaf->fen());
  CHECK(leaf->key() == expected.key());
  CHECK(gamePly(*leaf) - gamePly(middlegame) >= depth);
  CHECK_FALSE(leaf->inCheck());
  CHECK(isOwnQuiescenceLeaf(*leaf));
}

TEST_CASE("A deeper resolution plays out a tactic quiescence does not see", "[selfplay]") {
  // Nc7+ forks king and rook: no capture yet, so quiescence leaves the position as it is; a
  // search of a few plies takes the rook.
  const Position fork = positionOf("r3k3/pp6/8/1N6/8/8/PPP5/6K1 w - - 0 1");
  const std::optional<Position> quiet = leafAt(fork, 0), deep = leafAt(fork, 4);
  REQUIRE(quiet);
  REQUIRE(deep);
  CHECK(quiet->key() == fork.key());
  INFO(deep->fen());
  CHECK((deep->rooks() & deep->pieces(BLACK)) == 0);
}

TEST_CASE("A position the search finds a mate in is not resolved", "[selfplay]") {
  // Ra8# at once: the leaf would be a mate, which the evaluation does not score.
  const Position mateInOne = positionOf("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
  CHECK_FALSE(leafAt(mateInOne, 3));
  // Quiescence alone sees no mate: the position is its own leaf.
  const std::optional<Position> quiet = leafAt(mateInOne, 0);
  REQUIRE(quiet);
  CHECK(quiet->key() == mateInOne.key());
}

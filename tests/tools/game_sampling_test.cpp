#include "quadrant/tools/game_sampling.h"

#include <catch2/catch.hpp>
#include <set>

#include "../support.h"
#include "quadrant/core/notation.h"
#include "quadrant/eval/score.h"

using namespace quadrant;
using test::positionOf;

namespace {

std::vector<std::size_t> allOf(std::size_t n) {
  std::vector<std::size_t> all;
  for (std::size_t i = 0; i < n; ++i) all.push_back(i);
  return all;
}

}  // namespace

TEST_CASE("A sample of a game takes one position from each of its stretches", "[selfplay]") {
  std::mt19937_64 random(1);
  for (std::size_t candidates : {10u, 25u, 100u, 397u}) {
    CAPTURE(candidates);
    const std::vector<std::size_t> kept = spreadSample(candidates, 10, random);
    REQUIRE(kept.size() == 10);
    for (std::size_t k = 0; k < kept.size(); ++k) {
      CAPTURE(k);
      CHECK(kept[k] >= k * candidates / 10);
      CHECK(kept[k] < (k + 1) * candidates / 10);
    }
  }
}

TEST_CASE("A game with no more candidates than asked for keeps them all", "[selfplay]") {
  std::mt19937_64 random(1);
  CHECK(spreadSample(7, 10, random) == allOf(7));
  CHECK(spreadSample(10, 10, random) == allOf(10));
  CHECK(spreadSample(0, 10, random).empty());
  CHECK(spreadSample(50, 0, random) == allOf(50));  // 0: every candidate
}

TEST_CASE("A sample's positions are drawn at random within their stretches", "[selfplay]") {
  std::mt19937_64 random(1);
  std::set<std::size_t> firsts;
  for (int game = 0; game < 50; ++game) firsts.insert(spreadSample(100, 10, random)[0]);
  CHECK(firsts.size() > 5);  // of the 10 positions of the first stretch
}

TEST_CASE("Only quiet positions are candidates", "[selfplay]") {
  const Position quiet = positionOf("r3k2r/ppp2ppp/2n5/3q4/3P4/2N5/PPP2PPP/R2QK2R w KQkq - 0 1");
  const Position inCheck = positionOf("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
  const auto move = [](const Position& pos, const char* uci) {
    const Move m = parseUciMove(pos, uci);
    REQUIRE(m);
    return m;
  };
  CHECK(isQuietSample(quiet, move(quiet, "a2a3"), 30));
  CHECK_FALSE(isQuietSample(quiet, move(quiet, "c3d5"), 30));  // a capture
  CHECK_FALSE(isQuietSample(quiet, move(quiet, "a2a3"), SCORE_MATE - 5));
  CHECK_FALSE(isQuietSample(inCheck, move(inCheck, "e1e2"), -300));
  const Position promoting = positionOf("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  CHECK_FALSE(isQuietSample(promoting, move(promoting, "b7b8q"), 900));
}

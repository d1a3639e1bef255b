#include "quadrant/tools/balanced_start.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>
#include <vector>

#include "../support.h"
#include "quadrant/core/movegen.h"

using namespace quadrant;
using test::gamePly;
using test::positionOf;

namespace {

constexpr std::uint64_t CHECK_NODES = 500;

StartRule ruleWith(int plies, int margin) {
  StartRule rule;
  rule.randomPlies = plies;
  rule.margin = margin;
  rule.nodes = CHECK_NODES;
  return rule;
}

// The score the start check gives `pos`, from the side to move's view.
int checkedScore(const Position& pos, FreshSearch& search) {
  SearchLimits limits;
  limits.nodes = CHECK_NODES;
  return search.run(pos, limits).score;
}

std::vector<std::string> startsFrom(std::uint64_t seed, const StartRule& rule, int count,
                                    FreshSearch& search) {
  std::mt19937_64 random(seed);
  std::vector<std::string> fens;
  for (int i = 0; i < count; ++i)
    fens.push_back(balancedStart(Position(), rule, random, search).fen());
  return fens;
}

}  // namespace

TEST_CASE("A balanced start is the random plies away and scored within the margin", "[selfplay]") {
  FreshSearch search(1);
  std::mt19937_64 random(3);
  for (int i = 0; i < 8; ++i) {
    const Position start = balancedStart(Position(), ruleWith(8, 60), random, search);
    CAPTURE(start.fen());
    CHECK(gamePly(start) == 8);
    CHECK_FALSE(legalMoves(start).empty());
    CHECK(std::abs(checkedScore(start, search)) <= 60);
  }
}

TEST_CASE("A start the check scores outside the margin is drawn again", "[selfplay]") {
  // A seed whose first draw of random plies is lopsided: with no margin to speak of it is the
  // start; with the margin, another draw is.
  FreshSearch search(1);
  const StartRule anything = ruleWith(8, 10000), balanced = ruleWith(8, 50);
  std::uint64_t seed = 1;
  Position unfiltered;
  for (; seed <= 50; ++seed) {
    std::mt19937_64 random(seed);
    unfiltered = balancedStart(Position(), anything, random, search);
    if (std::abs(checkedScore(unfiltered, search)) > 200) break;
  }
  REQUIRE(seed <= 50);
  std::mt19937_64 random(seed);
  const Position start = balancedStart(Position(), balanced, random, search);
  CHECK(start.fen() != unfiltered.fen());
  CHECK(std::abs(checkedScore(start, search)) <= 50);
}

TEST_CASE("The same seed gives the same starts, another seed others", "[selfplay]") {
  FreshSearch search(1), another(1);
  const StartRule rule = ruleWith(8, 100);
  const std::vector<std::string> starts = startsFrom(5, rule, 4, search);
  CHECK(startsFrom(5, rule, 4, another) == starts);
  CHECK(startsFrom(6, rule, 4, search) != starts);
  // Four draws from one seed differ from each other too.
  for (std::size_t i = 1; i < starts.size(); ++i) CHECK(starts[i] != starts[i - 1]);
}

TEST_CASE("With no random plies the opening is the start, unjudged", "[selfplay]") {
  // A lopsided opening: White a queen up.
  const Position lopsided = positionOf("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  FreshSearch search(1);
  std::mt19937_64 random(1);
  CHECK(balancedStart(lopsided, ruleWith(0, 100), random, search).fen() == lopsided.fen());
}

TEST_CASE("An opening no random plies can balance still gives a start", "[selfplay]") {
  // Two queens and two rooks up: two random plies lose at most one of them, so no draw comes
  // within the margin, and after MAX_START_DRAWS draws the most balanced is kept.
  const Position won = positionOf("7k/8/8/8/8/8/8/1QQRRK2 w - - 0 1");
  FreshSearch search(1);
  std::mt19937_64 random(1);
  StartRule rule = ruleWith(2, 100);
  rule.nodes = 50;
  const Position start = balancedStart(won, rule, random, search);
  CHECK(start.fullmoveNumber() == 2);
  CHECK(start.sideToMove() == WHITE);
  CHECK(popcount(start.occupied()) >= 5);
  SearchLimits limits;
  limits.nodes = 50;
  CHECK(std::abs(search.run(start, limits).score) > 100);
}

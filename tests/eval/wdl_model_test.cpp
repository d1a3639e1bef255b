#include <catch2/catch.hpp>

#include "quadrant/eval/score.h"
#include "quadrant/eval/wdl_model.h"

using namespace quadrant;

namespace {

constexpr int MATERIALS[] = {0, 5, 10, 20, 30, 40, 50, 60, 70, 78, 90};

}  // namespace

TEST_CASE("The material of the model counts both colours in pawn units", "[wdl]") {
  CHECK(wdlMaterial(Position()) == 78);
  Position pos;
  REQUIRE(pos.setFen("4k3/8/8/3r4/8/8/1PP5/2KB4 w - - 0 1"));
  CHECK(wdlMaterial(pos) == 2 + 3 + 5);
}

TEST_CASE("Win, draw and loss are per mille and add up to 1000", "[wdl]") {
  for (int material : MATERIALS)
    for (int score = -3000; score <= 3000; score += 7) {
      const Wdl wdl = wdlFromScore(score, material);
      INFO(material << ' ' << score);
      REQUIRE(wdl.win >= 0);
      REQUIRE(wdl.draw >= 0);
      REQUIRE(wdl.loss >= 0);
      REQUIRE(wdl.win + wdl.draw + wdl.loss == 1000);
    }
  const Wdl knownWin = wdlFromScore(SCORE_KNOWN_WIN + 300, 4);
  CHECK(knownWin.win + knownWin.draw + knownWin.loss == 1000);
}

TEST_CASE("A better score never lowers the chance to win or raises the chance to lose", "[wdl]") {
  for (int material : MATERIALS) {
    Wdl previous = wdlFromScore(-3000, material);
    for (int score = -2999; score <= 3000; ++score) {
      const Wdl wdl = wdlFromScore(score, material);
      INFO(material << ' ' << score);
      REQUIRE(wdl.win >= previous.win);
      REQUIRE(wdl.loss <= previous.loss);
      previous = wdl;
    }
    CHECK(wdlFromScore(-3000, material).loss > 990);
    CHECK(wdlFromScore(3000, material).win > 990);
  }
}

TEST_CASE("The model is symmetric: a score for one side is the negated score for the other",
          "[wdl]") {
  for (int material : MATERIALS)
    for (int score = 0; score <= 2000; score += 13) {
      const Wdl ours = wdlFromScore(score, material), theirs = wdlFromScore(-score, material);
      INFO(material << ' ' << score);
      CHECK(ours.win == theirs.loss);
      CHECK(ours.loss == theirs.win);
      CHECK(ours.draw == theirs.draw);
    }
}

TEST_CASE("Mate scores are certain", "[wdl]") {
  for (int material : MATERIALS) {
    const Wdl mating = wdlFromScore(SCORE_MATE - 5, material);
    const Wdl mated = wdlFromScore(-SCORE_MATE + 8, material);
    CHECK((mating.win == 1000 && mating.draw == 0 && mating.loss == 0));
    CHECK((mated.win == 0 && mated.draw == 0 && mated.loss == 1000));
  }
}

// What the self-play data says (docs/wdl.md): of the positions scored within 25 cp of 0, 94%
// were drawn with at most 15 pawn units of material on the board and 76% with 16 to 30; with
// more material the games were decisive more often, but a draw stayed the likeliest single
// result of a level score.
TEST_CASE("A level score is mostly a draw in the endgame, and a draw is its likeliest result",
          "[wdl]") {
  for (int material : {5, 10, 15}) {
    INFO(material);
    CHECK(wdlFromScore(0, material).draw > 800);
  }
  for (int material : {20, 25, 30}) {
    INFO(material);
    CHECK(wdlFromScore(0, material).draw > 550);
  }
  for (int material : MATERIALS) {
    const Wdl level = wdlFromScore(0, material);
    INFO(material);
    CHECK(level.draw > level.win);
    CHECK(level.win == level.loss);
  }
  // More material, more decisive: the draw chance of a level score falls from the endgame on.
  CHECK(wdlFromScore(0, 10).draw > wdlFromScore(0, 30).draw);
  CHECK(wdlFromScore(0, 30).draw > wdlFromScore(0, 60).draw);
}

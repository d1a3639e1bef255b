#include <catch2/catch.hpp>

#include "quadrant/eval/score.h"
#include "quadrant/tools/move_judgement.h"

using namespace quadrant;

namespace {

constexpr int START_MATERIAL = 78;
constexpr int PAWN_ENDING = 4;

}  // namespace

TEST_CASE("The expected score runs from 0 to 1 with the score", "[annotate]") {
  CHECK(expectedScore(0, START_MATERIAL) == Approx(0.5).margin(0.001));
  CHECK(expectedScore(SCORE_MATE - 5, START_MATERIAL) == 1);
  CHECK(expectedScore(-(SCORE_MATE - 4), START_MATERIAL) == 0);
  double previous = 0;
  for (int score = -1500; score <= 1500; score += 100) {
    const double expected = expectedScore(score, START_MATERIAL);
    CHECK(expected >= previous);
    CHECK(expected == Approx(1 - expectedScore(-score, START_MATERIAL)).margin(0.002));
    previous = expected;
  }
  // With little material a level score is mostly a draw, and a pawn counts for less.
  CHECK(expectedScore(100, PAWN_ENDING) < expectedScore(100, START_MATERIAL));
}

TEST_CASE("A move is judged by the expected score it gives away", "[annotate]") {
  CHECK(judgeMove(0) == MoveQuality::Good);
  CHECK(judgeMove(INACCURACY_LOSS - 0.001) == MoveQuality::Good);
  CHECK(judgeMove(INACCURACY_LOSS) == MoveQuality::Inaccuracy);
  CHECK(judgeMove(MISTAKE_LOSS) == MoveQuality::Mistake);
  CHECK(judgeMove(BLUNDER_LOSS) == MoveQuality::Blunder);
  CHECK(judgeMove(1) == MoveQuality::Blunder);
  // A move the second search likes better than the first loses nothing.
  CHECK(expectedScoreLoss(20, 60, START_MATERIAL) == 0);
  // From a level middlegame: a queen hung is a blunder, a piece too, a pawn at least an
  // inaccuracy but no blunder.
  CHECK(judgeMove(expectedScoreLoss(0, -900, START_MATERIAL)) == MoveQuality::Blunder);
  CHECK(judgeMove(expectedScoreLoss(0, -320, START_MATERIAL)) == MoveQuality::Blunder);
  const MoveQuality pawn = judgeMove(expectedScoreLoss(0, -100, START_MATERIAL));
  CHECK(pawn != MoveQuality::Good);
  CHECK(pawn != MoveQuality::Blunder);
  // A win kept is no loss however much slower; a mate let go for a level game is a blunder.
  CHECK(judgeMove(expectedScoreLoss(SCORE_MATE - 3, 1500, START_MATERIAL)) == MoveQuality::Good);
  CHECK(judgeMove(expectedScoreLoss(SCORE_MATE - 3, 0, START_MATERIAL)) == MoveQuality::Blunder);
  // When the game is lost anyway, another pawn changes little.
  CHECK(judgeMove(expectedScoreLoss(-900, -1000, START_MATERIAL)) == MoveQuality::Good);
}

TEST_CASE("The marks are the traditional glyphs", "[annotate]") {
  CHECK(qualityGlyph(MoveQuality::Good).empty());
  CHECK(qualityGlyph(MoveQuality::Inaccuracy) == "?!");
  CHECK(qualityGlyph(MoveQuality::Mistake) == "?");
  CHECK(qualityGlyph(MoveQuality::Blunder) == "??");
  CHECK(qualityName(MoveQuality::Mistake) == "Mistake");
}

#include "quadrant/search/correction_history.h"

#include <catch2/catch.hpp>

#include "quadrant/eval/score.h"

using namespace quadrant;

namespace {

Position fromFen(const char* fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return pos;
}

}  // namespace

TEST_CASE("The correction learns what searches found with the same pawns", "[correction]") {
  const Position pos = fromFen("r3k2r/pp3ppp/2p5/8/3P4/8/PP3PPP/R3K2R w KQkq - 0 1");
  CorrectionHistory correction;
  REQUIRE(correction.corrected(pos, 40) == 40);
  for (int i = 0; i < 50; ++i) correction.update(pos, 10, 80, 40);
  const int learnt = correction.corrected(pos, 40);
  REQUIRE(learnt > 60);
  REQUIRE(learnt <= 80);
  // The same pawns with other pieces share the pawn table's entry alone; a position sharing no
  // part, or the other side to move, shares nothing.
  const Position samePawns = fromFen("4k3/pp3ppp/2p5/8/3P4/8/PP3PPP/4K3 w - - 0 1");
  const int pawnsAlone = correction.corrected(samePawns, 0);
  REQUIRE(pawnsAlone > 0);
  REQUIRE(pawnsAlone < learnt - 40);
  const Position unrelated = fromFen("4k3/p7/8/8/8/8/4P3/3QK3 w - - 0 1");
  REQUIRE(correction.corrected(unrelated, 0) == 0);
  const Position blackToMove = fromFen("r3k2r/pp3ppp/2p5/8/3P4/8/PP3PPP/R3K2R b KQkq - 0 1");
  REQUIRE(correction.corrected(blackToMove, 40) == 40);
  correction.clear();
  REQUIRE(correction.corrected(pos, 40) == 40);
}

TEST_CASE("A deeper search moves the correction further", "[correction]") {
  const Position pos = fromFen("4k3/pp3ppp/2p5/8/3P4/8/PP3PPP/4K3 w - - 0 1");
  CorrectionHistory shallow, deep;
  shallow.update(pos, 1, 100, 0);
  deep.update(pos, 12, 100, 0);
  REQUIRE(shallow.corrected(pos, 0) >= 0);
  REQUIRE(deep.corrected(pos, 0) > shallow.corrected(pos, 0));
}

TEST_CASE("The correction stays bounded and out of the decisive range", "[correction]") {
  const Position pos = fromFen("4k3/pp3ppp/2p5/8/3P4/8/PP3PPP/4K3 w - - 0 1");
  CorrectionHistory correction;
  for (int i = 0; i < 500; ++i) correction.update(pos, 20, 5000, 0);
  REQUIRE(correction.corrected(pos, 0) <= CorrectionHistory::MAX_CP);
  REQUIRE(correction.corrected(pos, 0) >= CorrectionHistory::MAX_CP - 1);
  REQUIRE(correction.corrected(pos, SCORE_TB_WIN_IN_MAX_PLY - 2) < SCORE_TB_WIN_IN_MAX_PLY);
  for (int i = 0; i < 500; ++i) correction.update(pos, 20, -5000, 0);
  REQUIRE(correction.corrected(pos, 0) >= -CorrectionHistory::MAX_CP);
  REQUIRE(correction.corrected(pos, -SCORE_TB_WIN_IN_MAX_PLY + 2) > -SCORE_TB_WIN_IN_MAX_PLY);
}

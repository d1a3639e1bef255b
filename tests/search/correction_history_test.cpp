#include "quadrant/search/correction_history.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <string>
#include <vector>

#include "quadrant/core/notation.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/parameters.h"

using namespace quadrant;

namespace {

Position fromFen(const char* fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return pos;
}

const char* const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A line played from the start position ("null": a null move): the position it reaches and the
// moves that reached it, oldest first, as the search keeps them for `correction`.
struct Line {
  Position pos;
  std::vector<CorrectionStep> path;
};

Line play(CorrectionHistory& correction, std::initializer_list<const char*> moves) {
  Line line{fromFen(START), {}};
  for (const char* text : moves) {
    Move played = Move::none();
    Piece piece = NO_PIECE;
    if (std::string(text) == "null") {
      line.pos.makeNullMove();
    } else {
      played = parseUciMove(line.pos, text);
      REQUIRE(played);
      line.pos.makeMove(played);
      piece = line.pos.pieceOn(played.to());
    }
    line.path.push_back(
        correction.step(played, piece, line.path.empty() ? nullptr : &line.path.back()));
  }
  return line;
}

CorrectionContext contextOf(const Line& line) {
  return CorrectionHistory::contextOf(line.path.data(), int(line.path.size()));
}

// What the context's pairs add to the position tables' correction of the line's position.
int pairsShare(const CorrectionHistory& correction, const Line& line,
               const CorrectionContext& context) {
  return correction.corrected(line.pos, 0, context) - correction.corrected(line.pos, 0);
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

TEST_CASE("The continuation correction learns what searches found after the same moves",
          "[correction]") {
  CorrectionHistory correction;
  const Line italian = play(correction, {"e2e4", "e7e5", "g1f3", "b8c6"});
  const CorrectionContext context = contextOf(italian);
  REQUIRE(correction.corrected(italian.pos, 0, context) == 0);
  for (int i = 0; i < 50; ++i) correction.update(italian.pos, 10, 80, 0, context);
  const int learnt = pairsShare(correction, italian, context);
  REQUIRE(learnt > 0);
  // The same position reached in another order pairs other moves: the position tables alone
  // correct it.
  const Line transposed = play(correction, {"g1f3", "b8c6", "e2e4", "e7e5"});
  REQUIRE(transposed.pos.key() == italian.pos.key());
  REQUIRE(pairsShare(correction, transposed, contextOf(transposed)) == 0);
  // Another position after the same two last moves (Nf3, then Nc6) shares their pair alone.
  const Line queenPawns = play(correction, {"d2d4", "d7d5", "g1f3", "b8c6"});
  const int shared = pairsShare(correction, queenPawns, contextOf(queenPawns));
  REQUIRE(shared > 0);
  REQUIRE(shared < learnt);
  correction.clear();
  REQUIRE(correction.corrected(italian.pos, 0, context) == 0);
}

TEST_CASE("A null move ends the continuation correction's pairs; castling has none",
          "[correction]") {
  CorrectionHistory correction;
  // After a null move the node has no pair to read or teach.
  const Line afterNull = play(correction, {"e2e4", "e7e5", "g1f3", "null"});
  const CorrectionContext nullContext = contextOf(afterNull);
  for (int i = 0; i < 50; ++i) correction.update(afterNull.pos, 10, 80, 0, nullContext);
  REQUIRE(pairsShare(correction, afterNull, nullContext) == 0);
  // A null move further back: the moves after it pair with the last one, e4 before it does not.
  const Line pastNull = play(correction, {"e2e4", "null", "g1f3", "e7e5", "b1c3", "b8c6"});
  const CorrectionContext pastContext = contextOf(pastNull);
  for (int i = 0; i < 50; ++i) correction.update(pastNull.pos, 10, 80, 0, pastContext);
  REQUIRE(pairsShare(correction, pastNull, pastContext) > 0);
  const Line sameEnds = play(correction, {"e2e4", "a7a6", "a2a3", "a6a5", "a3a4", "b8c6"});
  REQUIRE(pairsShare(correction, sameEnds, contextOf(sameEnds)) == 0);
  // Castling leaves no piece on its destination (its rook's square) to pair.
  const Line castled = play(correction, {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1"});
  const CorrectionContext castledContext = contextOf(castled);
  for (int i = 0; i < 50; ++i) correction.update(castled.pos, 10, 80, 0, castledContext);
  REQUIRE(pairsShare(correction, castled, castledContext) == 0);
}

TEST_CASE("The continuation correction stays bounded and out of the decisive range",
          "[correction]") {
  CorrectionHistory correction;
  const Line line = play(correction, {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4"});
  const CorrectionContext context = contextOf(line);
  const int percents = CORRECTION_PERCENT + CORRECTION_MATERIAL_PERCENT +
                       2 * CORRECTION_NON_PAWN_PERCENT + CORRECTION_CONTINUATION_2_PERCENT +
                       CORRECTION_CONTINUATION_3_PERCENT + CORRECTION_CONTINUATION_4_PERCENT +
                       CORRECTION_CONTINUATION_5_PERCENT + CORRECTION_CONTINUATION_6_PERCENT +
                       CORRECTION_CONTINUATION_7_PERCENT;
  // Every entry, the six pairs' included, saturates at MAX_CP.
  const int most = CorrectionHistory::MAX_CP * percents / 100;
  for (int i = 0; i < 500; ++i) correction.update(line.pos, 20, 5000, 0, context);
  REQUIRE(correction.corrected(line.pos, 0, context) <= most);
  REQUIRE(correction.corrected(line.pos, 0, context) >= most - 1);
  REQUIRE(correction.corrected(line.pos, SCORE_TB_WIN_IN_MAX_PLY - 2, context) <
          SCORE_TB_WIN_IN_MAX_PLY);
  for (int i = 0; i < 500; ++i) correction.update(line.pos, 20, -5000, 0, context);
  REQUIRE(correction.corrected(line.pos, 0, context) >= -most);
  REQUIRE(correction.corrected(line.pos, 0, context) <= -most + 1);
  REQUIRE(correction.corrected(line.pos, -SCORE_TB_WIN_IN_MAX_PLY + 2, context) >
          -SCORE_TB_WIN_IN_MAX_PLY);
}

#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../support.h"
#include "quadrant/core/notation.h"
#include "quadrant/eval/score.h"
#include "quadrant/tools/annotated_game.h"

using namespace quadrant;

namespace {

PgnGame gameOf(const std::string& pgn) {
  std::istringstream in(pgn);
  PgnReader reader(in);
  PgnGame game;
  REQUIRE(reader.next(&game));
  return game;
}

// A verdict whose line is `san`, legal in pos.
PositionVerdict verdict(int score, const Position& pos, const std::string& san) {
  return {score, {parseSan(pos, san)}};
}

// A game of 1. e4 e5 annotated with the verdicts that make 1... e5 a blunder: the engine plays
// 1. e4 itself; after it prefers 1... c5, and 1... e5 leaves White nine pawns up.
PgnRecord withE5ABlunder(const std::string& pgn, WeakMoves* weak) {
  const PgnGame game = gameOf(pgn);
  Position afterE4 = game.start;
  afterE4.makeMove(game.movetext.moves[0].move);
  const std::vector<PositionVerdict> verdicts = {
      verdict(30, game.start, "e4"), verdict(-30, afterE4, "c5"), {900, {}}};
  return annotatedRecord(game, verdicts, weak);
}

}  // namespace

TEST_CASE("An annotated game scores every move and marks the one that gives much away",
          "[annotate]") {
  WeakMoves weak;
  const PgnRecord record =
      withE5ABlunder("{Opening.} 1. e4 {[%eval 0.2] Best by test.} e5 *\n", &weak);
  const Position afterE4 = test::positionAfter("e2e4");
  CHECK(record.movetext.comment == "Opening.");
  const std::vector<PgnMove>& moves = record.movetext.moves;
  REQUIRE(moves.size() == 2);
  CHECK(moves[0].nags.empty());
  CHECK(moves[0].comment == "[%eval 0.30] Best by test.");
  CHECK(moves[0].variations.empty());
  CHECK(moves[1].nags == std::vector<int>{4});  // ??
  CHECK(moves[1].comment == "[%eval 9.00] Blunder; best was c5.");
  REQUIRE(moves[1].variations.size() == 1);
  REQUIRE(moves[1].variations[0].moves.size() == 1);
  CHECK(moves[1].variations[0].moves[0].move == parseSan(afterE4, "c5"));
  CHECK(weak.blunders == 1);
  CHECK(weak.inaccuracies + weak.mistakes == 0);
}

TEST_CASE("An annotated game writes a null move back unjudged, and a mate as #", "[annotate]") {
  const PgnGame game = gameOf("1. e4 -- {a pass} 2. d4 *\n");
  Position afterE4 = game.start;
  afterE4.makeMove(game.movetext.moves[0].move);
  // After the pass White has no line (a search stopped before it found a move); after 2. d4
  // Black is mated in two, which is White's mate in two.
  const std::vector<PositionVerdict> verdicts = {verdict(30, game.start, "e4"),
                                                 verdict(-30, afterE4, "e5"),
                                                 {-200, {}},
                                                 {-(SCORE_MATE - 4), {}}};
  WeakMoves weak;
  const PgnRecord record = annotatedRecord(game, verdicts, &weak);
  const std::vector<PgnMove>& moves = record.movetext.moves;
  REQUIRE(moves.size() == 3);
  CHECK(moves[0].comment == "[%eval 0.30]");
  CHECK(moves[1].move == NULL_MOVE);
  CHECK(moves[1].nags.empty());
  CHECK(moves[1].comment == "a pass");
  CHECK(moves[2].nags.empty());
  CHECK(moves[2].comment == "[%eval #2]");
  CHECK(weak.inaccuracies + weak.mistakes + weak.blunders == 0);
}

TEST_CASE("An annotated game keeps the game's own NAGs, comments and variations", "[annotate]") {
  const PgnGame game = gameOf(
      "1. e4 ! {Mine.} (1. d4 {also good} d5 (1... Nf6 $5)) e5 $14 ?! {[%eval 0.1] Theirs.} *\n");
  const Position start = game.start;
  Position afterE4 = start;
  afterE4.makeMove(game.movetext.moves[0].move);
  // 1... e5 is judged a blunder: the game's own mark ?! stays the move's only one, and the
  // engine's verdict is in the comment.
  const std::vector<PositionVerdict> verdicts = {
      verdict(30, start, "e4"), verdict(-30, afterE4, "c5"), {900, {}}};
  WeakMoves weak;
  const PgnRecord record = annotatedRecord(game, verdicts, &weak);
  const std::vector<PgnMove>& moves = record.movetext.moves;
  REQUIRE(moves.size() == 2);
  CHECK(moves[0].nags == std::vector<int>{1});
  CHECK(moves[0].comment == "[%eval 0.30] Mine.");
  REQUIRE(moves[0].variations.size() == 1);
  const PgnLine& d4 = moves[0].variations[0];
  REQUIRE(d4.moves.size() == 2);
  CHECK(d4.moves[0].comment == "also good");
  REQUIRE(d4.moves[1].variations.size() == 1);
  CHECK(d4.moves[1].variations[0].moves[0].nags == std::vector<int>{5});
  CHECK(moves[1].nags == std::vector<int>{14, 6});
  CHECK(moves[1].comment == "[%eval 9.00] Blunder; best was c5. Theirs.");
  REQUIRE(moves[1].variations.size() == 1);  // the engine's line; the game had none here
  CHECK(moves[1].variations[0].moves[0].move == parseSan(afterE4, "c5"));
}

TEST_CASE("A move the game does not mark gets the engine's mark before its other glyphs",
          "[annotate]") {
  WeakMoves weak;
  const PgnRecord record = withE5ABlunder("1. e4 e5 $14 *\n", &weak);
  CHECK(record.movetext.moves[1].nags == std::vector<int>{4, 14});
  CHECK(weak.blunders == 1);
}

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "quadrant/book/pgn.h"
#include "quadrant/book/pgn_writer.h"
#include "quadrant/core/notation.h"

using namespace quadrant;

namespace {

std::string written(const PgnRecord& game) {
  std::ostringstream out;
  writePgn(out, game);
  return out.str();
}

PgnGame readBack(const std::string& text) {
  std::istringstream in(text);
  PgnReader reader(in);
  PgnGame game;
  REQUIRE(reader.next(&game));
  return game;
}

// The moves of a SAN line from pos, as the writer takes them.
PgnLine line(Position pos, const std::vector<std::string>& sans) {
  PgnLine played;
  for (const std::string& san : sans) {
    const Move m = parseSan(pos, san);
    REQUIRE(m);
    played.moves.push_back({m, {}, "", {}});
    pos.makeMove(m);
  }
  return played;
}

// The main line's comments: the one before the first move, then each move's.
std::vector<std::string> comments(const PgnRecord& game) {
  std::vector<std::string> found = {game.movetext.comment};
  for (const PgnMove& m : game.movetext.moves) found.push_back(m.comment);
  return found;
}

}  // namespace

TEST_CASE("PGN writer: tags, numbers, glyphs, comments, variations and the result", "[pgn]") {
  PgnRecord game;
  game.tags = {{"Event", "Casual \"blitz\""}, {"White", "A\\B"}, {"Result", "1-0"}};
  game.movetext = line(game.start, {"e4", "e5", "Nf3", "Nc6"});
  game.movetext.comment = "Before the first move.";
  std::vector<PgnMove>& moves = game.movetext.moves;
  moves[1].comment = "[%eval 0.31] fine";
  moves[2].nags = {6};
  Position afterE5 = game.start;
  afterE5.makeMove(moves[0].move);
  afterE5.makeMove(moves[1].move);
  moves[2].variations = {line(afterE5, {"f4", "exf4"}), {}};
  game.result = "1-0";
  const std::string text = written(game);
  CHECK(text ==
        "[Event \"Casual \\\"blitz\\\"\"]\n[White \"A\\\\B\"]\n[Result \"1-0\"]\n\n"
        "{Before the first move.} 1. e4 e5 {[%eval 0.31] fine} 2. Nf3?! ( 2. f4 exf4 )\n"
        "2... Nc6 1-0\n\n");
  // It reads back as the same game.
  const PgnGame back = readBack(text);
  CHECK(back.tags == game.tags);
  CHECK(back.mainLineMoves() == game.mainLineMoves());
  CHECK(comments(back) ==
        std::vector<std::string>{"Before the first move.", "", "[%eval 0.31] fine", "", ""});
  CHECK(back.movetext.moves[2].nags == std::vector<int>{6});
  REQUIRE(back.movetext.moves[2].variations.size() == 1);
  CHECK(back.movetext.moves[2].variations[0].moves.size() == 2);
  CHECK(back.result == "1-0");
}

TEST_CASE("PGN writer: a move's first NAG glued when it is a traditional one, the rest as $N",
          "[pgn]") {
  PgnRecord game;
  game.movetext = line(game.start, {"e4", "e5", "Nf3"});
  std::vector<PgnMove>& moves = game.movetext.moves;
  moves[0].nags = {1, 14};
  moves[1].nags = {14, 2};
  moves[2].nags = {3};
  Position afterE4 = game.start;
  afterE4.makeMove(moves[0].move);
  PgnLine sicilian = line(afterE4, {"c5"});
  sicilian.comment = "or";
  sicilian.moves[0].nags = {5};
  moves[1].variations = {sicilian};
  const std::string text = written(game);
  CHECK(text == "1. e4! $14 e5 $14 $2 ( {or} 1... c5!? ) 2. Nf3!! *\n\n");
  const PgnGame back = readBack(text);
  CHECK(back.problem.empty());
  std::vector<std::vector<int>> nags;
  for (const PgnMove& m : back.movetext.moves) nags.push_back(m.nags);
  CHECK(nags == std::vector<std::vector<int>>{{1, 14}, {14, 2}, {3}});
  REQUIRE(back.movetext.moves[1].variations.size() == 1);
  CHECK(back.movetext.moves[1].variations[0].comment == "or");
  CHECK(back.movetext.moves[1].variations[0].moves[0].nags == std::vector<int>{5});
}

TEST_CASE("PGN writer: a FEN start with Black to move, long lines and stray braces", "[pgn]") {
  PgnRecord game;
  game.tags = {{"SetUp", "1"}, {"FEN", "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40"}};
  REQUIRE(game.start.setFen(game.tags[1].second));
  game.movetext = line(game.start, {"Kd7", "Kd2", "Ke6", "Ke3", "Kd5", "Kd3", "Ke5", "e4"});
  game.movetext.moves[0].comment =
      "a }brace} and a [%clk 0:03:00] command in a comment that goes on "
      "and on and on, past the end of any line";
  for (PgnMove& m : game.movetext.moves) m.comment += " [%eval 0.00]";
  const std::string text = written(game);
  CHECK_THAT(text, Catch::Contains("\n\n40... Kd7 {a brace and a [%clk 0:03:00] command"));
  std::istringstream lines(text);
  for (std::string l; std::getline(lines, l);) {
    INFO(l);
    CHECK(l.size() <= 79);
    // A command never breaks across lines.
    CHECK(std::count(l.begin(), l.end(), '[') == std::count(l.begin(), l.end(), ']'));
  }
  const PgnGame back = readBack(text);
  CHECK(back.problem.empty());
  CHECK(back.start.fen() == game.start.fen());
  CHECK(back.movetext.moves.size() == game.movetext.moves.size());
  CHECK(back.movetext.moves[7].comment == "[%eval 0.00]");
  CHECK(back.result == "*");
}

TEST_CASE("PGN writer: a null move is written as \"--\" and reads back", "[pgn]") {
  PgnRecord game;
  game.movetext = line(game.start, {"e4"});
  game.movetext.moves.push_back({NULL_MOVE, {}, "a pass", {}});
  Position afterPass = game.start;
  afterPass.makeMove(game.movetext.moves[0].move);
  afterPass.makeNullMove();
  for (const PgnMove& m : line(afterPass, {"d4", "e5"}).moves) game.movetext.moves.push_back(m);
  const std::string text = written(game);
  CHECK(text == "1. e4 -- {a pass} 2. d4 e5 *\n\n");
  const PgnGame back = readBack(text);
  CHECK(back.problem.empty());
  CHECK(back.mainLineMoves() == game.mainLineMoves());
}

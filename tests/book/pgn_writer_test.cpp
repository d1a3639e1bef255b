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
std::vector<PgnMove> line(Position pos, const std::vector<std::string>& sans) {
  std::vector<PgnMove> moves;
  for (const std::string& san : sans) {
    const Move m = parseSan(pos, san);
    REQUIRE(m);
    moves.push_back({m, "", "", {}});
    pos.makeMove(m);
  }
  return moves;
}

}  // namespace

TEST_CASE("PGN writer: tags, numbers, glyphs, comments, variations and the result", "[pgn]") {
  PgnRecord game;
  game.tags = {{"Event", "Casual \"blitz\""}, {"White", "A\\B"}, {"Result", "1-0"}};
  game.comment = "Before the first move.";
  game.moves = line(game.start, {"e4", "e5", "Nf3", "Nc6"});
  game.moves[1].comment = "[%eval 0.31] fine";
  game.moves[2].glyph = "?!";
  Position afterE5 = game.start;
  afterE5.makeMove(game.moves[0].move);
  afterE5.makeMove(game.moves[1].move);
  game.moves[2].variations = {line(afterE5, {"f4", "exf4"}), {}};
  game.result = "1-0";
  const std::string text = written(game);
  CHECK(text ==
        "[Event \"Casual \\\"blitz\\\"\"]\n[White \"A\\\\B\"]\n[Result \"1-0\"]\n\n"
        "{Before the first move.} 1. e4 e5 {[%eval 0.31] fine} 2. Nf3?! ( 2. f4 exf4 )\n"
        "2... Nc6 1-0\n\n");
  // It reads back as the same game.
  const PgnGame back = readBack(text);
  CHECK(back.tags == game.tags);
  REQUIRE(back.moves.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) CHECK(back.moves[i] == game.moves[i].move);
  CHECK(back.comments ==
        std::vector<std::string>{"Before the first move.", "", "[%eval 0.31] fine", "", ""});
  CHECK(back.result == "1-0");
}

TEST_CASE("PGN writer: a FEN start with Black to move, long lines and stray braces", "[pgn]") {
  PgnRecord game;
  game.tags = {{"SetUp", "1"}, {"FEN", "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40"}};
  REQUIRE(game.start.setFen(game.tags[1].second));
  game.moves = line(game.start, {"Kd7", "Kd2", "Ke6", "Ke3", "Kd5", "Kd3", "Ke5", "e4"});
  game.moves[0].comment =
      "a }brace} and a [%clk 0:03:00] command in a comment that goes on "
      "and on and on, past the end of any line";
  for (PgnMove& m : game.moves) m.comment += " [%eval 0.00]";
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
  CHECK(back.moves.size() == game.moves.size());
  CHECK(back.comments[8] == "[%eval 0.00]");
  CHECK(back.result == "*");
}

TEST_CASE("PGN writer: a null move is written as \"--\" and reads back", "[pgn]") {
  PgnRecord game;
  game.moves = line(game.start, {"e4"});
  game.moves.push_back({NULL_MOVE, "", "a pass", {}});
  Position afterPass = game.start;
  afterPass.makeMove(game.moves[0].move);
  afterPass.makeNullMove();
  for (const PgnMove& m : line(afterPass, {"d4", "e5"})) game.moves.push_back(m);
  const std::string text = written(game);
  CHECK(text == "1. e4 -- {a pass} 2. d4 e5 *\n\n");
  const PgnGame back = readBack(text);
  CHECK(back.problem.empty());
  REQUIRE(back.moves.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) CHECK(back.moves[i] == game.moves[i].move);
}

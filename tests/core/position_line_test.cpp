#include <catch2/catch.hpp>
#include <sstream>

#include "quadrant/core/position_line.h"

using namespace quadrant;

namespace {

const std::string BACK_RANK = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - -";

PositionLine read(const std::string& line) {
  PositionLine parsed;
  std::string error;
  INFO(line);
  REQUIRE(readPositionLine(line, &parsed, &error));
  CHECK(error.empty());
  return parsed;
}

std::string errorOf(const std::string& line) {
  PositionLine parsed;
  std::string error;
  INFO(line);
  CHECK_FALSE(readPositionLine(line, &parsed, &error));
  return error;
}

}  // namespace

TEST_CASE("A position line without clocks gets 0 1 and keeps its EPD operations",
          "[position_line]") {
  const PositionLine line =
      read("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";");
  CHECK(line.fen == "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1");
  CHECK(line.position.fen() == line.fen);
  REQUIRE(line.operations.size() == 2);
  CHECK(line.operations[0].opcode == "bm");
  CHECK(line.operations[0].operands == std::vector<std::string>{"Qg6"});
  REQUIRE(line.operation("id") != nullptr);
  CHECK(line.operation("id")->operands == std::vector<std::string>{"WAC.001"});
  CHECK(line.operation("am") == nullptr);
  CHECK_FALSE(line.result);
}

TEST_CASE("A position line reads clocks as FEN fields 5 and 6 and the perft suites' operations",
          "[position_line]") {
  const PositionLine line = read(
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 ;D1 21 ;D2 528 ;D3 12189");
  CHECK(line.fen == "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
  CHECK(line.position.halfmoveClock() == 2);
  CHECK(line.position.fullmoveNumber() == 9);
  REQUIRE(line.operations.size() == 3);
  CHECK(line.operations[2].opcode == "D3");
  CHECK(line.operations[2].operands == std::vector<std::string>{"12189"});

  // Only the halfmove clock; blanks and a Windows line end around the words.
  const PositionLine halfmoveOnly = read("  " + BACK_RANK + "  7\tbm Ra8#;\r");
  CHECK(halfmoveOnly.fen == BACK_RANK + " 7 1");
  REQUIRE(halfmoveOnly.operations.size() == 1);
  CHECK(halfmoveOnly.operations[0].operands == std::vector<std::string>{"Ra8#"});
}

TEST_CASE("The hmvc and fmvn operations override the clocks", "[position_line]") {
  const PositionLine line = read(BACK_RANK + " 3 4 hmvc 12; fmvn 30;");
  CHECK(line.fen == BACK_RANK + " 12 30");
  CHECK(line.position.halfmoveClock() == 12);
  CHECK(line.position.fullmoveNumber() == 30);
  CHECK_THAT(errorOf(BACK_RANK + " hmvc twelve;"), Catch::Equals("'hmvc' needs one whole number"));
  CHECK_THAT(errorOf(BACK_RANK + " fmvn 1 2;"), Catch::Equals("'fmvn' needs one whole number"));
  CHECK_THAT(errorOf(BACK_RANK + " fmvn 1234567;"),
             Catch::StartsWith("invalid FEN: invalid fullmove number"));
}

TEST_CASE("Quoted operands keep their spaces and semicolons", "[position_line]") {
  const PositionLine line =
      read(BACK_RANK + " id \"semi; colon  and spaces\"; c0 \"\" two words;am Kf1 Kh1");
  REQUIRE(line.operations.size() == 3);
  CHECK(line.operations[0].operands == std::vector<std::string>{"semi; colon  and spaces"});
  CHECK(line.operations[1].operands == std::vector<std::string>{"", "two", "words"});
  CHECK(line.operations[2].opcode == "am");  // the last operation needs no ';'
  CHECK(line.operations[2].operands == std::vector<std::string>{"Kf1", "Kh1"});
}

TEST_CASE("A position line may end with a game result instead of operations", "[position_line]") {
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
  const std::pair<std::string, double> cases[] = {
      {" 0 1 [1.0]", 1.0}, {" 0 1 [0.5]", 0.5}, {" 0 1 [0.0]", 0.0}, {" 0 1 \"1-0\";", 1.0},
      {" 0 1 0-1", 0.0},   {" 1/2-1/2", 0.5},   {" [1]", 1.0},       {" 5 1 \"0\"", 0.0},
      {" 0 1 1", 1.0},     {" 0 1 0.5;", 0.5},
  };
  for (const auto& [tail, score] : cases) {
    const PositionLine line = read(start + tail);
    INFO(tail);
    REQUIRE(line.result);
    CHECK(*line.result == score);
    CHECK(line.operations.empty());
  }
  // Numbers right after the fields are the clocks; a result in an operation is an operand.
  CHECK_FALSE(read(start + " 0 1").result);
  CHECK(read(start + " 0 1").fen == start + " 0 1");
  const PositionLine zurichess = read(start + " c9 \"1/2-1/2\";");
  CHECK_FALSE(zurichess.result);
  REQUIRE(zurichess.operation("c9") != nullptr);
  CHECK(zurichess.operation("c9")->operands == std::vector<std::string>{"1/2-1/2"});
  const PositionLine unknownWord = read(start + " 0 1 maybe [1.0]");
  CHECK_FALSE(unknownWord.result);
  REQUIRE(unknownWord.operation("maybe") != nullptr);
  CHECK(unknownWord.operation("maybe")->operands == std::vector<std::string>{"[1.0]"});
}

TEST_CASE("Game results are read in every notation of the tuning data", "[position_line]") {
  double score = -1;
  for (const char* win : {"1-0", "1.0", "1", "[1.0]", "\"1-0\"", "\"1-0\";", "[1-0]", "1-0;"}) {
    INFO(win);
    CHECK((parseGameResult(win, &score) && score == 1.0));
  }
  for (const char* draw : {"1/2-1/2", "0.5", "[0.5]", "\"1/2-1/2\";"}) {
    INFO(draw);
    CHECK((parseGameResult(draw, &score) && score == 0.5));
  }
  for (const char* loss : {"0-1", "0.0", "0", "[0.0]", "\"0-1\""}) {
    INFO(loss);
    CHECK((parseGameResult(loss, &score) && score == 0.0));
  }
  for (const auto& [label, expected] : {std::pair<const char*, double>{"[0.734]", 0.734},
                                        {"0.25", 0.25},
                                        {"[1.000]", 1.0},
                                        {"0.0625;", 0.0625}}) {
    INFO(label);
    CHECK((parseGameResult(label, &score) && score == Approx(expected)));
  }
  for (const char* notResult : {"", "maybe", "2", "[1.0", "1.0]", "\"1-0", "1-0 extra", "*", "[]",
                                ";", "1.5", "[1.01]", "0.", ".5", "-0.5", "0.5x", "00.5", "1e-1"}) {
    INFO(notResult);
    CHECK_FALSE(parseGameResult(notResult, &score));
  }
}

TEST_CASE("Malformed position lines are refused with the reason", "[position_line]") {
  CHECK(errorOf("") == "expected 4 FEN fields, found 0");
  CHECK(errorOf("6k1/5ppp/8/8/8/8/5PPP/R5K1 w -") == "expected 4 FEN fields, found 3");
  CHECK(errorOf("6k1/5ppp/8/8/8/8/5PPP/R5K1 w; - - bm Ra8;") == "expected 4 FEN fields, found 2");
  CHECK_THAT(errorOf("not/a/fen w - - bm e4;"), Catch::StartsWith("invalid FEN: "));
  CHECK(errorOf(BACK_RANK + " bm Ra8; id \"open") == "unterminated string in 'id'");
  CHECK(errorOf(BACK_RANK + " 0 1 2") == "bad opcode '2'");
  CHECK(errorOf(BACK_RANK + " \"quoted\" opcode;") == "bad opcode '\"quoted\"'");

  // A refused line leaves what was read before untouched.
  PositionLine parsed = read(BACK_RANK + " bm Ra8;");
  std::string error;
  CHECK_FALSE(readPositionLine("nonsense", &parsed, &error));
  CHECK(parsed.fen == BACK_RANK + " 0 1");
}

TEST_CASE("Blank lines and comments hold no position", "[position_line]") {
  for (const char* empty : {"", "   ", "\r", " \t\r", "# a comment", "  #indented"}) {
    INFO('"' << empty << '"');
    CHECK(isBlankOrComment(empty));
  }
  CHECK_FALSE(isBlankOrComment(BACK_RANK));
  CHECK_FALSE(isBlankOrComment(" x # not a comment"));
}

TEST_CASE("A stream of position lines is read line by line, numbered from 1", "[position_line]") {
  std::istringstream in("# perft suite\n" + BACK_RANK + " 0 1 ;D1 19\n\n" + BACK_RANK +
                        " 0 1 [1.0]\r\nnonsense\n" + BACK_RANK +
                        " 3 7 ;D1 19");  // the last line needs no line end
  std::vector<std::string> seen;
  const auto onPosition = [&](int lineNumber, const PositionLine& line) {
    seen.push_back(std::to_string(lineNumber) + " " + line.fen);
  };
  forEachPositionLine(in, onPosition, [&](int lineNumber, const std::string& error) {
    seen.push_back(std::to_string(lineNumber) + " " + error);
  });
  CHECK(seen == std::vector<std::string>{"2 " + BACK_RANK + " 0 1", "4 " + BACK_RANK + " 0 1",
                                         "5 expected 4 FEN fields, found 1",
                                         "6 " + BACK_RANK + " 3 7"});
}

#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../support.h"
#include "quadrant/eval/eval_term.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/protocol/eval_text.h"

using namespace quadrant;

namespace {

// The numbers of one table row: White mg eg, Black mg eg, Total mg eg (the Sum row has only
// the last two).
std::vector<int> rowNumbers(const std::string& line) {
  std::vector<int> numbers;
  std::string cells = line.substr(line.find('|'));
  for (char& c : cells)
    if (c == '|') c = ' ';
  std::istringstream in(cells);
  for (int n; in >> n;) numbers.push_back(n);
  return numbers;
}

struct Table {
  std::vector<std::vector<int>> rows;
  std::vector<int> sum;
};

Table readTable(const std::string& text) {
  Table table;
  std::istringstream in(text);
  int rules = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("-------------+", 0) == 0)
      ++rules;
    else if (rules == 1)
      table.rows.push_back(rowNumbers(line));
    else if (rules == 2 && line.rfind("Sum", 0) == 0)
      table.sum = rowNumbers(line);
  }
  return table;
}

}  // namespace

TEST_CASE("The eval text's rows add up to its sum and its evaluation is the evaluator's",
          "[eval]") {
  Evaluator evaluator;
  const std::vector<Position> positions = test::suitePositions({"standard.epd"}, false);
  REQUIRE(positions.size() > 50);
  for (const Position& pos : positions) {
    const std::string text = evaluationText(pos);
    INFO(pos.fen() << '\n' << text);
    const Table table = readTable(text);
    REQUIRE(table.rows.size() == EVAL_TERM_COUNT);
    REQUIRE(table.sum.size() == 2);
    int mg = 0, eg = 0;
    for (const std::vector<int>& row : table.rows) {
      REQUIRE(row.size() == 6);
      CHECK(row[4] == row[0] - row[2]);
      CHECK(row[5] == row[1] - row[3]);
      mg += row[4];
      eg += row[5];
    }
    CHECK(mg == table.sum[0]);
    CHECK(eg == table.sum[1]);
    const int score = evaluator.evaluate(pos);
    const int white = pos.sideToMove() == WHITE ? score : -score;
    const std::string signedWhite = (white > 0 ? "+" : "") + std::to_string(white);
    const std::string signedOurs = (score > 0 ? "+" : "") + std::to_string(score);
    CHECK_THAT(text, Catch::EndsWith("Evaluation: " + signedWhite + " cp for White, " + signedOurs +
                                     " cp for " + (pos.sideToMove() == WHITE ? "White" : "Black") +
                                     " to move"));
  }
}

TEST_CASE("The eval text names an endgame recognizer and a scale that apply", "[eval]") {
  Position kpk;
  REQUIRE(kpk.setFen("8/8/8/4k3/8/8/3KP3/8 b - - 0 1"));
  CHECK_THAT(evaluationText(kpk),
             Catch::Contains("Endgame recognizer: KPK (bitbase) for White: it replaces the "
                             "tapered sum"));
  Position bishops;  // bishops of opposite colours, White a pawn up
  REQUIRE(bishops.setFen("8/5k2/8/2b5/8/2PB1P2/5K2/8 w - - 0 1"));
  const std::string text = evaluationText(bishops);
  CHECK_THAT(text, Catch::Contains("Endgame recognizer: none"));
  CHECK_THAT(text, Catch::Contains("(bishops of opposite colours, White ahead)"));
  // Bare kings are scaled as a pawnless ending too, but no side is ahead there.
  Position kings;
  REQUIRE(kings.setFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  CHECK_THAT(evaluationText(kings), Catch::Contains("(pawnless, level material)\n"));
  Position rookAhead;
  REQUIRE(rookAhead.setFen("4k3/8/8/8/8/8/8/2B1K3 b - - 0 1"));
  CHECK_THAT(evaluationText(rookAhead), Catch::Contains("(pawnless, a small lead, White ahead)"));
}

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/tt.h"
#include "quadrant/tools/game_analysis.h"

using namespace quadrant;

namespace {

struct Analyser {
  TranspositionTable tt{4};
  std::unique_ptr<Search> search = std::make_unique<Search>(tt);

  std::vector<PositionVerdict> analyse(const Position& start, const std::vector<Move>& moves,
                                       std::uint64_t nodes) {
    SearchLimits limits;
    limits.nodes = nodes;
    return analyseGame(*search, tt, start, moves, limits);
  }
};

std::vector<Move> movesOf(Position pos, const std::vector<std::string>& sans) {
  std::vector<Move> moves;
  for (const std::string& san : sans) {
    const Move m = parseSan(pos, san);
    REQUIRE(m);
    moves.push_back(m);
    pos.makeMove(m);
  }
  return moves;
}

}  // namespace

TEST_CASE("Game analysis judges every position once, and the ends of games by rule", "[annotate]") {
  Analyser analyser;
  const Position start;
  const std::vector<Move> moves = movesOf(start, {"f3", "e5", "g4", "Qh4#"});
  const std::vector<PositionVerdict> verdicts = analyser.analyse(start, moves, 2000);
  REQUIRE(verdicts.size() == moves.size() + 1);
  // Before 2. g4 White still has a game; after it Black mates in one, which the line shows.
  CHECK(verdicts[2].score > -SCORE_MATE_IN_MAX_PLY);
  CHECK(verdicts[3].score == SCORE_MATE - 1);
  REQUIRE_FALSE(verdicts[3].line.empty());
  CHECK(verdicts[3].line.front() == moves[3]);
  // The mated position is not searched.
  CHECK(verdicts[4].score == -SCORE_MATE);
  CHECK(verdicts[4].line.empty());
  // Every line is legal from its position.
  Position pos = start;
  for (std::size_t i = 0; i < verdicts.size(); ++i) {
    Position walk = pos;
    for (Move m : verdicts[i].line) {
      REQUIRE(legalMoves(walk).contains(m));
      walk.makeMove(m);
    }
    if (i < moves.size()) pos.makeMove(moves[i]);
  }
}

TEST_CASE("Game analysis scores a stalemate and dead material as draws", "[annotate]") {
  Analyser analyser;
  Position stalemate;
  REQUIRE(stalemate.setFen("7k/8/6Q1/8/8/8/8/K7 w - - 0 1"));
  const std::vector<Move> toStalemate = movesOf(stalemate, {"Qf7"});
  std::vector<PositionVerdict> verdicts = analyser.analyse(stalemate, toStalemate, 2000);
  REQUIRE(verdicts.size() == 2);
  CHECK(verdicts[0].score > 500);
  CHECK(verdicts[1].score == SCORE_DRAW);
  CHECK(verdicts[1].line.empty());

  Position bishops;
  REQUIRE(bishops.setFen("7k/8/8/8/8/8/6b1/K6B b - - 0 1"));
  verdicts = analyser.analyse(bishops, movesOf(bishops, {"Bxh1"}), 2000);
  CHECK(verdicts[1].score == SCORE_DRAW);
  CHECK(verdicts[1].line.empty());
}

TEST_CASE("Game analysis with a node limit and one thread gives the same verdicts every time",
          "[annotate]") {
  Analyser analyser;
  const Position start;
  const std::vector<Move> moves = movesOf(start, {"e4", "e5", "Nf3", "Nc6", "Bb5"});
  const std::vector<PositionVerdict> first = analyser.analyse(start, moves, 3000);
  // A search in between leaves the table and the history filled: the analysis clears them.
  analyser.analyse(start, movesOf(start, {"d4", "d5"}), 3000);
  const std::vector<PositionVerdict> second = analyser.analyse(start, moves, 3000);
  REQUIRE(first.size() == second.size());
  for (std::size_t i = 0; i < first.size(); ++i) {
    CHECK(first[i].score == second[i].score);
    CHECK(first[i].line == second[i].line);
  }
}

#include <catch2/catch.hpp>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/search.h"

using namespace quadrant;

namespace {
SearchResult searchDepth(const std::string& fen, int depth, const std::vector<Key>& history = {}) {
  static TranspositionTable tt(8);
  tt.clear();
  Search search(tt);
  Position pos;
  REQUIRE(pos.setFen(fen));
  SearchLimits limits;
  limits.depth = depth;
  search.prepare(limits, 0);
  return search.run(pos, history, nullptr);
}
}  // namespace

TEST_CASE("Mates are found with the right distance", "[search]") {
  // Distances confirmed with Stockfish 15.1 (Debian package), "go depth 12".
  CHECK(searchDepth("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", 4).score == SCORE_MATE - 1);
  CHECK(searchDepth("7k/8/5K2/8/8/8/8/R7 w - - 0 1", 6).score == SCORE_MATE - 3);
  CHECK(searchDepth("k7/8/2K5/8/8/8/8/7Q w - - 0 1", 6).score == SCORE_MATE - 3);
  const SearchResult m3 =
      searchDepth("r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 8);
  CHECK(m3.score == SCORE_MATE - 5);
  // Black to move is mated next move whatever it plays: Kb8 Qb7#.
  CHECK(searchDepth("k7/8/1K6/8/8/8/8/7Q b - - 0 1", 4).score == -(SCORE_MATE - 2));
}

TEST_CASE("Stalemate and insufficient material are draws", "[search]") {
  CHECK(searchDepth("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 3).score == SCORE_DRAW);
  CHECK(searchDepth("7k/8/6K1/8/8/8/8/5N2 w - - 0 1", 5).score == SCORE_DRAW);
}

TEST_CASE("The fifty-move rule scores as a draw", "[search]") {
  // White is a rook up, but the clock is at 99 and no capture or pawn move is possible at once.
  const SearchResult r = searchDepth("7k/8/8/8/8/8/8/R6K w - - 99 80", 3);
  CHECK(r.score == SCORE_DRAW);
}

TEST_CASE("Repeating a position of the game is a draw", "[search]") {
  // White, a queen up, has only quiet moves; every position they lead to already occurred in
  // the game with the same side to move, so every move repeats and the score is a draw.
  const std::string fen = "7k/8/8/8/8/8/8/KQ6 w - - 90 100";
  Position pos;
  REQUIRE(pos.setFen(fen));
  std::vector<Key> history;
  for (Move m : legalMoves(pos)) {
    Position child = pos;
    child.makeMove(m);
    history.push_back(0);  // some position with the other side to move
    history.push_back(child.key());
  }
  CHECK(searchDepth(fen, 4, history).score == SCORE_DRAW);
  CHECK(searchDepth(fen, 4).score > 500);
}

TEST_CASE("The search returns a legal move at every limit", "[search]") {
  for (int depth = 1; depth <= 5; ++depth) {
    Position pos;
    const SearchResult r = searchDepth(Position::START_FEN, depth);
    CHECK(legalMoves(pos).contains(r.best));
    CHECK(r.depth == depth);
  }
}

TEST_CASE("A single legal move is played at once on the clock, and analysed without one",
          "[search]") {
  // Black's king on h8 is in check from the rook on a8 and can only go to h7.
  const std::string fen = "R6k/8/5K2/8/8/8/8/8 b - - 0 1";
  Position pos;
  REQUIRE(pos.setFen(fen));
  REQUIRE(legalMoves(pos).size() == 1);
  TranspositionTable tt(8);
  Search search(tt);
  SearchLimits clock;
  clock.time[WHITE] = clock.time[BLACK] = 60000;
  search.prepare(clock, 0);
  const SearchResult played = search.run(pos, {}, nullptr);
  CHECK(played.best == legalMoves(pos)[0]);
  CHECK(played.depth < 10);
  // Without a clock (analysis to a depth) the search goes on to the depth asked.
  CHECK(searchDepth(fen, 12).depth == 12);
}

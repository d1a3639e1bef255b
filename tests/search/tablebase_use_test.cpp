#include <catch2/catch.hpp>
#include <cstdint>

#include "../syzygy/syzygy_support.h"
#include "quadrant/core/game.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tablebase_use.h"

using namespace quadrant;
using syzygy::Wdl;

namespace {

struct TableSearch {
  TranspositionTable tt{8};
  Search search{tt};
  TablebaseSettings settings{&test::shippedTables()};
  std::vector<SearchInfo> reports;

  SearchResult run(const Position& pos, SearchLimits limits, const std::vector<Key>& history = {}) {
    search.setTablebases(settings);
    search.prepare(limits, 0);
    reports.clear();
    return search.run(pos, history, [this](const SearchInfo& info) {
      if (!info.currMove) reports.push_back(info);
    });
  }
  SearchResult depth(const std::string& fen, int depth, std::vector<Move> searchMoves = {}) {
    SearchLimits limits;
    limits.depth = depth;
    limits.searchMoves = std::move(searchMoves);
    return run(test::positionOf(fen), limits);
  }
};

Move uci(const std::string& fen, const std::string& move) {
  const Move m = parseUciMove(test::positionOf(fen), move);
  REQUIRE(m);
  return m;
}

// KQvKR, White to move: 14 moves win, Qxd5 draws (Kxd5), Qd4 loses the queen.
const std::string KQVKR = "K7/8/2k5/3rQ3/8/8/8/8 w - - 0 1";

}  // namespace

TEST_CASE("Table wins score above every evaluation and below every mate", "[search][syzygy]") {
  CHECK(tablebaseScore(Wdl::Win, 3, true) == SCORE_TB_WIN - 3);
  CHECK(tablebaseScore(Wdl::Loss, 3, true) == -(SCORE_TB_WIN - 3));
  CHECK(tablebaseScore(Wdl::Win, MAX_PLY, true) > SCORE_KNOWN_WIN + 2 * 1000);
  CHECK(tablebaseScore(Wdl::Win, 0, true) < SCORE_MATE_IN_MAX_PLY);
  CHECK_FALSE(isMateScore(tablebaseScore(Wdl::Win, 0, true)));
  CHECK(tablebaseScore(Wdl::Draw, 5, true) == SCORE_DRAW);
  // The fifty-move rule turns cursed wins and blessed losses into draws, with a hint of colour.
  CHECK(tablebaseScore(Wdl::CursedWin, 5, true) == SCORE_DRAW + 1);
  CHECK(tablebaseScore(Wdl::BlessedLoss, 5, true) == SCORE_DRAW - 1);
  CHECK(tablebaseScore(Wdl::CursedWin, 5, false) == SCORE_TB_WIN - 5);
  CHECK(tablebaseBound(Wdl::Win, true) == Bound::Lower);
  CHECK(tablebaseBound(Wdl::Loss, true) == Bound::Upper);
  CHECK(tablebaseBound(Wdl::CursedWin, true) == Bound::Exact);
  CHECK(tablebaseBound(Wdl::BlessedLoss, false) == Bound::Upper);
}

TEST_CASE("Table scores keep their distance through the transposition table", "[search][syzygy]") {
  TranspositionTable tt(1);
  tt.store(42, 5, Move::none(), SCORE_TB_WIN - 5, 0, 10, Bound::Lower);
  TTHit hit;
  REQUIRE(tt.probe(42, 7, &hit));
  CHECK(hit.score == SCORE_TB_WIN - 7);
}

TEST_CASE("The root keeps only the moves that preserve the table result", "[search][syzygy]") {
  TableSearch s;
  const SearchResult result = s.depth(KQVKR, 6);
  Position child = test::positionOf(KQVKR);
  child.makeMove(result.best);
  CHECK(test::shippedTables().probeWdl(child).wdl == Wdl::Loss);
  CHECK(result.score == SCORE_TB_WIN);
  REQUIRE_FALSE(s.reports.empty());
  CHECK(s.reports.back().score == SCORE_TB_WIN);
}

TEST_CASE("A root in the tables counts its ranking probes as table hits", "[search][syzygy]") {
  // KQvKR ranked by DTZ: the probes inside the tree stop, yet the ranking probed every root move.
  TableSearch s;
  s.depth(KQVKR, 4);
  REQUIRE_FALSE(s.reports.empty());
  const auto rootMoves = std::uint64_t(legalMoves(test::positionOf(KQVKR)).size());
  for (const SearchInfo& info : s.reports) CHECK(info.tbHits >= rootMoves);
  // searchmoves narrows what is ranked, and so what is counted.
  s.depth(KQVKR, 4, {uci(KQVKR, "e5d5")});
  CHECK(s.reports.back().tbHits >= 1);
  CHECK(s.reports.back().tbHits < rootMoves);
}

TEST_CASE("searchmoves narrows the root before the tables do", "[search][syzygy]") {
  TableSearch s;
  // Only a losing move allowed: it is played, and the score says it loses (the search may find
  // the mate itself).
  const Move loses = uci(KQVKR, "e5d4");
  SearchResult result = s.depth(KQVKR, 5, {loses});
  CHECK(result.best == loses);
  CHECK(result.score <= -SCORE_TB_WIN);
  // A draw beats a loss.
  const Move draws = uci(KQVKR, "e5d5");
  result = s.depth(KQVKR, 5, {loses, draws});
  CHECK(result.best == draws);
  CHECK(result.score == SCORE_DRAW);
}

TEST_CASE("MultiPV shows only the moves that keep the result", "[search][syzygy]") {
  TableSearch s;
  const std::string fen = "8/8/8/8/2K5/5r2/8/2Qk4 b - - 0 1";  // Kxc1 wins, Ke2 loses
  SearchLimits limits;
  limits.depth = 4;
  limits.multiPv = 3;
  const SearchResult result = s.run(test::positionOf(fen), limits);
  CHECK(result.best == uci(fen, "d1c1"));
  for (const SearchInfo& info : s.reports) {
    CHECK(info.multiPv == 1);
    CHECK(info.score >= SCORE_TB_WIN_IN_MAX_PLY);
  }
}

TEST_CASE("The fifty-move counter decides whether a slow win still wins", "[search][syzygy]") {
  // KRvK with a win in 21 plies: in time with 70 plies on the clock, not with 85.
  TableSearch s;
  CHECK(s.depth("8/8/8/8/8/2k5/8/R3K3 w - - 70 80", 4).score == SCORE_TB_WIN);
  CHECK(s.depth("8/8/8/8/8/2k5/8/R3K3 w - - 85 80", 4).score == SCORE_DRAW + 1);
  s.settings.fiftyMoveRule = false;
  CHECK(s.depth("8/8/8/8/8/2k5/8/R3K3 w - - 85 80", 4).score == SCORE_TB_WIN);
}

TEST_CASE("Probes inside the tree count as table hits and score as table wins",
          "[search][syzygy]") {
  // Five pieces, more than the shipped tables hold: the root is searched, and the knight
  // capture it finds leads into KQvKR.
  const std::string fen = "7r/8/8/2k5/8/3n4/8/K2Q4 w - - 0 1";
  TableSearch s;
  const SearchResult result = s.depth(fen, 5);
  CHECK(result.best == uci(fen, "d1d3"));
  CHECK(result.score >= SCORE_TB_WIN_IN_MAX_PLY);
  CHECK_FALSE(isMateScore(result.score));
  REQUIRE_FALSE(s.reports.empty());
  CHECK(s.reports.back().tbHits > 0);
  // Without probes (SyzygyProbeLimit 0) the same search counts none and scores by evaluation.
  s.settings.probeLimit = 0;
  const SearchResult plain = s.depth(fen, 5);
  CHECK(s.reports.back().tbHits == 0);
  CHECK(plain.score < SCORE_TB_WIN_IN_MAX_PLY);
}

TEST_CASE("Positions with castling rights are searched without the tables", "[search][syzygy]") {
  TableSearch s;
  const SearchResult result = s.depth("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", 4);
  CHECK(result.score < SCORE_TB_WIN_IN_MAX_PLY);
  CHECK(s.reports.back().tbHits == 0);
}

namespace {

// Plays the game out with short searches on both sides until it ends; returns the final game.
Game playOut(const std::string& fen, std::uint64_t nodesPerMove) {
  TableSearch s;
  Game game(test::positionOf(fen));
  SearchLimits limits;
  limits.nodes = nodesPerMove;
  while (!legalMoves(game.position()).empty() && game.position().halfmoveClock() < 100 &&
         game.repetitions() < 2 && game.plies() < 400) {
    const SearchResult result = s.run(game.position(), limits, game.previousKeys());
    REQUIRE(result.best);
    game.play(result.best);
  }
  return game;
}

}  // namespace

TEST_CASE("Won endings are converted before the fifty-move rule", "[search][syzygy]") {
  // The longest wins found among random positions of each: 31, 59 and 64 plies to mate or to
  // the capture of the rook.
  for (const char* fen : {"8/8/5R2/8/4k3/8/8/7K w - - 0 1", "K7/8/2k5/3rQ3/8/8/8/8 w - - 0 1",
                          "K7/8/8/1Bk5/8/8/8/6N1 w - - 0 1"}) {
    INFO(fen);
    const Game game = playOut(fen, 4000);
    const Position& end = game.position();
    CHECK(end.inCheck());
    CHECK(legalMoves(end).empty());
    CHECK(end.sideToMove() == BLACK);
    CHECK(end.halfmoveClock() <= 100);
  }
}

TEST_CASE("Without a DTZ table the root is ranked by WDL and probes go on", "[search][syzygy]") {
  // KQRvKR ships without its DTZ table: a queen move that lets the rook take it draws.
  const std::string fen = "1k6/8/5R2/8/7K/8/8/Q2r4 w - - 0 1";
  TableSearch s;
  const SearchResult result = s.depth(fen, 5);
  Position child = test::positionOf(fen);
  child.makeMove(result.best);
  CHECK(test::shippedTables().probeWdl(child).wdl == Wdl::Loss);
  CHECK(result.score >= SCORE_TB_WIN_IN_MAX_PLY);
  CHECK(s.reports.back().tbHits > 0);
}

TEST_CASE("Several threads open and probe the tables together", "[search][syzygy][threads]") {
  // Fresh tables: the threads open them during the search, under ThreadSanitizer in make tsan.
  syzygy::Tablebases tables;
  tables.setPath(test::SYZYGY_DIR);
  TranspositionTable tt(8);
  Search search(tt);
  search.setThreads(4);
  search.setTablebases({&tables});
  SearchLimits limits;
  limits.depth = 8;
  search.prepare(limits, 0);
  std::uint64_t tbHits = 0;
  const SearchResult result =
      search.run(test::positionOf("7r/8/8/2k5/8/3n4/8/K2Q4 w - - 0 1"), {},
                 [&](const SearchInfo& info) { tbHits = std::max(tbHits, info.tbHits); });
  CHECK(result.score >= SCORE_TB_WIN_IN_MAX_PLY);
  CHECK(tbHits > 0);
  CHECK(tables.takeProblems().empty());
}

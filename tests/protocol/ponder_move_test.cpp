// A ponder move with every best move: when the last principal variation has one move (a depth-1
// search, a fail high, a stop mid-iteration), the reply comes from the hash table, as Stockfish
// takes it, so a pondering GUI always has a move to ponder on.
#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "../transcript.h"
#include "quadrant/core/notation.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;

namespace {

// After 1.e4 e5 2.Nf3 Nc6, where a search of depth 1 ends with a one-move PV (d2d4) and the
// table holds the capture e5d4 that answers it.
const std::string AFTER_FOUR_PLIES =
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

using test::lastLineAfter;

}  // namespace

TEST_CASE("UCI: a one-move PV still gets a ponder move from the table", "[uci][ponder]") {
  const std::string out = test::transcript<UciLoop>(
      "setoption name OwnBook value false\nposition fen " + AFTER_FOUR_PLIES + "\ngo depth 1\n");
  const std::string pv = lastLineAfter(out, "info depth 1 ");
  REQUIRE(pv.find(" pv ") != std::string::npos);
  const std::string moves = pv.substr(pv.find(" pv ") + 4);
  REQUIRE(moves.find(' ') == std::string::npos);  // the PV is one move
  std::istringstream answer(lastLineAfter(out, "bestmove "));
  std::string best, ponderWord, ponder;
  answer >> best >> ponderWord >> ponder;
  CHECK(best == moves);
  REQUIRE(ponderWord == "ponder");
  Position pos;
  REQUIRE(pos.setFen(AFTER_FOUR_PLIES));
  pos.makeMove(parseUciMove(pos, best));
  CHECK(parseUciMove(pos, ponder) != Move::none());
}

TEST_CASE("UCI: a weakened search's answer carries a ponder move too", "[uci][ponder]") {
  const std::string out = test::transcript<UciLoop>(
      "setoption name OwnBook value false\nsetoption name UCI_LimitStrength value true\n"
      "setoption name UCI_Elo value 2000\nposition fen " +
      AFTER_FOUR_PLIES + "\ngo depth 4\n");
  CHECK_THAT(lastLineAfter(out, "bestmove "), Catch::Contains(" ponder "));
}

TEST_CASE("CECP: the engine ponders on a one-move PV's reply from the table", "[xboard][ponder]") {
  const std::string out =
      test::transcript<XboardLoop>("option BookFile=\nnew\nforce\nsetboard " + AFTER_FOUR_PLIES +
                                   "\nhard\npost\nsd 1\ngo\nping 1\n");
  const std::size_t move = out.find("\nmove ");
  REQUIRE(move != std::string::npos);
  CHECK(out.find("\nHint: ", move) == out.find('\n', move + 1));
}

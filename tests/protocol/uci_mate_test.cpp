#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "../live_loop.h"
#include "../transcript.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/engine/mate_job.h"
#include "quadrant/protocol/uci.h"

using namespace quadrant;

namespace {

// Qh8+ Kxh8 Bf6+ Kg8 Re8#.
const char* const MATE_IN_3 = "r1b3kr/ppp1Bp1p/1b6/n2P4/2p3q1/2Q2N2/P4PPP/RN2R1K1 w - - 1 1";
// Morphy's problem: Ra6 (a quiet move) mates in 2, nothing mates in 1.
const char* const MORPHY = "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1";

// The whole output of one session; the finite search ends before the loop returns.
std::string transcript(const std::string& input) { return test::transcript<UciLoop>(input); }

// The move of the session's last "bestmove" line.
std::string bestMove(const std::string& out) {
  const std::size_t at = out.rfind("bestmove ");
  REQUIRE(at != std::string::npos);
  std::istringstream words(out.substr(at + 9));
  std::string move;
  words >> move;
  return move;
}

bool isLegalIn(const char* fen, const std::string& uci) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return bool(parseUciMove(pos, uci));
}

}  // namespace

TEST_CASE("go mate reports the mate finder's shortest mate with its whole line",
          "[uci][matefinder]") {
  const std::string out = transcript(std::string("position fen ") + MATE_IN_3 + "\ngo mate 5\n");
  CHECK_THAT(out, Catch::Contains("info depth 5 seldepth 5 multipv 1 score mate 3 nodes "));
  CHECK_THAT(out, Catch::Contains(" pv c3h8 g8h8 e7f6 h8g8 e1e8\n"));
  CHECK_THAT(out, Catch::EndsWith("bestmove c3h8 ponder g8h8\n"));
}

TEST_CASE("go mate without a mate in N says so and still plays a legal move", "[uci][matefinder]") {
  const std::string out = transcript(std::string("position fen ") + MORPHY + "\ngo mate 1\n");
  CHECK_THAT(out, Catch::Contains("info string no mate in 1 found\n"));
  CHECK(isLegalIn(MORPHY, bestMove(out)));
  // A quiet first move is no obstacle: the attacker may play any move but its last.
  CHECK_THAT(transcript(std::string("position fen ") + MORPHY + "\ngo mate 2\n"),
             Catch::Contains("score mate 2 nodes"));
}

// As go depth does: the mate is looked for among the moves named, and the move played is one.
TEST_CASE("go mate honours searchmoves", "[uci][matefinder]") {
  const std::string fen = std::string("position fen ") + MATE_IN_3;
  // The mate in 3 starts with Qh8+: without it, the finder proves no mate and the fallback
  // search keeps to the moves named.
  const std::string without = transcript(fen + "\ngo mate 3 searchmoves c3c4 f3e5\n");
  CHECK_THAT(without, Catch::Contains("info string no mate in 3 found\n"));
  const std::string move = bestMove(without);
  CHECK((move == "c3c4" || move == "f3e5"));
  // Named, it is found among others.
  CHECK_THAT(transcript(fen + "\ngo mate 5 searchmoves c3c4 c3h8\n"),
             Catch::EndsWith("bestmove c3h8 ponder g8h8\n"));
  // Morphy's quiet Ra6 is the only mate in 2: named alone, it is proven.
  CHECK_THAT(transcript(std::string("position fen ") + MORPHY + "\ngo mate 2 searchmoves a1a6\n"),
             Catch::Contains("score mate 2 nodes"));
}

TEST_CASE("go mate honours movetime and stop, then plays a legal move", "[uci][matefinder]") {
  const std::string timed = transcript("position startpos\ngo mate 20 movetime 50\n");
  CHECK_THAT(timed, Catch::Contains("info string no mate in 20 found (stopped"));
  CHECK(isLegalIn(Position::START_FEN, bestMove(timed)));

  test::LiveLoop<UciLoop> uci;
  uci.send("position startpos");
  uci.send("go mate 30");
  uci.send("isready");
  REQUIRE(uci.waitFor("readyok") != std::string::npos);
  uci.send("stop");
  REQUIRE(uci.waitFor("bestmove ") != std::string::npos);
  CHECK_THAT(uci.output(), Catch::Contains("info string no mate in 30 found (stopped"));
}

TEST_CASE("The fallback after no mate searches briefly, or at depth 1 when stopped",
          "[matefinder]") {
  SearchLimits limits;
  limits.mate = 3;
  limits.multiPv = 2;
  MateResult refuted;
  refuted.refutedUpTo = 3;
  CHECK(fallbackLimits(limits, refuted).depth == MATE_FALLBACK_DEPTH);
  CHECK(fallbackLimits(limits, refuted).mate == 0);
  CHECK(fallbackLimits(limits, refuted).multiPv == 2);
  MateResult stopped;
  stopped.stopped = true;
  CHECK(fallbackLimits(limits, stopped).depth == 1);
  CHECK(noMateText(refuted, 3) == "no mate in 3 found");
  CHECK(noMateText(stopped, 3) == "no mate in 3 found (stopped)");
  stopped.refutedUpTo = 2;
  CHECK(noMateText(stopped, 3) == "no mate in 3 found (stopped after mate in 2 was refuted)");
}

TEST_CASE("go mate limits map onto the mate finder's options", "[matefinder]") {
  SearchLimits limits;
  limits.mate = 100;
  limits.movetime = 250;
  limits.nodes = 5000;
  const MateFinderOptions options = mateFinderOptions(limits);
  CHECK(options.maxMoves == MateFinderOptions::MAX_MATE_MOVES);
  CHECK(options.timeLimitMs == 250);
  CHECK(options.nodeLimit == 5000);
}

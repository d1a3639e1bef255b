#include "quadrant/protocol/uci_go.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "quadrant/core/notation.h"
#include "quadrant/core/ply.h"
#include "quadrant/search/matefinder.h"

using namespace quadrant;

namespace {

GoCommand go(const std::string& words, const std::string& fen = Position::START_FEN) {
  Position root;
  REQUIRE(root.setFen(fen));
  std::istringstream in(words);
  return readGoCommand(in, root);
}

// The one note of `command`.
std::string onlyNote(const GoCommand& command) {
  REQUIRE(command.notes.size() == 1);
  return command.notes.front();
}

}  // namespace

TEST_CASE("go reads every limit as written, without a note", "[uci][go]") {
  const GoCommand c =
      go("wtime 60000 btime 50000 winc 1000 binc 900 movestogo 20 depth 12 nodes 5000 movetime 300 "
         "mate 3 ponder");
  CHECK(c.notes.empty());
  CHECK(c.limits.time[WHITE] == 60000);
  CHECK(c.limits.time[BLACK] == 50000);
  CHECK(c.limits.increment[WHITE] == 1000);
  CHECK(c.limits.increment[BLACK] == 900);
  CHECK(c.limits.movesToGo == 20);
  CHECK(c.limits.depth == 12);
  CHECK(c.limits.nodes == 5000);
  CHECK(c.limits.movetime == 300);
  CHECK(c.limits.mate == 3);
  CHECK(c.limits.ponder);
  CHECK(!c.limits.infinite);
  CHECK(!c.perft);
}

TEST_CASE("go clamps a number out of its range into it, and says so", "[uci][go]") {
  const std::string maxDepth = std::to_string(MAX_DEPTH);
  CHECK(go("depth 300").limits.depth == MAX_DEPTH);
  CHECK(onlyNote(go("depth 300")) ==
        "go depth expects a number from 1 to " + maxDepth + ", not '300': taking " + maxDepth);
  CHECK(go("depth 0").limits.depth == 1);
  CHECK(go("depth 99999999999999999999999").limits.depth == MAX_DEPTH);
  CHECK(go("depth -99999999999999999999999").limits.depth == 1);
  CHECK(go("nodes 0").limits.nodes == 1);
  CHECK(go("movetime 0").limits.movetime == 1);
  CHECK(go("movetime -1").limits.movetime == 1);
  CHECK(go("mate 0").limits.mate == 1);
  CHECK(go("mate 1000").limits.mate == MateFinderOptions::MAX_MATE_MOVES);
  CHECK(go("movestogo -1 wtime 1000").limits.movesToGo == 0);
  CHECK(go("movetime 9999999999999").limits.movetime == GO_MAX_CLOCK_MS);
  CHECK(onlyNote(go("nodes 0")) == "go nodes expects a number from 1 to " +
                                       std::to_string(GO_MAX_NODES) + ", not '0': taking 1");
}

TEST_CASE("go takes the whole part of a number written with a fraction", "[uci][go]") {
  const GoCommand c = go("wtime 1000.5 btime 1000");
  CHECK(c.limits.time[WHITE] == 1000);
  CHECK_THAT(onlyNote(c), Catch::EndsWith("not '1000.5': taking 1000"));
  CHECK(go("depth 7.9").limits.depth == 7);
}

TEST_CASE("go leaves out a value that is no number, and an unknown word", "[uci][go]") {
  const GoCommand noNumber = go("depth x movetime 100");
  CHECK(noNumber.limits.depth == 0);
  CHECK(noNumber.limits.movetime == 100);
  CHECK(onlyNote(noNumber) ==
        "go depth expects a number from 1 to " + std::to_string(MAX_DEPTH) + ", not 'x': left out");
  for (const char* text : {"1e3", "0x10", "12ms", "1.", ".5", "--1", "", "1,000"})
    CHECK(go(std::string("wtime ") + text + " btime 1 depth 3").limits.time[WHITE] == -1);
  // A keyword where the value should be is read as the next keyword.
  const GoCommand missing = go("nodes movetime 100");
  CHECK(missing.limits.nodes == 0);
  CHECK(missing.limits.movetime == 100);
  CHECK(onlyNote(missing) ==
        "go nodes expects a number from 1 to " + std::to_string(GO_MAX_NODES) + ": left out");
  const GoCommand unknown = go("depth 5 foo");
  CHECK(unknown.limits.depth == 5);
  CHECK(onlyNote(unknown) == "unknown go parameter 'foo': left out");
}

TEST_CASE("go counts a clock below zero as zero, without a note", "[uci][go]") {
  const GoCommand c = go("wtime -50 btime 100 winc -10");
  CHECK(c.notes.empty());
  CHECK(c.limits.time[WHITE] == 0);
  CHECK(c.limits.increment[WHITE] == 0);
}

TEST_CASE("go searchmoves keeps the legal moves named and leaves out the others", "[uci][go]") {
  const GoCommand c = go("searchmoves e2e4 e2e5 d2d4 depth 3");
  Position start;
  CHECK(c.limits.searchMoves ==
        std::vector<Move>{parseUciMove(start, "e2e4"), parseUciMove(start, "d2d4")});
  CHECK(c.limits.depth == 3);
  CHECK(onlyNote(c) == "searchmoves: 'e2e5' is not a legal move here: left out");
  // None legal: every move is searched.
  const GoCommand none = go("infinite searchmoves e2e5");
  CHECK(none.limits.searchMoves.empty());
  CHECK(none.limits.infinite);
  CHECK(none.notes.size() == 2);
  CHECK(none.notes.back() == "searchmoves: no legal move given: searching every move");
}

TEST_CASE("go without a limit searches until stop", "[uci][go]") {
  CHECK(go("").limits.infinite);
  CHECK(go("").notes.empty());
  CHECK(go("searchmoves e2e4").limits.infinite);
  CHECK(!go("depth 1").limits.infinite);
  // The clock that counts is the side to move's.
  const std::string blackToMove = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  CHECK(go("wtime 1000", blackToMove).limits.infinite);
  CHECK(!go("btime 1000", blackToMove).limits.infinite);
  const GoCommand refused = go("depth x");
  CHECK(refused.limits.infinite);
  CHECK(refused.notes.back() == "no limit left: searching until stop");
}

TEST_CASE("go perft takes a depth from 1 to GO_MAX_PERFT_DEPTH, and refuses any other",
          "[uci][go]") {
  const GoCommand perft = go("perft 5");
  CHECK(perft.perft);
  CHECK(perft.perftDepth == 5);
  CHECK(perft.notes.empty());
  CHECK(!perft.limits.infinite);
  for (const char* depth : {"0", "21", "-1", "x", "2.5", ""}) {
    const GoCommand refused = go(std::string("perft ") + depth);
    CHECK(refused.perft);
    CHECK(refused.perftDepth == 0);
    CHECK_THAT(onlyNote(refused), Catch::StartsWith("go perft expects a number from 1 to 20") &&
                                      Catch::EndsWith(": nothing counted"));
  }
}

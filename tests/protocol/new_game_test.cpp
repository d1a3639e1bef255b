// A new game (UCI ucinewgame, CECP new) must leave nothing behind that changes what the engine
// plays: a search after other games and a new game is the same, node for node, as the same
// search in a fresh engine. (One thread and node or depth limits make searches repeatable.)
#include <catch2/catch.hpp>
#include <regex>
#include <string>
#include <vector>

#include "../live_loop.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;

namespace {

const std::string MIDDLEGAME =
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8";
const std::string ENDGAME = "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 b - - 0 40";

// Plays the commands one search at a time, as a GUI does: after each line that starts a search
// it waits for the answer (`done`) before sending more. Returns what the last search printed,
// without the timings, the only figures allowed to differ from run to run.
// Before a search, `sync` (answered by `synced`) makes sure everything sent so far has been
// dealt with, so that what follows is the search's output alone.
template <class Loop>
std::string lastSearch(const std::vector<std::string>& lines, const std::string& sync,
                       const std::string& synced, const std::string& done,
                       const std::regex& timing) {
  test::LiveLoop<Loop> loop;
  std::size_t from = 0;
  for (const std::string& line : lines) {
    const bool search = line == "go" || line.rfind("go ", 0) == 0;
    if (search) {
      loop.send(sync);
      from = loop.waitFor(synced, from);
      REQUIRE(from != std::string::npos);
      from += synced.size();
    }
    loop.send(line);
    if (search) REQUIRE(loop.waitFor(done, from) != std::string::npos);
  }
  const std::size_t end = loop.waitFor("\n", loop.waitFor(done, from));  // the whole answer line
  REQUIRE(end != std::string::npos);
  return std::regex_replace(loop.output().substr(from, end + 1 - from), timing, "$1");
}

std::string lastUciSearch(const std::vector<std::string>& lines) {
  static const std::regex timing("( )(time|nps) [0-9]+ ");
  return lastSearch<UciLoop>(lines, "isready", "readyok\n", "bestmove ", timing);
}

// Thinking lines are "ply score time nodes pv": the third field goes.
std::string lastCecpSearch(const std::vector<std::string>& lines) {
  static const std::regex timing("^([0-9]+ -?[0-9]+ )[0-9]+ ", std::regex::multiline);
  return lastSearch<XboardLoop>(lines, "ping 1", "pong 1\n", "move ", timing);
}

}  // namespace

TEST_CASE("UCI: after ucinewgame a search is the same as in a fresh engine", "[uci][newgame]") {
  const std::vector<std::string> search = {"position fen " + MIDDLEGAME, "go nodes 40000"};
  // No book: the first go of a session would say that none was found.
  std::vector<std::string> fresh = {"setoption name BookFile value <empty>",
                                    "setoption name Hash value 8"};
  fresh.insert(fresh.end(), search.begin(), search.end());
  std::vector<std::string> reused = {"setoption name BookFile value <empty>",
                                     "setoption name Hash value 8",
                                     "position fen " + ENDGAME,
                                     "go nodes 60000",
                                     "position fen " + MIDDLEGAME,
                                     "go nodes 30000",
                                     "ucinewgame"};
  reused.insert(reused.end(), search.begin(), search.end());
  const std::string expected = lastUciSearch(fresh);
  REQUIRE_THAT(expected, Catch::Contains("info depth 8 ") && Catch::Contains("bestmove "));
  CHECK(lastUciSearch(reused) == expected);
}

TEST_CASE("CECP: after new a search is the same as in a fresh engine", "[xboard][newgame]") {
  const std::vector<std::string> search = {"new", "force", "setboard " + MIDDLEGAME, "sd 8", "go"};
  std::vector<std::string> fresh = {"xboard", "protover 2", "option BookFile=", "memory 8", "post"};
  fresh.insert(fresh.end(), search.begin(), search.end());
  std::vector<std::string> reused = {
      "xboard", "protover 2", "option BookFile=",       "memory 8", "post",
      "new",    "force",      "setboard " + ENDGAME,    "sd 10",    "go",
      "new",    "force",      "setboard " + MIDDLEGAME, "sd 6",     "go"};
  reused.insert(reused.end(), search.begin(), search.end());
  const std::string expected = lastCecpSearch(fresh);
  REQUIRE_THAT(expected, Catch::Contains("\n8 ") && Catch::Contains("move "));
  CHECK(lastCecpSearch(reused) == expected);
}

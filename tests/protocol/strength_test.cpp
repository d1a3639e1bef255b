// UCI_LimitStrength and UCI_Elo through the protocols: the engine session weakens its game
// searches (engine/weakened_search.h) and leaves everything else as it was.
#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>

#include "../live_loop.h"
#include "../support.h"
#include "../transcript.h"
#include "quadrant/core/notation.h"
#include "quadrant/engine/strength_level.h"
#include "quadrant/engine/weakened_search.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;

namespace {

const std::string NO_BOOK = "setoption name OwnBook value false\n";

std::string limitedTo(int elo) {
  return NO_BOOK + "setoption name UCI_LimitStrength value true\nsetoption name UCI_Elo value " +
         std::to_string(elo) + "\n";
}

std::vector<std::string> infoLines(const std::string& out) {
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("info depth", 0) == 0 && line.find(" pv ") != std::string::npos)
      lines.push_back(line);
  return lines;
}

std::string wordAfter(const std::string& line, const std::string& key) {
  std::istringstream rest(line.substr(line.find(key) + key.size()));
  std::string word;
  rest >> word;
  return word;
}

// The info lines without what depends on the clock (time, nps).
std::string withoutTiming(const std::string& out) {
  std::string kept;
  for (const std::string& line : infoLines(out)) {
    std::istringstream words(line);
    for (std::string word; words >> word;) {
      if (word == "time" || word == "nps") {
        words >> word;
        continue;
      }
      kept += word + ' ';
    }
    kept += '\n';
  }
  return kept;
}

}  // namespace

TEST_CASE("With UCI_LimitStrength a game search keeps to the level's budget", "[strength][uci]") {
  const std::uint64_t budget = strengthLevel(MIN_ELO).nodes;
  const std::string out = test::transcript<UciLoop>(
      limitedTo(MIN_ELO) + "position startpos moves e2e4 e7e5\ngo wtime 60000 btime 60000\n");
  const std::vector<std::string> lines = infoLines(out);
  REQUIRE(!lines.empty());
  for (const std::string& line : lines) {
    INFO(line);
    CHECK(std::stoull(wordAfter(line, " nodes ")) <= budget);
    CHECK(wordAfter(line, " multipv ") == "1");
  }
  const std::string best = wordAfter(out, "bestmove ");
  CHECK(parseUciMove(test::positionAfter("e2e4 e7e5"), best));
  CHECK(wordAfter(lines.back(), " pv ") == best);
}

// At 60+1 the level's budget ends the search in milliseconds; the answer waits for its share of
// the time a full-strength search would plan (weakened_search.h), in both protocols.
TEST_CASE("A limited game search takes its share of the clock before it answers",
          "[strength][uci][xboard]") {
  using Clock = std::chrono::steady_clock;
  SearchLimits clock;
  clock.time[WHITE] = clock.time[BLACK] = 60000;
  clock.increment[WHITE] = clock.increment[BLACK] = 1000;
  const std::chrono::milliseconds share(allocateTime(clock, WHITE, 30).softMs *
                                        LEVEL_THINKING_PERCENT / 100);
  REQUIRE(share > std::chrono::milliseconds(500));
  auto start = Clock::now();
  const std::string uci = test::transcript<UciLoop>(
      limitedTo(MIN_ELO) + "position startpos\ngo wtime 60000 btime 60000 winc 1000 binc 1000\n");
  CHECK(Clock::now() - start >= share);
  CHECK_THAT(uci, Catch::Contains("bestmove "));
  start = Clock::now();
  const std::string cecp = test::transcript<XboardLoop>(
      "option BookFile=\noption UCI_LimitStrength=1\noption UCI_Elo=1350\nnew\nlevel 0 1 1\n"
      "time 6000\notim 6000\nwhite\ngo\nping 1\n");
  CHECK(Clock::now() - start >= share);
  CHECK_THAT(cecp, Catch::StartsWith("move "));
}

TEST_CASE("A limited search answers stop at once", "[strength][uci]") {
  test::LiveLoop<UciLoop> uci;
  uci.send(limitedTo(MAX_ELO) + "position startpos\ngo wtime 600000 btime 600000");
  REQUIRE(uci.waitFor("info depth 6 ") != std::string::npos);
  const auto stopped = std::chrono::steady_clock::now();
  uci.send("stop");
  REQUIRE(uci.waitFor("bestmove ") != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - stopped < std::chrono::seconds(1));
}

TEST_CASE("UCI_Elo changes nothing while UCI_LimitStrength is off", "[strength][uci]") {
  const std::string search = "position startpos moves d2d4 d7d5\ngo depth 9\n";
  const std::string plain = test::transcript<UciLoop>(NO_BOOK + search);
  const std::string elo = test::transcript<UciLoop>(NO_BOOK + "setoption name UCI_Elo value " +
                                                    std::to_string(MIN_ELO) + "\n" + search);
  CHECK(withoutTiming(elo) == withoutTiming(plain));
  CHECK(wordAfter(elo, "bestmove ") == wordAfter(plain, "bestmove "));
}

TEST_CASE("Analysis (go infinite) is never weakened", "[strength][uci]") {
  test::LiveLoop<UciLoop> uci;
  uci.send(limitedTo(MIN_ELO) + "position startpos\ngo infinite");
  // Far past the level's depth and nodes: the analysis runs at full strength until stopped.
  CHECK(uci.waitFor("info depth 9 ") != std::string::npos);
  uci.send("stop");
  CHECK(uci.waitFor("bestmove ") != std::string::npos);
}

TEST_CASE("CECP offers UCI_LimitStrength and UCI_Elo and plays at the level",
          "[strength][xboard]") {
  const std::string features = test::transcript<XboardLoop>("protover 2\n");
  CHECK_THAT(features, Catch::Contains("feature option=\"UCI_LimitStrength -check 0\""));
  CHECK_THAT(features,
             Catch::Contains("feature option=\"UCI_Elo -spin " + std::to_string(DEFAULT_ELO) + ' ' +
                             std::to_string(MIN_ELO) + ' ' + std::to_string(MAX_ELO)));
  const std::string out = test::transcript<XboardLoop>(
      "xboard\nprotover 2\noption OwnBook=0\noption UCI_LimitStrength=1\noption UCI_Elo=1350\n"
      "new\npost\nlevel 40 5 0\nusermove e2e4\n");
  const std::string reply = wordAfter(out, "\nmove ");
  CHECK(parseUciMove(test::positionAfter("e2e4"), reply));
  // The thinking lines show at most the level's depth.
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    int depth = 0;
    if (std::istringstream(line) >> depth && depth > 0) CHECK(depth <= strengthLevel(1350).depth);
  }
}

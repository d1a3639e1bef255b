#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>

#include "../cli_run.h"

using namespace quadrant;
using test::runCli;

TEST_CASE("mate command prints the shortest mate with its line", "[matefinder][commandline]") {
  const test::CliRun result = runCli(
      {"mate", "3", "r1b3kr/ppp1Bp1p/1b6/n2P4/2p3q1/2Q2N2/P4PPP/RN2R1K1", "w", "-", "-", "1", "1"});
  CHECK(result.status == 0);
  CHECK(result.out.rfind("mate in 3: c3h8 g8h8 e7f6 h8g8 e1e8\n", 0) == 0);
  CHECK(result.out.find("nodes ") != std::string::npos);
}

TEST_CASE("mate command reports no mate and honours --checks-only", "[matefinder][commandline]") {
  const std::string morphy = "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1";
  CHECK(runCli({"mate", "1", morphy}).out.rfind("no mate in 1 found\n", 0) == 0);
  CHECK(runCli({"mate", "2", morphy}).out.rfind("mate in 2: a1a6", 0) == 0);
  const std::string checksOnly = runCli({"mate", "2", morphy, "--checks-only"}).out;
  CHECK(checksOnly.rfind("no mate in 2 found\n(the attacker played checks only", 0) == 0);
}

TEST_CASE("mate command reports its speed as the search's info lines do",
          "[matefinder][commandline]") {
  // A mate in one is found within a millisecond or two: the speed counts at least 1 ms.
  const std::string out = runCli({"mate", "1", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"}).out;
  std::istringstream summary(test::linesOf(out).back());
  std::string nodesWord, timeWord, msWord, npsWord;
  std::uint64_t nodes = 0, nps = 0;
  std::int64_t ms = -1;
  REQUIRE(summary >> nodesWord >> nodes >> timeWord >> ms >> msWord >> npsWord >> nps);
  CHECK(nodes > 0);
  CHECK(nps == nodes * 1000 / std::uint64_t(std::max<std::int64_t>(ms, 1)));
}

TEST_CASE("mate command says a position is already mate or stalemate",
          "[matefinder][commandline]") {
  const test::CliRun stalemate = runCli({"mate", "3", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"});
  CHECK(stalemate.status == 0);
  CHECK(stalemate.out == "no mate: the position is stalemate, the side to move has no move\n");
  CHECK(runCli({"mate", "1", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"}).out ==
        "no mate: the position is checkmate, the side to move has no move\n");
}

TEST_CASE("mate command stops at its node limit", "[matefinder][commandline]") {
  CHECK(runCli({"mate", "10", "--nodes", "5000"}).out.rfind("no mate in 10 found (stopped", 0) ==
        0);
}

TEST_CASE("mate command stops at its time limit, --movetime or --time",
          "[matefinder][commandline]") {
  for (const char* flag : {"--movetime", "--time"}) {
    const test::CliRun run = runCli({"mate", "100", flag, "50"});
    CHECK(run.status == 0);
    CHECK(run.out.rfind("no mate in 100 found (stopped", 0) == 0);
  }
}

TEST_CASE("mate command rejects bad arguments", "[matefinder][commandline]") {
  const std::string usage =
      "usage: quadrant mate N [FEN] [--checks-only] [--movetime MS] [--nodes N]\n";
  CHECK(runCli({"mate"}).err ==
        "error: mate: expected a mate length in moves from 1 to 100\n" + usage);
  CHECK(runCli({"mate", "0"}).err ==
        "error: mate: expected a mate length in moves from 1 to 100, got '0'\n" + usage);
  CHECK(runCli({"mate", "101"}).err ==
        "error: mate: expected a mate length in moves from 1 to 100, got '101'\n" + usage);
  CHECK(runCli({"mate", "2", "--time"}).err ==
        "error: mate: expected a time in ms from 1 to 86400000 after --time\n" + usage);
  CHECK(runCli({"mate", "2", "--movetime", "0"}).err ==
        "error: mate: expected a time in ms from 1 to 86400000 after --movetime, got '0'\n" +
            usage);
  CHECK(runCli({"mate", "2", "--bogus"}).err == "error: mate: unknown option '--bogus'\n" + usage);
  CHECK(runCli({"mate", "2", "--nodes", "0"}).err ==
        "error: mate: expected a node count from 1 to 1125899906842624 after --nodes, got '0'\n" +
            usage);
  const test::CliRun badFen = runCli({"mate", "2", "not a fen"});
  CHECK(badFen.status == 2);
  CHECK_THAT(badFen.err, Catch::StartsWith("error: mate: invalid FEN: "));
  CHECK(badFen.out.empty());
}

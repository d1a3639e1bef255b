#include <catch2/catch.hpp>
#include <sstream>

#include "../cli_run.h"

using namespace quadrant;

TEST_CASE("quadrant bench is deterministic and ends with nodes and nps", "[cli]") {
  const test::CliRun first = test::runCli({"bench", "5"});
  const test::CliRun second = test::runCli({"bench", "5"});
  REQUIRE(first.status == 0);
  const auto lastLine = [](const std::string& s) {
    const auto end = s.find_last_not_of('\n');
    return s.substr(s.find_last_of('\n', end) + 1, end - s.find_last_of('\n', end));
  };
  // The last line is "N nodes M nps", and N does not change between runs.
  std::istringstream firstLine(lastLine(first.out)), secondLine(lastLine(second.out));
  unsigned long long nodes = 0, nps = 0, nodesAgain = 0;
  std::string nodesWord, npsWord;
  REQUIRE(firstLine >> nodes >> nodesWord >> nps >> npsWord);
  CHECK(nodesWord == "nodes");
  CHECK(npsWord == "nps");
  CHECK(nodes > 0);
  REQUIRE(secondLine >> nodesAgain);
  CHECK(nodes == nodesAgain);
  CHECK_THAT(test::runCli({"bench", "zero"}).err,
             Catch::StartsWith("error: bench: expected a depth from 1 to 64, got 'zero'\n"));
  CHECK_THAT(test::runCli({"bench", "65"}).err,
             Catch::StartsWith("error: bench: expected a depth from 1 to 64, got '65'\n"));
}

TEST_CASE("quadrant bench --threads searches with helpers and reports the time to depth",
          "[cli][threads]") {
  const test::CliRun run = test::runCli({"bench", "4", "--threads", "2"});
  REQUIRE(run.status == 0);
  CHECK_THAT(run.out, Catch::Contains("\ntime "));
  CHECK_THAT(run.out, Catch::EndsWith(" nps\n"));
  CHECK_THAT(
      test::runCli({"bench", "4", "--threads", "0"}).err,
      Catch::StartsWith(
          "error: bench: expected a thread count from 1 to 1024 after --threads, got '0'\n"));
  // One depth at most: a second number is refused, not taken for something else.
  const test::CliRun twoDepths = test::runCli({"bench", "4", "2"});
  CHECK(twoDepths.status == 2);
  CHECK(twoDepths.err ==
        "error: bench: unexpected argument '2'\nusage: quadrant bench [DEPTH] [--threads N]\n");
  CHECK(twoDepths.out.empty());
}

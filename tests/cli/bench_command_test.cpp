#include <catch2/catch.hpp>
#include <sstream>

#include "../cli_run.h"

using namespace quadrant;

namespace {

// The node count of the last line, "N nodes M nps"; 0 when the line is not of that form.
unsigned long long signedNodes(const std::string& out) {
  std::istringstream last(test::linesOf(out).back());
  unsigned long long nodes = 0, nps = 0;
  std::string nodesWord, npsWord;
  if (!(last >> nodes >> nodesWord >> nps >> npsWord) || nodesWord != "nodes" || npsWord != "nps")
    return 0;
  return nodes;
}

}  // namespace

TEST_CASE("quadrant bench is deterministic and ends with nodes and nps", "[cli]") {
  const test::CliRun first = test::runCli({"bench", "16", "1", "5"});
  const test::CliRun second = test::runCli({"bench", "16", "1", "5"});
  REQUIRE(first.status == 0);
  CHECK(test::linesOf(first.out).size() == 12 + 2);  // the positions, the time, the signature
  CHECK(signedNodes(first.out) > 0);
  CHECK(signedNodes(first.out) == signedNodes(second.out));
}

TEST_CASE("quadrant bench takes HASH THREADS DEPTH, in Stockfish's order", "[cli][threads]") {
  const test::CliRun run = test::runCli({"bench", "8", "2", "4"});
  REQUIRE(run.status == 0);
  CHECK_THAT(run.out, Catch::Contains("\ntime "));
  CHECK_THAT(run.out, Catch::EndsWith(" nps\n"));
  const std::string usage = "usage: quadrant bench [HASH] [THREADS] [DEPTH]\n";
  CHECK(test::runCli({"bench", "zero"}).err ==
        "error: bench: expected a hash size in MB from 1 to 1048576, got 'zero'\n" + usage);
  CHECK(test::runCli({"bench", "16", "0"}).err ==
        "error: bench: expected a thread count from 1 to 1024, got '0'\n" + usage);
  CHECK(test::runCli({"bench", "16", "1", "246"}).err ==
        "error: bench: expected a depth from 1 to 245, got '246'\n" + usage);
  const test::CliRun extra = test::runCli({"bench", "16", "1", "4", "2"});
  CHECK(extra.status == 2);
  CHECK(extra.err == "error: bench: unexpected argument '2'\n" + usage);
  CHECK(extra.out.empty());
}

TEST_CASE("bench in the UCI loop is the command line's bench", "[cli][uci]") {
  const test::CliRun loop = test::runCli({}, "uci\nbench 16 1 4\nbench 0\nbench 16 1 4 9\nquit\n");
  const test::CliRun line = test::runCli({"bench", "16", "1", "4"});
  CHECK_THAT(loop.out, Catch::Contains("info string bench expects a hash size in MB from 1 to "
                                       "1048576, not '0'\n"));
  CHECK_THAT(loop.out,
             Catch::EndsWith("info string bench takes HASH THREADS DEPTH, no more: '9'\n"));
  const std::string benchOut = loop.out.substr(0, loop.out.find("info string bench"));
  REQUIRE(signedNodes(line.out) > 0);
  CHECK(signedNodes(benchOut) == signedNodes(line.out));
}

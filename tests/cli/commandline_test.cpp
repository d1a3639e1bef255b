#include <catch2/catch.hpp>
#include <sstream>

#include "../cli_run.h"

using namespace quadrant;

TEST_CASE("quadrant perft prints nodes, time and speed", "[cli]") {
  const test::CliRun r = test::runCli({"perft", "4"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("Nodes: 197281\n"));
  CHECK_THAT(r.out, Catch::Contains("Time: "));
  CHECK_THAT(r.out, Catch::Contains("NPS: "));
}

TEST_CASE("quadrant perft takes a FEN, threads and hash", "[cli]") {
  const test::CliRun r = test::runCli({"perft", "3", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R", "w", "KQkq", "-",
                     "0", "1", "--threads", "2", "--hash", "8"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("Nodes: 97862\n"));
}

TEST_CASE("quadrant divide lists every root move", "[cli]") {
  const test::CliRun r = test::runCli({"divide", "2"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("a2a3: 20\n"));
  CHECK_THAT(r.out, Catch::Contains("Nodes: 400\n"));
}

TEST_CASE("The command line rejects bad arguments with a message", "[cli]") {
  CHECK(test::runCli({"perft"}).status == 2);
  CHECK_THAT(test::runCli({"perft", "abc"}).err, Catch::Contains("needs a depth"));
  CHECK_THAT(test::runCli({"perft", "2", "not a fen"}).err, Catch::Contains("invalid FEN"));
  CHECK_THAT(test::runCli({"perft", "2", "--threads", "0"}).err, Catch::Contains("--threads needs"));
  CHECK_THAT(test::runCli({"perft", "2", "--hash"}).err, Catch::Contains("--hash needs"));
  CHECK_THAT(test::runCli({"frobnicate"}).err, Catch::Contains("unknown command 'frobnicate'"));
  CHECK_THAT(test::runCli({"--help"}).out, Catch::Contains("quadrant perft DEPTH"));
  CHECK_THAT(test::runCli({"--version"}).out, Catch::StartsWith("Quadrant "));
}

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
  CHECK_THAT(test::runCli({"bench", "zero"}).err, Catch::Contains("bench needs a depth"));
}

TEST_CASE("quadrant bench --threads searches with helpers and reports the time to depth", "[cli][threads]") {
  const test::CliRun run = test::runCli({"bench", "4", "--threads", "2"});
  REQUIRE(run.status == 0);
  CHECK_THAT(run.out, Catch::Contains("\ntime "));
  CHECK_THAT(run.out, Catch::EndsWith(" nps\n"));
  CHECK_THAT(test::runCli({"bench", "4", "--threads", "0"}).err, Catch::Contains("--threads needs a thread count from 1 to 256"));
  CHECK_THAT(test::runCli({"bench", "--threads", "2", "4"}).err, Catch::Contains("bench needs a depth"));
}

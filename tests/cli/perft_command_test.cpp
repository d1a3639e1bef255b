#include <catch2/catch.hpp>

#include "../cli_run.h"

using namespace quadrant;

TEST_CASE("quadrant perft prints nodes, time and speed", "[cli]") {
  const test::CliRun r = test::runCli({"perft", "5"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("Nodes: 4865609\n"));
  CHECK_THAT(r.out, Catch::Contains("Time: "));
  CHECK_THAT(r.out, Catch::Contains("NPS: "));
  // Twenty moves take well under a millisecond (unless the run is preempted): no speed from a
  // clock that did not tick.
  const std::string quick = test::runCli({"perft", "1"}).out;
  if (quick.find("Time: 0 ms\n") != std::string::npos)
    CHECK(quick == "Nodes: 20\nTime: 0 ms\n");
  else
    CHECK_THAT(quick, Catch::Contains("\nNPS: "));
}

TEST_CASE("quadrant perft takes a FEN, threads and hash", "[cli]") {
  const test::CliRun r =
      test::runCli({"perft", "3", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R", "w",
                    "KQkq", "-", "0", "1", "--threads", "2", "--hash", "8"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("Nodes: 97862\n"));
}

TEST_CASE("quadrant divide lists every root move", "[cli]") {
  const test::CliRun r = test::runCli({"divide", "2"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("a2a3: 20\n"));
  CHECK_THAT(r.out, Catch::Contains("Nodes: 400\n"));
}

TEST_CASE("quadrant perft rejects bad arguments with a message and its usage", "[cli]") {
  const test::CliRun missing = test::runCli({"perft"});
  CHECK(missing.status == 2);
  CHECK(missing.err ==
        "error: perft: expected a depth from 1 to 20\n"
        "usage: quadrant perft DEPTH [FEN] [--threads N] [--hash MB]\n");
  CHECK(missing.out.empty());
  CHECK_THAT(test::runCli({"perft", "abc"}).err,
             Catch::StartsWith("error: perft: expected a depth from 1 to 20, got 'abc'\n"));
  CHECK_THAT(test::runCli({"divide", "21"}).err,
             Catch::StartsWith("error: divide: expected a depth from 1 to 20, got '21'\n"));
  const test::CliRun badFen = test::runCli({"perft", "2", "not a fen"});
  CHECK(badFen.status == 2);
  CHECK_THAT(badFen.err, Catch::StartsWith("error: perft: invalid FEN: "));
  CHECK_THAT(
      test::runCli({"perft", "2", "--threads", "0"}).err,
      Catch::StartsWith(
          "error: perft: expected a thread count from 1 to 1024 after --threads, got '0'\n"));
  CHECK_THAT(
      test::runCli({"perft", "2", "--hash"}).err,
      Catch::StartsWith("error: perft: expected a size in MB from 0 to 1048576 after --hash\n"));
  CHECK_THAT(test::runCli({"perft", "2", "--bogus"}).err,
             Catch::StartsWith("error: perft: unknown option '--bogus'\n"));
}

TEST_CASE("quadrant perft quotes bad bytes of its arguments escaped", "[cli]") {
  const test::CliRun option = test::runCli({"perft", "2", "--fen", "\xff"});
  CHECK(option.status == 2);
  CHECK_THAT(option.err, Catch::StartsWith("error: perft: unknown option '--fen'\n"));
  const test::CliRun depth = test::runCli({"perft", "\xff\x1b[2J"});
  CHECK_THAT(depth.err, Catch::StartsWith(
                            "error: perft: expected a depth from 1 to 20, got '\\xff\\x1b[2J'\n"));
  const test::CliRun fen = test::runCli({"perft", "2", "4k3/8/8/8/8/8/8/4K2\xff w - - 0 1"});
  CHECK(fen.status == 2);
  CHECK_THAT(fen.err, Catch::StartsWith("error: perft: invalid FEN: invalid character '\\xff' in "
                                        "the board\n"));
}

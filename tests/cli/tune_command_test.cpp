#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "../cli_run.h"
#include "../temp_path.h"

using namespace quadrant;

namespace {

const char* const SMALL_DATA =
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 [0.5]\n"
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 [1.0]\n"
    "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - c9 \"0-1\";\n"
    "no position here [1.0]\n";

}  // namespace

TEST_CASE("quadrant tune writes the tuned weights to --out", "[cli]") {
  const test::TempPath data("tune-test-data.txt"), weights("tune-test-weights.h");
  data.write(SMALL_DATA);
  const test::CliRun tune = test::runCli(
      {"tune", data.str(), "--iterations", "1", "--rate", "3", "--out", weights.str()});
  CHECK(tune.status == 0);
  CHECK_THAT(tune.out, Catch::StartsWith("positions 3 ") &&
                           Catch::EndsWith("weights written to " + weights.str() + "\n"));
  CHECK(tune.err == "warning: tune: 1 lines could not be read\n");
  std::ifstream written(weights.str());
  std::ostringstream text;
  text << written.rdbuf();
  CHECK_THAT(text.str(), Catch::Contains("bishopPair"));
}

TEST_CASE("quadrant tune --threads N tunes the weights one thread does", "[cli][threads]") {
  const test::TempPath data("tune-test-threads.txt");
  data.write(SMALL_DATA);
  const test::CliRun single = test::runCli({"tune", data.str(), "--iterations", "20"});
  REQUIRE(single.status == 0);
  CHECK_THAT(single.out, Catch::Contains("iteration 20  error") && Catch::Contains("bishopPair"));
  for (const char* threads : {"1", "2", "3", "5"}) {  // 5: more threads than positions
    const test::CliRun split =
        test::runCli({"tune", data.str(), "--iterations", "20", "--threads", threads});
    CHECK(split.status == 0);
    CHECK(split.out == single.out);
  }
}

TEST_CASE("quadrant tune rejects bad arguments and data it cannot use", "[cli]") {
  const std::string usage =
      "usage: quadrant tune DATA [--iterations N] [--rate R] [--regularize L] [--threads N]"
      " [--out FILE]\n";
  for (const char* bad : {"x", "-1", "2", "nan", "1e-7x"}) {
    const test::CliRun refused = test::runCli({"tune", "data.txt", "--regularize", bad});
    CHECK(refused.status == 2);
    CHECK(refused.err ==
          "error: tune: expected a strength per centipawn squared (e.g. 1e-7) from 0 to 1 after "
          "--regularize, got '" +
              std::string(bad) + "'\n" + usage);
  }
  CHECK(test::runCli({"tune"}).err ==
        "error: tune: expected a data file (lines \"FEN [result]\")\n" + usage);
  CHECK(test::runCli({"tune", "data.txt", "--rate", "0"}).err ==
        "error: tune: expected a step in centipawns from 1 to 100 after --rate, got '0'\n" + usage);
  CHECK(test::runCli({"tune", "data.txt", "--out"}).err ==
        "error: tune: expected an output file after --out\n" + usage);
  for (const char* bad : {"0", "x", "257", "-2", "1.5"}) {
    const test::CliRun refused = test::runCli({"tune", "data.txt", "--threads", bad});
    CHECK(refused.status == 2);
    CHECK(refused.err ==
          "error: tune: expected a thread count from 1 to 256 after --threads, got '" +
              std::string(bad) + "'\n" + usage);
  }
  CHECK(test::runCli({"tune", "data.txt", "--threads"}).err ==
        "error: tune: expected a thread count from 1 to 256 after --threads\n" + usage);

  const test::CliRun missing = test::runCli({"tune", "no-such-file.txt"});
  CHECK(missing.status == 2);
  CHECK(missing.err == "error: tune: cannot read 'no-such-file.txt'\n");

  const test::TempPath unusable("tune-test-unusable.txt");
  unusable.write("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nnonsense [0.5]\n");
  const test::CliRun nothing = test::runCli({"tune", unusable.str()});
  CHECK(nothing.status == 2);
  CHECK(nothing.err ==
        "warning: tune: 2 lines could not be read\nerror: tune: no positions to tune on\n");
}

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../cli_run.h"
#include "../support.h"
#include "../temp_path.h"
#include "quadrant/eval/weights.h"
#include "quadrant/tools/pv_leaf.h"

using namespace quadrant;

namespace {

const char* const SMALL_DATA =
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 [0.5]\n"
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 [1.0]\n"
    "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - c9 \"0-1\";\n"
    "no position here [1.0]\n";

// The warning that SMALL_DATA's 3 positions are far too few for the weights.
std::string tooFewWarning() {
  const std::size_t values = 2 * WEIGHT_COUNT;
  return "warning: tune: 3 positions for " + std::to_string(values) +
         " values: far too few for weights worth playing (at least " + std::to_string(10 * values) +
         "; docs/tuning.md uses about a million)\n";
}

}  // namespace

TEST_CASE("quadrant tune writes the tuned weights to --out", "[cli]") {
  const test::TempPath data("tune-test-data.txt"), weights("tune-test-weights.h");
  data.write(SMALL_DATA);
  const test::CliRun tune = test::runCli(
      {"tune", data.str(), "--iterations", "1", "--rate", "3", "--out", weights.str()});
  CHECK(tune.status == 0);
  CHECK_THAT(tune.out, Catch::StartsWith("positions 3 ") &&
                           Catch::EndsWith("weights written to " + weights.str() + "\n"));
  CHECK(tune.err ==
        "warning: tune: " + data.str() + ": 1 line could not be read\n" + tooFewWarning());
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
      "usage: quadrant tune DATA [--iterations N] [--rate R] [--regularize L] [--threads N]\n"
      "                     [--validate FILE] [--resolve-depth D] [--out FILE]\n";
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
  for (const char* bad : {"0", "x", "1025", "-2", "1.5"}) {
    const test::CliRun refused = test::runCli({"tune", "data.txt", "--threads", bad});
    CHECK(refused.status == 2);
    CHECK(refused.err ==
          "error: tune: expected a thread count from 1 to 1024 after --threads, got '" +
              std::string(bad) + "'\n" + usage);
  }
  CHECK(test::runCli({"tune", "data.txt", "--threads"}).err ==
        "error: tune: expected a thread count from 1 to 1024 after --threads\n" + usage);

  const test::CliRun missing = test::runCli({"tune", "no-such-file.txt"});
  CHECK(missing.status == 2);
  CHECK(missing.err == "error: tune: cannot read 'no-such-file.txt'\n");

  const test::TempPath unusable("tune-test-unusable.txt");
  unusable.write("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nnonsense [0.5]\n");
  const test::CliRun nothing = test::runCli({"tune", unusable.str()});
  CHECK(nothing.status == 2);
  CHECK(nothing.err == "warning: tune: " + unusable.str() +
                           ": 2 lines could not be read\nerror: tune: no positions to tune on\n");
  const test::TempPath usable("tune-test-usable.txt");
  usable.write(SMALL_DATA);
  CHECK(test::runCli({"tune", usable.str(), "--validate", "no-such-file.txt"}).err ==
        "warning: tune: " + usable.str() + ": 1 line could not be read\n" + tooFewWarning() +
            "error: tune: cannot read 'no-such-file.txt'\n");
  CHECK(test::runCli({"tune", usable.str(), "--validate", unusable.str()}).err ==
        "warning: tune: " + usable.str() + ": 1 line could not be read\n" + tooFewWarning() +
            "warning: tune: " + unusable.str() +
            ": 2 lines could not be read\nerror: tune: no positions to validate on\n");
}

TEST_CASE("quadrant tune --validate reports the error on held-out positions", "[cli]") {
  const test::TempPath data("tune-test-fit.txt"), heldOut("tune-test-held-out.txt");
  data.write(SMALL_DATA);
  heldOut.write(
      "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1 [1.0]\n"
      "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 [0.5]\n");
  const test::CliRun tune =
      test::runCli({"tune", data.str(), "--iterations", "100", "--validate", heldOut.str()});
  REQUIRE(tune.status == 0);
  // The first report and every 50 iterations: the fit's error, then the held-out error.
  for (const char* report : {"positions 3 ", "iteration 50 ", "iteration 100 "}) {
    const std::size_t at = tune.out.find(report);
    REQUIRE(at != std::string::npos);
    const std::string line = tune.out.substr(at, tune.out.find('\n', at) - at);
    CHECK_THAT(line, Catch::Matches(".*  error [0-9.e-]+  validation [0-9.e-]+"));
  }
  // Before the first step the held-out error is the error a run on those positions starts at.
  const std::string firstLine = tune.out.substr(0, tune.out.find('\n'));
  const std::string heldOutRun = test::runCli({"tune", heldOut.str(), "--iterations", "1"}).out;
  const std::string heldOutStart = heldOutRun.substr(0, heldOutRun.find('\n'));
  const std::string startError = heldOutStart.substr(heldOutStart.find("  error ") + 8);
  CHECK_THAT(firstLine, Catch::EndsWith("  validation " + startError));
}

namespace {

// The first line of a one-iteration fit: the error of the weights as they are.
std::string startLine(const std::vector<std::string>& arguments) {
  const std::string out = test::runCli(arguments).out;
  return out.substr(0, out.find('\n'));
}

}  // namespace

TEST_CASE("quadrant tune --resolve-depth fits and validates on the searches' leaves", "[cli]") {
  // Nc7+ wins the rook: the depth-4 leaf is a rook down for Black, the position is not yet.
  const std::string fork = "r3k3/pp6/8/1N6/8/8/PPP5/6K1 w - - 0 1";
  FreshSearch search(RESOLVE_SEARCH_MEGABYTES);
  Evaluator evaluator;
  const std::optional<Position> leaf = pvLeaf(test::positionOf(fork), 4, search, evaluator);
  REQUIRE(leaf);
  const test::TempPath forkData("tune-test-fork.txt"), leafData("tune-test-leaf.txt");
  forkData.write(fork + " [1.0]\n");
  leafData.write(leaf->fen() + " [1.0]\n");
  const std::string asLeaf = startLine({"tune", leafData.str(), "--iterations", "1"});
  const std::string error = asLeaf.substr(asLeaf.find("  error "));
  CHECK_THAT(startLine({"tune", forkData.str(), "--iterations", "1", "--resolve-depth", "4"}),
             Catch::EndsWith(error));
  CHECK_THAT(startLine({"tune", forkData.str(), "--iterations", "1"}), !Catch::EndsWith(error));
  // The held-out positions are resolved the same way.
  const std::string validated = startLine({"tune", leafData.str(), "--iterations", "1",
                                           "--validate", forkData.str(), "--resolve-depth", "4"});
  CHECK_THAT(validated, Catch::EndsWith("  validation " + error.substr(8)));

  const test::CliRun tooDeep = test::runCli({"tune", forkData.str(), "--resolve-depth", "31"});
  CHECK(tooDeep.status == 2);
  CHECK_THAT(tooDeep.err, Catch::StartsWith("error: tune: expected a depth from 0 to 30 after "
                                            "--resolve-depth, got '31'\n"));
}

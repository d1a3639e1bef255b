#include <catch2/catch.hpp>
#include <string>

#include "../cli_run.h"
#include "../temp_path.h"

using namespace quadrant;

TEST_CASE("quadrant lazygap measures the lazy margin over a file of positions", "[cli]") {
  const test::CliRun r =
      test::runCli({"lazygap", std::string(QUADRANT_TEST_DATA) + "/standard.epd"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("left to endgame recognizers"));
  CHECK_THAT(r.out, Catch::Contains("lazy margin 750 holds"));
  CHECK(r.err.empty());
}

TEST_CASE("quadrant lazygap passes over unreadable lines with one warning", "[cli]") {
  const test::TempPath data("lazygap-test-data.txt");
  data.write(
      "# tuning data and EPD alike\n"
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 [0.5]\n"
      "nonsense\n"
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id \"spanish\";\n"
      "not/a/fen w - - [1.0]\n");
  const test::CliRun r = test::runCli({"lazygap", data.str()});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::StartsWith("2 positions (0 left to endgame recognizers)\n"));
  CHECK(r.err == "warning: lazygap: passed over 2 unreadable lines of '" + data.str() +
                     "' (the first: line 3: expected 4 FEN fields, found 1)\n");
}

TEST_CASE("quadrant lazygap reports a missing file, an empty one and bad arguments", "[cli]") {
  const test::CliRun missing = test::runCli({"lazygap", "no-such-file.epd"});
  CHECK(missing.status == 2);
  CHECK(missing.err == "error: lazygap: cannot read 'no-such-file.epd'\n");

  const test::TempPath empty("lazygap-test-empty.txt");
  empty.write("# nothing\n");
  const test::CliRun nothing = test::runCli({"lazygap", empty.str()});
  CHECK(nothing.status == 2);
  CHECK(nothing.err == "error: lazygap: no positions to measure\n");

  CHECK_THAT(
      test::runCli({"lazygap"}).err,
      Catch::Equals("error: lazygap: expected a file of positions (EPD or \"FEN [result]\" lines)\n"
                    "usage: quadrant lazygap DATA\n"));
  CHECK_THAT(test::runCli({"lazygap", "a.epd", "b.epd"}).err,
             Catch::StartsWith("error: lazygap: unexpected argument 'b.epd'\n"));
}

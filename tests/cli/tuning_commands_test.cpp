#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "../temp_path.h"
#include "../cli_run.h"
#include "quadrant/core/position.h"

using namespace quadrant;

TEST_CASE("quadrant lazygap measures the lazy margin over a file of positions", "[cli]") {
  const test::CliRun r = test::runCli({"lazygap", std::string(QUADRANT_TEST_DATA) + "/standard.epd"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("left to endgame recognizers"));
  CHECK_THAT(r.out, Catch::Contains("lazy margin 750 holds"));
}

TEST_CASE("quadrant lazygap reports a missing file", "[cli]") {
  const test::CliRun r = test::runCli({"lazygap", "no-such-file.epd"});
  CHECK(r.status == 2);
  CHECK_THAT(r.err, Catch::Contains("cannot read 'no-such-file.epd'"));
}

TEST_CASE("quadrant selfplay writes positions with results that quadrant tune reads", "[cli]") {
  const test::TempPath data("selfplay-test-data.txt");
  const test::CliRun play = test::runCli({"selfplay", "2", data.str(), "--nodes", "300", "--seed", "7"});
  REQUIRE(play.status == 0);
  REQUIRE_THAT(play.out, Catch::Contains("positions written to " + data.str()));

  std::ifstream in(data.str());
  int lines = 0;
  for (std::string line; std::getline(in, line); ++lines) {
    const std::size_t bracket = line.find(" [");
    REQUIRE(bracket != std::string::npos);
    const std::string result = line.substr(bracket + 1);
    CHECK((result == "[1.0]" || result == "[0.5]" || result == "[0.0]"));
    Position pos;
    CHECK(pos.setFen(line.substr(0, bracket)));
  }
  REQUIRE(lines > 0);

  const test::CliRun tune = test::runCli({"tune", data.str(), "--iterations", "2", "--regularize", "1e-7"});
  CHECK(tune.status == 0);
  CHECK_THAT(tune.out, Catch::Contains("bishopPair"));
  for (const char* bad : {"x", "-1", "2", "nan", "1e-7x"}) {
    const test::CliRun refused = test::runCli({"tune", data.str(), "--regularize", bad});
    CHECK(refused.status != 0);
    CHECK_THAT(refused.err, Catch::Contains("--regularize needs"));
  }
}

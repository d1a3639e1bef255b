#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../cli_run.h"
#include "../syzygy/syzygy_support.h"
#include "../temp_path.h"
#include "quadrant/cli/diagnostics.h"

using namespace quadrant;

TEST_CASE("probe prints the position's result, then every move best first", "[cli][syzygy]") {
  const test::CliRun run = test::runCli(
      {"probe", "8/8/8/8/8/2k5/8/R3K3", "b", "-", "-", "0", "1", "--path", test::SYZYGY_DIR});
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  const std::vector<std::string> lines = test::linesOf(run.out);
  REQUIRE(lines.size() == 8);  // the position and Black's seven king moves
  CHECK(lines[0] == "wdl loss dtz -28");
  // The loser's slowest defences first (c3c4 and c3d4): one ply for the move, 27 after it.
  CHECK(lines[1].substr(4) == " wdl loss dtz -28");
  CHECK(lines[7] == "c3c2 wdl loss dtz -16");
  for (std::size_t i = 1; i < lines.size(); ++i) CHECK(lines[i].find(" wdl loss dtz -") == 4);
}

TEST_CASE("probe shows a winning capture and the moves that throw the win away", "[cli][syzygy]") {
  const test::CliRun run =
      test::runCli({"probe", "8/8/8/8/2K5/5r2/8/2Qk4 b - - 0 1", "--path", test::SYZYGY_DIR});
  REQUIRE(run.status == 0);
  const std::vector<std::string> lines = test::linesOf(run.out);
  REQUIRE(lines.size() >= 3);
  CHECK(lines[0] == "wdl win dtz 1");
  CHECK(lines[1] == "d1c1 wdl win dtz 1");
  CHECK(lines.back().find(" wdl loss ") != std::string::npos);
}

TEST_CASE("probe says why it cannot answer", "[cli][syzygy]") {
  const auto fails = [](const std::vector<std::string>& args, const std::string& reason) {
    const test::CliRun run = test::runCli(args);
    INFO(run.err);
    CHECK(run.status == FAILURE_STATUS);
    CHECK(run.out.empty());
    CHECK(run.err.find(reason) != std::string::npos);
  };
  const std::string krvk = "8/8/8/8/8/2k5/8/R3K3 w - - 0 1";
  fails({"probe", krvk}, "no tablebase path");
  fails({"probe"}, "expected a FEN");  // the FEN is asked for first, then the path
  fails({"probe", "--path", test::SYZYGY_DIR}, "expected a FEN");
  fails({"probe", krvk, "--path", test::SYZYGY_DIR + "/nowhere"}, "no Syzygy tables");
  fails({"probe", "4k3/8/q7/8/8/8/5Q2/4K3 w - - 0 1", "--path", test::SYZYGY_DIR},
        "no table for KQvKQ");
  fails({"probe", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "--path", test::SYZYGY_DIR}, "castling rights");
  fails({"probe", "4k3/8/8/3r4/8/8/3P1RR1/4K3 w - - 0 1", "--path", test::SYZYGY_DIR},
        "6 pieces: the tables found hold at most 5");
  fails({"probe", "8/8/8/8/8/8/8/8 w - - 0 1", "--path", test::SYZYGY_DIR}, "invalid");
  const test::TempPath folder("syzygy");
  std::filesystem::create_directories(folder.path());
  std::ofstream(folder.path() / "KRvK.rtbw", std::ios::binary) << "garbage, not a table";
  fails({"probe", krvk, "--path", folder.str()}, "wrong magic number");
}

TEST_CASE("probe's usage shows the FEN and the path as required", "[cli][syzygy]") {
  CHECK(
      test::runCli({"probe", "--help"}).out ==
      "Usage:\n"
      "  quadrant probe FEN --path DIRS    what the Syzygy tables in DIRS say about the position\n"
      "                                    and each move: \"wdl RESULT dtz N\", then \"MOVE wdl "
      "RESULT\n"
      "                                    dtz N\" best first (see docs/syzygy.md)\n");
}

TEST_CASE("probe answers for a position that is over", "[cli][syzygy]") {
  const test::CliRun mate =
      test::runCli({"probe", "R1k5/8/2K5/8/8/8/8/8 b - - 0 1", "--path", test::SYZYGY_DIR});
  CHECK(mate.status == 0);
  CHECK(mate.out == "wdl loss dtz 0\n");
}

TEST_CASE("probe ranks the moves by their results where the DTZ table is missing",
          "[cli][syzygy]") {
  const test::CliRun run =
      test::runCli({"probe", "1k6/8/5R2/8/7K/8/8/Q2r4 w - - 0 1", "--path", test::SYZYGY_DIR});
  REQUIRE(run.status == 0);
  CHECK(run.err.find("no usable DTZ table for KQRvKR") != std::string::npos);
  const std::vector<std::string> lines = test::linesOf(run.out);
  REQUIRE(lines.size() > 2);
  CHECK(lines[0] == "wdl win dtz -");
  CHECK(lines[1].find(" wdl win dtz -") == 4);
  CHECK(lines.back().find(" wdl draw dtz -") == 4);  // a queen move that lets it be taken
}

#include <catch2/catch.hpp>
#include <sstream>

#include "../cli_run.h"
#include "../temp_path.h"

using namespace quadrant;

TEST_CASE("quadrant epd judges each position by bm and am and sums up", "[cli][epd]") {
  const test::TempPath suite("quadrant_epd_test_suite.epd");
  suite.write(
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id \"mate.1\";\n"
      "3k4/3p4/8/8/8/8/8/3QK3 w - - am Qxd7+; id \"avoid.1\";\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Kf1; id \"wrong.1\";\n"
      "not/a/fen w - - bm e4; id \"badfen\";\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Qh5; id \"badsan\";\n"
      "\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1 bm Ra8; id \"semi;colon\";\r\n");
  const test::CliRun r = test::runCli({"epd", suite.str(), "--movetime", "200", "--hash", "8"});
  REQUIRE(r.status == 0);
  const std::vector<std::string> lines = test::linesOf(r.out);
  REQUIRE(lines.size() == 5);
  CHECK_THAT(lines[0], Catch::StartsWith("mate.1") && Catch::Contains(" solved ") &&
                           Catch::Contains("Ra8#") && Catch::Contains("(bm Ra8#)") &&
                           Catch::Contains("depth "));
  CHECK_THAT(lines[1], Catch::StartsWith("avoid.1") && Catch::Contains(" solved ") &&
                           Catch::Contains("(am Qxd7+)"));
  CHECK_THAT(lines[2], Catch::StartsWith("wrong.1") && Catch::Contains(" failed ") &&
                           Catch::Contains("Ra8#") && Catch::Contains("(bm Kf1)"));
  CHECK_THAT(lines[3], Catch::StartsWith("semi;colon") && Catch::Contains(" solved "));
  CHECK_THAT(lines[4], Catch::StartsWith("solved 3 / 4"));
  // The bad lines are named by number and skipped.
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 4: invalid FEN"));
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 5: cannot read bm move 'Qh5'"));
  CHECK_THAT(r.err, !Catch::Contains("line 6"));
}

TEST_CASE("quadrant epd --nodes gives the same verdicts and counts on every run", "[cli][epd]") {
  const test::TempPath suite("quadrant_epd_test_nodes.epd");
  suite.write(
      "r1b1k2r/ppppnppp/2n2q2/2b5/3NP3/2P1B3/PP3PPP/RN1QKB1R w KQkq - bm Nxc6; id \"a\";\n"
      "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"b\";\n");
  const test::CliRun first = test::runCli({"epd", suite.str(), "--nodes", "20000", "--hash", "4"});
  const test::CliRun second = test::runCli({"epd", suite.str(), "--nodes", "20000", "--hash", "4"});
  REQUIRE(first.status == 0);
  const auto withoutTimes = [](const std::string& text) {
    std::string kept;
    for (const std::string& line : test::linesOf(text))
      kept += line.substr(0, line.find("  time ")) + '\n';
    return kept;
  };
  CHECK(withoutTimes(first.out) == withoutTimes(second.out));
  for (const std::string& line : test::linesOf(first.out)) {
    const std::size_t at = line.find("nodes ");
    if (at == std::string::npos) continue;
    CHECK(std::stoull(line.substr(at + 6)) <= 20000);
  }
  CHECK_THAT(
      test::runCli({"epd", "x.epd", "--nodes", "0"}).err,
      Catch::StartsWith(
          "error: epd: expected a node count from 1 to 1125899906842624 after --nodes, got '0'\n"));
}

TEST_CASE("quadrant epd searches to a depth, with threads, and refuses a file with no position",
          "[cli][epd]") {
  const test::TempPath suite("quadrant_epd_test_depth.epd");
  suite.write("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id \"mate.1\";\n");
  const test::CliRun r =
      test::runCli({"epd", suite.str(), "--depth", "3", "--threads", "2", "--hash", "4"});
  REQUIRE(r.status == 0);
  const std::vector<std::string> lines = test::linesOf(r.out);
  REQUIRE(lines.size() == 2);
  CHECK_THAT(lines[0], Catch::StartsWith("mate.1") && Catch::Contains(" solved "));
  CHECK(lines[1] == "solved 1 / 1");

  suite.write("");
  const test::CliRun empty = test::runCli({"epd", suite.str()});
  CHECK(empty.status == 2);
  CHECK(empty.out.empty());
  CHECK(empty.err == "error: epd: no position to solve in EPD file '" + suite.str() + "'\n");
  suite.write("not/a/fen w - - bm e4;\n");
  const test::CliRun unreadable = test::runCli({"epd", suite.str()});
  CHECK(unreadable.status == 2);
  CHECK_THAT(unreadable.err, Catch::StartsWith("error: epd: line 1: invalid FEN") &&
                                 Catch::EndsWith("error: epd: no position to solve in EPD file '" +
                                                 suite.str() + "'\n"));
}

TEST_CASE("quadrant epd reports lines without a solution or with broken operations", "[cli][epd]") {
  const test::TempPath suite("quadrant_epd_test_errors.epd");
  suite.write(
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - id \"nothing\";\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8; id \"open\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w -\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm;\n");
  const test::CliRun r = test::runCli({"epd", suite.str(), "--movetime", "10"});
  CHECK(r.status == 2);  // no position left to solve
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 1: no 'bm' or 'am'"));
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 2: unterminated string"));
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 3: expected 4 FEN fields"));
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 4: 'bm' lists no move"));
}

TEST_CASE("quadrant epd quotes the bad bytes of a line or a file name escaped", "[cli][epd]") {
  const test::TempPath suite("quadrant_epd_test_bytes.epd");
  suite.write(
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra\xff;\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K\x1b w - - bm Ra8;\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - \x7f"
      "bm Ra8;\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8; id \"M\xc3\xbcller\x1b\";\n");
  const test::CliRun r = test::runCli({"epd", suite.str(), "--depth", "2"});
  CHECK(r.status == 0);
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 1: cannot read bm move 'Ra\\xff' (not a "
                                    "legal move in SAN)\n"));
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 2: invalid FEN: invalid character '\\x1b' "
                                    "in the board\n"));
  CHECK_THAT(r.err, Catch::Contains("error: epd: line 3: bad opcode '\\x7fbm'\n"));
  CHECK_THAT(r.out, Catch::StartsWith("M\xc3\xbcller\\x1b solved"));
  const test::CliRun missing = test::runCli({"epd", "/nonexistent/\x1b[2J\xff.epd"});
  CHECK(missing.status == 2);
  CHECK(missing.err == "error: epd: cannot open EPD file '/nonexistent/\\x1b[2J\\xff.epd'\n");
}

TEST_CASE("quadrant epd rejects a missing file and bad arguments", "[cli][epd]") {
  const test::CliRun missing = test::runCli({"epd", "/nonexistent/quadrant/suite.epd"});
  CHECK(missing.status == 2);
  CHECK(missing.err == "error: epd: cannot open EPD file '/nonexistent/quadrant/suite.epd'\n");
  CHECK(missing.out.empty());
  const test::CliRun noFile = test::runCli({"epd"});
  CHECK(noFile.status == 2);
  CHECK(noFile.err ==
        "error: epd: expected an EPD file\n"
        "usage: quadrant epd FILE [--movetime MS | --depth N | --nodes N] [--threads N] "
        "[--hash MB]\n");
  CHECK_THAT(
      test::runCli({"epd", "x.epd", "--movetime", "0"}).err,
      Catch::StartsWith(
          "error: epd: expected a time in ms from 1 to 86400000 after --movetime, got '0'\n"));
  CHECK_THAT(
      test::runCli({"epd", "x.epd", "--hash"}).err,
      Catch::StartsWith("error: epd: expected a size in MB from 1 to 1048576 after --hash\n"));
  CHECK_THAT(test::runCli({"epd", "x.epd", "y.epd"}).err,
             Catch::StartsWith("error: epd: unexpected argument 'y.epd'\n"));
  const test::CliRun both = test::runCli({"epd", "x.epd", "--nodes", "100", "--movetime", "50"});
  CHECK(both.status == 2);
  CHECK(both.out.empty());
  CHECK(both.err ==
        "error: epd: give only one of --movetime, --depth and --nodes\n"
        "usage: quadrant epd FILE [--movetime MS | --depth N | --nodes N] [--threads N] "
        "[--hash MB]\n");
  CHECK_THAT(test::runCli({"--help"}).out, Catch::Contains("quadrant epd FILE"));
}

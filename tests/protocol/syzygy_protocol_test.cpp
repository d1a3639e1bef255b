// The Syzygy options and commands as the GUIs send them, over UCI and CECP.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../syzygy/syzygy_support.h"
#include "../temp_path.h"
#include "../transcript.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;

namespace {

template <typename Loop>
std::string transcript(const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  Loop(in, out).run();
  return out.str();
}

const std::string KRVK = "8/8/8/8/8/2k5/8/R3K3 w - - 0 1";

}  // namespace

TEST_CASE("UCI lists the Syzygy options under the names GUIs send", "[uci][syzygy]") {
  const std::string out = transcript<UciLoop>("uci\n");
  CHECK_THAT(out, Catch::Contains("option name SyzygyPath type string default <empty>\n"));
  CHECK_THAT(out,
             Catch::Contains("option name SyzygyProbeDepth type spin default 1 min 1 max 100"));
  CHECK_THAT(out, Catch::Contains("option name Syzygy50MoveRule type check default true\n"));
  CHECK_THAT(out, Catch::Contains("option name SyzygyProbeLimit type spin default 7 min 0 max 7"));
}

TEST_CASE("SyzygyPath reports the tables found and accepts folders without any", "[uci][syzygy]") {
  // lichess-bot sends its folder whether it holds tables or not.
  const std::string out = transcript<UciLoop>(
      "setoption name SyzygyPath value ./no-such-folder/\n"
      "setoption name SyzygyPath value " +
      test::SYZYGY_DIR +
      "\n"
      "position fen " +
      KRVK + "\ngo depth 5\n");
  CHECK_THAT(out, Catch::Contains("info string Syzygy: folder './no-such-folder/' does not exist\n"
                                  "info string Syzygy: found 0 WDL and 0 DTZ tables\n"));
  CHECK_THAT(out, Catch::Contains("info string Syzygy: found 13 WDL and 11 DTZ tables, up to 5 "
                                  "pieces\n"));
  // The root is in the tables: the score is the table win, and tbhits is reported.
  CHECK_THAT(out, Catch::Contains(" score cp 31753 "));
  CHECK_THAT(out, Catch::Contains(" tbhits "));
  CHECK_THAT(out, Catch::Contains("bestmove "));
  // <empty> means no tables again: the same search scores by evaluation.
  const std::string none =
      transcript<UciLoop>("setoption name SyzygyPath value " + test::SYZYGY_DIR +
                          "\nsetoption name SyzygyPath value <empty>\n"
                          "position fen " +
                          KRVK + "\ngo depth 5\n");
  CHECK_THAT(none, !Catch::Contains(" score cp 31753 "));
  CHECK_THAT(none, Catch::Contains(" tbhits 0 "));
}

TEST_CASE("A UCI search of a root in the tables reports its table hits", "[uci][syzygy]") {
  // KPvKP, four pieces: the table's move is played and every info line counts the root's probes.
  const std::string out =
      transcript<UciLoop>("setoption name SyzygyPath value " + test::SYZYGY_DIR +
                          "\nposition fen 8/8/3k4/3p4/8/3P4/3K4/8 w - - 0 1"
                          "\ngo depth 6\n");
  std::istringstream lines(out);
  int infoLines = 0;
  for (std::string line; std::getline(lines, line);) {
    const auto at = line.find(" tbhits ");
    if (line.rfind("info depth", 0) != 0 || at == std::string::npos) continue;
    ++infoLines;
    INFO(line);
    CHECK(std::stoull(line.substr(at + 8)) > 0);
  }
  CHECK(infoLines > 0);
  CHECK_THAT(out, Catch::Contains("bestmove "));
}

TEST_CASE("A damaged table is told once and the engine plays on", "[uci][syzygy]") {
  const test::TempPath folder("syzygy");
  std::filesystem::create_directories(folder.path());
  std::ofstream(folder.path() / "KRvK.rtbw", std::ios::binary) << "not a table at all";
  const std::string out =
      transcript<UciLoop>("setoption name SyzygyPath value " + folder.str() + "\nposition fen " +
                          KRVK + "\ngo depth 3\nisready\ngo depth 3\nisready\n");
  CHECK_THAT(out, Catch::Contains("KRvK.rtbw: not a Syzygy WDL table (wrong magic number); "
                                  "playing on without it"));
  CHECK(out.find("wrong magic") == out.rfind("wrong magic"));
  CHECK(out.find("bestmove") != out.rfind("bestmove"));
}

TEST_CASE("CECP announces Syzygy tables and takes their path with egtpath", "[xboard][syzygy]") {
  const std::string out = transcript<XboardLoop>(
      "xboard\nprotover 2\negtpath syzygy " + test::SYZYGY_DIR +
      "\negtpath gaviota /tables\negtpath syzygy /no/such/folder\noption SyzygyProbeLimit=3\n"
      "option Syzygy50MoveRule=0\negtpath\nping 1\n");
  CHECK_THAT(out, Catch::Contains(" egt=\"syzygy\""));
  CHECK_THAT(out, Catch::Contains("feature option=\"SyzygyProbeDepth -spin 1 1 100\""));
  CHECK_THAT(out, Catch::Contains("feature option=\"Syzygy50MoveRule -check 1\""));
  CHECK_THAT(out, Catch::Contains("# Syzygy: found 13 WDL and 11 DTZ tables, up to 5 pieces\n"));
  CHECK_THAT(out, Catch::Contains("Error (unsupported tablebase kind): egtpath gaviota /tables\n"));
  CHECK_THAT(out, Catch::Contains("# Syzygy: folder '/no/such/folder' does not exist\n"));
  CHECK_THAT(out, Catch::Contains("Error (egtpath expects a kind (syzygy) and a path): egtpath\n"));
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
  CHECK(test::occurrences(out, "Error (") == 2);  // the options were accepted
}

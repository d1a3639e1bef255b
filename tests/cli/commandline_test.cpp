#include <catch2/catch.hpp>
#include <cstdio>
#include <regex>

#include "../cli_run.h"
#include "quadrant/cli/build_info.h"

using namespace quadrant;

TEST_CASE("The command line names an unknown command in one line with a hint", "[cli]") {
  const test::CliRun r = test::runCli({"frobnicate", "3"});
  CHECK(r.status == 2);
  CHECK(r.err == "error: unknown command 'frobnicate'; 'quadrant help' lists the commands\n");
  CHECK(r.out.empty());
  // A slip of the keyboard is named.
  CHECK(test::runCli({"pertf", "3"}).err ==
        "error: unknown command 'pertf'; did you mean 'perft'? 'quadrant help' lists the "
        "commands\n");
  CHECK(test::runCli({"\x1b[2J"}).err ==
        "error: unknown command '\\x1b[2J'; 'quadrant help' lists the commands\n");
}

TEST_CASE("The help lists every subcommand with its arguments", "[cli]") {
  const std::string help = test::runCli({"--help"}).out;
  for (const char* line :
       {"quadrant perft DEPTH [FEN] [--threads N] [--hash MB]\n",
        "quadrant divide DEPTH [FEN] [--threads N] [--hash MB]\n",
        "quadrant epd FILE [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]\n",
        "quadrant selfplay GAMES OUT [--nodes N] [--random-plies N] [--start-margin CP]"
        " [--start-nodes N]\n"
        "                    [--per-game N] [--resolve-depth D] [--openings EPD] [--seed S]\n",
        "quadrant tune DATA [--iterations N] [--rate R] [--regularize L] [--threads N]"
        " [--validate FILE]\n                [--resolve-depth D] [--out FILE]\n",
        "quadrant lazygap DATA  ", "quadrant eval [FEN]  ", "quadrant fitwdl DATA  ",
        "quadrant book FILE [FEN]  ",
        "quadrant makebook IN.pgn OUT.bin [--max-ply N] [--min-games N]\n",
        "quadrant mate N [FEN] [--checks-only] [--movetime MS] [--nodes N]\n",
        "quadrant help [COMMAND]  ", "quadrant --version  "}) {
    CHECK_THAT(help, Catch::Contains(line));
  }
  for (const std::string& line : test::linesOf(help)) {
    INFO(line);
    CHECK(line.size() <= 100);
  }
  // Descriptions begin in one column, also where they continue on a second line.
  CHECK_THAT(help, Catch::Contains("  quadrant lazygap DATA             how far the cheap "
                                   "evaluation terms lie from the full\n"
                                   "                                    evaluation over DATA (the "
                                   "lazy-evaluation margin)\n"));
  CHECK(test::runCli({"-h"}).out == help);
  CHECK(test::runCli({"help"}).out == help);
}

TEST_CASE("quadrant help COMMAND answers with that command's usage", "[cli]") {
  const test::CliRun perft = test::runCli({"help", "perft"});
  CHECK(perft.status == 0);
  CHECK(perft.out == test::runCli({"perft", "--help"}).out);
  CHECK(test::runCli({"--help", "perft"}).out == perft.out);
  const test::CliRun unknown = test::runCli({"help", "frobnicate"});
  CHECK(unknown.status == 2);
  CHECK(unknown.err == "error: unknown command 'frobnicate'; 'quadrant help' lists the commands\n");
  const test::CliRun extra = test::runCli({"help", "perft", "divide"});
  CHECK(extra.status == 2);
  CHECK(extra.out.empty());
  CHECK(extra.err == "error: help: unexpected argument 'divide'\nusage: quadrant help [COMMAND]\n");
}

TEST_CASE("Every usage line fits in 100 columns, in the help and in the errors", "[cli]") {
  const std::string usage = test::runCli({"tune", "--rate", "0"}).err;
  CHECK(usage ==
        "error: tune: expected a step in centipawns from 1 to 100 after --rate, got '0'\n"
        "usage: quadrant tune DATA [--iterations N] [--rate R] [--regularize L] [--threads N]\n"
        "                     [--validate FILE] [--resolve-depth D] [--out FILE]\n");
  const std::string selfplay = test::runCli({"selfplay"}).err;
  for (const std::string& line : test::linesOf(selfplay)) CHECK(line.size() <= 100);
  CHECK_THAT(selfplay, Catch::EndsWith("\n                         [--seed S]\n"));
}

TEST_CASE("A command's --help answers with that command's usage", "[cli]") {
  for (const char* flag : {"--help", "-h"}) {
    const test::CliRun r = test::runCli({"perft", "5", flag});
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK_THAT(r.out, Catch::StartsWith("Usage:\n  quadrant perft DEPTH [FEN] [--threads N]"));
    CHECK_THAT(r.out, !Catch::Contains("quadrant bench"));
  }
  CHECK_THAT(test::runCli({"tune", "--help"}).out, Catch::Contains("--validate FILE"));
}

TEST_CASE("quadrant --version tells the version, the build, the compiler and the date", "[cli]") {
  CHECK(std::regex_match(QUADRANT_VERSION, std::regex("[0-9]+\\.[0-9]+\\.[0-9]+")));
  for (const char* flag : {"--version", "-v"}) {
    const test::CliRun r = test::runCli({flag});
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK_THAT(r.out, Catch::StartsWith(std::string("Quadrant ") + QUADRANT_VERSION + "\n"));
    const test::CliRun extra = test::runCli({flag, "extra"});
    CHECK(extra.status == 2);
    CHECK(extra.out.empty());
    CHECK_THAT(extra.err, Catch::StartsWith("error: --version: unexpected argument 'extra'\n"));
    CHECK(std::regex_search(r.out, std::regex("\n"
                                              "build: [^\n]+\n"
                                              "compiler: (GCC|Clang) [0-9][^\n]*[^ \n]\n"
                                              "date: [A-Z][a-z][a-z] [ 0-9][0-9] [0-9]{4}\n$")));
  }
}

// The build line names what the compiler was allowed to use, which the CPU check demands.
TEST_CASE("quadrant --version names the build variant and its instruction sets", "[cli]") {
  const std::string out = test::runCli({"--version"}).out;
  CHECK_THAT(out, Catch::Contains(std::string("\nbuild: ") + BUILD_VARIANT));
#ifdef QUADRANT_PORTABLE
  CHECK_THAT(out, Catch::Contains("\nbuild: portable\n"));
#endif
#ifdef __AVX2__
  CHECK_THAT(out, Catch::Contains(" avx2"));
#else
  CHECK_THAT(out, !Catch::Contains("avx2"));
#endif
#ifdef __POPCNT__
  CHECK_THAT(out, Catch::Contains("popcnt"));
#else
  CHECK_THAT(out, !Catch::Contains("popcnt"));
#endif
}

TEST_CASE("The engine program answers --version as the command line does", "[cli]") {
  std::string out;
  if (std::FILE* pipe = popen(QUADRANT_ENGINE_BINARY " --version", "r")) {
    char buffer[4096];
    while (std::size_t read = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, read);
    CHECK(pclose(pipe) == 0);
  }
  CHECK(out == test::runCli({"--version"}).out);
}

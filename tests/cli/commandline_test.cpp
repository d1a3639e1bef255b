#include <catch2/catch.hpp>

#include "../cli_run.h"

using namespace quadrant;

TEST_CASE("The command line names an unknown command and lists the commands", "[cli]") {
  const test::CliRun r = test::runCli({"frobnicate"});
  CHECK(r.status == 2);
  CHECK_THAT(r.err, Catch::StartsWith("error: unknown command 'frobnicate'\nUsage:\n"));
  CHECK(r.out.empty());
}

TEST_CASE("The help lists every subcommand with its arguments", "[cli]") {
  const std::string help = test::runCli({"--help"}).out;
  for (const char* line :
       {"quadrant perft DEPTH [FEN] [--threads N] [--hash MB]\n",
        "quadrant divide DEPTH [FEN] [--threads N] [--hash MB]\n",
        "quadrant bench [DEPTH] [--threads N]\n",
        "quadrant epd FILE [--movetime MS | --nodes N] [--hash MB]\n",
        "quadrant selfplay GAMES OUT [--nodes N] [--random-plies N] [--openings EPD] [--seed S]"
        " [--per-game N] [--first-opening K]\n",
        "quadrant tune DATA [--iterations N] [--rate R] [--regularize L] [--threads N]"
        " [--validate FILE] [--out FILE]\n",
        "quadrant lazygap DATA  ", "quadrant eval [FEN]  ", "quadrant fitwdl DATA  ",
        "quadrant book FILE [FEN]  ",
        "quadrant makebook IN.pgn OUT.bin [--max-ply N] [--min-games N]\n",
        "quadrant mate N [FEN] [--checks-only] [--time MS] [--nodes N]\n",
        "quadrant --help | --version\n"}) {
    CHECK_THAT(help, Catch::Contains(line));
  }
  // Descriptions begin in one column, also where they continue on a second line.
  CHECK_THAT(help, Catch::Contains("  quadrant lazygap DATA             how far the cheap "
                                   "evaluation terms lie from the full\n"
                                   "                                    evaluation over DATA (the "
                                   "lazy-evaluation margin)\n"));
  CHECK(test::runCli({"-h"}).out == help);
  CHECK(test::runCli({"help"}).out == help);
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

TEST_CASE("The command line tells its version", "[cli]") {
  CHECK_THAT(test::runCli({"--version"}).out, Catch::StartsWith("Quadrant "));
}

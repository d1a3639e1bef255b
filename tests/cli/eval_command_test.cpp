#include <catch2/catch.hpp>

#include "../cli_run.h"

using namespace quadrant;

TEST_CASE("quadrant eval explains the evaluation of the start position or a FEN", "[cli]") {
  const test::CliRun start = test::runCli({"eval"});
  CHECK(start.status == 0);
  CHECK_THAT(start.out, Catch::StartsWith("position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
                                          "KQkq - 0 1\n\nTerm "));
  CHECK_THAT(start.out, Catch::Contains("\nMaterial     |"));
  CHECK_THAT(start.out, Catch::Contains("\nPhase: 24 of 24 "));
  CHECK(start.err.empty());

  // The FEN as one argument or as several words.
  const test::CliRun words =
      test::runCli({"eval", "8/8/8/4k3/8/8/3KP3/8", "w", "-", "-", "0", "1"});
  CHECK(words.status == 0);
  CHECK_THAT(words.out, Catch::Contains("Endgame recognizer: KPK (bitbase) for White"));
  CHECK(test::runCli({"eval", "8/8/8/4k3/8/8/3KP3/8 w - - 0 1"}).out == words.out);
}

TEST_CASE("quadrant eval refuses a bad FEN", "[cli]") {
  const test::CliRun bad = test::runCli({"eval", "8/8/8/8/8/8/8/8 w - - 0 1"});
  CHECK(bad.status == 2);
  CHECK_THAT(bad.err, Catch::StartsWith("error: eval: invalid FEN: "));
  CHECK_THAT(bad.err, Catch::EndsWith("usage: quadrant eval [FEN]\n"));
  CHECK(bad.out.empty());
}

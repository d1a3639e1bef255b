#include <catch2/catch.hpp>
#include <string>

#include "../cli_run.h"
#include "../temp_path.h"

using namespace quadrant;

TEST_CASE("quadrant fitwdl fits the model to self-play positions and prints it as C++", "[cli]") {
  // Level positions drawn, White's extra queen winning (also with Black to move), Black's extra
  // rook winning: enough for a fit with a little of everything.
  std::string data;
  for (int i = 0; i < 20; ++i)
    data +=
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 [0.5]\n"
        "rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3 [1.0]\n"
        "rnb1kbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 3 [1.0]\n"
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qk - 0 1 [0.5]\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1 [0.0]\n"
        "4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1 [0.5]\n"
        "4k3/3pp3/8/8/8/8/3PP3/4K3 w - - 0 1 [0.5]\n";
  const test::TempPath file("fitwdl-test.txt");
  file.write("# self-play positions\n" + data + "not a position [1.0]\n");
  const test::CliRun r = test::runCli({"fitwdl", file.str()});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::StartsWith("140 positions, scored by the static evaluation\n"));
  CHECK_THAT(r.out, Catch::Contains("\nconst WdlModel FITTED_WDL_MODEL = {{"));
  CHECK_THAT(r.out, Catch::Contains("\nmaterial  positions  draws near 0 (data / model)"));
  CHECK_THAT(r.err, Catch::StartsWith("warning: fitwdl: passed over 1 unreadable line"));
  CHECK_THAT(r.err, Catch::EndsWith("warning: fitwdl: 140 positions: far too few for a model worth "
                                    "using (at least 10000)\n"));
}

TEST_CASE("quadrant fitwdl reports a missing file and data without results", "[cli]") {
  const test::CliRun missing = test::runCli({"fitwdl", "no-such-file.txt"});
  CHECK(missing.status == 2);
  CHECK(missing.err == "error: fitwdl: cannot read 'no-such-file.txt'\n");

  const test::TempPath file("fitwdl-test-no-results.txt");
  file.write("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
  const test::CliRun none = test::runCli({"fitwdl", file.str()});
  CHECK(none.status == 2);
  CHECK(none.err ==
        "warning: fitwdl: passed over 1 position without a result\n"
        "error: fitwdl: no positions with a result to fit\n");
}

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "../cli_run.h"
#include "../temp_path.h"
#include "quadrant/book/polyglot.h"
#include "quadrant/core/notation.h"

using namespace quadrant;
using test::TempPath;

namespace {

PolyglotEntry entryFor(const Position& pos, const char* uci, std::uint16_t weight,
                       std::uint32_t learn = 0) {
  const Move m = parseUciMove(pos, uci);
  REQUIRE(m);
  return {pos.key(), polyglotMove(m), weight, learn};
}

}  // namespace

TEST_CASE("quadrant book lists the moves heaviest first with their share", "[cli][book]") {
  const Position start;
  Position sicilian;
  REQUIRE(sicilian.setFen("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"));
  TempPath file("quadrant_book_command.bin");
  std::string error;
  REQUIRE(writePolyglotBook(
      file.str(),
      {entryFor(start, "d2d4", 1), entryFor(start, "e2e4", 3, 9), entryFor(sicilian, "g1f3", 5)},
      &error));

  const test::CliRun r = test::runCli({"book", file.str()});
  REQUIRE(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("3 entries") && Catch::Contains("key 463b96181691fc9c"));
  CHECK_THAT(r.out, Catch::Contains("e2e4 3 9 75.0%\nd2d4 1 0 25.0%\n"));

  const test::CliRun sicilianRun =
      test::runCli({"book", file.str(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR", "w",
                    "KQkq", "c6", "0", "2"});
  REQUIRE(sicilianRun.status == 0);
  CHECK_THAT(sicilianRun.out, Catch::EndsWith("g1f3 5 0 100.0%\n"));

  const test::CliRun none = test::runCli({"book", file.str(), "8/8/8/8/8/k7/8/K7 w - - 0 1"});
  CHECK(none.status == 0);
  CHECK_THAT(none.out, Catch::EndsWith("no book moves\n"));
}

TEST_CASE("quadrant book reports bad input with status 2", "[cli][book]") {
  TempPath file("quadrant_book_command_bad.bin");
  std::ofstream(file.str(), std::ios::binary) << "seventeen bytes!!";
  const test::CliRun truncated = test::runCli({"book", file.str()});
  CHECK(truncated.status == 2);
  CHECK_THAT(truncated.err,
             Catch::StartsWith("error: book: ") && Catch::Contains("not a multiple of 16"));

  const test::CliRun missing = test::runCli({"book", file.str() + ".missing"});
  CHECK(missing.status == 2);
  CHECK_THAT(missing.err, Catch::Contains("no such file"));

  const test::CliRun noFile = test::runCli({"book"});
  CHECK(noFile.status == 2);
  CHECK(noFile.err ==
        "error: book: expected a Polyglot book file\nusage: quadrant book FILE [FEN]\n");
  const test::CliRun badFen = test::runCli({"book", file.str(), "not a fen"});
  CHECK(badFen.status == 2);
  CHECK_THAT(badFen.err, Catch::StartsWith("error: book: invalid FEN: "));
  CHECK_THAT(test::runCli({"book", file.str(), "--weights"}).err,
             Catch::StartsWith("error: book: unknown option '--weights'\n"));
}

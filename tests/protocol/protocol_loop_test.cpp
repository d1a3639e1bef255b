#include <catch2/catch.hpp>
#include <sstream>

#include "quadrant/cli/commandline.h"

using namespace quadrant;

namespace {
std::string serve(const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out, err;
  REQUIRE(runCommandLine({}, in, out, err) == 0);
  return out.str();
}
}  // namespace

const std::string BANNER = "Quadrant " QUADRANT_VERSION
                           ", a chess engine speaking UCI and CECP: type 'uci' or 'xboard' to "
                           "begin, 'help' for the commands\n";

TEST_CASE("The first command chooses the protocol", "[protocol]") {
  const std::string cecp = serve("\n  \nxboard\nprotover 2\nping 1\n");
  CHECK_THAT(cecp, Catch::StartsWith(BANNER + "feature myname=\"Quadrant "));
  CHECK_THAT(cecp, Catch::EndsWith("feature done=1\npong 1\n"));
  const std::string uci = serve("\nuci\nisready\n");
  CHECK_THAT(uci, Catch::StartsWith(BANNER + "id name Quadrant"));
  CHECK_THAT(uci, Catch::EndsWith("uciok\nreadyok\n"));
  CHECK_THAT(serve("isready\n"), Catch::Equals(BANNER + "readyok\n"));
}

// A person at a console is told what the program is and how to begin; a GUI passes over the
// line, as it does Stockfish's banner.
TEST_CASE("The loop greets with one line naming the engine and how to begin", "[protocol]") {
  CHECK(serve("") == BANNER);
  CHECK_THAT(serve("help\n"), Catch::StartsWith(BANNER + "Quadrant has not chosen its protocol"));
  CHECK_THAT(serve("uci\nhelp\n"), Catch::Contains("uciok\nQuadrant speaks UCI here"));
  CHECK_THAT(serve("xboard\nhelp\n"), Catch::StartsWith(BANNER + "Quadrant speaks CECP here"));
}

// A person types help (or a word of neither protocol) first, then xboard: the protocol is the
// one of the first command that belongs to one.
TEST_CASE("help and unknown words before a protocol's first command choose none", "[protocol]") {
  const std::string cecp = serve("help\nhello\nxboard\nprotover 2\nping 1\n");
  CHECK_THAT(cecp, Catch::Contains("'help' after either lists its commands."));
  CHECK_THAT(cecp, Catch::Contains("\nunknown command 'hello': type 'uci' or 'xboard' to begin, "
                                   "'help' for the commands\nfeature "));
  CHECK_THAT(cecp, Catch::EndsWith("feature done=1\npong 1\n"));
  const std::string uci = serve("help\nisready\nhelp\n");
  CHECK_THAT(uci, Catch::Contains("\nreadyok\nQuadrant speaks UCI here"));
  CHECK_THAT(serve("help\nposition startpos moves e2e4\nd\n"),
             Catch::Contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
}

// Only the line writer may flush the output: a tied input stream would flush it from the
// reading thread too, racing with the search thread and the loop (lines sent twice).
TEST_CASE("The protocol loop unties its input from the output", "[protocol]") {
  for (const char* input : {"uci\nquit\n", "xboard\nquit\n"}) {
    std::istringstream in(input);
    std::ostringstream out, err;
    in.tie(&out);
    REQUIRE(runCommandLine({}, in, out, err) == 0);
    CHECK(in.tie() == nullptr);
  }
}

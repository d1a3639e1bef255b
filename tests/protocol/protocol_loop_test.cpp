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

TEST_CASE("The first command chooses the protocol", "[protocol]") {
  const std::string cecp = serve("\n  \nxboard\nprotover 2\nping 1\n");
  CHECK_THAT(cecp, Catch::StartsWith("feature myname=\"Quadrant "));
  CHECK_THAT(cecp, Catch::EndsWith("feature done=1\npong 1\n"));
  const std::string uci = serve("\nuci\nisready\n");
  CHECK_THAT(uci, Catch::StartsWith("id name Quadrant"));
  CHECK_THAT(uci, Catch::EndsWith("uciok\nreadyok\n"));
  CHECK_THAT(serve("isready\n"), Catch::Equals("readyok\n"));
  CHECK(serve("").empty());
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

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "quadrant/cli/commandline.h"

using namespace quadrant;

namespace {

struct CommandOutput {
  int status;
  std::string out;
  std::string err;
};

CommandOutput runCommand(const std::vector<std::string>& args) {
  std::istringstream in;
  std::ostringstream out, err;
  const int status = runCommandLine(args, in, out, err);
  return {status, out.str(), err.str()};
}

}  // namespace

TEST_CASE("mate command prints the shortest mate with its line", "[matefinder][commandline]") {
  const CommandOutput result =
      runCommand({"mate", "3", "r1b3kr/ppp1Bp1p/1b6/n2P4/2p3q1/2Q2N2/P4PPP/RN2R1K1", "w", "-", "-", "1", "1"});
  CHECK(result.status == 0);
  CHECK(result.out.rfind("mate in 3: c3h8 g8h8 e7f6 h8g8 e1e8\n", 0) == 0);
  CHECK(result.out.find("nodes ") != std::string::npos);
}

TEST_CASE("mate command reports no mate and honours --checks-only", "[matefinder][commandline]") {
  const std::string morphy = "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1";
  CHECK(runCommand({"mate", "1", morphy}).out.rfind("no mate in 1 found\n", 0) == 0);
  CHECK(runCommand({"mate", "2", morphy}).out.rfind("mate in 2: a1a6", 0) == 0);
  const std::string checksOnly = runCommand({"mate", "2", morphy, "--checks-only"}).out;
  CHECK(checksOnly.rfind("no mate in 2 found\n(the attacker played checks only", 0) == 0);
}

TEST_CASE("mate command stops at its node limit", "[matefinder][commandline]") {
  CHECK(runCommand({"mate", "10", "--nodes", "5000"}).out.rfind("no mate in 10 found (stopped", 0) == 0);
}

TEST_CASE("mate command rejects bad arguments", "[matefinder][commandline]") {
  CHECK(runCommand({"mate"}).status == 2);
  CHECK(runCommand({"mate", "0"}).status == 2);
  CHECK(runCommand({"mate", "61"}).status == 2);
  CHECK(runCommand({"mate", "2", "--time"}).status == 2);
  CHECK(runCommand({"mate", "2", "--bogus"}).status == 2);
  CHECK(runCommand({"mate", "2", "--nodes", "0"}).status == 2);
  CHECK(runCommand({"mate", "2", "not a fen"}).status == 2);
}

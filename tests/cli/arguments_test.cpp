#include <catch2/catch.hpp>
#include <cstdint>
#include <sstream>

#include "quadrant/cli/arguments.h"

using namespace quadrant;

namespace {

// The arguments of an imaginary command "probe POSITIONS NAME [FEN] [flags]".
struct Probe {
  int positions = 0;
  std::string name, path;
  Position pos;
  std::uint64_t nodes = 7;
  double rate = 0.5, strength = 0;
  bool quiet = false;
};

struct ProbeRun {
  bool parsed;
  Probe probe;
  std::string err;
};

ProbeRun parseProbe(std::vector<std::string> words) {
  words.insert(words.begin(), "probe");
  std::ostringstream err;
  const Diagnostics diagnostics("probe", err);
  std::istringstream input;
  CommandArguments arguments(words, "POSITIONS NAME [FEN] [--nodes N] ...", diagnostics, input);
  Probe probe;
  arguments.integerArgument("a position count", 1, 99, &probe.positions);
  arguments.textArgument("a name", &probe.name);
  arguments.fenArgument(&probe.pos);
  arguments.integerFlag("--nodes", "a node count", 1, 1LL << 40, &probe.nodes);
  arguments.integerFlag("--rate", "a step", 1, 100, &probe.rate);
  arguments.numberFlag("--strength", "a strength", 0, 1, &probe.strength);
  arguments.textFlag("--out", "an output file", &probe.path);
  arguments.switchFlag("--quiet", &probe.quiet);
  const bool parsed = arguments.parse();
  return {parsed, probe, err.str()};
}

}  // namespace

TEST_CASE("Command arguments fill the positional arguments in order and the flags anywhere",
          "[cli][arguments]") {
  const ProbeRun run =
      parseProbe({"--nodes", "300", "12", "--quiet", "alpha", "4k3/8/8/8/8/8/8/4K3", "w", "--rate",
                  "3", "-", "-", "--strength", "2e-7", "--out", "x.txt"});
  REQUIRE(run.parsed);
  CHECK(run.err.empty());
  CHECK(run.probe.positions == 12);
  CHECK(run.probe.name == "alpha");
  CHECK(run.probe.pos.fen() ==
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1");  // the FEN's words around the flags
  CHECK(run.probe.nodes == 300);
  CHECK(run.probe.rate == 3.0);
  CHECK(run.probe.strength == 2e-7);
  CHECK(run.probe.path == "x.txt");
  CHECK(run.probe.quiet);

  const ProbeRun defaults = parseProbe({"5", "beta", "--nodes", "8", "--nodes", "9"});
  REQUIRE(defaults.parsed);
  CHECK(defaults.probe.nodes == 9);  // the last of a repeated flag
  CHECK(defaults.probe.rate == 0.5);
  CHECK_FALSE(defaults.probe.quiet);
  CHECK(defaults.probe.pos.fen() == Position().fen());
}

TEST_CASE("Command arguments report the first problem in one style with the usage line",
          "[cli][arguments]") {
  const std::string usage = "\nusage: quadrant probe POSITIONS NAME [FEN] [--nodes N] ...\n";
  const std::pair<std::vector<std::string>, std::string> refusals[] = {
      {{}, "expected a position count from 1 to 99"},
      {{"5"}, "expected a name"},
      {{"x", "beta"}, "expected a position count from 1 to 99, got 'x'"},
      {{"100", "beta"}, "expected a position count from 1 to 99, got '100'"},
      {{"5", ""}, "expected a name, got ''"},
      {{"5", "beta", "--nodes"}, "expected a node count from 1 to 1099511627776 after --nodes"},
      {{"5", "beta", "--nodes", "0"},
       "expected a node count from 1 to 1099511627776 after --nodes, got '0'"},
      {{"5", "beta", "--nodes", "1e3"},
       "expected a node count from 1 to 1099511627776 after --nodes, got '1e3'"},
      {{"5", "beta", "--rate", "--quiet"},
       "expected a step from 1 to 100 after --rate, got '--quiet'"},
      {{"5", "beta", "--strength", "nan"},
       "expected a strength from 0 to 1 after --strength, got 'nan'"},
      {{"5", "beta", "--strength", "0.5x"},
       "expected a strength from 0 to 1 after --strength, got '0.5x'"},
      {{"5", "beta", "--out", ""}, "expected an output file after --out, got ''"},
      {{"5", "beta", "--colour", "white"}, "unknown option '--colour'"},
      {{"5", "beta", "not", "a", "fen"},
       "invalid FEN: FEN needs at least 4 fields (board, side, castling, en passant)"},
      {{"x", "--bogus"},
       "expected a position count from 1 to 99, got 'x'"},  // the first problem only
  };
  for (const auto& [words, message] : refusals) {
    const ProbeRun run = parseProbe(words);
    INFO(run.err);
    CHECK_FALSE(run.parsed);
    CHECK(run.err == "error: probe: " + message + usage);
  }
}

TEST_CASE("Command arguments refuse words past the declared ones unless a FEN is declared",
          "[cli][arguments]") {
  std::ostringstream err;
  const Diagnostics diagnostics("count", err);
  std::istringstream input;
  CommandArguments arguments({"count", "3", "4"}, "[N]", diagnostics, input);
  int n = 1;
  arguments.integerArgument("a count", 1, 9, &n, Presence::Optional);
  CHECK_FALSE(arguments.parse());
  CHECK(n == 3);
  CHECK(err.str() == "error: count: unexpected argument '4'\nusage: quadrant count [N]\n");

  CommandArguments none({"count"}, "[N]", diagnostics, input);
  int absent = 1;
  none.integerArgument("a count", 1, 9, &absent, Presence::Optional);
  CHECK(none.parse());
  CHECK(absent == 1);
}

TEST_CASE("Diagnostics write errors and warnings in one style", "[cli][arguments]") {
  std::ostringstream err;
  const Diagnostics diagnostics("tune", err);
  CHECK(diagnostics.fail("cannot read 'x'") == FAILURE_STATUS);
  diagnostics.warn("3 lines could not be read");
  diagnostics.error("line 4: bad");
  CHECK(err.str() ==
        "error: tune: cannot read 'x'\nwarning: tune: 3 lines could not be read\nerror: tune: line "
        "4: bad\n");
}

TEST_CASE("Command arguments quote a bad word escaped and cut short", "[cli][arguments]") {
  const std::string usage = "\nusage: quadrant probe POSITIONS NAME [FEN] [--nodes N] ...\n";
  const std::pair<std::vector<std::string>, std::string> refusals[] = {
      {{"\xff", "beta"}, "expected a position count from 1 to 99, got '\\xff'"},
      {{"5", "beta", "--\x1b[2J"}, "unknown option '--\\x1b[2J'"},
      {{"5", "beta", "--nodes", "1\r\n"},
       "expected a node count from 1 to 1099511627776 after --nodes, got '1\\x0d\\x0a'"},
      {{"5", "beta", "8/8/8/8/8/8/8/8\x01", "w", "-", "-"},
       "invalid FEN: invalid character '\\x01' in the board"},
      {{"M\xc3\xbcller", "beta"}, "expected a position count from 1 to 99, got 'M\xc3\xbcller'"},
      {{"5", "beta", "--" + std::string(1000, 'q')},
       "unknown option '--" + std::string(78, 'q') + "...'"},
  };
  for (const auto& [words, message] : refusals) {
    const ProbeRun run = parseProbe(words);
    INFO(run.err);
    CHECK_FALSE(run.parsed);
    CHECK(run.err == "error: probe: " + message + usage);
  }
}

TEST_CASE("Command arguments ask for a required FEN and refuse exclusive flags together",
          "[cli][arguments]") {
  std::ostringstream err;
  const Diagnostics diagnostics("look", err);
  long long time = 0;
  const auto parse = [&](std::vector<std::string> words) {
    err.str("");
    words.insert(words.begin(), "look");
    std::istringstream input;
    CommandArguments arguments(words, "FEN [--movetime MS | --depth N | --nodes N]", diagnostics,
                               input);
    Position pos;
    long long depth = 0, nodes = 0;
    time = 0;
    arguments.fenArgument(&pos, Presence::Required);
    arguments.integerFlag("--movetime", "a time", 1, 100, &time);
    arguments.aliasFlag("--time", "--movetime");
    arguments.integerFlag("--depth", "a depth", 1, 100, &depth);
    arguments.integerFlag("--nodes", "a node count", 1, 100, &nodes);
    arguments.exclusiveFlags({"--movetime", "--depth", "--nodes"});
    return arguments.parse();
  };
  const std::string usage = "usage: quadrant look FEN [--movetime MS | --depth N | --nodes N]\n";
  CHECK_FALSE(parse({"--movetime", "5"}));
  CHECK(err.str() == "error: look: expected a FEN\n" + usage);
  CHECK(parse({"8/8/8/8/8/8/8/K1k5", "w", "-", "-", "--movetime", "5"}));
  CHECK(parse({"8/8/8/8/8/8/8/K1k5 w - -", "--nodes", "5"}));
  CHECK_FALSE(parse({"8/8/8/8/8/8/8/K1k5 w - -", "--nodes", "5", "--movetime", "5"}));
  CHECK(err.str() == "error: look: give only one of --movetime, --depth and --nodes\n" + usage);
  // The alias sets the flag it stands for, and counts as it.
  CHECK(parse({"8/8/8/8/8/8/8/K1k5 w - -", "--time", "7"}));
  CHECK(time == 7);
  CHECK_FALSE(parse({"8/8/8/8/8/8/8/K1k5 w - -", "--time", "7", "--depth", "2"}));
  CHECK_THAT(err.str(), Catch::StartsWith("error: look: give only one of "));
  CHECK_FALSE(parse({"8/8/8/8/8/8/8/K1k5 w - -", "--time", "0"}));
  CHECK_THAT(err.str(), Catch::StartsWith("error: look: expected a time from 1 to 100 after "
                                          "--time, got '0'\n"));
}

TEST_CASE("Command arguments hand the standard input to the command", "[cli][arguments]") {
  std::ostringstream err;
  const Diagnostics diagnostics("read", err);
  std::istringstream input("piped text");
  CommandArguments arguments({"read", "-"}, "FILE", diagnostics, input);
  std::string path;
  arguments.textArgument("a file", &path);
  REQUIRE(arguments.parse());
  CHECK(path == "-");
  std::string word;
  arguments.standardInput() >> word;
  CHECK(word == "piped");
}

// The protocols serve the option registry: each lists exactly the options it offers, in the
// registry's order, and sets them by name.
#include <catch2/catch.hpp>
#include <string>

#include "../transcript.h"
#include "quadrant/engine/engine_options.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;

namespace {

// Checks that `listing` shows the options `protocol` offers and no other, in the registry's order;
// lineStart and lineEnd frame an option's name in its line.
void checkListing(const std::string& listing, Protocol protocol, const std::string& lineStart,
                  const std::string& lineEnd) {
  std::size_t previous = 0;
  for (const EngineOption& option : engineOptions()) {
    INFO(option.spec.name);
    const std::size_t at = listing.find(lineStart + option.spec.name + lineEnd);
    CHECK((at != std::string::npos) == option.offeredTo(protocol));
    if (at == std::string::npos) continue;
    CHECK(at > previous);
    previous = at;
  }
}

// The option's default, as CECP's "option NAME=VALUE" writes it.
std::string cecpDefault(const OptionSpec& spec) {
  switch (spec.type) {
    case OptionType::Spin:
    case OptionType::Check: return std::to_string(spec.defaultValue);
    case OptionType::Path: return spec.defaultText;
    case OptionType::Button: break;
  }
  return "";
}

}  // namespace

TEST_CASE("uci lists the options UCI offers, in the registry's order", "[uci][options]") {
  checkListing(test::transcript<UciLoop>("uci\n"), Protocol::Uci, "\noption name ", " type ");
}

TEST_CASE("protover 2 lists the options CECP offers, in the registry's order",
          "[xboard][options]") {
  checkListing(test::transcript<XboardLoop>("protover 2\n"), Protocol::Cecp, "\nfeature option=\"",
               " -");
}

TEST_CASE(
    "Resign Threshold is CECP's alone; Hash, Threads, Ponder, UCI_Chess960 and UCI_ShowWDL are "
    "UCI's",
    "[options]") {
  for (const char* name : {"Hash", "Threads", "Ponder", "UCI_Chess960", "UCI_ShowWDL"}) {
    INFO(name);
    CHECK(findOption(name)->offeredTo(Protocol::Uci));
    CHECK_FALSE(findOption(name)->offeredTo(Protocol::Cecp));
  }
  CHECK_FALSE(findOption("Resign Threshold")->offeredTo(Protocol::Uci));
  CHECK(findOption("Resign Threshold")->offeredTo(Protocol::Cecp));
}

TEST_CASE("setoption knows only the options UCI offers", "[uci][options]") {
  for (const EngineOption& option : engineOptions()) {
    if (option.offeredTo(Protocol::Uci)) continue;
    INFO(option.spec.name);
    const std::string out =
        test::transcript<UciLoop>("setoption name " + option.spec.name + " value 1\n");
    CHECK(out == "info string unknown option '" + option.spec.name + "'\n");
  }
}

// Also those it does not list: CECP has commands of its own for them (memory, cores, hard).
TEST_CASE("CECP's option command sets every option of the registry", "[xboard][options]") {
  std::string input;
  for (const EngineOption& option : engineOptions()) {
    input += "option " + option.spec.name;
    if (option.spec.type != OptionType::Button) input += "=" + cecpDefault(option.spec);
    input += "\n";
  }
  // The one bad value shows that errors would be seen.
  const std::string out = test::transcript<XboardLoop>(input + "option Resign Threshold=10001\n");
  CHECK(out ==
        "Error (Resign Threshold must be from 0 (never) to 10000 centipawns, not '10001'): "
        "option Resign Threshold=10001\n");
}

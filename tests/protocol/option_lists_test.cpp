// The protocols serve the option registry: each lists exactly the options it offers, in the
// registry's order, and sets them by name.
#include <catch2/catch.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "../transcript.h"
#include "quadrant/engine/engine_options.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;

namespace {

// Checks that `listing` shows the options `protocol` offers and no other, in the registry's order;
// lineStart and lineEnd frame an option's name (as the protocol spells it) in its line.
void checkListing(const std::string& listing, Protocol protocol, const std::string& lineStart,
                  const std::string& lineEnd) {
  std::size_t previous = 0;
  for (const EngineOption& option : engineOptions()) {
    INFO(option.spec.name);
    const std::string name = protocol == Protocol::Uci ? option.spec.name : cecpName(option.spec);
    const std::size_t at = listing.find(lineStart + name + lineEnd);
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

// What python-chess 1.11.2 (lichess-bot's) makes of a "feature option" value: it splits it at
// whitespace and takes the first word for the name and the second, less its dash, for the type.
struct PythonChessOption {
  std::string name, type;
  std::vector<std::string> values;
};

PythonChessOption readLikePythonChess(const std::string& value) {
  std::istringstream words(value);
  PythonChessOption option;
  std::string type;
  words >> option.name >> type;
  option.type = type.substr(1);
  for (std::string word; words >> word;) option.values.push_back(word);
  return option;
}

// The values of the "feature option=" lines of a protover 2 answer.
std::vector<std::string> featureOptions(const std::string& answer) {
  std::vector<std::string> values;
  const std::string prefix = "feature option=\"";
  std::istringstream lines(answer);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind(prefix, 0) == 0 && line.back() == '"')
      values.push_back(line.substr(prefix.size(), line.size() - prefix.size() - 1));
  return values;
}

// Every option of the registry set by `name`, with its default (a button just pressed).
std::string setEveryOption(std::string (*name)(const OptionSpec&)) {
  std::string input;
  for (const EngineOption& option : engineOptions()) {
    input += "option " + name(option.spec);
    if (option.spec.type != OptionType::Button) input += "=" + cecpDefault(option.spec);
    input += "\n";
  }
  return input;
}

std::string registryName(const OptionSpec& spec) { return spec.name; }

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
    "Resign Threshold is CECP's alone; Hash, Threads, Ponder, UCI_Chess960, UCI_AnalyseMode and "
    "UCI_ShowWDL are UCI's",
    "[options]") {
  for (const char* name :
       {"Hash", "Threads", "Ponder", "UCI_Chess960", "UCI_AnalyseMode", "UCI_ShowWDL"}) {
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

TEST_CASE("Every CECP option is read whole by a client that splits at whitespace",
          "[xboard][options]") {
  const std::vector<std::string> listed =
      featureOptions(test::transcript<XboardLoop>("xboard\nprotover 2\n"));
  std::size_t cecpOptions = 0;
  for (const EngineOption& option : engineOptions())
    cecpOptions += option.offeredTo(Protocol::Cecp);
  CHECK(listed.size() == cecpOptions);
  std::set<std::string> names;
  for (const std::string& value : listed) {
    INFO(value);
    const PythonChessOption read = readLikePythonChess(value);
    const EngineOption* option = findCecpOption(read.name);
    REQUIRE(option != nullptr);
    CHECK(names.insert(read.name).second);
    CHECK(read.name == cecpName(option->spec));
    switch (option->spec.type) {
      case OptionType::Spin:
        CHECK(read.type == "spin");
        CHECK(read.values == std::vector<std::string>{std::to_string(option->spec.defaultValue),
                                                      std::to_string(option->spec.min),
                                                      std::to_string(option->spec.max)});
        break;
      case OptionType::Check:
        CHECK(read.type == "check");
        CHECK(read.values == std::vector<std::string>{std::to_string(option->spec.defaultValue)});
        break;
      case OptionType::Path: CHECK(read.type == "file"); break;
      case OptionType::Button:
        CHECK(read.type == "button");
        CHECK(read.values.empty());
        break;
    }
  }
}

// Also those it does not list: CECP has commands of its own for them (memory, cores, hard). Both
// the listed one-word names and the registry's names, which older GUIs send, are understood.
TEST_CASE("CECP's option command sets every option of the registry", "[xboard][options]") {
  const std::string input = setEveryOption(cecpName) + setEveryOption(registryName);
  // The one bad value shows that errors would be seen.
  const std::string out = test::transcript<XboardLoop>(input + "option Resign Threshold=10001\n");
  CHECK(out ==
        "Error (Resign Threshold must be from 0 (never) to 10000 centipawns, not '10001'): "
        "option Resign Threshold=10001\n");
}

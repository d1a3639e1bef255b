#include <catch2/catch.hpp>
#include <set>

#include "quadrant/core/parsing.h"
#include "quadrant/engine/engine.h"
#include "quadrant/engine/engine_options.h"

using namespace quadrant;

namespace {

// The default as a GUI would send it back.
std::string defaultText(const OptionSpec& spec) {
  switch (spec.type) {
    case OptionType::Spin: return std::to_string(spec.defaultValue);
    case OptionType::Check: return spec.defaultValue ? "true" : "false";
    case OptionType::Path: return spec.defaultText;
    case OptionType::Button: break;
  }
  return "";
}

long long defaultOf(const std::string& name) { return findOption(name)->spec.defaultValue; }

}  // namespace

TEST_CASE("Every option has a name of its own and a default its own rule accepts", "[options]") {
  std::set<std::string> names, cecpNames;
  for (const EngineOption& option : engineOptions()) {
    INFO(option.spec.name);
    CHECK(names.insert(lowercase(option.spec.name)).second);
    CHECK(findOption(lowercase(option.spec.name)) == &option);
    // CECP's name is one word, and CECP knows the option by both names.
    const std::string cecp = cecpName(option.spec);
    CHECK(cecp.find_first_of(" \t") == std::string::npos);
    CHECK(cecpNames.insert(lowercase(cecp)).second);
    CHECK(findCecpOption(lowercase(cecp)) == &option);
    CHECK(findCecpOption(option.spec.name) == &option);
    CHECK(option.set != nullptr);
    long long number = 0;
    std::string error;
    CHECK(parseOptionValue(option.spec, defaultText(option.spec), &number, &error));
    CHECK(number == option.spec.defaultValue);
  }
  CHECK(findOption("No Such Option") == nullptr);
  CHECK(findCecpOption("No_Such_Option") == nullptr);
  CHECK(findOption("Move_Overhead") == nullptr);  // UCI names stay as they are
  CHECK(cecpName(findOption("Move Overhead")->spec) == "Move_Overhead");
}

TEST_CASE("A new engine starts from the registry's defaults", "[options]") {
  const Engine engine;
  CHECK(engine.settings().multiPv == defaultOf("MultiPV"));
  CHECK(engine.settings().ponder == (defaultOf("Ponder") != 0));
  CHECK(engine.settings().chess960 == (defaultOf("UCI_Chess960") != 0));
  CHECK(engine.settings().moveOverheadMs == defaultOf("Move Overhead"));
  CHECK(engine.settings().resignThreshold == defaultOf("Resign Threshold"));
  CHECK(engine.settings().showWdl == (defaultOf("UCI_ShowWDL") != 0));
}

TEST_CASE("setOption hands a valid value to the engine and keeps the old one on a bad value",
          "[options]") {
  Engine engine;
  std::string error;
  REQUIRE(engine.setOption(*findOption("Move Overhead"), "100", &error));
  REQUIRE(engine.setOption(*findOption("resign threshold"), "800", &error));
  REQUIRE(engine.setOption(*findOption("Ponder"), "true", &error));
  CHECK(engine.settings().moveOverheadMs == 100);
  CHECK(engine.settings().resignThreshold == 800);
  CHECK(engine.settings().ponder);

  CHECK_FALSE(engine.setOption(*findOption("Move Overhead"), "5001", &error));
  CHECK(error == "Move Overhead must be from 0 to 5000 ms, not '5001'");
  CHECK_FALSE(engine.setOption(*findOption("Ponder"), "1", &error));
  CHECK(error == "Ponder must be true or false, not '1'");
  CHECK(engine.settings().moveOverheadMs == 100);
  CHECK(engine.settings().ponder);
}

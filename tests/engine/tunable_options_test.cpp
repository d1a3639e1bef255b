#include <catch2/catch.hpp>

#include "quadrant/engine/engine_options.h"
#include "quadrant/search/parameters.h"

using namespace quadrant;

// The normal build offers no parameter as an option; the tuning build offers each as a UCI spin
// with its default and range, which stops a running search when set.
TEST_CASE("The search parameters are options in the tuning build only", "[options][parameters]") {
  for (const SearchParameter& parameter : SEARCH_PARAMETERS) {
    INFO(parameter.name);
    const EngineOption* option = findOption(parameter.name);
    if (!TUNING_BUILD) {
      CHECK(option == nullptr);
      continue;
    }
    REQUIRE(option != nullptr);
    CHECK(option->spec.name == parameter.name);
    CHECK(option->spec.type == OptionType::Spin);
    CHECK(option->spec.defaultValue == parameter.defaultValue);
    CHECK(option->spec.min == parameter.min);
    CHECK(option->spec.max == parameter.max);
    CHECK(option->offered == Offered::ToUci);
    CHECK(option->reach == OptionReach::RunningSearch);
  }
}

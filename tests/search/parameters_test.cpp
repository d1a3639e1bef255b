#include <catch2/catch.hpp>
#include <cctype>
#include <set>
#include <string>

#include "quadrant/search/parameters.h"

using namespace quadrant;

TEST_CASE("Every search parameter has a name of its own and a default within its range",
          "[parameters]") {
  std::set<std::string> names;
  for (const SearchParameter& parameter : SEARCH_PARAMETERS) {
    const std::string name = parameter.name;
    INFO(name);
    CHECK(names.insert(name).second);
    // One word of capitals, digits and underscores: a UCI option name that needs no quoting.
    CHECK(!name.empty());
    for (char c : name)
      CHECK((std::isupper(static_cast<unsigned char>(c)) || std::isdigit(c) || c == '_'));
    CHECK(parameter.min < parameter.max);
    CHECK(parameter.min <= parameter.defaultValue);
    CHECK(parameter.defaultValue <= parameter.max);
    CHECK(std::string(parameter.reason).size() > 10);
  }
  CHECK(names.size() == SEARCH_PARAMETER_COUNT);
}

TEST_CASE("Every search parameter holds its default when nothing has set it", "[parameters]") {
#define QUADRANT_CHECK_DEFAULT(name, value, min, max, reason) CHECK(name == value);
  QUADRANT_SEARCH_PARAMETERS(QUADRANT_CHECK_DEFAULT)
#undef QUADRANT_CHECK_DEFAULT
}

#include <catch2/catch.hpp>
#include <sstream>

#include "quadrant/core/parsing.h"

using namespace quadrant;

TEST_CASE("parseInteger takes a whole number in its range and nothing else", "[parsing]") {
  long long value = 0;
  CHECK(parseInteger("42", 0, 100, &value));
  CHECK(value == 42);
  CHECK(parseInteger("-7", -10, 0, &value));
  CHECK(value == -7);
  for (const char* bad : {"", "x", "4x", "1.5", "101", "99999999999999999999"}) {
    INFO(bad);
    CHECK_FALSE(parseInteger(bad, 0, 100, &value));
  }
}

TEST_CASE("restOfLine is what a command's first words leave of its line", "[parsing]") {
  std::istringstream line("setboard   8/8/8/8/8/8/8/K6k w - - 0 1  \nnext");
  std::string command;
  line >> command;
  CHECK(restOfLine(line) == "8/8/8/8/8/8/8/K6k w - - 0 1  ");
  std::istringstream bare("ping");
  bare >> command;
  CHECK(restOfLine(bare).empty());
}

TEST_CASE("trimmed takes the spaces off both ends only", "[parsing]") {
  CHECK(trimmed("  Move Overhead ") == "Move Overhead");
  CHECK(trimmed("ping ") == "ping");
  CHECK(trimmed("   ").empty());
  CHECK(trimmed("").empty());
}

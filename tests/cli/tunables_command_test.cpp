#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../cli_run.h"
#include "quadrant/search/parameters.h"

using namespace quadrant;

namespace {

// The comma-separated fields of a line, each without the spaces around it.
std::vector<std::string> fieldsOf(const std::string& line) {
  std::vector<std::string> fields;
  std::istringstream in(line);
  for (std::string field; std::getline(in, field, ',');) {
    const std::size_t first = field.find_first_not_of(' ');
    fields.push_back(first == std::string::npos ? "" : field.substr(first));
  }
  return fields;
}

}  // namespace

TEST_CASE("quadrant tunables lists every search parameter with its default, range and reason",
          "[cli][parameters]") {
  const test::CliRun run = test::runCli({"tunables"});
  CHECK(run.status == 0);
  CHECK(run.err.empty());
  std::istringstream lines(run.out);
  std::string line;
  std::getline(lines, line);
  CHECK_THAT(line, Catch::StartsWith("name "));
  for (const SearchParameter& parameter : SEARCH_PARAMETERS) {
    REQUIRE(std::getline(lines, line));
    std::istringstream words(line);
    std::string name;
    int defaultValue = 0, min = 0, max = 0;
    words >> name >> defaultValue >> min >> max;
    CHECK(name == parameter.name);
    CHECK(defaultValue == parameter.defaultValue);
    CHECK(min == parameter.min);
    CHECK(max == parameter.max);
    CHECK_THAT(line, Catch::EndsWith("  " + std::string(parameter.reason)));
  }
  CHECK(!std::getline(lines, line));
}

TEST_CASE("quadrant tunables --openbench prints OpenBench's SPSA input lines",
          "[cli][parameters]") {
  const test::CliRun run = test::runCli({"tunables", "--openbench"});
  CHECK(run.status == 0);
  std::istringstream lines(run.out);
  std::string line;
  for (const SearchParameter& parameter : SEARCH_PARAMETERS) {
    REQUIRE(std::getline(lines, line));
    INFO(line);
    // NAME, int, DEFAULT, MIN, MAX, C_END, R_END; OpenBench refuses an integer's C_END below 0.5
    // and an R_END of 0 or less.
    const std::vector<std::string> fields = fieldsOf(line);
    REQUIRE(fields.size() == 7);
    CHECK(fields[0] == parameter.name);
    CHECK(fields[1] == "int");
    CHECK(std::stoi(fields[2]) == parameter.defaultValue);
    CHECK(std::stoi(fields[3]) == parameter.min);
    CHECK(std::stoi(fields[4]) == parameter.max);
    CHECK(std::stod(fields[5]) >= 0.5);
    CHECK(std::stod(fields[5]) <= (parameter.max - parameter.min) / 2.0);
    CHECK(std::stod(fields[6]) > 0);
  }
  CHECK(!std::getline(lines, line));
  // A twentieth of the range: FUTILITY_MARGIN's 30..200 perturbs by 8.5 at the end.
  CHECK_THAT(run.out, Catch::Contains("\nFUTILITY_MARGIN, int, 90, 30, 200, 8.50, 0.002\n"));
}

TEST_CASE("quadrant tunables refuses an unknown flag", "[cli]") {
  const test::CliRun run = test::runCli({"tunables", "--spsa"});
  CHECK(run.status == 2);
  CHECK_THAT(run.err, Catch::StartsWith("error: tunables: unknown option '--spsa'"));
  CHECK(run.out.empty());
}

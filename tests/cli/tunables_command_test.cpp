#include <catch2/catch.hpp>
#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

#include "../cli_run.h"
#include "quadrant/eval/term_scales.h"
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

// The first four columns of a line of the table.
struct TableRow {
  std::string name;
  int defaultValue = 0, min = 0, max = 0;
};

TableRow tableRow(const std::string& line) {
  TableRow row;
  std::istringstream words(line);
  words >> row.name >> row.defaultValue >> row.min >> row.max;
  return row;
}

}  // namespace

TEST_CASE(
    "quadrant tunables lists every search parameter and evaluation scale with its default, range "
    "and reason",
    "[cli][parameters][tunables]") {
  const test::CliRun run = test::runCli({"tunables"});
  CHECK(run.status == 0);
  CHECK(run.err.empty());
  std::istringstream lines(run.out);
  std::string line;
  std::getline(lines, line);
  CHECK_THAT(line, Catch::StartsWith("name "));
  for (const SearchParameter& parameter : SEARCH_PARAMETERS) {
    REQUIRE(std::getline(lines, line));
    const TableRow row = tableRow(line);
    CHECK(row.name == parameter.name);
    CHECK(row.defaultValue == parameter.defaultValue);
    CHECK(row.min == parameter.min);
    CHECK(row.max == parameter.max);
    CHECK_THAT(line, Catch::EndsWith("  " + std::string(parameter.reason)));
  }
  // Then the evaluation's scales, one per term in the eval command's order.
  for (std::size_t term = 0; term < EVAL_TERM_COUNT; ++term) {
    REQUIRE(std::getline(lines, line));
    const TableRow row = tableRow(line);
    CHECK(row.name == termScaleName(EvalTerm(term)));
    CHECK(row.defaultValue == 100);
    CHECK(row.min == 50);
    CHECK(row.max == 150);
    CHECK_THAT(line, Catch::EndsWith("'" + std::string(EVAL_TERM_NAMES[term]) + "'"));
  }
  CHECK(!std::getline(lines, line));
  CHECK_THAT(run.out, Catch::Contains("\nEVAL_SCALE_PASSED_PAWNS "));
}

TEST_CASE("quadrant tunables --openbench prints OpenBench's SPSA input lines",
          "[cli][parameters][tunables]") {
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
  // Then the evaluation's scales, one per term: 100 in [50, 150], perturbed by a twentieth of
  // the range, 5, at the end.
  for (std::size_t term = 0; term < EVAL_TERM_COUNT; ++term) {
    REQUIRE(std::getline(lines, line));
    CHECK(line == termScaleName(EvalTerm(term)) + ", int, 100, 50, 150, 5.00, 0.002");
  }
  CHECK(!std::getline(lines, line));
  // A twentieth of the range: FUTILITY_MARGIN's 30..200 perturbs by 8.5 at the end.
  CHECK_THAT(run.out, Catch::Contains("\nFUTILITY_MARGIN, int, 90, 30, 200, 8.50, 0.002\n"));
  CHECK_THAT(run.out, Catch::Contains("\nEVAL_SCALE_MATERIAL, int, 100, 50, 150, 5.00, 0.002\n"));
  CHECK_THAT(run.out, Catch::EndsWith("\nEVAL_SCALE_TEMPO, int, 100, 50, 150, 5.00, 0.002\n"));
}

TEST_CASE("quadrant tunables refuses an unknown flag", "[cli]") {
  const test::CliRun run = test::runCli({"tunables", "--spsa"});
  CHECK(run.status == 2);
  CHECK_THAT(run.err, Catch::StartsWith("error: tunables: unknown option '--spsa'"));
  CHECK(run.out.empty());
}

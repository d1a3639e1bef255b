#include "quadrant/cli/tunables_command.h"

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <string>

#include "quadrant/search/parameters.h"

namespace quadrant {
namespace {

// SPSA's final perturbation of a parameter (OpenBench's c_end): a twentieth of its range, and at
// least the half step OpenBench requires of an integer parameter.
double finalPerturbation(const SearchParameter& parameter) {
  return std::max(0.5, (parameter.max - parameter.min) / 20.0);
}

// SPSA's final learning rate (OpenBench's r_end), the same for every parameter.
constexpr double FINAL_LEARNING_RATE = 0.002;

std::string fixedDecimal(double value, int digits) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(digits) << value;
  return text.str();
}

void printOpenBenchLines(std::ostream& out) {
  for (const SearchParameter& parameter : SEARCH_PARAMETERS)
    out << parameter.name << ", int, " << parameter.defaultValue << ", " << parameter.min << ", "
        << parameter.max << ", " << fixedDecimal(finalPerturbation(parameter), 2) << ", "
        << fixedDecimal(FINAL_LEARNING_RATE, 3) << '\n';
}

// `text` padded with spaces to `width` columns, on the left (for numbers) or on the right.
std::string padded(const std::string& text, std::size_t width, bool alignRight) {
  const std::string padding(width > text.size() ? width - text.size() : 0, ' ');
  return alignRight ? padding + text : text + padding;
}

void printTable(std::ostream& out) {
  std::size_t nameWidth = 0;
  for (const SearchParameter& parameter : SEARCH_PARAMETERS)
    nameWidth = std::max(nameWidth, std::string(parameter.name).size());
  out << padded("name", nameWidth, false) << " default     min     max  reason\n";
  for (const SearchParameter& parameter : SEARCH_PARAMETERS)
    out << padded(parameter.name, nameWidth, false) << ' '
        << padded(std::to_string(parameter.defaultValue), 7, true) << ' '
        << padded(std::to_string(parameter.min), 7, true) << ' '
        << padded(std::to_string(parameter.max), 7, true) << "  " << parameter.reason << '\n';
}

}  // namespace

int runTunablesCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics&) {
  bool openBench = false;
  arguments.switchFlag("--openbench", &openBench);
  if (!arguments.parse()) return FAILURE_STATUS;
  if (openBench)
    printOpenBenchLines(out);
  else
    printTable(out);
  return 0;
}

}  // namespace quadrant

#include "quadrant/cli/tunables_command.h"

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>

#include "quadrant/eval/term_scales.h"
#include "quadrant/search/parameters.h"

namespace quadrant {
namespace {

// A line of the listing: a search parameter, or the scale of an evaluation term.
struct Tunable {
  std::string name;
  int defaultValue, min, max;
  std::string reason;
};

// The search parameters, then the evaluation scales (options of the tuning build alone, as the
// parameters are).
std::vector<Tunable> tunables() {
  std::vector<Tunable> list;
  for (const SearchParameter& parameter : SEARCH_PARAMETERS)
    list.push_back(
        {parameter.name, parameter.defaultValue, parameter.min, parameter.max, parameter.reason});
  for (std::size_t term = 0; term < EVAL_TERM_COUNT; ++term)
    list.push_back({termScaleName(EvalTerm(term)), TERM_SCALE_DEFAULT, TERM_SCALE_MIN,
                    TERM_SCALE_MAX,
                    "percent of the weights of the evaluation's term '" +
                        std::string(EVAL_TERM_NAMES[term]) + "'"});
  return list;
}

// SPSA's final perturbation of a parameter (OpenBench's c_end): a twentieth of its range, and at
// least the half step OpenBench requires of an integer parameter.
double finalPerturbation(const Tunable& tunable) {
  return std::max(0.5, (tunable.max - tunable.min) / 20.0);
}

// SPSA's final learning rate (OpenBench's r_end), the same for every parameter.
constexpr double FINAL_LEARNING_RATE = 0.002;

std::string fixedDecimal(double value, int digits) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(digits) << value;
  return text.str();
}

void printOpenBenchLines(std::ostream& out) {
  for (const Tunable& tunable : tunables())
    out << tunable.name << ", int, " << tunable.defaultValue << ", " << tunable.min << ", "
        << tunable.max << ", " << fixedDecimal(finalPerturbation(tunable), 2) << ", "
        << fixedDecimal(FINAL_LEARNING_RATE, 3) << '\n';
}

// `text` padded with spaces to `width` columns, on the left (for numbers) or on the right.
std::string padded(const std::string& text, std::size_t width, bool alignRight) {
  const std::string padding(width > text.size() ? width - text.size() : 0, ' ');
  return alignRight ? padding + text : text + padding;
}

void printTable(std::ostream& out) {
  const std::vector<Tunable> list = tunables();
  std::size_t nameWidth = 0;
  for (const Tunable& tunable : list) nameWidth = std::max(nameWidth, tunable.name.size());
  out << padded("name", nameWidth, false) << " default     min     max  reason\n";
  for (const Tunable& tunable : list)
    out << padded(tunable.name, nameWidth, false) << ' '
        << padded(std::to_string(tunable.defaultValue), 7, true) << ' '
        << padded(std::to_string(tunable.min), 7, true) << ' '
        << padded(std::to_string(tunable.max), 7, true) << "  " << tunable.reason << '\n';
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

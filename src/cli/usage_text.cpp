#include "quadrant/cli/usage_text.h"

#include <vector>

namespace quadrant {
namespace {

// The words of `arguments`, a bracketed group (nested or not) kept as one unit.
std::vector<std::string> usageUnits(const std::string& arguments) {
  std::vector<std::string> units;
  std::string unit;
  int depth = 0;
  for (char c : arguments) {
    depth += c == '[' ? 1 : c == ']' ? -1 : 0;
    if (c == ' ' && depth == 0) {
      if (!unit.empty()) units.push_back(unit);
      unit.clear();
    } else {
      unit += c;
    }
  }
  if (!unit.empty()) units.push_back(unit);
  return units;
}

}  // namespace

std::string wrappedUsage(const std::string& lead, const std::string& arguments,
                         std::size_t indent) {
  std::string text = lead;
  std::size_t column = lead.size();
  for (const std::string& unit : usageUnits(arguments)) {
    if (column + 1 + unit.size() > USAGE_WIDTH) {
      text += '\n' + std::string(indent, ' ') + unit;
      column = indent + unit.size();
    } else {
      text += ' ' + unit;
      column += 1 + unit.size();
    }
  }
  return text;
}

}  // namespace quadrant

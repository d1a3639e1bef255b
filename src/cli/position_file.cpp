#include "quadrant/cli/position_file.h"

#include <fstream>

#include "quadrant/core/count_text.h"
#include "quadrant/core/shown_input.h"

namespace quadrant {

bool forEachPositionInFile(const std::string& path,
                           const std::function<void(const PositionLine&)>& onPosition,
                           const Diagnostics& diagnostics) {
  std::ifstream in(path);
  if (!in) return false;
  int refused = 0;
  std::string firstRefusal;
  const auto refuse = [&](int lineNumber, const std::string& error) {
    if (refused++ == 0) firstRefusal = "line " + std::to_string(lineNumber) + ": " + error;
  };
  forEachPositionLine(
      in, [&](int, const PositionLine& line) { onPosition(line); }, refuse);
  if (refused > 0) {
    diagnostics.warn("passed over " + countText(refused, "unreadable line", "unreadable lines") +
                     " of '" + shownInput(path) + "' (the first: " + firstRefusal + ")");
  }
  return true;
}

}  // namespace quadrant

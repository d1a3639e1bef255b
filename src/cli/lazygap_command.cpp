#include "quadrant/cli/lazygap_command.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

#include "quadrant/cli/position_file.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/eval/evaluate.h"

namespace quadrant {
namespace {

// The gap at the given fraction of the sorted gaps (0.99: the 99th percentile).
int gapQuantile(const std::vector<int>& sortedGaps, double fraction) {
  return sortedGaps[std::min(sortedGaps.size() - 1,
                             std::size_t(fraction * double(sortedGaps.size())))];
}

}  // namespace

int runLazyGapCommand(CommandArguments& arguments, std::ostream& out,
                      const Diagnostics& diagnostics) {
  std::string path;
  arguments.textArgument("a file of positions (EPD or \"FEN [result]\" lines)", &path);
  if (!arguments.parse()) return FAILURE_STATUS;
  Evaluator evaluator;
  std::vector<int> gaps;
  int recognized = 0;
  const auto measure = [&](const PositionLine& line) {
    const std::optional<int> cheap = evaluator.cheapEstimate(line.position);
    if (cheap)
      gaps.push_back(std::abs(evaluator.evaluate(line.position) - *cheap));
    else
      ++recognized;
  };
  if (!forEachPositionInFile(path, measure, diagnostics))
    return diagnostics.fail("cannot read '" + shownInput(path) + "'");
  if (gaps.empty()) return diagnostics.fail("no positions to measure");
  std::sort(gaps.begin(), gaps.end());
  out << gaps.size() << " positions (" << recognized << " left to endgame recognizers)\n"
      << "gap between the cheap terms and the full evaluation (cp): p99 " << gapQuantile(gaps, 0.99)
      << "  p99.9 " << gapQuantile(gaps, 0.999) << "  p99.99 " << gapQuantile(gaps, 0.9999)
      << "  max " << gaps.back() << '\n'
      << "lazy margin " << Evaluator::LAZY_MARGIN
      << (gaps.back() < Evaluator::LAZY_MARGIN ? " holds" : " is exceeded") << std::endl;
  return 0;
}

}  // namespace quadrant

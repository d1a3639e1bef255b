#include "quadrant/engine/perft_report.h"

#include <algorithm>
#include <string>

#include "quadrant/core/notation.h"

namespace quadrant {

void reportPerft(std::ostream& out, const Position& pos, int depth, const PerftOptions& options,
                 PerftStyle style) {
  PerftResult result = runPerft(pos, depth, options);
  if (style != PerftStyle::Summary) {
    std::vector<std::pair<std::string, std::uint64_t>> lines;
    for (const auto& [move, nodes] : result.perMove)
      lines.emplace_back(moveToUci(pos, move), nodes);
    std::sort(lines.begin(), lines.end());
    for (const auto& [move, nodes] : lines) out << move << ": " << nodes << '\n';
    out << '\n';
  }
  if (style == PerftStyle::Uci) {
    out << "Nodes searched: " << result.nodes << '\n' << std::endl;
    return;
  }
  const double seconds = std::max(result.seconds, 1e-9);
  out << "Nodes: " << result.nodes << '\n'
      << "Time: " << static_cast<long long>(result.seconds * 1000) << " ms\n"
      << "NPS: " << static_cast<long long>(double(result.nodes) / seconds) << std::endl;
}

}  // namespace quadrant

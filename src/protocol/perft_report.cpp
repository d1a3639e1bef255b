#include "quadrant/protocol/perft_report.h"

#include <algorithm>
#include <string>

#include "quadrant/core/nodes_per_second.h"
#include "quadrant/core/notation.h"

namespace quadrant {

void reportPerft(std::ostream& out, const Position& pos, int depth, const PerftOptions& options,
                 PerftStyle style) {
  printPerft(out, pos, runPerft(pos, depth, options), style);
}

void printPerft(std::ostream& out, const Position& pos, const PerftResult& result,
                PerftStyle style) {
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
  const auto elapsedMs = static_cast<std::int64_t>(result.seconds * 1000);
  out << "Nodes: " << result.nodes << '\n' << "Time: " << elapsedMs << " ms\n";
  // Under a millisecond the clock says nothing about the speed.
  if (elapsedMs > 0) out << "NPS: " << nodesPerSecond(result.nodes, elapsedMs) << '\n';
  out.flush();
}

}  // namespace quadrant

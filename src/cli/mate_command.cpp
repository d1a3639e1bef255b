#include "quadrant/cli/mate_command.h"

#include <chrono>

#include "quadrant/cli/search_flags.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/nodes_per_second.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"
#include "quadrant/engine/mate_job.h"
#include "quadrant/search/matefinder.h"

namespace quadrant {
namespace {

std::string lineText(Position pos, const std::vector<Move>& line) {
  std::string text;
  for (Move m : line) {
    text += (text.empty() ? "" : " ") + moveToUci(pos, m);
    pos.makeMove(m);
  }
  return text;
}

void printResult(const Position& pos, const MateResult& result, const MateFinderOptions& options,
                 std::ostream& out) {
  if (result.found()) {
    out << "mate in " << result.mateIn << ": " << lineText(pos, result.pv) << '\n';
  } else {
    out << noMateText(result, options.maxMoves) << '\n';
  }
  if (options.checksOnlyLastMoves > 1) {
    out << "(the attacker played checks only: a mate with quiet moves may be shorter, or exist "
           "where none was found)\n";
  }
}

}  // namespace

int runMateCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics&) {
  MateFinderOptions options;
  Position pos;
  bool checksOnly = false;
  arguments.integerArgument("a mate length in moves", 1, MateFinderOptions::MAX_MATE_MOVES,
                            &options.maxMoves);
  arguments.fenArgument(&pos);
  arguments.switchFlag("--checks-only", &checksOnly);
  arguments.integerFlag("--movetime", "a time in ms", 1, MAX_MOVETIME_MS, &options.timeLimitMs);
  arguments.aliasFlag("--time", "--movetime");
  arguments.integerFlag("--nodes", "a node count", 1, MAX_NODES, &options.nodeLimit);
  if (!arguments.parse()) return FAILURE_STATUS;
  if (legalMoves(pos).empty()) {
    // The game is over: there is nothing to search, and "no mate found" would mislead.
    out << "no mate: the position is " << (pos.inCheck() ? "checkmate" : "stalemate")
        << ", the side to move has no move\n";
    return 0;
  }
  if (checksOnly) options.checksOnlyLastMoves = MateFinderOptions::CHECKS_EVERYWHERE;
  MateFinder finder(options);
  const auto start = std::chrono::steady_clock::now();
  const MateResult result = finder.solve(pos);
  const auto elapsedMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - start)
                             .count();
  printResult(pos, result, options, out);
  out << "nodes " << result.nodes << " time " << elapsedMs << " ms nps "
      << nodesPerSecond(result.nodes, elapsedMs) << '\n';
  return 0;
}

}  // namespace quadrant

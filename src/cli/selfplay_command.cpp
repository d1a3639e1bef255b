#include "quadrant/cli/selfplay_command.h"

#include <fstream>

#include "quadrant/cli/position_file.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/tools/pv_leaf.h"
#include "quadrant/tools/selfplay.h"

namespace quadrant {

int runSelfplayCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics) {
  SelfplayOptions options;
  std::string path, openingsPath;
  arguments.integerArgument("a game count", 1, 100000000, &options.games);
  arguments.textArgument("an output file", &path);
  arguments.integerFlag("--nodes", "a node count", 1, 1000000000, &options.nodes);
  arguments.integerFlag("--random-plies", "a ply count", 0, 40, &options.start.randomPlies);
  arguments.integerFlag("--start-margin", "a margin in centipawns", 0, 10000,
                        &options.start.margin);
  arguments.integerFlag("--start-nodes", "a node count", 1, 1000000000, &options.start.nodes);
  arguments.integerFlag("--per-game", "a position count", 0, 1000, &options.positionsPerGame);
  arguments.integerFlag("--resolve-depth", "a depth", 0, MAX_RESOLVE_DEPTH, &options.resolveDepth);
  arguments.textFlag("--openings", "a file of positions", &openingsPath);
  arguments.integerFlag("--seed", "a seed", 0, 1LL << 62, &options.seed);
  if (!arguments.parse()) return FAILURE_STATUS;
  const auto addOpening = [&](const PositionLine& line) { options.openings.push_back(line.fen); };
  if (!openingsPath.empty() && !forEachPositionInFile(openingsPath, addOpening, diagnostics))
    return diagnostics.fail("cannot read openings '" + shownInput(openingsPath) + "'");
  std::ofstream file(path, std::ios::app);
  if (!file) return diagnostics.fail("cannot write '" + shownInput(path) + "'");
  const std::uint64_t positions = runSelfplay(options, file, out);
  out << positions << " positions written to " << path << std::endl;
  return 0;
}

}  // namespace quadrant

#include "quadrant/cli/annotate_command.h"

#include <vector>

#include "quadrant/book/pgn.h"
#include "quadrant/cli/file_search.h"
#include "quadrant/tools/annotation.h"

namespace quadrant {

int runAnnotateCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics) {
  FileSearch file("a PGN file", "PGN file", FileSearch::StandardInput::Accepted);
  file.declare(arguments);
  if (!arguments.parse() || !file.open(arguments, diagnostics)) return FAILURE_STATUS;
  // Every game is read first, so that the progress can tell the time the whole file will take.
  std::vector<PgnGame> games;
  PgnReader reader(file.input());
  for (PgnGame game; reader.next(&game);) games.push_back(std::move(game));
  if (file.input().bad()) return diagnostics.fail("cannot read " + file.source());
  if (games.empty()) return diagnostics.fail("no game in " + file.source());
  if (!file.equip(diagnostics)) return FAILURE_STATUS;
  const AnnotationReports reports{[&](const std::string& text) { diagnostics.progress(text); },
                                  [&](const std::string& text) { diagnostics.error(text); }};
  const int withProblems =
      annotateGames(games, file.search(), file.table(), file.limits(), out, reports);
  return withProblems > 0 ? GAMES_WITH_PROBLEMS_STATUS : 0;
}

}  // namespace quadrant

#include "quadrant/cli/annotate_command.h"

#include <filesystem>
#include <fstream>
#include <memory>
#include <vector>

#include "quadrant/book/pgn.h"
#include "quadrant/cli/search_flags.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/search/tt.h"
#include "quadrant/tools/annotation.h"

namespace quadrant {
namespace {

struct AnnotateOptions {
  std::string path;  // "-": the standard input
  SearchFlags flags;
};

// Reads every game first, so that the progress can tell the time the whole file will take.
int annotateStream(std::istream& in, const std::string& source, const AnnotateOptions& options,
                   std::ostream& out, const Diagnostics& diagnostics) {
  std::vector<PgnGame> games;
  PgnReader reader(in);
  for (PgnGame game; reader.next(&game);) games.push_back(std::move(game));
  if (in.bad()) return diagnostics.fail("cannot read " + source);
  if (games.empty()) return diagnostics.fail("no game in " + source);
  TranspositionTable tt(1);
  auto search = std::make_unique<Search>(tt);  // large (per-ply tables): keep it off the stack
  std::string error;
  if (!options.flags.equip(tt, *search, &error)) return diagnostics.fail(error);
  const AnnotationReports reports{[&](const std::string& text) { diagnostics.progress(text); },
                                  [&](const std::string& text) { diagnostics.error(text); }};
  const int withProblems = annotateGames(games, *search, tt, options.flags.limits(), out, reports);
  return withProblems > 0 ? GAMES_WITH_PROBLEMS_STATUS : 0;
}

}  // namespace

int runAnnotateCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics) {
  AnnotateOptions options;
  arguments.textArgument("a PGN file", &options.path);
  options.flags.declare(arguments);
  if (!arguments.parse()) return FAILURE_STATUS;
  if (options.path == "-")
    return annotateStream(arguments.standardInput(), "the standard input", options, out,
                          diagnostics);
  std::error_code ignored;
  std::ifstream file(options.path);
  const std::string source = "PGN file '" + shownInput(options.path) + "'";
  if (!file || std::filesystem::is_directory(options.path, ignored))
    return diagnostics.fail("cannot open " + source);
  return annotateStream(file, source, options, out, diagnostics);
}

}  // namespace quadrant

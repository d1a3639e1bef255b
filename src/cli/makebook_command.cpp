#include "quadrant/cli/makebook_command.h"

#include <fstream>

#include "quadrant/book/book_builder.h"
#include "quadrant/book/pgn.h"
#include "quadrant/core/count_text.h"
#include "quadrant/core/shown_input.h"

namespace quadrant {
namespace {

// Past this many, problems in games are counted rather than listed.
constexpr int MAX_LISTED_PROBLEMS = 20;

struct ReadSummary {
  int games = 0;
  int withProblems = 0;
};

ReadSummary readGames(std::istream& in, BookBuilder& builder, const Diagnostics& diagnostics) {
  ReadSummary summary;
  PgnReader reader(in);
  for (PgnGame game; reader.next(&game);) {
    ++summary.games;
    builder.addGame(game.start, game.mainLineMoves());
    if (game.problem.empty()) continue;
    if (++summary.withProblems <= MAX_LISTED_PROBLEMS) {
      diagnostics.warn("game " + std::to_string(summary.games) + " (line " +
                       std::to_string(game.firstLine) + "): " + game.problem);
    }
  }
  if (summary.withProblems > MAX_LISTED_PROBLEMS)
    diagnostics.warn(std::to_string(summary.withProblems - MAX_LISTED_PROBLEMS) +
                     " more games with problems");
  return summary;
}

std::size_t positionCount(const std::vector<PolyglotEntry>& entries) {
  std::size_t positions = 0;
  for (std::size_t i = 0; i < entries.size(); ++i)
    positions += i == 0 || entries[i].key != entries[i - 1].key;
  return positions;
}

}  // namespace

int runMakeBookCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics) {
  std::string pgnPath, bookPath;
  BookBuildOptions build;
  arguments.textArgument("a PGN file", &pgnPath);
  arguments.textArgument("a book file to write", &bookPath);
  arguments.integerFlag("--max-ply", "a number of plies", 1, 1000, &build.maxPly);
  arguments.integerFlag("--min-games", "a game count", 1, 1000000000, &build.minGames);
  if (!arguments.parse()) return FAILURE_STATUS;
  std::ifstream pgn(pgnPath);
  const std::string source = "PGN file '" + shownInput(pgnPath) + "'";
  if (!pgn) return diagnostics.fail("cannot open " + source);
  BookBuilder builder(build);
  const ReadSummary summary = readGames(pgn, builder, diagnostics);
  if (summary.games == 0) return diagnostics.fail("no game in " + source);
  const std::vector<PolyglotEntry> entries = builder.entries();
  if (entries.empty()) {
    return diagnostics.fail("no book moves: " + countText(summary.games, "game", "games") +
                            " read, none with a move played at least " + timesText(build.minGames) +
                            " within " + countText(build.maxPly, "ply", "plies") +
                            "; nothing written");
  }
  std::string error;
  if (!writePolyglotBook(bookPath, entries, &error)) return diagnostics.fail(error);
  out << "makebook: " << countText(summary.games, "game", "games") << " (" << summary.withProblems
      << " with problems), " << countText(entries.size(), "entry", "entries") << " for "
      << countText(positionCount(entries), "position", "positions") << " written to " << bookPath
      << '\n';
  return 0;
}

}  // namespace quadrant

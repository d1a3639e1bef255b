#include "quadrant/cli/makebook_command.h"

#include <fstream>

#include "quadrant/book/book_builder.h"
#include "quadrant/book/pgn.h"
#include "quadrant/engine/parsing.h"

namespace quadrant {
namespace {

// Past this many, problems in games are counted rather than listed.
constexpr int MAX_LISTED_PROBLEMS = 20;

struct MakeBookArguments {
  std::string pgnPath, bookPath;
  BookBuildOptions build;
};

bool parseArguments(const std::vector<std::string>& args, MakeBookArguments* parsed, std::ostream& err) {
  std::vector<std::string> paths;
  for (std::size_t i = 1; i < args.size(); ++i) {
    long long value = 0;
    if (args[i] == "--max-ply") {
      if (!flagInteger(args, &i, 1, 1000, &value)) {
        err << "error: --max-ply needs a number of plies from 1 to 1000\n";
        return false;
      }
      parsed->build.maxPly = int(value);
    } else if (args[i] == "--min-games") {
      if (!flagInteger(args, &i, 1, 1000000000, &value)) {
        err << "error: --min-games needs a count from 1 to 1000000000\n";
        return false;
      }
      parsed->build.minGames = int(value);
    } else if (args[i].rfind("--", 0) == 0) {
      err << "error: makebook: unknown option '" << excerpt(args[i]) << "'\n";
      return false;
    } else {
      paths.push_back(args[i]);
    }
  }
  if (paths.size() != 2) {
    err << "error: makebook needs a PGN file and a book file: quadrant makebook IN.pgn OUT.bin"
           " [--max-ply N] [--min-games N]\n";
    return false;
  }
  parsed->pgnPath = paths[0];
  parsed->bookPath = paths[1];
  return true;
}

struct ReadSummary {
  int games = 0;
  int withProblems = 0;
};

ReadSummary readGames(std::istream& in, BookBuilder& builder, std::ostream& err) {
  ReadSummary summary;
  PgnReader reader(in);
  for (PgnGame game; reader.next(&game);) {
    ++summary.games;
    builder.addGame(game.start, game.moves);
    if (game.problem.empty()) continue;
    if (++summary.withProblems <= MAX_LISTED_PROBLEMS)
      err << "warning: game " << summary.games << " (line " << game.firstLine << "): " << game.problem << '\n';
  }
  if (summary.withProblems > MAX_LISTED_PROBLEMS)
    err << "warning: " << summary.withProblems - MAX_LISTED_PROBLEMS << " more games with problems\n";
  return summary;
}

std::size_t positionCount(const std::vector<PolyglotEntry>& entries) {
  std::size_t positions = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) positions += i == 0 || entries[i].key != entries[i - 1].key;
  return positions;
}

}  // namespace

int runMakeBookCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  MakeBookArguments parsed;
  if (!parseArguments(args, &parsed, err)) return 2;
  std::ifstream pgn(parsed.pgnPath);
  if (!pgn) {
    err << "error: cannot open PGN file '" << parsed.pgnPath << "'\n";
    return 2;
  }
  BookBuilder builder(parsed.build);
  const ReadSummary summary = readGames(pgn, builder, err);
  const std::vector<PolyglotEntry> entries = builder.entries();
  if (entries.empty()) {
    err << "error: no book moves: " << summary.games << " games read, none with a move played at least "
        << parsed.build.minGames << " times within " << parsed.build.maxPly << " plies; nothing written\n";
    return 2;
  }
  std::string error;
  if (!writePolyglotBook(parsed.bookPath, entries, &error)) {
    err << "error: " << error << '\n';
    return 2;
  }
  out << "makebook: " << summary.games << " games (" << summary.withProblems << " with problems), "
      << entries.size() << " entries for " << positionCount(entries) << " positions written to "
      << parsed.bookPath << '\n';
  return 0;
}

}  // namespace quadrant

#include "quadrant/cli/annotate_command.h"

#include <filesystem>
#include <fstream>
#include <iomanip>
#include <memory>
#include <sstream>

#include "quadrant/book/pgn.h"
#include "quadrant/book/pgn_writer.h"
#include "quadrant/core/notation.h"
#include "quadrant/engine/game_analysis.h"
#include "quadrant/engine/move_judgement.h"
#include "quadrant/eval/score.h"
#include "quadrant/eval/wdl_model.h"
#include "quadrant/search/tt.h"

namespace quadrant {
namespace {

constexpr std::int64_t DEFAULT_MOVETIME_MS = 1000;
// The better line shown for a weak move: long enough to show the idea, short enough to read.
constexpr std::size_t MAX_VARIATION_PLIES = 10;

struct AnnotateOptions {
  std::string path;
  SearchLimits limits;
  int threads = 1;
  std::size_t hashMegabytes = 64;
};

// The weak moves of a game, for the progress report.
struct Tally {
  int inaccuracies = 0, mistakes = 0, blunders = 0;

  void count(MoveQuality quality) {
    inaccuracies += quality == MoveQuality::Inaccuracy;
    mistakes += quality == MoveQuality::Mistake;
    blunders += quality == MoveQuality::Blunder;
  }
};

// A search score of pos as PGN's eval command: pawns from White's point of view, or the moves
// to mate ("#3" White mates, "#-3" Black mates, "#0" the side to move is mated).
std::string evalCommand(const Position& pos, int score) {
  const int sign = pos.sideToMove() == WHITE ? 1 : -1;
  std::ostringstream text;
  text << "[%eval ";
  // The moves to mate are counted from the side to move's score: negating it first would
  // count a mate in an odd number of plies one move short.
  if (isMateScore(score))
    text << '#' << sign * mateInMoves(score);
  else
    text << std::fixed << std::setprecision(2) << sign * score / 100.0;
  text << ']';
  return text.str();
}

// A comment the game had, without the eval commands the annotation replaces.
std::string withoutEvalCommands(std::string comment) {
  for (auto at = comment.find("[%eval"); at != std::string::npos; at = comment.find("[%eval")) {
    const auto end = comment.find(']', at);
    comment.erase(at, end == std::string::npos ? std::string::npos : end - at + 1);
  }
  std::istringstream words(comment);
  std::string text;
  for (std::string word; words >> word;) text += (text.empty() ? "" : " ") + word;
  return text;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string text;
  for (const std::string& part : parts)
    if (!part.empty()) text += (text.empty() ? "" : " ") + part;
  return text;
}

std::vector<PgnMove> variationOf(const std::vector<Move>& line) {
  std::vector<PgnMove> variation;
  for (std::size_t i = 0; i < line.size() && i < MAX_VARIATION_PLIES; ++i)
    variation.push_back({line[i], "", "", {}});
  return variation;
}

// The played move of pos with what the verdicts on pos (before) and on the position it leads to
// (after) say about it; `comment` is the one the game had after it.
PgnMove annotatedMove(const Position& pos, Move played, const PositionVerdict& before,
                      const PositionVerdict& after, const std::string& comment, Tally* tally) {
  Position next = pos;
  next.makeMove(played);
  // The engine's own choice is never marked: the search of the next position confirms it
  // rather than judging it, its score differing a little from the first search's. Without a
  // best move (a search stopped before it found one) there is nothing to compare with.
  const bool unmarked = before.line.empty() || before.line.front() == played;
  const MoveQuality quality =
      unmarked ? MoveQuality::Good
               : judgeMove(expectedScoreLoss(before.score, -after.score, wdlMaterial(pos)));
  tally->count(quality);
  PgnMove annotated{played, qualityGlyph(quality), "", {}};
  std::string verdict;
  if (quality != MoveQuality::Good) {
    verdict = qualityName(quality) + "; best was " + moveToSan(pos, before.line.front()) + '.';
    annotated.variations.push_back(variationOf(before.line));
  }
  annotated.comment =
      joined({evalCommand(next, after.score), verdict, withoutEvalCommands(comment)});
  return annotated;
}

PgnRecord annotatedRecord(const PgnGame& game, const std::vector<PositionVerdict>& verdicts,
                          Tally* tally) {
  PgnRecord record;
  record.tags = game.tags;
  record.start = game.start;
  record.comment = withoutEvalCommands(game.comments.front());
  record.result = game.result;
  Position pos = game.start;
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    record.moves.push_back(annotatedMove(pos, game.moves[i], verdicts[i], verdicts[i + 1],
                                         game.comments[i + 1], tally));
    pos.makeMove(game.moves[i]);
  }
  return record;
}

std::string playersText(const PgnGame& game) {
  const std::string white = game.tag("White"), black = game.tag("Black");
  return white.empty() && black.empty() ? "" : white + " - " + black + ", ";
}

std::string tallyText(const Tally& tally) {
  const auto count = [](int n, const char* one, const char* many) {
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
  };
  return count(tally.inaccuracies, "inaccuracy", "inaccuracies") + ", " +
         count(tally.mistakes, "mistake", "mistakes") + ", " +
         count(tally.blunders, "blunder", "blunders");
}

// Annotates every game of `in`; returns the exit status.
int annotateGames(std::istream& in, Search& search, TranspositionTable& tt,
                  const AnnotateOptions& options, std::ostream& out,
                  const Diagnostics& diagnostics) {
  PgnReader reader(in);
  int games = 0, unread = 0;
  for (PgnGame game; reader.next(&game);) {
    ++games;
    const std::string name =
        "game " + std::to_string(games) + " (line " + std::to_string(game.firstLine) + ")";
    if (!game.problem.empty()) {
      diagnostics.error(name + ": " + game.problem + "; not annotated");
      ++unread;
      continue;
    }
    diagnostics.progress(name + ": " + playersText(game) + std::to_string(game.moves.size()) +
                         " plies");
    const std::vector<PositionVerdict> verdicts =
        analyseGame(search, tt, game.start, game.moves, options.limits);
    Tally tally;
    writePgn(out, annotatedRecord(game, verdicts, &tally));
    out.flush();
    diagnostics.progress(name + " annotated: " + tallyText(tally));
  }
  if (in.bad()) return diagnostics.fail("cannot read PGN file '" + options.path + "'");
  if (games == 0) return diagnostics.fail("no game in '" + options.path + "'");
  return unread > 0 ? SOME_GAMES_UNREAD_STATUS : 0;
}

int runAnnotation(const AnnotateOptions& options, std::ostream& out,
                  const Diagnostics& diagnostics) {
  std::error_code ignored;
  std::ifstream file(options.path);
  if (!file || std::filesystem::is_directory(options.path, ignored))
    return diagnostics.fail("cannot open PGN file '" + options.path + "'");
  TranspositionTable tt(1);
  std::string error;
  if (!tt.resize(options.hashMegabytes, &error)) return diagnostics.fail(error);
  auto search = std::make_unique<Search>(tt);  // large (per-ply tables): keep it off the stack
  search->setThreads(options.threads);
  return annotateGames(file, *search, tt, options, out, diagnostics);
}

}  // namespace

int runAnnotateCommand(CommandArguments& arguments, std::ostream& out,
                       const Diagnostics& diagnostics) {
  AnnotateOptions options;
  SearchLimits& limits = options.limits;
  arguments.textArgument("a PGN file", &options.path);
  arguments.integerFlag("--movetime", "a time in ms", 1, 86400000, &limits.movetime);
  arguments.integerFlag("--depth", "a depth", 1, 100, &limits.depth);
  arguments.integerFlag("--nodes", "a node count", 1, 1LL << 40, &limits.nodes);
  arguments.integerFlag("--threads", "a thread count", 1, Search::MAX_THREADS, &options.threads);
  arguments.integerFlag("--hash", "a size in MB", 1, 1 << 20, &options.hashMegabytes);
  if (!arguments.parse()) return FAILURE_STATUS;
  const int limitsGiven = (limits.movetime > 0) + (limits.depth > 0) + (limits.nodes > 0);
  if (limitsGiven > 1) return diagnostics.fail("give one of --movetime, --depth and --nodes");
  if (limitsGiven == 0) limits.movetime = DEFAULT_MOVETIME_MS;
  return runAnnotation(options, out, diagnostics);
}

}  // namespace quadrant

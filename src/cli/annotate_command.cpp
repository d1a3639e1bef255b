#include "quadrant/cli/annotate_command.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <memory>
#include <optional>
#include <sstream>

#include "quadrant/book/pgn.h"
#include "quadrant/book/pgn_writer.h"
#include "quadrant/cli/count_text.h"
#include "quadrant/cli/search_flags.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/engine/game_analysis.h"
#include "quadrant/engine/move_judgement.h"
#include "quadrant/eval/score.h"
#include "quadrant/eval/wdl_model.h"
#include "quadrant/search/tt.h"

namespace quadrant {
namespace {

// The better line shown for a weak move: long enough to show the idea, short enough to read.
constexpr std::size_t MAX_VARIATION_PLIES = 10;

struct AnnotateOptions {
  std::string path;  // "-": the standard input
  SearchFlags flags;
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
  // A pass is no move to judge, and its eval would be that of a position the game never saw.
  if (played == NULL_MOVE) return {NULL_MOVE, "", withoutEvalCommands(comment), {}};
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

// What the annotation of a game with a problem does: nothing, the moves up to it, or all.
std::string coverageText(const PgnGame& game) {
  if (!game.cutShort) return "annotated whole";
  return game.moves.empty() ? "not annotated" : "annotated up to there";
}

// What the reader could not read of a game, as a comment after its last move read: where and
// why the annotation stops, or what was passed over in a game annotated whole.
std::string problemComment(const PgnGame& game) {
  const char* opening = !game.cutShort       ? "Annotated whole: "
                        : game.moves.empty() ? "Not annotated: "
                                             : "Annotation stops here: ";
  return opening + game.problem + '.';
}

// The game with its moves annotated (verdicts: analyseGame's, none when it has no move), and a
// comment on the problem the reader found in it, if any.
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
    playGameMove(&pos, game.moves[i]);
  }
  if (!game.problem.empty()) {
    std::string& last = record.moves.empty() ? record.comment : record.moves.back().comment;
    last = joined({last, problemComment(game)});
  }
  return record;
}

// The positions analyseGame searches for a game: every one, the start included, when the game
// has a move to judge; none otherwise.
std::size_t positionsToSearch(const PgnGame& game) {
  return game.moves.empty() ? 0 : game.moves.size() + 1;
}

std::string playersText(const PgnGame& game) {
  const std::string white = game.tag("White"), black = game.tag("Black");
  return white.empty() && black.empty() ? "" : shownInput(white) + " - " + shownInput(black) + ", ";
}

std::string tallyText(const Tally& tally) {
  return countText(tally.inaccuracies, "inaccuracy", "inaccuracies") + ", " +
         countText(tally.mistakes, "mistake", "mistakes") + ", " +
         countText(tally.blunders, "blunder", "blunders");
}

// "45 s", "1 min 21 s", "2 h 5 min"
std::string durationText(std::int64_t ms) {
  const std::int64_t seconds = (ms + 500) / 1000, minutes = seconds / 60;
  if (seconds < 60) return std::to_string(seconds) + " s";
  if (minutes < 60) return std::to_string(minutes) + " min " + std::to_string(seconds % 60) + " s";
  return std::to_string(minutes / 60) + " h " + std::to_string(minutes % 60) + " min";
}

// How long the searches still to come will take: the mean time a position took so far, or,
// before the first game is done, the time a position is given (none under a depth or node
// limit, whose searches take what they take).
class TimeEstimate {
 public:
  explicit TimeEstimate(const SearchLimits& limits) : movetimeMs_(limits.movetime) {}

  void record(std::size_t positions, std::int64_t elapsedMs) {
    positions_ += positions;
    elapsedMs_ += elapsedMs;
  }
  std::optional<std::int64_t> msFor(std::size_t positions) const {
    if (positions_ > 0) return std::int64_t(positions) * elapsedMs_ / std::int64_t(positions_);
    if (movetimeMs_ > 0) return std::int64_t(positions) * movetimeMs_;
    return std::nullopt;
  }

 private:
  std::int64_t movetimeMs_;
  std::size_t positions_ = 0;
  std::int64_t elapsedMs_ = 0;
};

std::int64_t millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               start)
      .count();
}

// The progress line of a game about to be annotated, with the time the rest of the file will
// take when it can be told.
std::string startText(const std::string& name, const PgnGame& game, const TimeEstimate& estimate,
                      std::size_t positionsLeft) {
  std::string text = name + ": " + playersText(game) +
                     countText(static_cast<long long>(game.moves.size()), "ply", "plies");
  if (const std::optional<std::int64_t> ms = estimate.msFor(positionsLeft))
    text += "; all games done in about " + durationText(*ms);
  return text;
}

// Annotates every game and writes it to `out`; returns the exit status.
int annotateGames(const std::vector<PgnGame>& games, Search& search, TranspositionTable& tt,
                  const SearchLimits& limits, std::ostream& out, const Diagnostics& diagnostics) {
  std::size_t positionsLeft = 0;
  for (const PgnGame& game : games) positionsLeft += positionsToSearch(game);
  TimeEstimate estimate(limits);
  int withProblems = 0;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const PgnGame& game = games[i];
    const std::string name =
        "game " + std::to_string(i + 1) + " (line " + std::to_string(game.firstLine) + ")";
    if (!game.problem.empty()) {
      diagnostics.error(name + ": " + game.problem + "; " + coverageText(game));
      ++withProblems;
    }
    Tally tally;
    if (game.moves.empty()) {  // nothing to search: the record keeps its tags and comments
      writePgn(out, annotatedRecord(game, {}, &tally));
      out.flush();
      continue;
    }
    diagnostics.progress(startText(name, game, estimate, positionsLeft));
    const auto start = std::chrono::steady_clock::now();
    const std::vector<PositionVerdict> verdicts =
        analyseGame(search, tt, game.start, game.moves, limits);
    estimate.record(positionsToSearch(game), millisecondsSince(start));
    positionsLeft -= positionsToSearch(game);
    writePgn(out, annotatedRecord(game, verdicts, &tally));
    out.flush();
    diagnostics.progress(name + " annotated: " + tallyText(tally));
  }
  return withProblems > 0 ? GAMES_WITH_PROBLEMS_STATUS : 0;
}

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
  return annotateGames(games, *search, tt, options.flags.limits(), out, diagnostics);
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

#include "quadrant/tools/annotation.h"

#include <chrono>
#include <optional>

#include "quadrant/book/pgn_writer.h"
#include "quadrant/core/count_text.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/tools/annotated_game.h"
#include "quadrant/tools/game_analysis.h"

namespace quadrant {
namespace {

// The positions analyseGame searches for a game: every one, the start included, when the game
// has a move to judge; none otherwise.
std::size_t positionsToSearch(const PgnGame& game) {
  return game.movetext.moves.empty() ? 0 : game.movetext.moves.size() + 1;
}

std::string playersText(const PgnGame& game) {
  const std::string white = game.tag("White"), black = game.tag("Black");
  return white.empty() && black.empty() ? "" : shownInput(white) + " - " + shownInput(black) + ", ";
}

std::string weakMovesText(const WeakMoves& weak) {
  return countText(weak.inaccuracies, "inaccuracy", "inaccuracies") + ", " +
         countText(weak.mistakes, "mistake", "mistakes") + ", " +
         countText(weak.blunders, "blunder", "blunders");
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
                     countText(static_cast<long long>(game.movetext.moves.size()), "ply", "plies");
  if (const std::optional<std::int64_t> ms = estimate.msFor(positionsLeft))
    text += "; all games done in about " + durationText(*ms);
  return text;
}

}  // namespace

int annotateGames(const std::vector<PgnGame>& games, Search& search, TranspositionTable& tt,
                  const SearchLimits& limits, std::ostream& out, const AnnotationReports& reports) {
  std::size_t positionsLeft = 0;
  for (const PgnGame& game : games) positionsLeft += positionsToSearch(game);
  TimeEstimate estimate(limits);
  int withProblems = 0;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const PgnGame& game = games[i];
    const std::string name =
        "game " + std::to_string(i + 1) + " (line " + std::to_string(game.firstLine) + ")";
    if (!game.problem.empty()) {
      reports.problem(name + ": " + game.problem + "; " + coverageText(game));
      ++withProblems;
    }
    WeakMoves weak;
    if (game.movetext.moves.empty()) {  // nothing to search: the record keeps its tags and comments
      writePgn(out, annotatedRecord(game, {}, &weak));
      out.flush();
      continue;
    }
    reports.progress(startText(name, game, estimate, positionsLeft));
    const auto start = std::chrono::steady_clock::now();
    const std::vector<PositionVerdict> verdicts =
        analyseGame(search, tt, game.start, game.mainLineMoves(), limits);
    estimate.record(positionsToSearch(game), millisecondsSince(start));
    positionsLeft -= positionsToSearch(game);
    writePgn(out, annotatedRecord(game, verdicts, &weak));
    out.flush();
    reports.progress(name + " annotated: " + weakMovesText(weak));
  }
  return withProblems;
}

}  // namespace quadrant

#include "quadrant/tools/game_analysis.h"

#include "quadrant/core/game.h"
#include "quadrant/core/game_end.h"
#include "quadrant/core/movegen.h"
#include "quadrant/eval/score.h"

namespace quadrant {
namespace {

// The moves of line up to the first one that is not legal where it stands.
std::vector<Move> legalPart(Position pos, const std::vector<Move>& line) {
  std::vector<Move> legal;
  for (Move m : line) {
    if (!legalMoves(pos).contains(m)) break;
    legal.push_back(m);
    pos.makeMove(m);
  }
  return legal;
}

PositionVerdict searchPosition(Search& search, const Game& game, const SearchLimits& limits) {
  std::vector<Move> reported;
  search.prepare(limits, 0);
  const SearchResult result =
      search.run(game.position(), game.previousKeys(), [&](const SearchInfo& info) {
        if (info.multiPv == 1 && !info.pv.empty()) reported = info.pv;
      });
  PositionVerdict verdict;
  verdict.score = result.score;
  verdict.line = legalPart(game.position(), reported);
  // The last line reported is the result's. A search stopped before its first iteration ended
  // may have no line, or no move at all.
  if (!result.best)
    verdict.line.clear();
  else if (verdict.line.empty() || verdict.line.front() != result.best)
    verdict.line = {result.best};
  return verdict;
}

PositionVerdict judgePosition(Search& search, const Game& game, const SearchLimits& limits) {
  switch (gameEnd(game)) {
    case GameEnd::Checkmate: return {-SCORE_MATE, {}};
    case GameEnd::Stalemate:
    case GameEnd::InsufficientMaterial: return {SCORE_DRAW, {}};
    // A repetition or the fifty-move rule ends the game only when claimed: play may go on.
    case GameEnd::FiftyMoves:
    case GameEnd::Repetition:
    case GameEnd::None: break;
  }
  return searchPosition(search, game, limits);
}

}  // namespace

std::vector<PositionVerdict> analyseGame(Search& search, TranspositionTable& tt,
                                         const Position& start, const std::vector<Move>& moves,
                                         const SearchLimits& limits) {
  tt.clear();
  search.forgetPastSearches();
  Game game(start);
  std::vector<PositionVerdict> verdicts;
  for (std::size_t i = 0; i <= moves.size(); ++i) {
    if (i > 0) game.play(moves[i - 1]);
    verdicts.push_back(judgePosition(search, game, limits));
  }
  return verdicts;
}

}  // namespace quadrant

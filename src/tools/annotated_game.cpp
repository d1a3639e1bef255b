#include "quadrant/tools/annotated_game.h"

#include <algorithm>
#include <iomanip>
#include <sstream>

#include "quadrant/core/game.h"
#include "quadrant/core/notation.h"
#include "quadrant/eval/score.h"
#include "quadrant/eval/wdl_model.h"

namespace quadrant {
namespace {

// The better line shown for a weak move: long enough to show the idea, short enough to read.
constexpr std::size_t MAX_VARIATION_PLIES = 10;

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

PgnLine variationOf(const std::vector<Move>& line) {
  PgnLine variation;
  for (std::size_t i = 0; i < line.size() && i < MAX_VARIATION_PLIES; ++i)
    variation.moves.push_back({line[i], {}, "", {}});
  return variation;
}

// Whether a NAG is a move-quality mark ($1 to $6: "!", "?", "!!", "??", "!?", "?!").
bool isMoveMark(int nag) { return nag >= 1 && nag <= 6; }

// The played move of pos as the game had it (`played`: its NAGs, comment and variations) with
// what the verdicts on pos (before) and on the position it leads to (after) say about it: the
// engine's mark first, then the game's own NAGs (one move-quality mark a move: a move the game
// marks already keeps its mark, and the engine's verdict is in the comment alone); the engine's
// eval and verdict, then the game's comment; the game's variations, then the engine's better
// line.
PgnMove annotatedMove(const Position& pos, const PgnMove& played, const PositionVerdict& before,
                      const PositionVerdict& after, WeakMoves* weak) {
  PgnMove annotated = played;
  annotated.comment = withoutEvalCommands(played.comment);
  // A pass is no move to judge, and its eval would be that of a position the game never saw.
  if (played.move == NULL_MOVE) return annotated;
  Position next = pos;
  next.makeMove(played.move);
  // The engine's own choice is never marked: the search of the next position confirms it
  // rather than judging it, its score differing a little from the first search's. Without a
  // best move (a search stopped before it found one) there is nothing to compare with.
  const bool unmarked = before.line.empty() || before.line.front() == played.move;
  const MoveQuality quality =
      unmarked ? MoveQuality::Good
               : judgeMove(expectedScoreLoss(before.score, -after.score, wdlMaterial(pos)));
  weak->count(quality);
  std::string verdict;
  if (quality != MoveQuality::Good) {
    if (std::none_of(annotated.nags.begin(), annotated.nags.end(), isMoveMark))
      annotated.nags.insert(annotated.nags.begin(), nagOfSuffix(qualityGlyph(quality)));
    verdict = qualityName(quality) + "; best was " + moveToSan(pos, before.line.front()) + '.';
    annotated.variations.push_back(variationOf(before.line));
  }
  annotated.comment = joined({evalCommand(next, after.score), verdict, annotated.comment});
  return annotated;
}

// What the reader could not read of a game, as a comment after its last move read: where and
// why the annotation stops, or what was passed over in a game annotated whole.
std::string problemComment(const PgnGame& game) {
  const char* opening = !game.cutShort                ? "Annotated whole: "
                        : game.movetext.moves.empty() ? "Not annotated: "
                                                      : "Annotation stops here: ";
  return opening + game.problem + '.';
}

}  // namespace

void WeakMoves::count(MoveQuality quality) {
  inaccuracies += quality == MoveQuality::Inaccuracy;
  mistakes += quality == MoveQuality::Mistake;
  blunders += quality == MoveQuality::Blunder;
}

PgnRecord annotatedRecord(const PgnGame& game, const std::vector<PositionVerdict>& verdicts,
                          WeakMoves* weak) {
  PgnRecord record = game;
  record.movetext.comment = withoutEvalCommands(game.movetext.comment);
  Position pos = game.start;
  const std::vector<PgnMove>& moves = game.movetext.moves;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    record.movetext.moves[i] = annotatedMove(pos, moves[i], verdicts[i], verdicts[i + 1], weak);
    playGameMove(&pos, moves[i].move);
  }
  if (!game.problem.empty()) {
    std::string& last =
        moves.empty() ? record.movetext.comment : record.movetext.moves.back().comment;
    last = joined({last, problemComment(game)});
  }
  return record;
}

std::string coverageText(const PgnGame& game) {
  if (!game.cutShort) return "annotated whole";
  return game.movetext.moves.empty() ? "not annotated" : "annotated up to there";
}

}  // namespace quadrant

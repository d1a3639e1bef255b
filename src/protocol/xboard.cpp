#include "quadrant/protocol/xboard.h"

#include <algorithm>
#include <iterator>
#include <sstream>

#include "quadrant/core/movegen.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/protocol/book_move.h"
#include "quadrant/protocol/xboard_draw_offer.h"
#include "quadrant/protocol/xboard_notation.h"

// The loop and the game's flow: the events in order, the moves of both sides, the searches the
// engine runs for them and what their ends bring. The commands are in xboard_commands.cpp and
// xboard_option_commands.cpp.

namespace quadrant {
namespace {

// Resigning needs this many consecutive searches of the engine at or below -threshold: one bad
// score may be a horizon effect, three in a row are a lost game.
constexpr int RESIGN_AFTER_SEARCHES = 3;

}  // namespace

void XboardLoop::run() {
  for (;;) {
    const XboardEvent event = events_.next();
    if (event.kind == XboardEvent::Kind::EndOfInput) break;
    if (event.kind == XboardEvent::Kind::SearchDone)
      onSearchDone(event);
    else if (!handle(event.line))
      return stopAll();
  }
  inputEnded_ = true;
  finishThinking();
  stopAll();
}

bool XboardLoop::handle(const std::string& line) {
  std::istringstream args(line);
  std::string command;
  args >> command;
  // In every mode, edit mode included: the input reader stops reading at quit.
  if (command == "quit") return false;
  if (editor_) {
    onEditLine(line);
    return true;
  }
  if (!command.empty()) dispatch(command, args);
  return true;
}

// A move from the GUI, whoever played it. The engine answers when it is then its turn; a move
// it was pondering on turns the pondering into its thinking.
void XboardLoop::playGuiMove(const std::string& text) {
  if (!positionRefusal_.empty())
    return out_.send("Illegal move (no position: " + positionRefusal_ + "): " + shownInput(text));
  const Move m = parseXboardMove(game_.position(), text);
  if (!m) return out_.send("Illegal move: " + shownInput(text));
  if (analyzing_) {
    stopAll();
    game_.play(m);
    return afterPositionChange();
  }
  const bool ponderHit = activity_ == Activity::Pondering && m == ponderGuess_;
  if (!ponderHit) stopPlaying();
  game_.play(m);
  if (force_ || game_.position().sideToMove() != engineSide_) return;
  if (claimIfOver()) return stopPlaying();
  if (!ponderHit) return startThinking();
  activity_ = Activity::Thinking;
  searchStart_ = Clock::now();
  releaseHeldLine();
  // The clock is the one "time" gave just before this move, not the engine's own estimate from
  // when the pondering began: that leaves out the GUI's and the pipes' delays on the last move.
  engine_.ponderhit(clock_.limits(engineSide_, engineMovesMade()), engineSide_);
}

// Accepts a draw offer ("offer draw", sent before the engine's move) when the game is drawn by
// rule already, or the position and `score`, the engine's own, say so (xboard_draw_offer.h);
// otherwise declines it by saying nothing.
void XboardLoop::answerDrawOffer(int score) {
  drawOffered_ = false;
  if (gameEnd(game_) != GameEnd::None || acceptsDrawOffer(game_.position(), score))
    out_.send("offer draw");
}

// A new position stands, set up rather than played (new, setboard, edit, variant, white and
// black): the game starts from it and the clock counts the moves of the time control from it.
void XboardLoop::setPosition(const Position& start) {
  stopAll();
  positionRefusal_.clear();
  game_.reset(start);
  clock_.restartCount();
  afterPositionChange();
}

// Sets the game up from a FEN (setboard, edit's end). A bad FEN is told to the user and answered
// with an Error, and the engine is left with no position (see refusesWithoutPosition): the GUI
// has left the previous one. A castling right dropped from the FEN is told as a comment.
void XboardLoop::setUpFromFen(const std::string& fen, const std::string& command) {
  Position start;
  start.setChess960(chess960_);
  std::string problem;
  std::vector<std::string> dropped;
  if (!start.setFen(fen, &problem, &dropped)) {
    out_.send("tellusererror Illegal position: " + problem);
    error("illegal position: " + problem, command);
    stopAll();
    force_ = true;
    positionRefusal_ = "the last " + command.substr(0, command.find(' ')) + " was refused";
    return;
  }
  for (const std::string& note : dropped) out_.send("# " + note);
  setPosition(start);
}

// After a refused setboard or edit, the commands that would play or search from the position
// the GUI has left are refused (moves in playGuiMove), until new, variant or an accepted setboard
// or edit: true then.
bool XboardLoop::refusesWithoutPosition(const std::string& command) {
  static const char* const needPosition[] = {"go",     "playother", "analyze", "undo",
                                             "remove", "white",     "black"};
  if (positionRefusal_.empty() || std::find(std::begin(needPosition), std::end(needPosition),
                                            command) == std::end(needPosition))
    return false;
  error("no position: " + positionRefusal_, command);
  return true;
}

// Called once a new position stands, with no search running.
void XboardLoop::afterPositionChange() {
  losingSearches_ = 0;
  drawOffered_ = false;  // it was made in another game or position
  if (analyzing_) startAnalysis();
}

// go and playother: the engine leaves analysis and force mode, and plays `side` from now on.
void XboardLoop::playSide(Color side) {
  leaveAnalysis();
  stopPlaying();
  force_ = false;
  engineSide_ = side;
}

void XboardLoop::leaveAnalysis() {
  if (!analyzing_) return;
  stopAll();
  analyzing_ = false;
}

// A draw offered in a position drawn by rule where moves remain (dead material, fifty moves, a
// repetition) is accepted with the move, and the claim follows the move: the protocol has the
// engine answer an offer before its move, and python-chess waits for a move.
void XboardLoop::thinkOrClaim() {
  const GameEnd end = gameEnd(game_);
  const bool movesLeft = end != GameEnd::Checkmate && end != GameEnd::Stalemate;
  if (end == GameEnd::None || (drawOffered_ && movesLeft))
    startThinking();
  else
    claimIfOver();
}

// When the game is over by rule, says so ("RESULT {reason}") and returns true.
bool XboardLoop::claimIfOver() {
  const GameEnd end = gameEnd(game_);
  if (end == GameEnd::None) return false;
  out_.send(resultClaim(game_.position(), end));
  return true;
}

void XboardLoop::startThinking() {
  const SearchLimits limits = clock_.limits(engineSide_, engineMovesMade());
  if (playBookMove(limits)) return;
  startSearch(Activity::Thinking, game_.position(), game_.previousKeys(), limits, false);
}

// Thinks on the opponent's time about the position after `guess`, the opponent's expected move.
void XboardLoop::startPondering(Move guess) {
  const Position& pos = game_.position();
  if (!guess || !isLegal(pos, guess)) return;
  Position root = pos;
  root.makeMove(guess);
  if (legalMoves(root).empty()) return;  // the guess ends the game: nothing to think about
  std::vector<Key> history = game_.previousKeys();
  history.push_back(pos.key());
  SearchLimits limits = clock_.limits(engineSide_, engineMovesMade());
  limits.ponder = true;
  if (post_) out_.send("Hint: " + xboardMove(pos, guess));
  startSearch(Activity::Pondering, root, history, limits, true);
  ponderGuess_ = guess;
}

void XboardLoop::startAnalysis() {
  SearchLimits limits;
  limits.infinite = true;
  startSearch(Activity::Analyzing, game_.position(), game_.previousKeys(), limits, true);
}

void XboardLoop::startSearch(Activity activity, const Position& root,
                             const std::vector<Key>& history, const SearchLimits& limits,
                             bool hold) {
  stopAll();
  activity_ = activity;
  const int id = ++searchId_;
  searchStart_ = Clock::now();
  {
    std::lock_guard<std::mutex> lock(progress_.mutex);
    progress_.depth = progress_.currentMoveNumber = 0;
    progress_.nodes = 0;
    progress_.currentMove.clear();
    progress_.holdLines = activity == Activity::Pondering;
    progress_.heldLine.clear();
  }
  Engine::Job job;
  job.limits = limits;
  job.root = root;
  job.history = history;
  job.hold = hold;
  const bool alwaysShow = activity == Activity::Analyzing;
  job.onInfo = [this, root, alwaysShow, clock = clock_](const SearchInfo& info) {
    reportSearch(root, info, clock.reportedMs(info.elapsedMs, info.nodes), alwaysShow);
  };
  job.onNotice = [this](const std::string& message) { out_.send("# " + message); };
  job.onResult = [this, id](const SearchResult& result) { events_.pushResult(id, result); };
  engine_.start(std::move(job));
}

// On the search thread: records the progress and, when thinking is shown, prints it (or, while
// pondering, holds it back).
void XboardLoop::reportSearch(const Position& root, const SearchInfo& info, std::int64_t reportedMs,
                              bool alwaysShow) {
  std::string line;
  {
    std::lock_guard<std::mutex> lock(progress_.mutex);
    progress_.nodes = info.nodes;
    if (info.currMove) {
      progress_.currentMove = xboardMove(root, info.currMove);
      progress_.currentMoveNumber = info.currMoveNumber;
      return;
    }
    progress_.depth = info.depth;
    if (!alwaysShow && !post_) return;
    line = thinkingLine(root, info, toCentiseconds(reportedMs));
    if (progress_.holdLines) {
      progress_.heldLine = std::move(line);
      return;
    }
  }
  out_.send(line);
}

// At a ponder hit the pondering becomes the search of the engine's move: its lines are printed
// from now on, the latest one held back first (under the lock, so no later line overtakes it).
void XboardLoop::releaseHeldLine() {
  std::lock_guard<std::mutex> lock(progress_.mutex);
  progress_.holdLines = false;
  if (!progress_.heldLine.empty() && post_) out_.send(progress_.heldLine);
  progress_.heldLine.clear();
}

// The engine's thinking has ended: play the move (or resign), claim a result the move brings,
// then ponder on the reply the search expects.
void XboardLoop::onSearchDone(const XboardEvent& event) {
  if (event.searchId != searchId_ || activity_ != Activity::Thinking)
    return;  // stale, or not a move
  engine_.wait();
  activity_ = Activity::Idle;
  const SearchResult& result = event.result;
  std::uint64_t nodes = 0;
  {
    std::lock_guard<std::mutex> lock(progress_.mutex);
    nodes = progress_.nodes;
  }
  clock_.engineMoved(clock_.reportedMs(elapsedMs(), nodes), engineMovesMade() + 1);
  if (!result.best) {
    claimIfOver();
    return;
  }
  lastScore_ = result.score;
  hasScore_ = true;
  const int resignThreshold = engine_.settings().resignThreshold;
  losingSearches_ =
      resignThreshold > 0 && result.score <= -resignThreshold ? losingSearches_ + 1 : 0;
  if (shouldResign()) {
    out_.send("resign");
    force_ = true;
    return;
  }
  if (drawOffered_) answerDrawOffer(result.score);
  playEngineMove(result.best, result.ponder);
}

// Plays the engine's move, claims a result it brings, then ponders on `expectedReply` (or the
// hash table's guess).
void XboardLoop::playEngineMove(Move m, Move expectedReply) {
  out_.send("move " + xboardMove(game_.position(), m));
  game_.play(m);
  if (claimIfOver() || !engine_.settings().ponder || inputEnded_) return;
  startPondering(expectedReply ? expectedReply : engine_.hashMove(game_.position()));
}

// Plays a book move at once when OwnBook is on, the book has one here and the limits are a game
// move's (Engine::bookMove: a level or st, no sd, nps or MultiPV above 1); a book that cannot be
// read is told to the user once, a book not found once as a comment.
bool XboardLoop::playBookMove(const SearchLimits& limits) {
  const BookNotices tell = {
      [this](const std::string& notice) { out_.send("# " + notice); },
      [this](const std::string& notice) { out_.send("tellusererror " + notice); }};
  const Move m = bookMoveToPlay(engine_, game_.position(), limits, tell);
  if (!m) return false;
  drawOffered_ = false;  // declined: the book knows no score, and its openings are worth playing
  clock_.engineMoved(0, engineMovesMade() + 1);
  playEngineMove(m, Move::none());
  return true;
}

bool XboardLoop::shouldResign() const {
  return engine_.settings().resignThreshold > 0 && losingSearches_ >= RESIGN_AFTER_SEARCHES;
}

// Lets the engine's thinking end with its move: nothing after a "ping" or the end of the input
// may overtake it.
void XboardLoop::finishThinking() {
  if (activity_ == Activity::Thinking) onSearchDone(events_.takeResult(searchId_));
}

void XboardLoop::stopPlaying() {
  if (activity_ == Activity::Thinking || activity_ == Activity::Pondering) stopAll();
}

void XboardLoop::stopAll() {
  engine_.abandon();
  activity_ = Activity::Idle;
  ponderGuess_ = Move::none();
}

std::int64_t XboardLoop::elapsedMs() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - searchStart_).count();
}

void XboardLoop::error(const std::string& type, const std::string& command) {
  out_.send("Error (" + type + "): " + shownInput(command));
}

}  // namespace quadrant

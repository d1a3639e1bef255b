#include "quadrant/protocol/xboard.h"

#include <algorithm>
#include <climits>
#include <sstream>
#include <unordered_map>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/parsing.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/engine/engine_options.h"
#include "quadrant/protocol/book_text.h"
#include "quadrant/protocol/eval_text.h"
#include "quadrant/protocol/xboard_draw_offer.h"
#include "quadrant/protocol/xboard_notation.h"

namespace quadrant {
namespace {

// Resigning needs this many consecutive searches of the engine at or below -threshold: one bad
// score may be a horizon effect, three in a row are a lost game.
constexpr int RESIGN_AFTER_SEARCHES = 3;

// The value of "feature option=": "MultiPV -spin 1 1 256", "Clear_Hash -button".
std::string featureOption(const OptionSpec& spec) {
  const std::string name = cecpName(spec);
  switch (spec.type) {
    case OptionType::Spin:
      return name + " -spin " + std::to_string(spec.defaultValue) + ' ' + std::to_string(spec.min) +
             ' ' + std::to_string(spec.max);
    case OptionType::Check: return name + " -check " + std::to_string(spec.defaultValue);
    case OptionType::Path: return name + " -file " + spec.defaultText;
    case OptionType::Button: break;
  }
  return name + " -button";
}

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

void XboardLoop::dispatch(const std::string& command, std::istream& args) {
  using Handler = void (*)(XboardLoop&, std::istream&);
  using Setter = bool (XboardClock::*)(const std::string&, std::string*);
  // Clock commands take one value; a bad one leaves the clock as it was.
  static const std::unordered_map<std::string, Setter> clockSetters = {
      {"st", &XboardClock::setMoveTime},       {"sd", &XboardClock::setDepth},
      {"nps", &XboardClock::setNodeRate},      {"time", &XboardClock::setEngineTime},
      {"otim", &XboardClock::setOpponentTime},
  };
  static const std::unordered_map<std::string, Handler> handlers = {
      {"protover", [](XboardLoop& x, std::istream&) { x.onProtover(); }},
      {"new", [](XboardLoop& x, std::istream&) { x.onNew(); }},
      {"variant", [](XboardLoop& x, std::istream& a) { x.onVariant(a); }},
      {"force", [](XboardLoop& x, std::istream&) { x.onForce(); }},
      {"go", [](XboardLoop& x, std::istream&) { x.onGo(); }},
      {"playother", [](XboardLoop& x, std::istream&) { x.onPlayOther(); }},
      {"white", [](XboardLoop& x, std::istream&) { x.onColour(WHITE); }},
      {"black", [](XboardLoop& x, std::istream&) { x.onColour(BLACK); }},
      {"usermove", [](XboardLoop& x, std::istream& a) { x.onUserMove(a); }},
      {"?", [](XboardLoop& x, std::istream&) { x.onMoveNow(); }},
      {"ping", [](XboardLoop& x, std::istream& a) { x.onPing(a); }},
      {"draw", [](XboardLoop& x, std::istream&) { x.onDraw(); }},
      {"result", [](XboardLoop& x, std::istream& a) { x.onResult(a); }},
      {"setboard", [](XboardLoop& x, std::istream& a) { x.onSetBoard(a); }},
      {"edit", [](XboardLoop& x, std::istream&) { x.onEdit(); }},
      {"undo", [](XboardLoop& x, std::istream&) { x.onUndo(1); }},
      {"remove", [](XboardLoop& x, std::istream&) { x.onUndo(2); }},
      {"hard", [](XboardLoop& x, std::istream&) { x.onHard(true); }},
      {"easy", [](XboardLoop& x, std::istream&) { x.onHard(false); }},
      {"post", [](XboardLoop& x, std::istream&) { x.post_ = true; }},
      {"nopost", [](XboardLoop& x, std::istream&) { x.post_ = false; }},
      {"analyze", [](XboardLoop& x, std::istream&) { x.onAnalyze(); }},
      {"exit", [](XboardLoop& x, std::istream&) { x.onExit(); }},
      {".", [](XboardLoop& x, std::istream&) { x.onStatus(); }},
      {"hint", [](XboardLoop& x, std::istream&) { x.onHint(); }},
      {"bk", [](XboardLoop& x, std::istream&) { x.onBookMoves(); }},
      {"eval", [](XboardLoop& x, std::istream&) { x.onEval(); }},
      {"memory", [](XboardLoop& x, std::istream& a) { x.onMemory(a); }},
      {"cores", [](XboardLoop& x, std::istream& a) { x.onCores(a); }},
      {"option", [](XboardLoop& x, std::istream& a) { x.onOption(a); }},
      {"level", [](XboardLoop& x, std::istream& a) { x.onLevel(a); }},
      {"egtpath", [](XboardLoop& x, std::istream& a) { x.onEgtPath(a); }},
  };
  // Accepted and ignored: the mode is already on, or the information changes nothing here.
  static const char* const ignored[] = {"xboard",   "accepted", "rejected", "random",
                                        "computer", "name",     "rating",   "ics"};

  if (const auto handler = handlers.find(command); handler != handlers.end())
    return handler->second(*this, args);
  if (const auto setter = clockSetters.find(command); setter != clockSetters.end()) {
    std::string value, problem;
    args >> value;
    if (!(clock_.*(setter->second))(value, &problem)) error(problem, command + ' ' + value);
    return;
  }
  if (std::find(std::begin(ignored), std::end(ignored), command) != std::end(ignored)) return;
  if (looksLikeMove(command)) return playGuiMove(command);
  error("unknown command", command);
}

// sigint=0: SIGINT would end the engine, which reads its input on a thread of its own and needs
// no interruption. sigterm is left at its default (on): a GUI sends SIGTERM only to end the
// engine, which is what it does, and python-chess warns about every engine that declines it.
void XboardLoop::onProtover() {
  std::string features =
      std::string("feature myname=\"Quadrant ") + QUADRANT_VERSION +
      "\" ping=1 setboard=1 playother=1 usermove=1 time=1 draw=1 sigint=0 reuse=1"
      " analyze=1 colors=0 san=0 nps=1 memory=1 smp=1 egt=\"syzygy\""
      " variants=\"normal,fischerandom\"";
  for (const EngineOption& option : engineOptions())
    if (option.offeredTo(Protocol::Cecp))
      features += "\nfeature option=\"" + featureOption(option.spec) + '"';
  out_.send(features + "\nfeature done=1");
}

void XboardLoop::onNew() {
  stopAll();
  chess960_ = false;
  game_.reset(Position());
  force_ = false;
  engineSide_ = BLACK;
  clock_.newGame();
  engine_.newGame();
  hasScore_ = false;
  afterPositionChange();
}

void XboardLoop::onVariant(std::istream& args) {
  std::string name;
  args >> name;
  if (name != "normal" && name != "fischerandom")
    return error("unsupported variant", "variant " + name);
  stopAll();
  chess960_ = name == "fischerandom";
  Position start;
  start.setChess960(chess960_);
  game_.reset(start);
  afterPositionChange();
}

void XboardLoop::onForce() {
  stopPlaying();
  force_ = true;
}

void XboardLoop::onGo() {
  onExit();
  stopPlaying();
  force_ = false;
  engineSide_ = game_.position().sideToMove();
  thinkOrClaim();
}

void XboardLoop::onPlayOther() {
  onExit();
  stopPlaying();
  force_ = false;
  engineSide_ = ~game_.position().sideToMove();
  if (engine_.settings().ponder) startPondering(engine_.hashMove(game_.position()));
}

// The obsolete "white"/"black": that colour is to move and the engine plays the other.
void XboardLoop::onColour(Color onMove) {
  const char* command = onMove == WHITE ? "white" : "black";
  stopPlaying();
  if (game_.position().sideToMove() != onMove) {
    std::istringstream fields(game_.position().fen());
    std::string placement, side, castling, enPassant, halfmoves, fullmoves;
    fields >> placement >> side >> castling >> enPassant >> halfmoves >> fullmoves;
    Position next;
    next.setChess960(chess960_);
    std::string problem;
    const std::string fen = placement + (onMove == WHITE ? " w " : " b ") + castling + " - " +
                            halfmoves + ' ' + fullmoves;
    if (!next.setFen(fen, &problem)) return error("illegal position: " + problem, command);
    game_.reset(next);
    clock_.restartCount();
    afterPositionChange();
  }
  engineSide_ = ~onMove;
  force_ = false;
}

void XboardLoop::onUserMove(std::istream& args) {
  std::string move;
  if (!(args >> move)) return error("missing move", "usermove");
  playGuiMove(move);
}

// A move from the GUI, whoever played it. The engine answers when it is then its turn; a move
// it was pondering on turns the pondering into its thinking.
void XboardLoop::playGuiMove(const std::string& text) {
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

void XboardLoop::onMoveNow() {
  if (activity_ != Activity::Thinking) return;
  engine_.stop();
  onSearchDone(events_.takeResult(searchId_));
}

// The pong must follow everything before the ping, the engine's move included. A ping without
// a number is refused at once: a pong the GUI cannot match to its ping would answer nothing.
void XboardLoop::onPing(std::istream& args) {
  std::string text;
  long long number = 0;
  args >> text;
  if (!parseInteger(text, LLONG_MIN, LLONG_MAX, &number))
    return error("ping expects a number", trimmed("ping " + text));
  finishThinking();
  out_.send("pong " + std::to_string(number));
}

// While the engine waits for the opponent's move it has decided already, and its last score
// answers the offer at once. Otherwise (it is thinking, or in force mode, where python-chess sends
// the offer between the moves and "go") the offer waits for the end of its next search.
void XboardLoop::onDraw() {
  if (analyzing_) return;
  const bool waitingForOpponent =
      !force_ && activity_ != Activity::Thinking && game_.position().sideToMove() != engineSide_;
  if (waitingForOpponent && hasScore_) return answerDrawOffer(lastScore_);
  drawOffered_ = true;
}

// Accepts a draw offer ("offer draw", sent before the engine's move) when the position and
// `score`, the engine's own, say so (xboard_draw_offer.h); otherwise declines it by saying
// nothing.
void XboardLoop::answerDrawOffer(int score) {
  drawOffered_ = false;
  if (acceptsDrawOffer(game_.position(), score)) out_.send("offer draw");
}

// result RESULT {COMMENT}: the game is over. A RESULT other than PGN's four is refused and
// changes nothing.
void XboardLoop::onResult(std::istream& args) {
  std::string result;
  args >> result;
  if (result != "1-0" && result != "0-1" && result != "1/2-1/2" && result != "*")
    return error("result expects 1-0, 0-1, 1/2-1/2 or *", trimmed("result " + result));
  stopPlaying();
  force_ = true;
  drawOffered_ = false;
}

void XboardLoop::onSetBoard(std::istream& args) {
  const std::string fen = restOfLine(args);
  Position next;
  next.setChess960(chess960_);
  std::string problem;
  if (!next.setFen(fen, &problem)) {
    out_.send("tellusererror Illegal position: " + problem);
    return error("illegal position: " + problem, "setboard " + fen);
  }
  stopAll();
  game_.reset(next);
  clock_.restartCount();
  afterPositionChange();
}

void XboardLoop::onEdit() {
  stopAll();
  editor_.emplace(game_.position());
}

void XboardLoop::onEditLine(const std::string& line) {
  std::string command;
  std::istringstream(line) >> command;
  if (command.empty()) return;
  if (command != ".") {
    if (!editor_->apply(command)) error("unknown edit command", command);
    return;
  }
  const std::string fen = editor_->fen(chess960_);
  editor_.reset();
  Position next;
  next.setChess960(chess960_);
  std::string problem;
  if (next.setFen(fen, &problem)) {
    game_.reset(next);
    clock_.restartCount();
  } else {
    out_.send("tellusererror Illegal position: " + problem);
    error("illegal position: " + problem, "edit " + fen);
  }
  afterPositionChange();
}

// "undo" takes back one move, "remove" two (one of each side): the engine keeps its colour.
void XboardLoop::onUndo(int plies) {
  if (game_.plies() < plies) return error("command not legal now", plies == 1 ? "undo" : "remove");
  stopAll();
  for (int i = 0; i < plies; ++i) game_.undo();
  afterPositionChange();
}

void XboardLoop::onHard(bool on) {
  std::string problem;
  engine_.setOption(*findOption("Ponder"), on ? "true" : "false", &problem);
  if (!on && activity_ == Activity::Pondering) stopPlaying();
}

// Analysis is force mode with a search that never ends by itself and never moves.
void XboardLoop::onAnalyze() {
  stopAll();
  analyzing_ = true;
  force_ = true;
  startAnalysis();
}

void XboardLoop::onExit() {
  if (!analyzing_) return;
  stopAll();
  analyzing_ = false;
}

// "stat01: time nodes ply mvleft mvtot mvname" for the analysis in progress.
void XboardLoop::onStatus() {
  if (activity_ != Activity::Analyzing) return;
  const int total = legalMoves(game_.position()).size();
  std::lock_guard<std::mutex> lock(progress_.mutex);
  const int left =
      progress_.currentMoveNumber > 0 ? std::max(0, total - progress_.currentMoveNumber) : total;
  std::string line = "stat01: " + std::to_string(elapsedMs() / 10) + ' ' +
                     std::to_string(progress_.nodes) + ' ' + std::to_string(progress_.depth) + ' ' +
                     std::to_string(left) + ' ' + std::to_string(total);
  if (!progress_.currentMove.empty()) line += ' ' + progress_.currentMove;
  out_.send(line);
}

// The move the engine expects from the side to move: its pondering guess, else the hash move.
void XboardLoop::onHint() {
  const Position& pos = game_.position();
  const Move guess = activity_ == Activity::Pondering ? ponderGuess_ : engine_.hashMove(pos);
  if (guess && isLegal(pos, guess)) out_.send("Hint: " + xboardMove(pos, guess));
}

void XboardLoop::onMemory(std::istream& args) {
  setOptionByCommand(args, "memory", "megabytes", "Hash");
}

void XboardLoop::onCores(std::istream& args) {
  setOptionByCommand(args, "cores", "a number of cores", "Threads");
}

// A command that sets a spin option with a number of its own (memory, cores). A number outside
// the option's range is refused as the option itself refuses it, and the value stays: a GUI
// that sends "memory 0" or more cores than the engine runs learns so from the Error.
void XboardLoop::setOptionByCommand(std::istream& args, const std::string& command,
                                    const std::string& what, const std::string& optionName) {
  const EngineOption& option = *findOption(optionName);
  std::string text;
  long long value = 0;
  args >> text;
  if (!parseInteger(text, option.spec.min, option.spec.max, &value))
    return error(command + " expects " + what + " from " + std::to_string(option.spec.min) +
                     " to " + std::to_string(option.spec.max),
                 command + " " + text);
  setOption(option, std::to_string(value), command + " " + text);
}

// option NAME[=VALUE]; a check's value is 1 or 0, a button has none. NAME is the one listed
// ("Move_Overhead") or the registry's ("Move Overhead"). Every option of the registry is set by
// name, also those CECP does not list because it has commands of its own for them.
void XboardLoop::onOption(std::istream& args) {
  const std::string text = restOfLine(args);
  const auto equals = text.find('=');
  const std::string name = trimmed(text.substr(0, equals));
  std::string value = equals == std::string::npos ? "" : trimmed(text.substr(equals + 1));
  const std::string command = "option " + text;
  const EngineOption* option = findCecpOption(name);
  if (!option) return error("unknown option", command);
  if (option->spec.type == OptionType::Check && (value == "1" || value == "0"))
    value = value == "1" ? "true" : "false";
  setOption(*option, value, command);
}

// egtpath syzygy PATH: the folders of the Syzygy tables (the only kind announced in "egt").
void XboardLoop::onEgtPath(std::istream& args) {
  std::string kind;
  args >> kind;
  const std::string path = restOfLine(args);
  const std::string command = "egtpath " + kind + ' ' + path;
  if (lowercase(kind) != "syzygy") return error("unsupported tablebase kind", command);
  setOption(*findOption("SyzygyPath"), path, command);
}

void XboardLoop::onLevel(std::istream& args) {
  std::vector<std::string> fields;
  for (std::string field; args >> field;) fields.push_back(field);
  std::string problem, command = "level";
  for (const std::string& field : fields) command += ' ' + field;
  if (!clock_.setLevel(fields, game_.plies(), &problem)) error(problem, command);
}

// An option that steers the search takes effect with the engine at rest: a move being thought
// about is made first (the protocol allows finishing it), pondering is dropped and analysis
// starts again. One that only judges a finished search's result is set at once.
void XboardLoop::setOption(const EngineOption& option, const std::string& value,
                           const std::string& command) {
  const bool steersSearch = option.reach != OptionReach::FinishedSearch;
  const bool restartAnalysis = steersSearch && activity_ == Activity::Analyzing;
  if (steersSearch) {
    finishThinking();
    stopAll();
  }
  std::string message;
  if (!engine_.setOption(option, value, &message)) {
    error(message, command);
  } else {
    std::istringstream lines(message);
    for (std::string line; std::getline(lines, line);) out_.send("# " + line);
  }
  if (restartAnalysis) startAnalysis();
}

// Called once a new position stands, with no search running.
void XboardLoop::afterPositionChange() {
  losingSearches_ = 0;
  drawOffered_ = false;  // it was made in another game or position
  if (analyzing_) startAnalysis();
}

void XboardLoop::thinkOrClaim() {
  if (!claimIfOver()) startThinking();
}

// When the game is over by rule, says so ("RESULT {reason}") and returns true.
bool XboardLoop::claimIfOver() {
  const GameEnd end = gameEnd(game_);
  if (end == GameEnd::None) return false;
  out_.send(resultClaim(game_.position(), end));
  return true;
}

void XboardLoop::startThinking() {
  SearchLimits limits = clock_.limits(engineSide_, engineMovesMade());
  limits.multiPv = engine_.settings().multiPv;
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
  limits.multiPv = engine_.settings().multiPv;
  if (post_) out_.send("Hint: " + xboardMove(pos, guess));
  startSearch(Activity::Pondering, root, history, limits, true);
  ponderGuess_ = guess;
}

void XboardLoop::startAnalysis() {
  SearchLimits limits;
  limits.infinite = true;
  limits.multiPv = engine_.settings().multiPv;
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
    line = thinkingLine(root, info, reportedMs / 10);
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
  if (const std::string missing = engine_.book().takeMissingNotice(); !missing.empty())
    out_.send("# " + missing);
  std::string notice;
  const Move m = engine_.bookMove(game_.position(), limits, &notice);
  if (!notice.empty()) out_.send("tellusererror " + notice);
  if (!m) return false;
  drawOffered_ = false;  // declined: the book knows no score, and its openings are worth playing
  clock_.engineMoved(0, engineMovesMade() + 1);
  playEngineMove(m, Move::none());
  return true;
}

// "bk": the book moves of the position in SAN with weight, learn value and share, each line
// starting with a tab and the list ending with an empty line, as the protocol asks.
void XboardLoop::onBookMoves() {
  std::string notice;
  const Position& pos = game_.position();
  const std::vector<BookMove> moves = engine_.book().moves(pos, &notice);
  std::string text;
  if (!notice.empty())
    text += "\t" + notice + '\n';
  else if (moves.empty())
    text += "\tno book moves in this position\n";
  for (const std::string& line : bookMoveLines(pos, moves, moveToSan)) text += '\t' + line + '\n';
  out_.send(text);
}

// "eval" (an extension; CECP has no such command): the static evaluation explained, every line
// a "#" comment, which GUIs pass over. Not while the engine thinks on its own move.
void XboardLoop::onEval() {
  if (activity_ == Activity::Thinking) return error("engine is thinking", "eval");
  std::string text;
  std::istringstream lines(evaluationText(game_.position()));
  for (std::string line; std::getline(lines, line);)
    text += (text.empty() ? "#" : "\n#") + (line.empty() ? "" : ' ' + line);
  out_.send(text);
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

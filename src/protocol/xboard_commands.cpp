#include "quadrant/protocol/xboard.h"

#include <algorithm>
#include <climits>
#include <sstream>
#include <unordered_map>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/parsing.h"
#include "quadrant/protocol/book_text.h"
#include "quadrant/protocol/console_text.h"
#include "quadrant/protocol/eval_text.h"
#include "quadrant/protocol/xboard_notation.h"

// The commands of the game, the position and the information a GUI asks for; the option
// commands are in xboard_option_commands.cpp, the game's flow in xboard.cpp.

namespace quadrant {

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
      {"exit", [](XboardLoop& x, std::istream&) { x.leaveAnalysis(); }},
      {".", [](XboardLoop& x, std::istream&) { x.onStatus(); }},
      {"hint", [](XboardLoop& x, std::istream&) { x.onHint(); }},
      {"bk", [](XboardLoop& x, std::istream&) { x.onBookMoves(); }},
      {"eval", [](XboardLoop& x, std::istream&) { x.onEval(); }},
      {"memory", [](XboardLoop& x, std::istream& a) { x.onMemory(a); }},
      {"cores", [](XboardLoop& x, std::istream& a) { x.onCores(a); }},
      {"option", [](XboardLoop& x, std::istream& a) { x.onOption(a); }},
      {"level", [](XboardLoop& x, std::istream& a) { x.onLevel(a); }},
      {"egtpath", [](XboardLoop& x, std::istream& a) { x.onEgtPath(a); }},
      {"help", [](XboardLoop& x, std::istream&) { x.out_.send(xboardHelpText()); }},
  };
  // Accepted and ignored: the mode is already on, or the information changes nothing here.
  static const char* const ignored[] = {"xboard",   "accepted", "rejected", "random",
                                        "computer", "name",     "rating",   "ics"};

  if (refusesWithoutPosition(command)) return;
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

void XboardLoop::onNew() {
  stopAll();
  chess960_ = false;
  force_ = false;
  engineSide_ = BLACK;
  clock_.newGame();
  engine_.newGame();
  hasScore_ = false;
  setPosition(Position());
}

void XboardLoop::onVariant(std::istream& args) {
  std::string name;
  args >> name;
  if (name != "normal" && name != "fischerandom")
    return error("unsupported variant", "variant " + name);
  chess960_ = name == "fischerandom";
  Position start;
  start.setChess960(chess960_);
  setPosition(start);
}

void XboardLoop::onForce() {
  stopPlaying();
  force_ = true;
}

void XboardLoop::onGo() {
  playSide(game_.position().sideToMove());
  thinkOrClaim();
}

void XboardLoop::onPlayOther() {
  playSide(~game_.position().sideToMove());
  if (engine_.settings().ponder) startPondering(engine_.hashMove(game_.position()));
}

// The obsolete "white"/"black": that colour is to move and the engine plays the other.
void XboardLoop::onColour(Color onMove) {
  stopPlaying();
  if (game_.position().sideToMove() != onMove) {
    Position turned;
    std::string problem;
    if (!game_.position().withSideToMove(onMove, &turned, &problem))
      return error("illegal position: " + problem, onMove == WHITE ? "white" : "black");
    setPosition(turned);
  }
  engineSide_ = ~onMove;
  force_ = false;
}

void XboardLoop::onUserMove(std::istream& args) {
  std::string move;
  if (!(args >> move)) return error("missing move", "usermove");
  playGuiMove(move);
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
  setUpFromFen(fen, "setboard " + fen);
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
  setUpFromFen(fen, "edit " + fen);
}

// "undo" takes back one move, "remove" two (one of each side): the engine keeps its colour.
void XboardLoop::onUndo(int plies) {
  if (game_.plies() < plies) return error("command not legal now", plies == 1 ? "undo" : "remove");
  stopAll();
  for (int i = 0; i < plies; ++i) game_.undo();
  afterPositionChange();
}

// Analysis is force mode with a search that never ends by itself and never moves.
void XboardLoop::onAnalyze() {
  stopAll();
  analyzing_ = true;
  force_ = true;
  startAnalysis();
}

// "stat01: time nodes ply mvleft mvtot mvname" for the analysis in progress.
void XboardLoop::onStatus() {
  if (activity_ != Activity::Analyzing) return;
  const int total = legalMoves(game_.position()).size();
  std::lock_guard<std::mutex> lock(progress_.mutex);
  const int left =
      progress_.currentMoveNumber > 0 ? std::max(0, total - progress_.currentMoveNumber) : total;
  std::string line = "stat01: " + std::to_string(toCentiseconds(elapsedMs())) + ' ' +
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

void XboardLoop::onLevel(std::istream& args) {
  std::vector<std::string> fields;
  for (std::string field; args >> field;) fields.push_back(field);
  std::string problem, command = "level";
  for (const std::string& field : fields) command += ' ' + field;
  if (!clock_.setLevel(fields, game_.plies(), &problem)) error(problem, command);
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

}  // namespace quadrant

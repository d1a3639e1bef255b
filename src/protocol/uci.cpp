#include "quadrant/protocol/uci.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <sstream>
#include <unordered_map>

#include "quadrant/core/nodes_per_second.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/parsing.h"
#include "quadrant/core/ply.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/core/thread_count.h"
#include "quadrant/engine/engine_options.h"
#include "quadrant/eval/wdl_model.h"
#include "quadrant/protocol/board_text.h"
#include "quadrant/protocol/book_move.h"
#include "quadrant/protocol/console_text.h"
#include "quadrant/protocol/eval_text.h"
#include "quadrant/protocol/perft_report.h"
#include "quadrant/protocol/pv_text.h"
#include "quadrant/protocol/score_text.h"
#include "quadrant/protocol/uci_go.h"
#include "quadrant/search/bench.h"
#include "quadrant/search/tt.h"

namespace quadrant {
namespace {

// A null move as UCI writes it.
constexpr const char* NULL_MOVE_TEXT = "0000";

// "option name Hash type spin default 16 min 1 max 1048576"
std::string uciOptionLine(const OptionSpec& spec) {
  std::string line = "option name " + spec.name;
  switch (spec.type) {
    case OptionType::Spin:
      return line + " type spin default " + std::to_string(spec.defaultValue) + " min " +
             std::to_string(spec.min) + " max " + std::to_string(spec.max);
    case OptionType::Check:
      return line + " type check default " + (spec.defaultValue ? "true" : "false");
    case OptionType::Path:
      return line + " type string default " +
             (spec.defaultText.empty() ? "<empty>" : spec.defaultText);
    case OptionType::Button: break;
  }
  return line + " type button";
}

// The score of a root with no legal move, known without a search: mated or stalemated.
std::string noMoveScoreLine(const Position& root) {
  return std::string("info depth 0 score ") + (root.checkers() ? "mate 0" : "cp 0");
}

std::string withoutFinalNewline(std::string text) {
  if (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

}  // namespace

void UciLoop::run(const std::string& first) {
  if (!first.empty() && !handle(first)) return engine_.stop();
  for (std::string line; std::getline(in_, line);)
    if (!handle(line)) return engine_.stop();
  engine_.finish();
}

bool UciLoop::handle(const std::string& line) {
  std::istringstream args(line);
  std::string command;
  if (!(args >> command)) return true;
  if (command == "quit") return false;
  dispatch(command, args);
  return true;
}

void UciLoop::dispatch(const std::string& command, std::istream& args) {
  if (const auto handler = handlers().find(command); handler != handlers().end())
    return handler->second(*this, args);
  info("unknown command '" + shownInput(command) + "'; 'help' lists the commands");
}

bool UciLoop::knows(const std::string& command) {
  return command != "help" && (command == "quit" || handlers().count(command) > 0);
}

const UciLoop::Handlers& UciLoop::handlers() {
  static const Handlers handlers = {
      {"uci", [](UciLoop& u, std::istream&) { u.onUci(); }},
      {"isready", [](UciLoop& u, std::istream&) { u.out_.send("readyok"); }},
      {"stop", [](UciLoop& u, std::istream&) { u.engine_.stop(); }},
      {"ponderhit", [](UciLoop& u, std::istream&) { u.engine_.ponderhit(); }},
      {"ucinewgame",
       [](UciLoop& u, std::istream&) {
         u.stopSearchFor("ucinewgame");
         u.engine_.newGame();
       }},
      {"setoption", [](UciLoop& u, std::istream& a) { u.onSetOption(a); }},
      {"position", [](UciLoop& u, std::istream& a) { u.onPosition(a); }},
      {"go", [](UciLoop& u, std::istream& a) { u.onGo(a); }},
      {"d", [](UciLoop& u, std::istream&) { u.out_.send(boardText(u.game_.position())); }},
      {"eval", [](UciLoop& u, std::istream&) { u.out_.send(evaluationText(u.game_.position())); }},
      {"bench", [](UciLoop& u, std::istream& a) { u.onBench(a); }},
      {"help", [](UciLoop& u, std::istream&) { u.out_.send(uciHelpText()); }},
      {"debug", [](UciLoop& u, std::istream& a) { u.onDebug(a); }},
  };
  return handlers;
}

// debug on | off: accepted, and nothing changes: the info lines are the same either way.
void UciLoop::onDebug(std::istream& args) {
  std::string mode;
  args >> mode;
  if (mode != "on" && mode != "off")
    info("debug expects 'on' or 'off', not '" + shownInput(mode) + "'");
}

void UciLoop::onUci() {
  std::string text =
      std::string("id name Quadrant ") + QUADRANT_VERSION + "\nid author the Quadrant developers";
  for (const EngineOption& option : engineOptions())
    if (option.offeredTo(Protocol::Uci)) text += "\n" + uciOptionLine(option.spec);
  out_.send(text + "\nuciok");
}

void UciLoop::onSetOption(std::istream& args) {
  std::string token, name, value;
  args >> token;
  if (token != "name") return info("setoption expects 'name'");
  while (args >> token && token != "value") name += (name.empty() ? "" : " ") + token;
  std::getline(args >> std::ws, value);
  // UCI knows only the options it lists.
  const EngineOption* option = findOption(name);
  if (!option || !option->offeredTo(Protocol::Uci))
    return info("unknown option '" + shownInput(name) + "'");
  // A value that will be refused leaves the search alone, as it leaves the option.
  long long number = 0;
  std::string message;
  if (option->reach == OptionReach::RunningSearch &&
      parseOptionValue(option->spec, value, &number, &message))
    stopSearchFor("setoption name " + option->spec.name);
  engine_.setOption(*option, value, &message);
  out_.sendLines("info string ", message);
}

// position [startpos | fen FEN] [moves m1 m2 ...]. The whole command is checked before anything
// changes. A refused one leaves the engine with no position to search until the next accepted
// one (the GUI has left the previous position): the next go answers "bestmove 0000".
void UciLoop::onPosition(std::istream& args) {
  std::string refusal;
  if (readPosition(args, &refusal)) return positionRefusal_.clear();
  positionRefusal_ = refusal;
  info(refusal + "; go answers bestmove 0000 until a position is accepted");
}

// Sets game_ from the arguments of position; false, with *refusal saying why, when they are
// refused (game_ is then left as it was).
bool UciLoop::readPosition(std::istream& args, std::string* refusal) {
  std::string token, fen;
  args >> token;
  if (token == "startpos") {
    fen = Position::START_FEN;
    args >> token;
  } else if (token == "fen") {
    while (args >> token && token != "moves") fen += token + ' ';
  } else {
    *refusal = "position expects 'startpos' or 'fen'";
    return false;
  }
  Position start;
  start.setChess960(engine_.settings().chess960);
  std::string error;
  std::vector<std::string> dropped;
  if (!start.setFen(fen, &error, &dropped)) {
    *refusal = "invalid FEN: " + error;
    return false;
  }
  for (const std::string& note : dropped) info(note);
  Game next(start);
  if (token == "moves" && !readMoves(args, &next, refusal)) return false;
  game_ = std::move(next);
  return true;
}

void UciLoop::onGo(std::istream& args) {
  const GoCommand go = readGoCommand(args, root());
  // A refused perft depth runs nothing, and so leaves a running search alone.
  if (go.perft && !go.perftDepth) {
    for (const std::string& note : go.notes) info(note);
    return;
  }
  stopSearchFor("go");
  for (const std::string& note : go.notes) info(note);
  if (!positionRefusal_.empty()) return answerWithoutPosition(go.perft);
  if (go.perft) return startPerft(go.perftDepth);
  if (!playBookMove(go.limits)) startSearch(go.limits);
}

// Plays the moves of a position command on *game. Stockfish's rule: the list ends at a null move
// "0000", and what follows it is not read.
bool UciLoop::readMoves(std::istream& args, Game* game, std::string* refusal) {
  for (std::string token; args >> token;) {
    if (token == NULL_MOVE_TEXT) {
      if (args >> token) info("the moves after '0000' (a null move) are not read");
      return true;
    }
    const Move m = parseUciMove(game->position(), token);
    if (!m) {
      *refusal = "illegal move '" + shownInput(token) + "' in position " + game->position().fen();
      return false;
    }
    game->play(m);
  }
  return true;
}

// A go after a refused position: searching the position the GUI has left would play a move
// illegal in the one it meant.
void UciLoop::answerWithoutPosition(bool perft) {
  info("no position to search: " + positionRefusal_);
  if (!perft) out_.send("bestmove 0000");
}

// Answers "go" from the book at once when OwnBook is on, the book has a move here and the go is
// a game move's (Engine::bookMove: a clock or movetime, no analysis).
bool UciLoop::playBookMove(const SearchLimits& limits) {
  const Position pos = root();
  const auto tell = [this](const std::string& notice) { info(notice); };
  const Move m = bookMoveToPlay(engine_, pos, limits, {tell, tell});
  if (!m) return false;
  const std::string move = moveToUci(pos, m);
  out_.send("info string book move " + move + "\nbestmove " + move);
  return true;
}

// The position to search, in the castling notation UCI_Chess960 asks for now.
Position UciLoop::root() const {
  Position pos = game_.position();
  pos.setChess960(engine_.settings().chess960);
  return pos;
}

void UciLoop::startSearch(const SearchLimits& limits) {
  Engine::Job job;
  job.limits = limits;
  job.root = root();
  job.history = game_.previousKeys();
  job.hold = limits.infinite || limits.ponder;
  // Read here, once: setoption may change the option while the search runs.
  const std::optional<int> wdlMaterial = engine_.settings().showWdl
                                             ? std::optional<int>(quadrant::wdlMaterial(job.root))
                                             : std::nullopt;
  job.onInfo = [this, root = job.root, wdlMaterial](const SearchInfo& i) {
    report(root, i, wdlMaterial);
  };
  job.onNotice = [this](const std::string& message) { info(message); };
  job.onResult = [this, root = job.root](const SearchResult& result) { answer(root, result); };
  {
    std::lock_guard<std::mutex> lock(answerMutex_);
    answerPending_ = true;
    stoppedBy_.clear();
  }
  engine_.start(std::move(job));
}

void UciLoop::answer(const Position& root, const SearchResult& result) {
  std::lock_guard<std::mutex> lock(answerMutex_);
  std::string text;
  if (!result.best) text += noMoveScoreLine(root) + '\n';
  if (!stoppedBy_.empty())
    text += "info string search stopped by '" + stoppedBy_ + "': its best move so far follows\n";
  text += "bestmove " + moveToUci(root, result.best);
  if (result.ponder) text += " ponder " + moveToUci(root, result.ponder);
  out_.send(text);
  answerPending_ = false;
  stoppedBy_.clear();
}

void UciLoop::stopSearchFor(const std::string& command) {
  {
    std::lock_guard<std::mutex> lock(answerMutex_);
    if (answerPending_) stoppedBy_ = command;
  }
  engine_.stop();
}

// Counted on the search thread, so that stop, quit and the end of input end it. A count cut
// short is never printed: its numbers would be wrong.
void UciLoop::startPerft(int depth) {
  engine_.startTask([this, root = root(), depth](const std::atomic<bool>& stop) {
    PerftOptions options;
    options.stop = &stop;
    const PerftResult result = runPerft(root, depth, options);
    if (result.stopped)
      return info("go perft " + std::to_string(depth) + " stopped before its end: no count");
    std::ostringstream text;
    printPerft(text, root, result, PerftStyle::Uci);
    out_.send(withoutFinalNewline(text.str()));
  });
}

void UciLoop::report(const Position& root, const SearchInfo& i, std::optional<int> wdlMaterial) {
  std::ostringstream line;
  if (i.currMove) {
    line << "info depth " << i.depth << " currmove " << moveToUci(root, i.currMove)
         << " currmovenumber " << i.currMoveNumber;
    return out_.send(line.str());
  }
  const char* bound = i.bound == Bound::Lower   ? " lowerbound"
                      : i.bound == Bound::Upper ? " upperbound"
                                                : "";
  line << "info depth " << i.depth << " seldepth " << i.selDepth << " multipv " << i.multiPv
       << " score " << uciScoreText(i.score) << bound;
  if (wdlMaterial) {
    const Wdl wdl = wdlFromScore(i.score, *wdlMaterial);
    line << " wdl " << wdl.win << ' ' << wdl.draw << ' ' << wdl.loss;
  }
  line << " nodes " << i.nodes << " nps " << nodesPerSecond(i.nodes, i.elapsedMs) << " hashfull "
       << i.hashfull << " tbhits " << i.tbHits << " time " << i.elapsedMs << " pv";
  const std::string pv = pvText(root, i.pv, moveToUci);
  if (!pv.empty()) line << ' ' << pv;
  out_.send(line.str());
}

// bench [HASH [THREADS [DEPTH]]], as Stockfish takes it (OpenBench and users type it in the
// loop too): the command line's bench, run on the loop's own thread, so the loop reads its next
// command when the bench has printed its last line (go perft, by contrast, runs where the search
// runs and can be stopped).
void UciLoop::onBench(std::istream& args) {
  struct Field {
    const char* what;
    long long high;
  };
  const Field fields[] = {{"a hash size in MB", static_cast<long long>(TranspositionTable::MAX_MB)},
                          {"a thread count", MAX_THREADS},
                          {"a depth", MAX_DEPTH}};
  BenchSettings settings;
  long long values[] = {static_cast<long long>(settings.hashMegabytes), settings.threads,
                        settings.depth};
  std::string text;
  for (std::size_t i = 0; i < std::size(fields) && args >> text; ++i)
    if (!parseInteger(text, 1, fields[i].high, &values[i]))
      return info(std::string("bench expects ") + fields[i].what + " from 1 to " +
                  std::to_string(fields[i].high) + ", not '" + shownInput(text) + "'");
  if (args >> text)
    return info("bench takes HASH THREADS DEPTH, no more: '" + shownInput(text) + "'");
  settings.hashMegabytes = std::size_t(values[0]);
  settings.threads = int(values[1]);
  settings.depth = int(values[2]);
  stopSearchFor("bench");
  std::string error;
  if (!runBench(rawOut_, settings, &error)) info(error);
}

}  // namespace quadrant

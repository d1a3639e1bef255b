#include "quadrant/protocol/uci.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/protocol/parsing.h"
#include "quadrant/protocol/perft_command.h"

namespace quadrant {
namespace {

std::string lowercase(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

// Protects the output from pathological input echoed back in messages.
std::string excerpt(const std::string& s) { return s.size() <= 80 ? s : s.substr(0, 80) + "..."; }

}  // namespace

std::string uciScoreText(int score) {
  return isMateScore(score) ? "mate " + std::to_string(mateInMoves(score)) : "cp " + std::to_string(score);
}

UciLoop::~UciLoop() { stopSearch(); }

void UciLoop::run(const std::string& first) {
  if (!first.empty() && !handle(first)) return stopSearch();
  for (std::string line; std::getline(in_, line);)
    if (!handle(line)) return stopSearch();
  if (searchIsInfinite_) stopSearch();
  else waitForSearch();
}

bool UciLoop::handle(const std::string& line) {
  std::istringstream args(line);
  std::string command;
  if (!(args >> command)) return true;
  if (command == "quit") return false;
  if (command == "uci") onUci();
  else if (command == "isready") send("readyok");
  else if (command == "stop") stopSearch();
  else if (command == "ponderhit") {
    search_.ponderhit();
    if (!searchIsInfinite_) releaseBestMove();
  } else if (command == "ucinewgame") {
    stopSearch();
    tt_.clear();
    search_.clearHistory();
  } else if (command == "setoption") onSetOption(args);
  else if (command == "position") onPosition(args);
  else if (command == "go") onGo(args);
  else if (command == "d") onDisplay();
  else info("unknown command '" + excerpt(command) + "'");
  return true;
}

void UciLoop::onUci() {
  send(std::string("id name Quadrant ") + QUADRANT_VERSION + "\n"
       "id author the Quadrant developers\n"
       "option name Hash type spin default " + std::to_string(TranspositionTable::DEFAULT_MB) +
       " min 1 max " + std::to_string(TranspositionTable::MAX_MB) + "\n"
       "option name Threads type spin default 1 min 1 max 1\n"
       "option name MultiPV type spin default 1 min 1 max 256\n"
       "option name Ponder type check default false\n"
       "option name Move Overhead type spin default 30 min 0 max 5000\n"
       "option name Clear Hash type button\n"
       "option name UCI_Chess960 type check default false\n"
       "uciok");
}

void UciLoop::onSetOption(std::istream& args) {
  std::string token, name, value;
  args >> token;
  if (token != "name") return info("setoption expects 'name'");
  while (args >> token && token != "value") name += (name.empty() ? "" : " ") + token;
  std::getline(args >> std::ws, value);
  const std::string key = lowercase(name);
  long long number = 0;
  stopSearch();
  if (key == "uci_chess960" || key == "ponder") {
    if (value != "true" && value != "false") return info(name + " must be true or false, not '" + excerpt(value) + "'");
    (key == "ponder" ? ponderEnabled_ : chess960_) = value == "true";
    position_.setChess960(chess960_);
  } else if (key == "hash") {
    std::string error;
    if (!parseInteger(value, 1, TranspositionTable::MAX_MB, &number)) return info("Hash must be a size in MB from 1 to " + std::to_string(TranspositionTable::MAX_MB));
    if (!tt_.resize(std::size_t(number), &error)) info(error + "; keeping " + std::to_string(tt_.sizeMegabytes()) + " MB");
  } else if (key == "threads") {
    if (!parseInteger(value, 1, 1, &number)) return info("Threads must be 1 in this version");
  } else if (key == "multipv") {
    if (!parseInteger(value, 1, 256, &number)) return info("MultiPV must be from 1 to 256");
    multiPv_ = int(number);
  } else if (key == "move overhead") {
    if (!parseInteger(value, 0, 5000, &number)) return info("Move Overhead must be from 0 to 5000 ms");
    moveOverheadMs_ = number;
  } else if (key == "clear hash") {
    tt_.clear();
  } else {
    info("unknown option '" + excerpt(name) + "'");
  }
}

// position [startpos | fen FEN] [moves m1 m2 ...]. The whole command is checked before anything
// changes, so a bad FEN or an illegal move leaves the previous position in place.
void UciLoop::onPosition(std::istream& args) {
  std::string token, fen;
  args >> token;
  if (token == "startpos") {
    fen = Position::START_FEN;
    args >> token;
  } else if (token == "fen") {
    while (args >> token && token != "moves") fen += token + ' ';
  } else {
    return info("position expects 'startpos' or 'fen'");
  }
  Position next;
  next.setChess960(chess960_);
  std::string error;
  if (!next.setFen(fen, &error)) return info("invalid FEN: " + error);
  std::vector<Key> history;
  if (token == "moves") {
    while (args >> token) {
      const Move m = parseUciMove(next, token);
      if (!m) return info("illegal move '" + excerpt(token) + "' in position " + next.fen());
      history.push_back(next.key());
      next.makeMove(m);
    }
  }
  stopSearch();
  position_ = next;
  history_ = std::move(history);
}

void UciLoop::onGo(std::istream& args) {
  SearchLimits limits;
  limits.multiPv = multiPv_;
  std::string token;
  long long value = 0;
  auto number = [&](const char* what, long long low, long long high) {
    std::string text;
    args >> text;
    if (parseInteger(text, low, high, &value)) return true;
    info(std::string("go ") + what + " expects a number from " + std::to_string(low) + " to " + std::to_string(high) +
         ", not '" + excerpt(text) + "'");
    return false;
  };
  constexpr long long MAX_MS = 1LL << 40;
  while (args >> token) {
    if (token == "perft") {
      if (!number("perft", 1, 20)) return;
      stopSearch();
      return reportPerft(out_, position_, int(value), PerftOptions{}, PerftStyle::Uci);
    }
    if (token == "infinite") limits.infinite = true;
    else if (token == "ponder") limits.ponder = true;
    else if (token == "wtime" || token == "btime") {
      if (!number(token.c_str(), -MAX_MS, MAX_MS)) return;
      limits.time[token == "wtime" ? WHITE : BLACK] = std::max(0LL, value);
    } else if (token == "winc" || token == "binc") {
      if (!number(token.c_str(), -MAX_MS, MAX_MS)) return;
      limits.increment[token == "winc" ? WHITE : BLACK] = std::max(0LL, value);
    } else if (token == "movestogo") {
      if (!number("movestogo", 0, 100000)) return;
      limits.movesToGo = int(value);
    } else if (token == "depth") {
      if (!number("depth", 1, MAX_PLY - 1)) return;
      limits.depth = int(value);
    } else if (token == "nodes") {
      if (!number("nodes", 1, 1LL << 50)) return;
      limits.nodes = std::uint64_t(value);
    } else if (token == "movetime") {
      if (!number("movetime", 1, MAX_MS)) return;
      limits.movetime = value;
    } else if (token == "searchmoves") {
      // The rest of the command lists the moves (GUIs send searchmoves last).
      while (args >> token) {
        const Move m = parseUciMove(position_, token);
        if (!m) return info("searchmoves: '" + excerpt(token) + "' is not a legal move here");
        limits.searchMoves.push_back(m);
      }
    } else if (token == "mate") {
      if (!number("mate", 1, 100)) return;
      limits.mate = int(value);
    } else {
      return info("unknown go parameter '" + excerpt(token) + "'");
    }
  }
  startSearch(limits);
}

void UciLoop::startSearch(const SearchLimits& limits) {
  stopSearch();
  searchIsInfinite_ = limits.infinite;
  {
    std::lock_guard<std::mutex> lock(holdMutex_);
    holdBestMove_ = limits.infinite || limits.ponder;
  }
  search_.prepare(limits, moveOverheadMs_);
  searchThread_ = std::thread([this, root = position_, history = history_] {
    const SearchResult result = search_.run(root, history, [this, &root](const SearchInfo& i) { report(root, i); });
    {
      std::unique_lock<std::mutex> lock(holdMutex_);
      holdReleased_.wait(lock, [this] { return !holdBestMove_; });
    }
    std::string text = "bestmove " + moveToUci(root, result.best);
    if (result.ponder) text += " ponder " + moveToUci(root, result.ponder);
    send(text);
  });
}

void UciLoop::releaseBestMove() {
  {
    std::lock_guard<std::mutex> lock(holdMutex_);
    holdBestMove_ = false;
  }
  holdReleased_.notify_all();
}

void UciLoop::stopSearch() {
  if (!searchThread_.joinable()) return;
  search_.stop();
  releaseBestMove();
  searchThread_.join();
  searchIsInfinite_ = false;
}

void UciLoop::waitForSearch() {
  if (searchThread_.joinable()) searchThread_.join();
}

void UciLoop::report(const Position& root, const SearchInfo& i) {
  std::ostringstream line;
  if (i.currMove) {
    line << "info depth " << i.depth << " currmove " << moveToUci(root, i.currMove) << " currmovenumber " << i.currMoveNumber;
    return send(line.str());
  }
  const std::int64_t nps = std::int64_t(i.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(1, i.elapsedMs)));
  const char* bound = i.bound == Bound::Lower ? " lowerbound" : i.bound == Bound::Upper ? " upperbound" : "";
  line << "info depth " << i.depth << " seldepth " << i.selDepth << " multipv " << i.multiPv << " score "
       << uciScoreText(i.score) << bound << " nodes "
       << i.nodes << " nps " << nps << " hashfull " << i.hashfull << " time " << i.elapsedMs << " pv";
  Position pos = root;
  for (Move m : i.pv) {
    if (!legalMoves(pos).contains(m)) break;  // never print (or play through) a corrupt PV
    line << ' ' << moveToUci(pos, m);
    pos.makeMove(m);
  }
  send(line.str());
}

void UciLoop::send(const std::string& text) {
  std::lock_guard<std::mutex> lock(outputMutex_);
  out_ << text << std::endl;
}

void UciLoop::onDisplay() {
  std::ostringstream board;
  for (int rank = 7; rank >= 0; --rank) {
    board << ' ';
    for (int file = 0; file < 8; ++file) {
      const Piece p = position_.pieceOn(makeSquare(file, rank));
      board << ' ' << (p == NO_PIECE ? '.' : pieceChar(p));
    }
    board << '\n';
  }
  board << "Fen: " << position_.fen() << '\n' << "Key: " << std::hex << position_.key();
  send(board.str());
}

}  // namespace quadrant

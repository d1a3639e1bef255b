#include "quadrant/protocol/uci.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "quadrant/core/notation.h"
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

void UciLoop::run(const std::string& first) {
  if (!first.empty() && !handle(first)) return;
  for (std::string line; std::getline(in_, line);)
    if (!handle(line)) return;
}

bool UciLoop::handle(const std::string& line) {
  std::istringstream args(line);
  std::string command;
  if (!(args >> command)) return true;
  if (command == "quit") return false;
  if (command == "uci") onUci();
  else if (command == "isready") out_ << "readyok" << std::endl;
  else if (command == "ucinewgame") position_ = Position();
  else if (command == "setoption") onSetOption(args);
  else if (command == "position") onPosition(args);
  else if (command == "go") onGo(args);
  else if (command == "d") onDisplay();
  else info("unknown command '" + excerpt(command) + "'");
  return true;
}

void UciLoop::onUci() {
  out_ << "id name Quadrant " << QUADRANT_VERSION << '\n'
       << "id author the Quadrant developers\n"
       << "option name UCI_Chess960 type check default false\n"
       << "uciok" << std::endl;
}

void UciLoop::onSetOption(std::istream& args) {
  std::string token, name, value;
  args >> token;
  if (token != "name") return info("setoption expects 'name'");
  while (args >> token && token != "value") name += (name.empty() ? "" : " ") + token;
  std::getline(args >> std::ws, value);
  if (lowercase(name) == "uci_chess960") {
    if (value != "true" && value != "false") return info("UCI_Chess960 must be true or false, not '" + excerpt(value) + "'");
    chess960_ = value == "true";
    position_.setChess960(chess960_);
    return;
  }
  info("unknown option '" + excerpt(name) + "'");
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
  if (token == "moves") {
    while (args >> token) {
      const Move m = parseUciMove(next, token);
      if (!m) return info("illegal move '" + excerpt(token) + "' in position " + next.fen());
      next.makeMove(m);
    }
  }
  position_ = next;
}

void UciLoop::onGo(std::istream& args) {
  std::string token;
  args >> token;
  if (token != "perft") return info("only 'go perft N' is available in this build");
  int depth = 0;
  if (!(args >> depth) || depth < 1 || depth > 20) return info("go perft expects a depth from 1 to 20");
  reportPerft(out_, position_, depth, PerftOptions{}, PerftStyle::Uci);
}

void UciLoop::onDisplay() {
  for (int rank = 7; rank >= 0; --rank) {
    out_ << ' ';
    for (int file = 0; file < 8; ++file) {
      const Piece p = position_.pieceOn(makeSquare(file, rank));
      out_ << ' ' << (p == NO_PIECE ? '.' : pieceChar(p));
    }
    out_ << '\n';
  }
  out_ << "Fen: " << position_.fen() << '\n' << "Key: " << std::hex << position_.key() << std::dec << std::endl;
}

void UciLoop::info(const std::string& message) { out_ << "info string " << message << std::endl; }

}  // namespace quadrant

#include "quadrant/book/pgn_writer.h"

#include <algorithm>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "quadrant/core/game.h"
#include "quadrant/core/notation.h"

namespace quadrant {
namespace {

constexpr std::size_t MAX_LINE_LENGTH = 79;

// Movetext laid out in lines of at most MAX_LINE_LENGTH columns. A unit (a move with its number,
// a word of a comment, a parenthesis) is never broken; one longer than a line has a line of
// its own.
class MovetextLines {
 public:
  explicit MovetextLines(std::ostream& out) : out_(out) {}

  void add(const std::string& unit) {
    if (column_ > 0 && column_ + 1 + unit.size() > MAX_LINE_LENGTH) {
      out_ << '\n';
      column_ = 0;
    }
    if (column_ > 0) {
      out_ << ' ';
      ++column_;
    }
    out_ << unit;
    column_ += unit.size();
  }
  void end() {
    if (column_ > 0) out_ << '\n';
    column_ = 0;
  }

 private:
  std::ostream& out_;
  std::size_t column_ = 0;
};

std::string escaped(const std::string& value) {
  std::string text;
  for (char c : value) {
    if (c == '"' || c == '\\') text += '\\';
    text += c;
  }
  return text;
}

// Whether a unit begins a bracketed command ("[%eval") that its words have not closed yet.
bool inCommand(const std::string& unit) {
  return unit.rfind("[%", 0) == 0 && unit.find(']') == std::string::npos;
}

// The words of a comment, braces added to the first and the last; a bracketed command
// ("[%clk 0:03:00]") is one unit however many words it holds.
std::vector<std::string> commentUnits(const std::string& comment) {
  std::string text;
  std::remove_copy(comment.begin(), comment.end(), std::back_inserter(text), '}');
  std::vector<std::string> units;
  std::istringstream words(text);
  for (std::string word; words >> word;) {
    if (!units.empty() && inCommand(units.back()))
      units.back() += ' ' + word;
    else
      units.push_back(word);
  }
  if (!units.empty()) {
    units.front() = '{' + units.front();
    units.back() += '}';
  }
  return units;
}

void writeComment(MovetextLines& lines, const std::string& comment) {
  for (const std::string& unit : commentUnits(comment)) lines.add(unit);
}

// A move with its number when it needs one, and its first NAG as the traditional annotation
// when there is one; the NAGs left, as "$N".
std::vector<std::string> moveUnits(const Position& pos, const PgnMove& m, bool numberBlack) {
  const bool white = pos.sideToMove() == WHITE;
  const std::string number = std::to_string(pos.fullmoveNumber()) + (white ? ". " : "... ");
  std::string move = (white || numberBlack ? number : "") +
                     (m.move == NULL_MOVE ? NULL_MOVE_SAN : moveToSan(pos, m.move));
  std::size_t nagsWritten = 0;
  if (!m.nags.empty() && !suffixOfNag(m.nags.front()).empty()) {
    move += suffixOfNag(m.nags.front());
    nagsWritten = 1;
  }
  std::vector<std::string> units = {move};
  for (std::size_t i = nagsWritten; i < m.nags.size(); ++i)
    units.push_back('$' + std::to_string(m.nags[i]));
  return units;
}

// A line of moves from pos, with its comment, its moves' NAGs, comments and variations.
void writeLine(MovetextLines& lines, Position pos, const PgnLine& line) {
  writeComment(lines, line.comment);
  bool numberBlack = true;  // at the start of a line, after a comment and after a variation
  for (const PgnMove& m : line.moves) {
    for (const std::string& unit : moveUnits(pos, m, numberBlack)) lines.add(unit);
    writeComment(lines, m.comment);
    numberBlack = !m.comment.empty();
    for (const PgnLine& variation : m.variations) {
      if (variation.moves.empty()) continue;
      lines.add("(");
      writeLine(lines, pos, variation);
      lines.add(")");
      numberBlack = true;
    }
    playGameMove(&pos, m.move);
  }
}

bool isTerminationMarker(const std::string& text) {
  return text == "1-0" || text == "0-1" || text == "1/2-1/2" || text == "*";
}

}  // namespace

void writePgn(std::ostream& out, const PgnRecord& game) {
  for (const auto& [name, value] : game.tags)
    out << '[' << name << " \"" << escaped(value) << "\"]\n";
  if (!game.tags.empty()) out << '\n';
  MovetextLines lines(out);
  writeLine(lines, game.start, game.movetext);
  lines.add(isTerminationMarker(game.result) ? game.result : "*");
  lines.end();
  out << '\n';
}

}  // namespace quadrant

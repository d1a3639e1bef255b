#include "quadrant/core/position_line.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "quadrant/core/shown_input.h"

namespace quadrant {
namespace {

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

bool isDigits(const std::string& s) {
  return !s.empty() &&
         std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

// An expected score written as a decimal number from 0 to 1: "1", "0.5", "0.734" (a result, or
// a label blended from a result and a search score).
bool parseExpectedScore(const std::string& text, double* score) {
  const bool wellFormed = text == "0" || text == "1" ||
                          (text.size() >= 3 && (text[0] == '0' || text[0] == '1') &&
                           text[1] == '.' && isDigits(text.substr(2)));
  if (!wellFormed || std::stod(text) > 1.0) return false;
  *score = std::stod(text);
  return true;
}

// Reads a line left to right: whitespace-separated words, ';' ending an operation and
// double-quoted strings (which may hold spaces and ';').
class LineCursor {
 public:
  explicit LineCursor(const std::string& text) : text_(text) {}

  bool atEnd() {
    skipSpace();
    return pos_ >= text_.size();
  }
  bool atSemicolon() { return !atEnd() && text_[pos_] == ';'; }
  void skipSemicolon() { ++pos_; }
  bool atQuote() { return !atEnd() && text_[pos_] == '"'; }

  // The next run of characters that are neither whitespace nor ';' (empty at the end).
  std::string word() {
    skipSpace();
    const std::size_t start = pos_;
    while (pos_ < text_.size() && !isSpace(text_[pos_]) && text_[pos_] != ';') ++pos_;
    return text_.substr(start, pos_ - start);
  }
  std::string peekWord() {
    const std::size_t saved = pos_;
    std::string next = word();
    pos_ = saved;
    return next;
  }
  // Reads the quoted string at the cursor; false when its closing quote is missing.
  bool quoted(std::string* value) {
    skipSpace();
    const std::size_t close = text_.find('"', pos_ + 1);
    if (close == std::string::npos) return false;
    *value = text_.substr(pos_ + 1, close - pos_ - 1);
    pos_ = close + 1;
    return true;
  }
  // What is left of the line without the whitespace around it; the cursor stays.
  std::string rest() {
    skipSpace();
    std::size_t end = text_.size();
    while (end > pos_ && isSpace(text_[end - 1])) --end;
    return text_.substr(pos_, end - pos_);
  }

 private:
  void skipSpace() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) ++pos_;
  }

  const std::string& text_;
  std::size_t pos_ = 0;
};

// The FEN of a line in parts, before the clock operations have had their say.
struct FenParts {
  std::string fields;  // the four fields, single-spaced
  std::string halfmoveClock = "0";
  std::string fullmoveNumber = "1";
};

bool readFenFields(LineCursor& cursor, FenParts* fen, std::string* error) {
  for (int count = 0; count < 4; ++count) {
    if (cursor.atEnd() || cursor.atSemicolon()) {
      *error = "expected 4 FEN fields, found " + std::to_string(count);
      return false;
    }
    fen->fields += (count == 0 ? "" : " ") + cursor.word();
  }
  return true;
}

// Opcodes begin with a letter, so the numbers right after the four fields (two at most) are the
// clocks: a result written as a bare 1 or 0 can only come after both.
void readClocks(LineCursor& cursor, FenParts* fen) {
  if (!isDigits(cursor.peekWord())) return;
  fen->halfmoveClock = cursor.word();
  if (isDigits(cursor.peekWord())) fen->fullmoveNumber = cursor.word();
}

// "opcode operand ...;": the operands run to the ';', which the last operation may leave out.
bool readOperation(LineCursor& cursor, EpdOperation* operation, std::string* error) {
  operation->opcode = cursor.word();
  if (operation->opcode.empty() ||
      !std::isalpha(static_cast<unsigned char>(operation->opcode[0]))) {
    *error = "bad opcode '" + shownInput(operation->opcode) + "'";
    return false;
  }
  while (!cursor.atEnd() && !cursor.atSemicolon()) {
    std::string operand;
    if (!cursor.atQuote()) {
      operand = cursor.word();
    } else if (!cursor.quoted(&operand)) {
      *error = "unterminated string in '" + shownInput(operation->opcode) + "'";
      return false;
    }
    operation->operands.push_back(std::move(operand));
  }
  if (cursor.atSemicolon()) cursor.skipSemicolon();
  return true;
}

bool readOperations(LineCursor& cursor, std::vector<EpdOperation>* operations, std::string* error) {
  while (!cursor.atEnd()) {
    if (cursor.atSemicolon()) {  // an empty operation, as before each ";D1 20" of a perft suite
      cursor.skipSemicolon();
      continue;
    }
    EpdOperation operation;
    if (!readOperation(cursor, &operation, error)) return false;
    operations->push_back(std::move(operation));
  }
  return true;
}

// hmvc and fmvn (the EPD clock operations) override the clocks of the FEN fields.
bool applyClockOperations(const std::vector<EpdOperation>& operations, FenParts* fen,
                          std::string* error) {
  for (const EpdOperation& operation : operations) {
    const bool halfmove = operation.opcode == "hmvc";
    if (!halfmove && operation.opcode != "fmvn") continue;
    if (operation.operands.size() != 1 || !isDigits(operation.operands[0])) {
      *error = "'" + operation.opcode + "' needs one whole number";
      return false;
    }
    (halfmove ? fen->halfmoveClock : fen->fullmoveNumber) = operation.operands[0];
  }
  return true;
}

}  // namespace

const EpdOperation* PositionLine::operation(const std::string& opcode) const {
  const auto found =
      std::find_if(operations.begin(), operations.end(),
                   [&](const EpdOperation& operation) { return operation.opcode == opcode; });
  return found == operations.end() ? nullptr : &*found;
}

std::optional<double> PositionLine::gameResult() const {
  if (result) return result;
  for (const char* opcode : {"c9", "c0"}) {
    const EpdOperation* comment = operation(opcode);
    double whiteScore = 0;
    if (comment && comment->operands.size() == 1 &&
        parseGameResult(comment->operands[0], &whiteScore))
      return whiteScore;
  }
  return std::nullopt;
}

bool readPositionLine(const std::string& line, PositionLine* parsed, std::string* error) {
  LineCursor cursor(line);
  FenParts fen;
  PositionLine read;
  if (!readFenFields(cursor, &fen, error)) return false;
  readClocks(cursor, &fen);
  double whiteScore = 0;
  if (parseGameResult(cursor.rest(), &whiteScore))
    read.result = whiteScore;
  else if (!readOperations(cursor, &read.operations, error))
    return false;
  if (!applyClockOperations(read.operations, &fen, error)) return false;
  read.fen = fen.fields + ' ' + fen.halfmoveClock + ' ' + fen.fullmoveNumber;
  std::string fenError;
  if (!read.position.setFen(read.fen, &fenError)) {
    *error = "invalid FEN: " + fenError;
    return false;
  }
  *parsed = std::move(read);
  return true;
}

bool isBlankOrComment(const std::string& line) {
  const auto first = std::find_if(line.begin(), line.end(), [](char c) { return !isSpace(c); });
  return first == line.end() || *first == '#';
}

void forEachPositionLine(std::istream& in,
                         const std::function<void(int, const PositionLine&)>& onPosition,
                         const std::function<void(int, const std::string&)>& onRefused) {
  PositionLine line;
  std::string error;
  int lineNumber = 0;
  for (std::string text; std::getline(in, text);) {
    ++lineNumber;
    if (isBlankOrComment(text)) continue;
    if (readPositionLine(text, &line, &error))
      onPosition(lineNumber, line);
    else
      onRefused(lineNumber, error);
  }
}

bool parseGameResult(const std::string& text, double* whiteScore) {
  std::string result = text;
  if (!result.empty() && result.back() == ';') result.pop_back();
  const bool enclosed = result.size() >= 2 && ((result.front() == '[' && result.back() == ']') ||
                                               (result.front() == '"' && result.back() == '"'));
  if (enclosed) result = result.substr(1, result.size() - 2);
  static const std::pair<const char*, double> NOTATIONS[] = {
      {"1-0", 1.0}, {"1/2-1/2", 0.5}, {"0-1", 0.0}};
  for (const auto& [notation, score] : NOTATIONS) {
    if (result != notation) continue;
    *whiteScore = score;
    return true;
  }
  return parseExpectedScore(result, whiteScore);
}

}  // namespace quadrant

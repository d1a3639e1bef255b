#include "quadrant/cli/epd_command.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <memory>
#include <sstream>
#include <vector>

#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"
#include "quadrant/eval/score.h"
#include "quadrant/engine/parsing.h"
#include "quadrant/engine/score_text.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"

namespace quadrant {
namespace {

// One EPD operation, "opcode operand operand ...;". Quoted operands lose their quotes.
struct Operation {
  std::string opcode;
  std::vector<std::string> operands;
};

// An EPD line split into its fields: the four FEN fields, the clocks when the line carries them
// as FEN fields 5 and 6 (a common liberty), and the operations.
struct EpdRecord {
  std::vector<std::string> fenFields;
  std::string halfmoveClock = "0";
  std::string fullmoveNumber = "1";
  std::vector<Operation> operations;
};

// A position of the suite with what counts as solving it.
struct EpdPosition {
  Position pos;
  std::string id;
  std::vector<Move> best;   // bm: one of these must be played (when given)
  std::vector<Move> avoid;  // am: none of these may be played
};

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool isDigits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

// Reads EPD text left to right: whitespace-separated words, ';' ending an operation and
// double-quoted strings (which may hold spaces and ';').
class EpdReader {
 public:
  explicit EpdReader(const std::string& text) : text_(text) {}

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
  // Peeks at the next word without consuming it.
  std::string peekWord() {
    const std::size_t saved = pos_;
    std::string w = word();
    pos_ = saved;
    return w;
  }
  // Reads a quoted string at the cursor; false when the closing quote is missing.
  bool quoted(std::string* value) {
    skipSpace();
    const std::size_t close = text_.find('"', pos_ + 1);
    if (close == std::string::npos) return false;
    *value = text_.substr(pos_ + 1, close - pos_ - 1);
    pos_ = close + 1;
    return true;
  }

 private:
  void skipSpace() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) ++pos_;
  }

  const std::string& text_;
  std::size_t pos_ = 0;
};

bool splitEpdLine(const std::string& line, EpdRecord* record, std::string* error) {
  EpdReader reader(line);
  for (int i = 0; i < 4; ++i) {
    if (reader.atEnd() || reader.atSemicolon()) {
      *error = "expected 4 FEN fields, found " + std::to_string(i);
      return false;
    }
    record->fenFields.push_back(reader.word());
  }
  // Opcodes begin with a letter, so numbers here can only be the FEN clocks.
  if (isDigits(reader.peekWord())) {
    record->halfmoveClock = reader.word();
    if (isDigits(reader.peekWord())) record->fullmoveNumber = reader.word();
  }
  while (!reader.atEnd()) {
    if (reader.atSemicolon()) {  // an empty operation
      reader.skipSemicolon();
      continue;
    }
    Operation op;
    op.opcode = reader.word();
    if (op.opcode.empty() || !std::isalpha(static_cast<unsigned char>(op.opcode[0]))) {
      *error = "bad opcode '" + op.opcode + "'";
      return false;
    }
    // Operands run to the ';' (which a last operation may leave out).
    while (!reader.atEnd() && !reader.atSemicolon()) {
      std::string operand;
      if (reader.atQuote()) {
        if (!reader.quoted(&operand)) {
          *error = "unterminated string in '" + op.opcode + "'";
          return false;
        }
      } else {
        operand = reader.word();
      }
      op.operands.push_back(operand);
    }
    if (reader.atSemicolon()) reader.skipSemicolon();
    record->operations.push_back(std::move(op));
  }
  return true;
}

bool parseMoves(const Position& pos, const Operation& op, std::vector<Move>* moves, std::string* error) {
  if (op.operands.empty()) {
    *error = "'" + op.opcode + "' lists no move";
    return false;
  }
  for (const std::string& san : op.operands) {
    const Move m = parseSan(pos, san);
    if (m == Move::none()) {
      *error = "cannot read " + op.opcode + " move '" + san + "' (not a legal move in SAN)";
      return false;
    }
    moves->push_back(m);
  }
  return true;
}

bool parseEpdLine(const std::string& line, EpdPosition* entry, std::string* error) {
  EpdRecord record;
  if (!splitEpdLine(line, &record, error)) return false;
  // hmvc and fmvn override the clocks; the FEN needs them before the moves can be read.
  for (const Operation& op : record.operations) {
    if (op.opcode != "hmvc" && op.opcode != "fmvn") continue;
    long long value = 0;
    if (op.operands.size() != 1 || !parseInteger(op.operands[0], op.opcode == "hmvc" ? 0 : 1, 1000000, &value)) {
      *error = "'" + op.opcode + "' needs one whole number";
      return false;
    }
    (op.opcode == "hmvc" ? record.halfmoveClock : record.fullmoveNumber) = std::to_string(value);
  }
  std::string fen;
  for (const std::string& field : record.fenFields) fen += field + ' ';
  fen += record.halfmoveClock + ' ' + record.fullmoveNumber;
  std::string fenError;
  if (!entry->pos.setFen(fen, &fenError)) {
    *error = "invalid FEN: " + fenError;
    return false;
  }
  for (const Operation& op : record.operations) {
    if (op.opcode == "bm" && !parseMoves(entry->pos, op, &entry->best, error)) return false;
    if (op.opcode == "am" && !parseMoves(entry->pos, op, &entry->avoid, error)) return false;
    if (op.opcode == "id" && !op.operands.empty() && entry->id.empty()) entry->id = op.operands[0];
  }
  if (entry->best.empty() && entry->avoid.empty()) {
    *error = "no 'bm' or 'am' operation: nothing to solve";
    return false;
  }
  return true;
}

bool contains(const std::vector<Move>& moves, Move m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); }

// "bm Qg6 Rf7; am Bxh7" in SAN as this engine writes it.
std::string expectationText(const EpdPosition& entry) {
  std::string text;
  const auto list = [&](const char* opcode, const std::vector<Move>& moves) {
    if (moves.empty()) return;
    if (!text.empty()) text += "; ";
    text += opcode;
    for (Move m : moves) text += ' ' + moveToSan(entry.pos, m);
  };
  list("bm", entry.best);
  list("am", entry.avoid);
  return text;
}

struct Outcome {
  SearchResult result;
  std::uint64_t nodes = 0;
  std::int64_t elapsedMs = 0;
};

// A fresh search, as after ucinewgame: nothing learnt on earlier positions carries over.
Outcome searchFresh(Search& search, TranspositionTable& tt, const Position& pos, const EpdOptions& options) {
  tt.clear();
  search.forgetPastSearches();
  SearchLimits limits;
  if (options.nodes) limits.nodes = options.nodes;
  else limits.movetime = options.movetimeMs;
  Outcome outcome;
  const auto start = std::chrono::steady_clock::now();
  search.prepare(limits, 0);
  outcome.result = search.run(pos, {}, [&](const SearchInfo& info) { outcome.nodes = std::max(outcome.nodes, info.nodes); });
  outcome.elapsedMs =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  return outcome;
}

}  // namespace

int runEpdSuite(const EpdOptions& options, std::ostream& out, std::ostream& err) {
  std::error_code ignored;
  std::ifstream file(options.path);
  if (!file || std::filesystem::is_directory(options.path, ignored)) {
    err << "error: cannot open EPD file '" << options.path << "'\n";
    return 2;
  }
  TranspositionTable tt(1);
  std::string error;
  if (!tt.resize(options.hashMegabytes, &error)) {
    err << "error: " << error << '\n';
    return 2;
  }
  auto search = std::make_unique<Search>(tt);  // large (per-ply tables): keep it off the stack

  int solved = 0, total = 0, skipped = 0, lineNumber = 0;
  for (std::string line; std::getline(file, line);) {
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos || line[first] == '#') continue;  // blank or comment

    EpdPosition entry;
    if (!parseEpdLine(line, &entry, &error)) {
      err << "error: line " << lineNumber << ": " << error << std::endl;
      ++skipped;
      continue;
    }
    const Outcome outcome = searchFresh(*search, tt, entry.pos, options);
    const Move best = outcome.result.best;
    const bool ok = best != Move::none() && (entry.best.empty() || contains(entry.best, best)) && !contains(entry.avoid, best);
    ++total;
    solved += ok;

    std::ostringstream report;
    report << std::left << std::setw(10) << (entry.id.empty() ? "line " + std::to_string(lineNumber) : entry.id) << ' '
           << (ok ? "solved" : "failed") << ' ' << std::right << std::setw(7)
           << (best == Move::none() ? "(none)" : moveToSan(entry.pos, best)) << " (" << expectationText(entry)
           << ")  depth " << outcome.result.depth << "  score " << uciScoreText(outcome.result.score) << "  nodes "
           << outcome.nodes << "  time " << outcome.elapsedMs << " ms";
    out << report.str() << std::endl;
  }
  if (file.bad()) {
    err << "error: cannot read EPD file '" << options.path << "'\n";
    return 2;
  }
  out << "solved " << solved << " / " << total;
  if (skipped > 0) out << "  (" << skipped << (skipped == 1 ? " line" : " lines") << " with errors skipped)";
  out << std::endl;
  return 0;
}

}  // namespace quadrant

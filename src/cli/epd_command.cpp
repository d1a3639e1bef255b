#include "quadrant/cli/epd_command.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>

#include "quadrant/cli/file_search.h"
#include "quadrant/core/count_text.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position_line.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/protocol/score_text.h"
#include "quadrant/search/search.h"

namespace quadrant {
namespace {

// A position of the suite with what counts as solving it.
struct EpdPosition {
  Position pos;
  std::string id;
  std::vector<Move> best;   // bm: one of these must be played (when given)
  std::vector<Move> avoid;  // am: none of these may be played
};

bool parseMoves(const Position& pos, const EpdOperation& op, std::vector<Move>* moves,
                std::string* error) {
  if (op.operands.empty()) {
    *error = "'" + op.opcode + "' lists no move";
    return false;
  }
  for (const std::string& san : op.operands) {
    const Move m = parseSan(pos, san);
    if (m == Move::none()) {
      *error =
          "cannot read " + op.opcode + " move '" + shownInput(san) + "' (not a legal move in SAN)";
      return false;
    }
    moves->push_back(m);
  }
  return true;
}

bool toEpdPosition(const PositionLine& line, EpdPosition* entry, std::string* error) {
  entry->pos = line.position;
  for (const EpdOperation& op : line.operations) {
    if (op.opcode == "bm" && !parseMoves(entry->pos, op, &entry->best, error)) return false;
    if (op.opcode == "am" && !parseMoves(entry->pos, op, &entry->avoid, error)) return false;
  }
  const EpdOperation* id = line.operation("id");
  if (id && !id->operands.empty()) entry->id = id->operands[0];
  if (entry->best.empty() && entry->avoid.empty()) {
    *error = "no 'bm' or 'am' operation: nothing to solve";
    return false;
  }
  return true;
}

bool contains(const std::vector<Move>& moves, Move m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

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
Outcome searchFresh(Search& search, TranspositionTable& tt, const Position& pos,
                    const SearchLimits& limits) {
  tt.clear();
  search.forgetPastSearches();
  Outcome outcome;
  const auto start = std::chrono::steady_clock::now();
  search.prepare(limits, 0);
  outcome.result = search.run(pos, {}, [&](const SearchInfo& info) {
    outcome.nodes = std::max(outcome.nodes, info.nodes);
  });
  outcome.elapsedMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
  return outcome;
}

// The suite's running count.
struct Tally {
  int solved = 0, total = 0;
  int skipped = 0;  // lines with errors
};

// Searches the position and prints its verdict: "ID solved|failed MOVE (bm ...; am ...) depth ...",
// the ID, which comes from the file, as input is shown.
void solveAndReport(const EpdPosition& entry, int lineNumber, FileSearch& file, Tally* tally,
                    std::ostream& out) {
  const Outcome outcome = searchFresh(file.search(), file.table(), entry.pos, file.limits());
  const Move best = outcome.result.best;
  const bool ok = best != Move::none() && (entry.best.empty() || contains(entry.best, best)) &&
                  !contains(entry.avoid, best);
  ++tally->total;
  tally->solved += ok;

  std::ostringstream report;
  report << std::left << std::setw(10)
         << (entry.id.empty() ? "line " + std::to_string(lineNumber) : shownInput(entry.id)) << ' '
         << (ok ? "solved" : "failed") << ' ' << std::right << std::setw(7)
         << (best == Move::none() ? "(none)" : moveToSan(entry.pos, best)) << " ("
         << expectationText(entry) << ")  depth " << outcome.result.depth << "  score "
         << uciScoreText(outcome.result.score) << "  nodes " << outcome.nodes << "  time "
         << outcome.elapsedMs << " ms";
  out << report.str() << std::endl;
}

// Searches every position of the file and sums up; returns the exit status.
int runEpdSuite(FileSearch& file, std::ostream& out, const Diagnostics& diagnostics) {
  Tally tally;
  const auto skip = [&](int lineNumber, const std::string& reason) {
    diagnostics.error("line " + std::to_string(lineNumber) + ": " + reason);
    ++tally.skipped;
  };
  const auto onPosition = [&](int lineNumber, const PositionLine& line) {
    EpdPosition entry;
    std::string reason;
    if (toEpdPosition(line, &entry, &reason))
      solveAndReport(entry, lineNumber, file, &tally, out);
    else
      skip(lineNumber, reason);
  };
  forEachPositionLine(file.input(), onPosition, skip);
  if (file.input().bad()) return diagnostics.fail("cannot read " + file.source());
  if (tally.total == 0) return diagnostics.fail("no position to solve in " + file.source());
  out << "solved " << tally.solved << " / " << tally.total;
  if (tally.skipped > 0)
    out << "  (" << countText(tally.skipped, "line", "lines") << " with errors skipped)";
  out << std::endl;
  return 0;
}

}  // namespace

int runEpdCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics) {
  FileSearch file("an EPD file", "EPD file", FileSearch::StandardInput::Refused);
  file.declare(arguments);
  if (!arguments.parse() || !file.open(arguments, diagnostics) || !file.equip(diagnostics))
    return FAILURE_STATUS;
  return runEpdSuite(file, out, diagnostics);
}

}  // namespace quadrant

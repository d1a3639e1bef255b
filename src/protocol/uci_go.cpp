#include "quadrant/protocol/uci_go.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <optional>
#include <string_view>

#include "quadrant/core/notation.h"
#include "quadrant/core/parsing.h"
#include "quadrant/core/ply.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/search/matefinder.h"

namespace quadrant {
namespace {

// A number of go as written: its whole part, and whether a fraction followed it.
struct WrittenNumber {
  long long whole;
  bool fraction;
};

// A longer number is held at this, far above every range of go, so that it is clamped as a
// merely large one is.
constexpr long long HELD_NUMBER = 1LL << 62;

bool allDigits(std::string_view text) {
  return std::all_of(text.begin(), text.end(),
                     [](unsigned char c) { return std::isdigit(c) != 0; });
}

// "12", "-12", "+12" or "1000.5"; nothing for any other text.
std::optional<WrittenNumber> writtenNumber(std::string_view text) {
  const bool negative = !text.empty() && text.front() == '-';
  if (!text.empty() && (text.front() == '-' || text.front() == '+')) text.remove_prefix(1);
  const std::size_t point = text.find('.');
  const bool fraction = point != std::string_view::npos;
  const std::string_view whole = text.substr(0, point);
  const std::string_view decimals = fraction ? text.substr(point + 1) : std::string_view();
  if (whole.empty() || !allDigits(whole) ||
      (fraction && (decimals.empty() || !allDigits(decimals))))
    return std::nullopt;
  long long value = 0;
  for (const char digit : whole)
    value =
        value > HELD_NUMBER / 10 ? HELD_NUMBER : std::min(HELD_NUMBER, value * 10 + (digit - '0'));
  return WrittenNumber{negative ? -value : value, fraction};
}

// A number go takes: its keyword, its range and where the value goes.
struct NumberField {
  const char* keyword;
  long long low, high;
  void (*store)(SearchLimits& limits, long long value);
};

// Clocks and increments take negative values, which count as 0: GUIs send a clock below zero
// once it has run out.
const NumberField NUMBER_FIELDS[] = {
    {"wtime", -GO_MAX_CLOCK_MS, GO_MAX_CLOCK_MS,
     [](SearchLimits& l, long long v) { l.time[WHITE] = std::max(0LL, v); }},
    {"btime", -GO_MAX_CLOCK_MS, GO_MAX_CLOCK_MS,
     [](SearchLimits& l, long long v) { l.time[BLACK] = std::max(0LL, v); }},
    {"winc", -GO_MAX_CLOCK_MS, GO_MAX_CLOCK_MS,
     [](SearchLimits& l, long long v) { l.increment[WHITE] = std::max(0LL, v); }},
    {"binc", -GO_MAX_CLOCK_MS, GO_MAX_CLOCK_MS,
     [](SearchLimits& l, long long v) { l.increment[BLACK] = std::max(0LL, v); }},
    {"movestogo", 0, GO_MAX_MOVES_TO_GO,
     [](SearchLimits& l, long long v) { l.movesToGo = int(v); }},
    {"depth", 1, MAX_DEPTH, [](SearchLimits& l, long long v) { l.depth = int(v); }},
    {"nodes", 1, GO_MAX_NODES, [](SearchLimits& l, long long v) { l.nodes = std::uint64_t(v); }},
    {"movetime", 1, GO_MAX_CLOCK_MS, [](SearchLimits& l, long long v) { l.movetime = v; }},
    {"mate", 1, MateFinderOptions::MAX_MATE_MOVES,
     [](SearchLimits& l, long long v) { l.mate = int(v); }},
};

const NumberField* numberField(const std::string& keyword) {
  for (const NumberField& field : NUMBER_FIELDS)
    if (keyword == field.keyword) return &field;
  return nullptr;
}

bool isKeyword(const std::string& word) {
  return numberField(word) || word == "infinite" || word == "ponder" || word == "searchmoves" ||
         word == "perft";
}

// "go depth expects a number from 1 to 245"
std::string expectation(const std::string& keyword, long long low, long long high) {
  return "go " + keyword + " expects a number from " + std::to_string(low) + " to " +
         std::to_string(high);
}

// Reads the words of one go, left to right.
class GoReader {
 public:
  GoReader(std::istream& words, const Position& root)
      : words_(std::istream_iterator<std::string>(words), {}), root_(root) {}

  GoCommand read() {
    while (next_ < words_.size()) readKeyword(words_[next_++]);
    if (!go_.perft && !hasLimit()) {
      if (!go_.notes.empty()) note("no limit left: searching until stop");
      go_.limits.infinite = true;
    }
    return std::move(go_);
  }

 private:
  void readKeyword(const std::string& keyword) {
    if (const NumberField* field = numberField(keyword)) return readNumber(*field);
    if (keyword == "infinite") return void(go_.limits.infinite = true);
    if (keyword == "ponder") return void(go_.limits.ponder = true);
    if (keyword == "searchmoves") return readSearchMoves();
    if (keyword == "perft") return readPerftDepth();
    note("unknown go parameter '" + shownInput(keyword) + "': left out");
  }

  // The word after a keyword is its value, unless it is a keyword itself: "go nodes movetime
  // 100" lacks the nodes and searches 100 ms.
  std::optional<std::string> takeValue() {
    if (next_ == words_.size() || isKeyword(words_[next_])) return std::nullopt;
    return words_[next_++];
  }

  void readNumber(const NumberField& field) {
    const std::optional<std::string> text = takeValue();
    const std::optional<WrittenNumber> number = text ? writtenNumber(*text) : std::nullopt;
    const std::string expected = expectation(field.keyword, field.low, field.high);
    if (!number)
      return note(expected + (text ? ", not '" + shownInput(*text) + "'" : "") + ": left out");
    const long long value = std::clamp(number->whole, field.low, field.high);
    if (number->fraction || value != number->whole)
      note(expected + ", not '" + shownInput(*text) + "': taking " + std::to_string(value));
    field.store(go_.limits, value);
  }

  // A count is not a search: a depth out of range is refused rather than clamped (a clamped
  // "perft 25" would run for months).
  void readPerftDepth() {
    go_.perft = true;
    const std::optional<std::string> text = takeValue();
    long long depth = 0;
    if (text && parseInteger(*text, 1, GO_MAX_PERFT_DEPTH, &depth)) {
      go_.perftDepth = int(depth);
      return;
    }
    go_.perftDepth = 0;
    note(expectation("perft", 1, GO_MAX_PERFT_DEPTH) +
         (text ? ", not '" + shownInput(*text) + "'" : "") + ": nothing counted");
  }

  // The moves up to the next keyword (GUIs send searchmoves last). With none of them legal,
  // the list is empty and every move is searched.
  void readSearchMoves() {
    bool given = false;
    while (next_ < words_.size() && !isKeyword(words_[next_])) {
      const std::string& word = words_[next_++];
      given = true;
      if (const Move m = parseUciMove(root_, word))
        go_.limits.searchMoves.push_back(m);
      else
        note("searchmoves: '" + shownInput(word) + "' is not a legal move here: left out");
    }
    if (given && go_.limits.searchMoves.empty())
      note("searchmoves: no legal move given: searching every move");
  }

  // A go without a limit searches until stop, as go infinite does (and the end of input stops
  // it as it stops go infinite, rather than waiting for a search that does not end).
  bool hasLimit() const {
    const SearchLimits& l = go_.limits;
    return l.infinite || l.depth || l.nodes || l.movetime || l.mate ||
           l.time[root_.sideToMove()] >= 0;
  }

  void note(const std::string& text) { go_.notes.push_back(text); }

  const std::vector<std::string> words_;
  std::size_t next_ = 0;
  const Position& root_;
  GoCommand go_;
};

}  // namespace

GoCommand readGoCommand(std::istream& words, const Position& root) {
  return GoReader(words, root).read();
}

}  // namespace quadrant

#include "quadrant/book/pgn_record.h"

#include <iterator>

namespace quadrant {
namespace {

// The traditional annotations, each at the index of its NAG.
constexpr std::string_view SUFFIXES[] = {"", "!", "?", "!!", "??", "!?", "?!"};

}  // namespace

int nagOfSuffix(std::string_view suffix) {
  for (int nag = 1; nag < int(std::size(SUFFIXES)); ++nag)
    if (SUFFIXES[nag] == suffix) return nag;
  return 0;
}

std::string_view suffixOfNag(int nag) {
  return nag > 0 && nag < int(std::size(SUFFIXES)) ? SUFFIXES[nag] : "";
}

std::string PgnRecord::tag(const std::string& name) const {
  for (const auto& [tagName, value] : tags)
    if (tagName == name) return value;
  return "";
}

std::vector<Move> PgnRecord::mainLineMoves() const {
  std::vector<Move> moves;
  for (const PgnMove& m : movetext.moves) moves.push_back(m.move);
  return moves;
}

}  // namespace quadrant

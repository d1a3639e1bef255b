#include "quadrant/book/book_builder.h"

#include <algorithm>
#include <limits>

#include "quadrant/core/game.h"

namespace quadrant {
namespace {

constexpr std::uint64_t MAX_WEIGHT = std::numeric_limits<std::uint16_t>::max();

// The weight of a move played `count` times in a position whose most played move was played
// `heaviest` times: the count itself when it fits, else scaled, but never below 1 (a weight of
// 0 would read as "never play").
std::uint16_t scaledWeight(std::uint64_t count, std::uint64_t heaviest) {
  if (heaviest <= MAX_WEIGHT) return std::uint16_t(count);
  return std::uint16_t(std::max<std::uint64_t>(1, count * MAX_WEIGHT / heaviest));
}

}  // namespace

void BookBuilder::addGame(const Position& start, const std::vector<Move>& moves) {
  Position pos = start;
  const std::size_t plies = std::min(moves.size(), std::size_t(std::max(0, options_.maxPly)));
  // A book holds moves played: past a null move (an analysis's pass) the game is no game.
  for (std::size_t ply = 0; ply < plies && moves[ply] != NULL_MOVE; ++ply) {
    ++counts_[{pos.key(), polyglotMove(moves[ply])}];
    pos.makeMove(moves[ply]);
  }
}

std::vector<PolyglotEntry> BookBuilder::entries() const {
  std::vector<PolyglotEntry> book;
  for (auto first = counts_.begin(); first != counts_.end();) {
    const Key key = first->first.first;
    auto last = first;
    std::uint64_t heaviest = 0;
    for (; last != counts_.end() && last->first.first == key; ++last)
      heaviest = std::max(heaviest, last->second);
    for (auto it = first; it != last; ++it) {
      if (it->second < std::uint64_t(std::max(1, options_.minGames))) continue;
      book.push_back({key, it->first.second, scaledWeight(it->second, heaviest), 0});
    }
    first = last;
  }
  return book;
}

}  // namespace quadrant

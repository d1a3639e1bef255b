// Builds a Polyglot opening book from games: every move a game plays within the first maxPly
// plies becomes an entry for the position it was played in.
//
// An entry's weight is how many times the move was played in that position over all the games
// (a game that reaches the position twice counts twice), so reading the book back gives the
// games' own move counts. Entries played fewer than minGames times are left out. When a
// position's heaviest move was played more than 65535 times, that position's weights are scaled
// down together so that they fit in 16 bits and keep their proportions.
#pragma once

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "quadrant/book/polyglot.h"
#include "quadrant/core/position.h"

namespace quadrant {

struct BookBuildOptions {
  int maxPly = 40;
  int minGames = 1;
};

class BookBuilder {
 public:
  explicit BookBuilder(const BookBuildOptions& options) : options_(options) {}

  // Precondition: moves are legal in sequence from start, up to a null move (core/game.h's
  // NULL_MOVE), where the game's moves stop counting.
  void addGame(const Position& start, const std::vector<Move>& moves);

  // The book's entries, weighted and filtered as described above, sorted by key.
  std::vector<PolyglotEntry> entries() const;

 private:
  BookBuildOptions options_;
  // (key, Polyglot move) -> times played; the map's order is the book's key order.
  std::map<std::pair<Key, std::uint16_t>, std::uint64_t> counts_;
};

}  // namespace quadrant

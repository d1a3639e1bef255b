// Fuzzes the PGN reader and the book builder it feeds: every game read holds only legal moves
// from its start position, and the book built from the games is in key order.
#include <algorithm>
#include <sstream>
#include <string>

#include "harness.h"
#include "quadrant/book/book_builder.h"
#include "quadrant/book/pgn.h"
#include "quadrant/core/movegen.h"

using namespace quadrant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in{std::string(fuzz::asText(data, size))};
  PgnReader reader(in);
  BookBuilder builder(BookBuildOptions{});
  PgnGame game;
  while (reader.next(&game)) {
    fuzz::checkPosition(game.start);
    Position pos = game.start;
    for (Move m : game.moves) {
      fuzz::check(isLegal(pos, m), "a game's moves are legal in sequence");
      pos.makeMove(m);
    }
    builder.addGame(game.start, game.moves);
  }
  const std::vector<PolyglotEntry> entries = builder.entries();
  fuzz::check(
      std::is_sorted(entries.begin(), entries.end(),
                     [](const PolyglotEntry& a, const PolyglotEntry& b) { return a.key < b.key; }),
      "the built book is in key order");
  return 0;
}

// Fuzzes Polyglot book reading: the input is written to a file and read by the book loader the
// engine uses (EngineBook, as for the BookFile option). A book that loads is then queried the
// way the engine queries it, along the moves it holds from the start position: each move given
// must be one of its entries for that position and legal there.
#include <set>
#include <string>

#include "../temp_path.h"
#include "harness.h"
#include "quadrant/core/movegen.h"
#include "quadrant/engine/engine_book.h"

using namespace quadrant;

namespace {

constexpr int WALK_PLIES = 6;

// Each position is visited once: a book may lead back to a position it has been through.
void walk(EngineBook& book, const Position& pos, int pliesLeft, std::set<Key>& seen) {
  if (!seen.insert(pos.key()).second) return;
  std::string notice;
  const std::vector<BookMove> moves = book.moves(pos, &notice);
  const Move chosen = book.choose(pos, &notice);
  fuzz::check(!chosen || isLegal(pos, chosen), "a chosen book move is legal");
  bool chosenIsListed = !chosen;
  for (const BookMove& b : moves) {
    fuzz::check(isLegal(pos, b.move), "a listed book move is legal");
    chosenIsListed = chosenIsListed || b.move == chosen;
  }
  fuzz::check(chosenIsListed, "the chosen move is one of the book's moves");
  if (pliesLeft == 0) return;
  for (const BookMove& b : moves) {
    Position next = pos;
    next.makeMove(b.move);
    walk(book, next, pliesLeft - 1, seen);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // A new file every time: rewriting one in place makes ext4 flush it to disk at every close.
  const test::TempPath file("book_fuzz.bin");
  file.write(std::string(fuzz::asText(data, size)));
  EngineBook book;
  std::string error;
  if (!book.setFile(file.str(), &error)) {
    fuzz::check(!error.empty(), "a refused book comes with a reason");
    return 0;
  }
  book.setEnabled(true);
  for (int variety : {0, 50, 100}) {
    book.setVariety(variety);
    book.setMinWeight(variety == 50 ? 2 : 0);
    std::set<Key> seen;
    walk(book, Position(), variety == 0 ? WALK_PLIES : 1, seen);
  }
  return 0;
}

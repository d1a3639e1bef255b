// Fuzzes the PGN reader, the book builder it feeds and the PGN writer: every game read holds only
// legal moves (and null moves out of check) from its start position and one comment entry more
// than moves, a game read without a problem is written and read back as the same game, and the
// book built from the games is in key order.
#include <algorithm>
#include <sstream>
#include <string>

#include "harness.h"
#include "quadrant/book/book_builder.h"
#include "quadrant/book/pgn.h"
#include "quadrant/book/pgn_writer.h"
#include "quadrant/core/movegen.h"

using namespace quadrant;

namespace {

// Writes the game back and reads it again: the same tags, start, moves and comments (less the
// '}' the writer leaves out), and no problem.
void checkRoundTrip(const PgnGame& game) {
  PgnRecord record{game.tags, game.start, game.comments.front(), {}, game.result};
  for (std::size_t i = 0; i < game.moves.size(); ++i)
    record.moves.push_back({game.moves[i], "", game.comments[i + 1], {}});
  std::ostringstream out;
  writePgn(out, record);
  std::istringstream in(out.str());
  PgnReader reader(in);
  PgnGame again;
  fuzz::check(reader.next(&again), "a game written reads back");
  fuzz::check(again.problem.empty(), "a game written reads back without a problem");
  fuzz::check(again.tags == game.tags, "a game written keeps its tags");
  fuzz::check(again.start.fen() == game.start.fen(), "a game written keeps its start");
  fuzz::check(again.moves == game.moves, "a game written keeps its moves");
  std::vector<std::string> comments = game.comments;
  for (std::string& comment : comments) {
    comment.erase(std::remove(comment.begin(), comment.end(), '}'), comment.end());
    std::istringstream words(comment);
    comment.clear();
    for (std::string word; words >> word;) comment += (comment.empty() ? "" : " ") + word;
  }
  fuzz::check(again.comments == comments, "a game written keeps its comments");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in{std::string(fuzz::asText(data, size))};
  PgnReader reader(in);
  BookBuilder builder(BookBuildOptions{});
  PgnGame game;
  while (reader.next(&game)) {
    fuzz::checkPosition(game.start);
    Position pos = game.start;
    for (Move m : game.moves) {
      fuzz::check(m == NULL_MOVE ? !pos.inCheck() : isLegal(pos, m),
                  "a game's moves are legal in sequence, a null move out of check");
      playGameMove(&pos, m);
    }
    fuzz::check(game.comments.size() == game.moves.size() + 1, "a comment entry per move");
    if (game.problem.empty()) checkRoundTrip(game);
    builder.addGame(game.start, game.moves);
  }
  const std::vector<PolyglotEntry> entries = builder.entries();
  fuzz::check(
      std::is_sorted(entries.begin(), entries.end(),
                     [](const PolyglotEntry& a, const PolyglotEntry& b) { return a.key < b.key; }),
      "the built book is in key order");
  return 0;
}

// Fuzzes the PGN reader, the book builder it feeds and the PGN writer: every game read holds only
// legal moves (and null moves out of check) from its start position, in its main line and in its
// variations, a game read without a problem is written and read back as the same game, and the
// book built from the games is in key order.
#include <algorithm>
#include <iterator>
#include <sstream>
#include <string>

#include "harness.h"
#include "quadrant/book/book_builder.h"
#include "quadrant/book/pgn.h"
#include "quadrant/book/pgn_writer.h"
#include "quadrant/core/movegen.h"

using namespace quadrant;

namespace {

// A comment as it reads back once written: without '}' (which the writer leaves out), its
// words one space apart.
std::string writtenComment(const std::string& comment) {
  std::string text;
  std::remove_copy(comment.begin(), comment.end(), std::back_inserter(text), '}');
  std::istringstream words(text);
  std::string spaced;
  for (std::string word; words >> word;) spaced += (spaced.empty() ? "" : " ") + word;
  return spaced;
}

// Whether `again`, read back from what was written of `line`, is the same line.
bool sameLine(const PgnLine& again, const PgnLine& line) {
  if (again.comment != writtenComment(line.comment) || again.moves.size() != line.moves.size())
    return false;
  for (std::size_t i = 0; i < line.moves.size(); ++i) {
    const PgnMove &a = again.moves[i], &m = line.moves[i];
    if (a.move != m.move || a.nags != m.nags || a.comment != writtenComment(m.comment) ||
        a.variations.size() != m.variations.size())
      return false;
    for (std::size_t v = 0; v < m.variations.size(); ++v)
      if (!sameLine(a.variations[v], m.variations[v])) return false;
  }
  return true;
}

// Every move of the line and of its variations is legal where it is played, a null move out
// of check.
void checkLegal(Position pos, const PgnLine& line) {
  for (const PgnMove& m : line.moves) {
    fuzz::check(m.move == NULL_MOVE ? !pos.inCheck() : isLegal(pos, m.move),
                "a game's moves are legal in sequence, a null move out of check");
    for (const PgnLine& variation : m.variations) checkLegal(pos, variation);
    playGameMove(&pos, m.move);
  }
}

// Writes the game back and reads it again: the same tags, start and movetext (comments less
// the '}' the writer leaves out), and no problem.
void checkRoundTrip(const PgnGame& game) {
  std::ostringstream out;
  writePgn(out, game);
  std::istringstream in(out.str());
  PgnReader reader(in);
  PgnGame again;
  fuzz::check(reader.next(&again), "a game written reads back");
  fuzz::check(again.problem.empty(), "a game written reads back without a problem");
  fuzz::check(again.tags == game.tags, "a game written keeps its tags");
  fuzz::check(again.start.fen() == game.start.fen(), "a game written keeps its start");
  fuzz::check(sameLine(again.movetext, game.movetext),
              "a game written keeps its moves, NAGs, comments and variations");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in{std::string(fuzz::asText(data, size))};
  PgnReader reader(in);
  BookBuilder builder(BookBuildOptions{});
  PgnGame game;
  while (reader.next(&game)) {
    fuzz::checkPosition(game.start);
    checkLegal(game.start, game.movetext);
    if (game.problem.empty()) checkRoundTrip(game);
    builder.addGame(game.start, game.mainLineMoves());
  }
  const std::vector<PolyglotEntry> entries = builder.entries();
  fuzz::check(
      std::is_sorted(entries.begin(), entries.end(),
                     [](const PolyglotEntry& a, const PolyglotEntry& b) { return a.key < b.key; }),
      "the built book is in key order");
  return 0;
}

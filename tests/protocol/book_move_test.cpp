#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../temp_path.h"
#include "quadrant/book/polyglot.h"
#include "quadrant/core/notation.h"
#include "quadrant/protocol/book_move.h"
#include "quadrant/protocol/line_writer.h"

using namespace quadrant;
using test::TempPath;

namespace {

// An engine playing from a book with one move, 1.e4, from the start position.
void useE4Book(Engine& engine, const TempPath& file) {
  const Position start;
  std::string error;
  REQUIRE(writePolyglotBook(
      file.str(), {{start.key(), polyglotMove(parseUciMove(start, "e2e4")), 1, 0}}, &error));
  std::string message;
  REQUIRE(engine.setOption(*findOption("OwnBook"), "true", &message));
  REQUIRE(engine.setOption(*findOption("BookFile"), file.str(), &message));
}

SearchLimits gameMove() {
  SearchLimits limits;
  limits.movetime = 100;
  return limits;
}

}  // namespace

TEST_CASE("bookMoveToPlay gives the book's move for a game move and nothing for analysis",
          "[book][protocol]") {
  TempPath book("book_move_e4.bin");
  Engine engine;
  useE4Book(engine, book);
  std::vector<std::string> told;
  const BookNotices tell = {[&](const std::string& n) { told.push_back("not found: " + n); },
                            [&](const std::string& n) { told.push_back("unreadable: " + n); }};
  const Position start;
  CHECK(bookMoveToPlay(engine, start, gameMove(), tell) == parseUciMove(start, "e2e4"));
  SearchLimits analysis;
  analysis.infinite = true;
  CHECK_FALSE(bookMoveToPlay(engine, start, analysis, tell));
  Position afterE4 = start;
  afterE4.makeMove(parseUciMove(start, "e2e4"));
  CHECK_FALSE(bookMoveToPlay(engine, afterE4, gameMove(), tell));
  CHECK(told.empty());  // a book read whole, found where it was set: nothing to tell
}

TEST_CASE("LineWriter::sendLines prefixes every line of a message and sends none for none",
          "[protocol]") {
  std::ostringstream out;
  LineWriter writer(out);
  writer.sendLines("info string ", "found 5 tables\nin /tb");
  writer.sendLines("# ", "");
  writer.sendLines("# ", "one line");
  CHECK(out.str() == "info string found 5 tables\ninfo string in /tb\n# one line\n");
}

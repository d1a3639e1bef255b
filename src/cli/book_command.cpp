#include "quadrant/cli/book_command.h"

#include "quadrant/book/polyglot.h"
#include "quadrant/core/count_text.h"
#include "quadrant/core/key_text.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"
#include "quadrant/protocol/book_text.h"

namespace quadrant {

int runBookCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics) {
  std::string path;
  Position pos;
  arguments.textArgument("a Polyglot book file", &path);
  arguments.fenArgument(&pos);
  if (!arguments.parse()) return FAILURE_STATUS;
  PolyglotBook book;
  std::string error;
  if (!book.load(path, &error)) return diagnostics.fail(error);
  const std::vector<BookMove> moves = book.entries(pos);
  out << "book " << path << ": " << countText(book.size(), "entry", "entries") << '\n'
      << "position " << pos.fen() << "  key " << keyText(pos.key()) << '\n';
  const std::size_t dropped = book.entryCount(pos) - moves.size();
  if (dropped > 0)
    diagnostics.warn(std::to_string(dropped) +
                     " book entries for this position name illegal moves; skipped");
  if (moves.empty()) {
    out << "no book moves\n";
    return 0;
  }
  for (const std::string& line : bookMoveLines(pos, moves, moveToUci)) out << line << '\n';
  return 0;
}

}  // namespace quadrant

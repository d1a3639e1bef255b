#include "quadrant/cli/book_command.h"

#include <cstdio>

#include "quadrant/book/polyglot.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"
#include "quadrant/engine/book_text.h"

namespace quadrant {
namespace {

std::string hexKey(Key key) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(key));
  return text;
}

}  // namespace

int runBookCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.size() < 2) {
    err << "error: book needs a Polyglot book file: quadrant book FILE [FEN]\n";
    return 2;
  }
  std::string fen;
  for (std::size_t i = 2; i < args.size(); ++i) fen += (fen.empty() ? "" : " ") + args[i];
  Position pos;
  std::string error;
  if (!fen.empty() && !pos.setFen(fen, &error)) {
    err << "error: invalid FEN: " << error << '\n';
    return 2;
  }
  PolyglotBook book;
  if (!book.load(args[1], &error)) {
    err << "error: " << error << '\n';
    return 2;
  }
  const std::vector<BookMove> moves = book.entries(pos);
  out << "book " << args[1] << ": " << book.size() << (book.size() == 1 ? " entry" : " entries") << '\n'
      << "position " << pos.fen() << "  key " << hexKey(pos.key()) << '\n';
  const std::size_t dropped = book.entryCount(pos) - moves.size();
  if (dropped > 0) err << "warning: " << dropped << " book entries for this position name illegal moves; skipped\n";
  if (moves.empty()) {
    out << "no book moves\n";
    return 0;
  }
  for (const std::string& line : bookMoveLines(pos, moves, moveToUci)) out << line << '\n';
  return 0;
}

}  // namespace quadrant

// A reader for games in Portable Game Notation (PGN), as opening-book sources and annotated
// games are written.
//
// Understood: tag pairs ([Name "value"], with \" and \\ escapes), a start position from the FEN
// tag (Chess960 when the Variant tag names it), movetext in SAN with move numbers ("1.", "1...",
// "12.e4"), the null move "--" (ChessBase's and Lichess's exports of analysis: the side to move
// passes), numeric annotation glyphs ($1) and the traditional annotations, glued to a move
// ("e4!?") or written apart from it ("e4 !?"), both read as NAGs, comments ({...} and ; to the
// end of the line), variations (...) nested as deep as MAX_VARIATION_DEPTH, "%" escape lines,
// game termination markers (1-0, 0-1, 1/2-1/2, *) and a UTF-8 byte-order mark before the first
// game (Windows tools write one). The game comes back as a PgnRecord (book/pgn_record.h): the
// main line and its variations with their comments and NAGs, so that a tool can write the game
// back whole.
//
// A game whose main line names an illegal or unreadable move keeps the moves before it; the rest
// of its movetext is skipped and the problem is reported, so one bad game never spoils the
// games after it. A variation with such a move keeps its moves before it and loses the rest of
// itself, which is reported too; the main line goes on. A game of another variant than standard
// chess and Chess960 (its Variant tag says which) keeps its tags and no move.
#pragma once

#include <istream>
#include <string>

#include "quadrant/book/pgn_record.h"
#include "quadrant/core/game.h"

namespace quadrant {

// Variations nested deeper than this are skipped (and reported): the reader reads each level
// with a call of its own, and a file may nest thousands.
constexpr int MAX_VARIATION_DEPTH = 32;

struct PgnGame : PgnRecord {
  // Comments before the first move are movetext.comment, several in one place are joined by a
  // space, and every run of white space (line breaks too) becomes one space. Comments before or
  // between tags, NAGs before a line's first move and what follows an unreadable move are
  // dropped.

  // Empty unless part of the game could not be read; what it quotes of the game is escaped
  // and cut short (core/shown_input.h), so a message may show it as it is. A problem of the main
  // line comes before one of a variation, which comes before a stray character.
  std::string problem;
  // The main line goes on past movetext.moves, unread: the reading stopped at `problem` (an
  // illegal move, a bad FEN tag, a variant). A problem that leaves the main line whole (a stray
  // character, a variation cut short) leaves this false.
  bool cutShort = false;
  int firstLine = 0;  // the line where the game starts, for messages
};

class PgnReader {
 public:
  explicit PgnReader(std::istream& in);

  // Reads the next game into *game; false when the input holds no further game.
  bool next(PgnGame* game);

 private:
  enum class TokenKind { Symbol, Nag, Comment, VariationStart, VariationEnd, TagOpen, End };
  struct Token {
    TokenKind kind;
    std::string text;  // Symbol, Nag (its digits) and Comment only
  };
  // What went wrong in the movetext of the game being read, by kind (PgnGame::problem).
  struct Problems {
    std::string mainLine, variation, stray;
  };

  int peekChar();
  int getChar();
  void skipWhitespace();
  void skipToEndOfLine();
  bool readComment(std::string* text);
  void readTag(PgnGame* game);
  bool readQuoted(std::string* text);
  Token nextMovetextToken();
  void readTags(PgnGame* game, std::string comment);
  void setUpStart(PgnGame* game);
  Move readMove(const Position& pos, const std::string& san, std::string* problem);
  Token readLine(Position pos, PgnLine* line, int depth, bool skipping);
  void skipVariation();
  void readMovetext(PgnGame* game);
  void skipByteOrderMark();

  std::istream& in_;
  int line_ = 1;
  bool atLineStart_ = true;  // "%" escapes only count in the first column
  Problems problems_;        // of the game being read
};

}  // namespace quadrant

// A reader for games in Portable Game Notation (PGN), as opening-book sources are written.
//
// Understood: tag pairs ([Name "value"], with \" and \\ escapes), a start position from the FEN
// tag (Chess960 when the Variant tag names it), movetext in SAN with move numbers ("1.", "1...",
// "12.e4"), the null move "--" (ChessBase's and Lichess's exports of analysis: the side to move
// passes), annotations glued to moves ("e4!?"), numeric annotation glyphs ($1), comments ({...}
// and ; to the end of the line), "%" escape lines, game termination markers (1-0, 0-1,
// 1/2-1/2, *) and a UTF-8 byte-order mark before the first game (Windows tools write one).
// Variations (...), nested or not, are skipped: a book is built from main lines. The comments
// of the main line are kept with the move they follow, so that a tool can write the game back
// with them.
//
// A game whose movetext names an illegal or unreadable move keeps the moves before it; the rest
// of its movetext is skipped and the problem is reported, so one bad game never spoils the
// games after it. A game of another variant than standard chess and Chess960 (its Variant tag
// says which) keeps its tags and no move.
#pragma once

#include <istream>
#include <string>
#include <utility>
#include <vector>

#include "quadrant/core/game.h"
#include "quadrant/core/position.h"

namespace quadrant {

// The null move as PGN writes it; PgnGame::moves holds it as core/game.h's NULL_MOVE (played
// with playGameMove), and it is never read where the side to move is in check.
constexpr const char* NULL_MOVE_SAN = "--";

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in file order
  Position start;
  std::vector<Move> moves;  // legal in sequence from start (or NULL_MOVE, out of check)
  // The main line's comments: comments[0] those before the first move, comments[i] those after
  // moves[i - 1]; several in one place are joined by a space, and every run of white space
  // (line breaks too) becomes one space. Always moves.size() + 1 entries ("" where there is
  // none). Comments before or between tags, inside variations and after an unreadable move
  // are dropped.
  std::vector<std::string> comments;
  // The termination marker, or the Result tag when the movetext has none; "*" when neither.
  std::string result = "*";
  // Empty unless part of the game could not be read; what it quotes of the game is escaped
  // and cut short (core/shown_input.h), so a message may show it as it is.
  std::string problem;
  // The movetext goes on past `moves`, unread: the reading stopped at `problem` (an illegal
  // move, a bad FEN tag, a variant). A problem that leaves the moves whole (a stray character)
  // leaves this false.
  bool cutShort = false;
  int firstLine = 0;  // the line where the game starts, for messages

  // The value of a tag, or "" when the game has none by that name.
  std::string tag(const std::string& name) const;
};

class PgnReader {
 public:
  explicit PgnReader(std::istream& in);

  // Reads the next game into *game; false when the input holds no further game.
  bool next(PgnGame* game);

 private:
  enum class TokenKind { Symbol, Comment, TagOpen, End };
  struct Token {
    TokenKind kind;
    std::string text;  // Symbol and Comment only
  };

  int peekChar();
  int getChar();
  void skipWhitespace();
  void skipToEndOfLine();
  bool readComment(std::string* text);
  bool skipComment() { return readComment(nullptr); }
  bool skipVariation();
  void readTag(PgnGame* game);
  bool readQuoted(std::string* text);
  Token nextMovetextToken(std::string* problem);
  void readTags(PgnGame* game, std::string comment);
  void setUpStart(PgnGame* game);
  Move readMove(const Position& pos, const std::string& token, std::string* problem);
  void readMovetext(PgnGame* game);
  void skipByteOrderMark();

  std::istream& in_;
  int line_ = 1;
  bool atLineStart_ = true;  // "%" escapes only count in the first column
};

}  // namespace quadrant

#include "quadrant/book/pgn.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <sstream>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/parsing.h"
#include "quadrant/core/shown_input.h"

namespace quadrant {
namespace {

constexpr int END_OF_INPUT = std::char_traits<char>::eof();

// Characters of SAN moves, move numbers and termination markers; '.' is left out so that
// "12.e4" splits into the move number and the move.
bool isSymbolChar(int c) {
  // strchr would also find the string's terminating NUL, so a NUL byte is ruled out first.
  return c != END_OF_INPUT && c != 0 &&
         (std::isalnum(c) || std::strchr("_+#=:-/!?*", c) != nullptr);
}

bool isTerminationMarker(const std::string& text) {
  return text == "1-0" || text == "0-1" || text == "1/2-1/2" || text == "*";
}

// The mark some PGN writers put after an en-passant capture, as a word of its own.
const std::string EN_PASSANT_MARK = "e.p.";

// Whether a '.' read after `text` belongs to the en-passant mark ("e" or "e.p" so far), rather
// than ending a move number.
bool continuesEnPassantMark(const std::string& text) { return text == "e" || text == "e.p"; }

bool isMoveNumber(const std::string& text) {
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

bool namesChess960(const std::string& variant) {
  const std::string name = lowercase(variant);
  return name.find("960") != std::string::npos || name.find("fischer") != std::string::npos;
}

// Standard chess goes by several names: Lichess writes "Standard", or "From Position" for a
// game set up from a FEN.
bool namesStandardChess(const std::string& variant) {
  const std::string name = lowercase(variant);
  return name.empty() || name == "standard" || name == "chess" || name == "from position";
}

// Why a move that parseSan could not read cannot be played in pos.
std::string unplayableReason(const Position& pos, const std::string& move) {
  const std::string quoted = "'" + shownInput(move) + "'";
  if (!legalMoves(pos).empty()) return quoted + " is not a legal move in " + pos.fen();
  return quoted + " comes after " + (pos.inCheck() ? "checkmate" : "stalemate") +
         ": the game was already over";
}

// Adds the words of a comment to *comments, one space between words.
void appendComment(const std::string& comment, std::string* comments) {
  std::istringstream words(comment);
  for (std::string word; words >> word;) *comments += (comments->empty() ? "" : " ") + word;
}

// A symbol split into its move and the traditional annotation glued to it ("e4!?": "e4" and
// $5). A symbol that is all annotation ("!?", written apart from its move) gives no move, and no
// NAG when it is none of the six ("!!!"); a move with such an annotation ("e4!!!") is left
// whole, for parseSan to read without it.
std::pair<std::string, int> splitSuffix(const std::string& symbol) {
  const std::size_t at = symbol.find_first_of("!?");
  if (at == std::string::npos || symbol.find_first_not_of("!?", at) != std::string::npos)
    return {symbol, 0};
  const int nag = nagOfSuffix(std::string_view(symbol).substr(at));
  if (at == 0) return {"", nag};
  return {nag ? symbol.substr(0, at) : symbol, nag};
}

}  // namespace

PgnReader::PgnReader(std::istream& in) : in_(in) { skipByteOrderMark(); }

int PgnReader::peekChar() { return in_.peek(); }

int PgnReader::getChar() {
  const int c = in_.get();
  atLineStart_ = c == '\n';
  if (c == '\n') ++line_;
  return c;
}

// The mark's bytes as far as they match: an input that begins with a part of it holds no PGN
// there anyway.
void PgnReader::skipByteOrderMark() {
  for (const int c : {0xEF, 0xBB, 0xBF}) {
    if (peekChar() != c) return;
    getChar();
  }
}

// Also skips "%" escape lines, which belong to no game.
void PgnReader::skipWhitespace() {
  for (int c = peekChar(); c != END_OF_INPUT; c = peekChar()) {
    if (c == '%' && atLineStart_)
      skipToEndOfLine();
    else if (std::isspace(c))
      getChar();
    else
      return;
  }
}

void PgnReader::skipToEndOfLine() {
  for (int c = getChar(); c != END_OF_INPUT && c != '\n'; c = getChar()) {}
}

// Reads a "{...}" or ";..." comment at the read position into *text (when given); false when
// there is none.
bool PgnReader::readComment(std::string* text) {
  const int c = peekChar();
  if (c != ';' && c != '{') return false;
  getChar();
  const int end = c == ';' ? '\n' : '}';
  for (int d = getChar(); d != END_OF_INPUT && d != end; d = getChar())
    if (text) text->push_back(char(d));
  return true;
}

// "value" with \" and \\ escapes; the read position is at the opening quote.
bool PgnReader::readQuoted(std::string* text) {
  if (peekChar() != '"') return false;
  getChar();
  for (int c = getChar(); c != END_OF_INPUT && c != '\n'; c = getChar()) {
    if (c == '"') return true;
    if (c == '\\' && (peekChar() == '"' || peekChar() == '\\')) c = getChar();
    text->push_back(char(c));
  }
  return false;
}

// [Name "value"]; the read position is at '['. A malformed tag is dropped up to its ']' or the
// end of its line.
void PgnReader::readTag(PgnGame* game) {
  getChar();
  std::string name, value;
  while (peekChar() == ' ' || peekChar() == '\t') getChar();
  while (std::isalnum(peekChar()) || peekChar() == '_') name.push_back(char(getChar()));
  while (peekChar() == ' ' || peekChar() == '\t') getChar();
  const bool wellFormed = !name.empty() && readQuoted(&value);
  for (int c = peekChar(); c != END_OF_INPUT && c != '\n'; c = peekChar()) {
    getChar();
    if (c == ']') break;
  }
  if (wellFormed) game->tags.emplace_back(name, value);
}

// The comments after the last tag (or, in a game without tags, those before its movetext) are
// the movetext's, before its first move; `comment` holds those read before the first tag.
void PgnReader::readTags(PgnGame* game, std::string comment) {
  for (;;) {
    skipWhitespace();
    if (std::string text; readComment(&text)) {
      appendComment(text, &comment);
      continue;
    }
    if (peekChar() != '[') break;
    readTag(game);
    comment.clear();
  }
  game->movetext.comment = comment;
}

void PgnReader::setUpStart(PgnGame* game) {
  game->start = Position();
  const std::string variant = game->tag("Variant");
  const bool chess960 = namesChess960(variant);
  game->start.setChess960(chess960);
  const std::string fen = game->tag("FEN");
  std::string error;
  if (!chess960 && !namesStandardChess(variant))
    game->problem = "the variant '" + shownInput(variant) + "' is not standard chess or Chess960";
  else if (!fen.empty() && !game->start.setFen(fen, &error))
    game->problem = "invalid FEN tag: " + error;
  game->cutShort = !game->problem.empty();
}

PgnReader::Token PgnReader::nextMovetextToken() {
  for (;;) {
    skipWhitespace();
    const int c = peekChar();
    if (c == END_OF_INPUT) return {TokenKind::End, ""};
    if (c == '[') return {TokenKind::TagOpen, ""};
    if (std::string comment; readComment(&comment)) return {TokenKind::Comment, comment};
    if (isSymbolChar(c)) {
      std::string text;
      while (isSymbolChar(peekChar()) || (peekChar() == '.' && continuesEnPassantMark(text)))
        text.push_back(char(getChar()));
      // "exd6 e.p.": the mark says what the move is already, and is passed over.
      if (!isMoveNumber(text) && text != EN_PASSANT_MARK) return {TokenKind::Symbol, text};
      continue;
    }
    getChar();
    if (c == '(') return {TokenKind::VariationStart, ""};
    if (c == ')') return {TokenKind::VariationEnd, ""};
    if (c == '$') {
      std::string digits;
      while (std::isdigit(peekChar())) digits.push_back(char(getChar()));
      return {TokenKind::Nag, digits};
    }
    if (c != '.' && problems_.stray.empty()) {
      // Stray characters are skipped; the first is worth a word, as it may hide a lost move.
      const char stray = char(c);
      problems_.stray = "line " + std::to_string(line_) + ": unexpected character '" +
                        shownInput({&stray, 1}) + "' skipped";
    }
  }
}

// The move SAN names in pos (NULL_MOVE for "--"); Move::none() with *problem set when it cannot
// be played there.
Move PgnReader::readMove(const Position& pos, const std::string& san, std::string* problem) {
  const std::string where = "line " + std::to_string(line_) + ": ";
  if (san == NULL_MOVE_SAN) {
    if (pos.inCheck()) *problem = where + "a null move '--' in check, in " + pos.fen();
    return NULL_MOVE;
  }
  const Move m = parseSan(pos, san);
  if (!m) *problem = where + unplayableReason(pos, san);
  return m;
}

// Skips the rest of a variation whose '(' has been read, with the variations inside it.
void PgnReader::skipVariation() {
  for (int depth = 1; depth > 0;) {
    const TokenKind kind = nextMovetextToken().kind;
    if (kind == TokenKind::End || kind == TokenKind::TagOpen) return;
    depth += kind == TokenKind::VariationStart ? 1 : kind == TokenKind::VariationEnd ? -1 : 0;
  }
}

// Reads the line that starts in pos into *line, `depth` variations deep (0: the main line), and
// returns the token that ends it: the end of the input or a tag, the main line's termination
// marker, or a variation's ')'. While `skipping` (the main line after a bad start) its tokens are
// passed over. A move that cannot be played ends what the line keeps: the rest is passed over.
PgnReader::Token PgnReader::readLine(Position pos, PgnLine* line, int depth, bool skipping) {
  const bool mainLine = depth == 0;
  Position beforeLast = pos;  // where a variation of the last move starts
  for (;;) {
    Token token = nextMovetextToken();
    switch (token.kind) {
      case TokenKind::End:
      case TokenKind::TagOpen: return token;
      case TokenKind::VariationEnd:
        if (!mainLine) return token;
        break;  // a stray ')' in the main line
      case TokenKind::VariationStart:
        if (skipping || line->moves.empty()) {
          skipVariation();
        } else if (depth == MAX_VARIATION_DEPTH) {
          skipVariation();
          if (problems_.variation.empty())
            problems_.variation = "line " + std::to_string(line_) + ": variations nested over " +
                                  std::to_string(MAX_VARIATION_DEPTH) + " deep skipped";
        } else {
          PgnLine variation;
          readLine(beforeLast, &variation, depth + 1, false);
          if (!variation.moves.empty())
            line->moves.back().variations.push_back(std::move(variation));
        }
        break;
      case TokenKind::Comment:
        if (!skipping)
          appendComment(token.text,
                        line->moves.empty() ? &line->comment : &line->moves.back().comment);
        break;
      case TokenKind::Nag:
        if (long long nag = 0;
            !skipping && !line->moves.empty() && parseInteger(token.text, 0, 255, &nag))
          line->moves.back().nags.push_back(int(nag));
        break;
      case TokenKind::Symbol: {
        if (isTerminationMarker(token.text)) {
          if (mainLine) return token;
          break;  // no marker ends a variation
        }
        if (skipping) break;
        const auto [san, nag] = splitSuffix(token.text);
        if (san.empty()) {  // an annotation written apart from its move: "e4 !?"
          if (nag && !line->moves.empty()) line->moves.back().nags.push_back(nag);
          break;
        }
        std::string problem;
        const Move m = readMove(pos, san, &problem);
        if (!problem.empty()) {
          std::string& kept = mainLine ? problems_.mainLine : problems_.variation;
          if (kept.empty()) kept = problem;
          skipping = true;
          break;
        }
        line->moves.push_back({m, {}, "", {}});
        if (nag) line->moves.back().nags.push_back(nag);
        beforeLast = pos;
        playGameMove(&pos, m);
        break;
      }
    }
  }
}

void PgnReader::readMovetext(PgnGame* game) {
  problems_ = Problems();
  const Token end = readLine(game->start, &game->movetext, 0, game->cutShort);
  if (!problems_.mainLine.empty()) game->cutShort = true;
  for (const std::string* problem : {&problems_.mainLine, &problems_.variation, &problems_.stray})
    if (game->problem.empty()) game->problem = *problem;
  const std::string tagged = game->tag("Result");
  game->result = end.kind == TokenKind::Symbol ? end.text : !tagged.empty() ? tagged : "*";
}

bool PgnReader::next(PgnGame* game) {
  *game = PgnGame();
  // Comments with no game after them (after the last game's marker) make no game.
  std::string comment;
  skipWhitespace();
  for (std::string text; readComment(&text); text.clear()) {
    appendComment(text, &comment);
    skipWhitespace();
  }
  if (peekChar() == END_OF_INPUT) return false;
  game->firstLine = line_;
  readTags(game, comment);
  setUpStart(game);
  readMovetext(game);
  return true;
}

}  // namespace quadrant

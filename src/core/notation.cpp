#include "quadrant/core/notation.h"

#include <cctype>

#include "quadrant/core/movegen.h"

namespace quadrant {

std::string squareName(Square sq) { return {char('a' + fileOf(sq)), char('1' + rankOf(sq))}; }

namespace {

Square castlingKingTarget(Move m) {
  return makeSquare(m.to() > m.from() ? 6 : 2, rankOf(m.from()));
}

PieceType pieceTypeFromChar(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'N': return KNIGHT;
    case 'B': return BISHOP;
    case 'R': return ROOK;
    case 'Q': return QUEEN;
    case 'K': return KING;
    default: return NO_PIECE_TYPE;
  }
}

bool givesMate(const Position& pos, Move m, bool* check) {
  Position after = pos;
  after.makeMove(m);
  *check = after.inCheck();
  return *check && legalMoves(after).empty();
}

}  // namespace

std::string moveToUci(Move m, bool chess960) {
  if (!m) return "0000";
  const Square to = m.isCastling() && !chess960 ? castlingKingTarget(m) : m.to();
  std::string text = squareName(m.from()) + squareName(to);
  if (m.isPromotion()) text += pieceChar(makePiece(BLACK, m.promotion()));
  return text;
}

std::string moveToUci(const Position& pos, Move m) { return moveToUci(m, pos.isChess960()); }

Move parseUciMove(const Position& pos, std::string_view text) {
  if (text.size() < 4 || text.size() > 5) return Move::none();
  // The promotion letter in either case: some GUIs and tools write "a7a8Q".
  std::string move(text);
  if (move.size() == 5) move[4] = char(std::tolower(static_cast<unsigned char>(move[4])));
  for (Move m : legalMoves(pos)) {
    if (moveToUci(m, false) == move || moveToUci(m, true) == move) return m;
  }
  return Move::none();
}

std::string moveToSan(const Position& pos, Move m) {
  std::string san;
  const PieceType pt = pos.typeOn(m.from());
  if (m.isCastling()) {
    san = m.to() > m.from() ? "O-O" : "O-O-O";
  } else {
    const bool capture = pos.isCapture(m);
    if (pt == PAWN) {
      if (capture) san += char('a' + fileOf(m.from()));
    } else {
      san += pieceChar(makePiece(WHITE, pt));
      // Disambiguate by file, then by rank, then by both, among same-type moves to the square.
      bool ambiguous = false, fileClash = false, rankClash = false;
      for (Move other : legalMoves(pos)) {
        if (other == m || other.to() != m.to() || other.isCastling() ||
            pos.typeOn(other.from()) != pt)
          continue;
        ambiguous = true;
        fileClash |= fileOf(other.from()) == fileOf(m.from());
        rankClash |= rankOf(other.from()) == rankOf(m.from());
      }
      if (ambiguous && (!fileClash || rankClash)) san += char('a' + fileOf(m.from()));
      if (ambiguous && fileClash) san += char('1' + rankOf(m.from()));
    }
    if (capture) san += 'x';
    san += squareName(m.to());
    if (m.isPromotion()) san += std::string("=") + pieceChar(makePiece(WHITE, m.promotion()));
  }
  bool check = false;
  const bool mate = givesMate(pos, m, &check);
  if (check) san += mate ? '#' : '+';
  return san;
}

Move parseSan(const Position& pos, std::string_view text) {
  std::string s(text);
  while (!s.empty() && std::string("+#!?").find(s.back()) != std::string::npos) s.pop_back();
  for (char& c : s)
    if (c == '0') c = 'O';
  const MoveList moves = legalMoves(pos);
  if (s == "O-O" || s == "O-O-O") {
    for (Move m : moves)
      if (m.isCastling() && (m.to() > m.from()) == (s == "O-O")) return m;
    return Move::none();
  }

  PieceType promotion = NO_PIECE_TYPE;
  // A destination always ends in a digit, so a trailing piece letter is a promotion.
  if (!s.empty() && pieceTypeFromChar(s.back()) != NO_PIECE_TYPE &&
      pieceTypeFromChar(s.back()) != KING) {
    promotion = pieceTypeFromChar(s.back());
    s.pop_back();
    if (!s.empty() && s.back() == '=') s.pop_back();
  }
  if (s.size() < 2) return Move::none();
  const char fileChar = s[s.size() - 2], rankChar = s[s.size() - 1];
  if (fileChar < 'a' || fileChar > 'h' || rankChar < '1' || rankChar > '8') return Move::none();
  const Square to = makeSquare(fileChar - 'a', rankChar - '1');
  s.resize(s.size() - 2);

  PieceType pt = PAWN;
  if (!s.empty() && std::isupper(static_cast<unsigned char>(s[0]))) {
    pt = pieceTypeFromChar(s[0]);
    if (pt == NO_PIECE_TYPE) return Move::none();
    s.erase(0, 1);
  }
  // A capture's 'x', or the '-' of long algebraic notation ("e2-e4", "Ng1-f3").
  if (!s.empty() && (s.back() == 'x' || s.back() == '-')) s.pop_back();
  int fromFile = -1, fromRank = -1;
  for (char c : s) {
    if (c >= 'a' && c <= 'h')
      fromFile = c - 'a';
    else if (c >= '1' && c <= '8')
      fromRank = c - '1';
    else
      return Move::none();
  }

  Move found = Move::none();
  for (Move m : moves) {
    if (m.isCastling() || m.to() != to || pos.typeOn(m.from()) != pt) continue;
    if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
    if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
    if ((m.isPromotion() ? m.promotion() : NO_PIECE_TYPE) != promotion) continue;
    if (found) return Move::none();  // ambiguous
    found = m;
  }
  return found;
}

}  // namespace quadrant

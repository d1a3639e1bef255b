// FEN, X-FEN and Shredder-FEN reading and writing for Position.
#include <cctype>
#include <sstream>
#include <vector>

#include "quadrant/core/fen_board.h"
#include "quadrant/core/position.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/core/zobrist.h"

namespace quadrant {
namespace {

std::vector<std::string> splitFields(std::string_view text) {
  std::vector<std::string> fields;
  std::istringstream in{std::string(text)};
  for (std::string field; in >> field;) fields.push_back(field);
  return fields;
}

// A field or a character as error messages quote it: a FEN may come from anywhere.
std::string quoted(std::string_view text) { return "'" + shownInput(text) + "'"; }

bool parseCounter(const std::string& text, int limit, int* value) {
  if (text.empty() || text.size() > 6) return false;
  for (char c : text)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  *value = std::stoi(text);
  return *value <= limit;
}

}  // namespace

// Builds a position field by field; each step returns an error message or an empty string.
class FenParser {
 public:
  explicit FenParser(Position& pos) : pos_(pos) {}

  std::string parse(std::string_view fen) {
    const auto fields = splitFields(fen);
    if (fields.size() < 4) return "FEN needs at least 4 fields (board, side, castling, en passant)";
    if (fields.size() > 6) return "unexpected text after the FEN: " + quoted(fields[6]);
    std::string error = parseBoard(fields[0]);
    if (error.empty()) error = parseSide(fields[1]);
    if (error.empty()) error = checkMaterial();
    if (error.empty()) error = parseCastling(fields[2]);
    if (error.empty()) error = parseEnPassant(fields[3]);
    if (error.empty()) error = parseClocks(fields);
    if (error.empty()) error = checkKingSafety();
    return error;
  }

  // The castling rights the FEN gave that parse() left out, each with its reason.
  const std::vector<std::string>& dropped() const { return dropped_; }

 private:
  std::string parseBoard(const std::string& board) {
    int rank = 7, file = 0;
    for (char c : board) {
      if (c == '/') {
        if (file != 8) return "rank " + std::to_string(rank + 1) + " does not have 8 squares";
        if (--rank < 0) return "the board has more than 8 ranks";
        file = 0;
      } else if (c >= '1' && c <= '8') {
        file += c - '0';
        if (file > 8) return "rank " + std::to_string(rank + 1) + " has more than 8 squares";
      } else {
        const Piece p = pieceFromLetter(c);
        if (p == NO_PIECE) return "invalid character " + quoted({&c, 1}) + " in the board";
        if (file > 7) return "rank " + std::to_string(rank + 1) + " has more than 8 squares";
        pieces_[makeSquare(file++, rank)] = p;
      }
    }
    if (rank != 0 || file != 8) return "the board does not have 8 ranks of 8 squares";
    return {};
  }

  std::string parseSide(const std::string& side) {
    if (side != "w" && side != "b") return "side to move must be 'w' or 'b', not " + quoted(side);
    pos_.sideToMove_ = side == "w" ? WHITE : BLACK;
    for (Square sq = 0; sq < 64; ++sq)
      if (pieces_[sq] != NO_PIECE) pos_.putPiece(sq, pieces_[sq]);
    if (pos_.sideToMove_ == WHITE) pos_.key_ ^= zobrist::whiteToMove();
    return {};
  }

  std::string checkMaterial() const {
    for (Color c : {WHITE, BLACK}) {
      const char* name = c == WHITE ? "white" : "black";
      const int kings = popcount(pos_.pieces(c, KING));
      if (kings == 0) return std::string("missing ") + name + " king";
      if (kings > 1) return std::string("more than one ") + name + " king";
      if (popcount(pos_.pieces(c, PAWN)) > 8) return std::string("more than 8 ") + name + " pawns";
      if (popcount(pos_.pieces(c)) > 16) return std::string("more than 16 ") + name + " pieces";
    }
    if (pos_.pawns() & (rankBB(0) | rankBB(7))) return "pawn on the first or last rank";
    return {};
  }

  std::string parseCastling(const std::string& field) {
    if (field == "-") return {};
    for (char c : field) {
      const Color color = std::isupper(static_cast<unsigned char>(c)) ? WHITE : BLACK;
      const char upper = char(std::toupper(static_cast<unsigned char>(c)));
      const Square king = pos_.kingSquare(color);
      const int backRank = relativeRank(color, 0);
      if (upper != 'K' && upper != 'Q' && (upper < 'A' || upper > 'H'))
        return "invalid character " + quoted({&c, 1}) + " in the castling field";
      // A right that cannot be used is dropped, as GUIs and python-chess drop it: a FEN
      // written by hand or by a tool often keeps "KQkq" after the pieces have moved.
      if (rankOf(king) != backRank) {
        drop(c, "the king is not on its first rank");
        continue;
      }
      const Square rook = castlingRook(color, king, upper);
      if (rook == NO_SQUARE) {
        drop(c, "no rook to castle with");
        continue;
      }
      const int right = castlingIndex(color, rook > king);
      if (pos_.castlingRights_ & (1u << right))
        return "castling right " + quoted({&c, 1}) + " given twice";
      pos_.castlingRights_ |= std::uint8_t(1u << right);
      pos_.castlingRooks_[right] = std::uint8_t(rook);
    }
    pos_.key_ ^= zobrist::castling(pos_.castlingRights_);
    return {};
  }

  void drop(char right, const std::string& why) {
    dropped_.push_back("castling right " + quoted({&right, 1}) + " dropped: " + why);
  }

  // The rook a castling letter names (K or Q: the outermost on that side of the king; A to H:
  // the one on that file), or NO_SQUARE.
  Square castlingRook(Color color, Square king, char upper) const {
    if (upper == 'K' || upper == 'Q') return outermostRook(color, king, upper == 'K');
    const Square rook = makeSquare(upper - 'A', relativeRank(color, 0));
    return rook != king && (pos_.pieces(color, ROOK) & squareBB(rook)) ? rook : NO_SQUARE;
  }

  Square outermostRook(Color color, Square king, bool kingSide) const {
    const Bitboard rooks = pos_.pieces(color, ROOK) & rankBB(rankOf(king));
    const Bitboard side =
        kingSide ? rooks & ~((squareBB(king) << 1) - 1) : rooks & (squareBB(king) - 1);
    if (!side) return NO_SQUARE;
    return kingSide ? msb(side) : lsb(side);
  }

  std::string parseEnPassant(const std::string& field) {
    if (field == "-") return {};
    if (field.size() != 2 || field[0] < 'a' || field[0] > 'h' || field[1] < '1' || field[1] > '8')
      return "invalid en-passant square " + quoted(field);
    const Color us = pos_.sideToMove_;
    const Square sq = makeSquare(field[0] - 'a', field[1] - '1');
    if (rankOf(sq) != relativeRank(us, 5))
      return "en-passant square " + quoted(field) + " is not on the " +
             (us == WHITE ? "6th" : "3rd") + " rank";
    const Square pushed = sq - pawnDirection(us), origin = sq + pawnDirection(us);
    if (!(pos_.pieces(~us, PAWN) & squareBB(pushed)) ||
        (pos_.occupied() & (squareBB(sq) | squareBB(origin))))
      return "en-passant square " + quoted(field) + " does not follow a double pawn push";
    pos_.setEnPassantIfCapturable(sq, us, pos_.pawns() & pos_.us());
    return {};
  }

  std::string parseClocks(const std::vector<std::string>& fields) {
    int halfmove = 0, fullmove = 1;
    if (fields.size() > 4 && !parseCounter(fields[4], Position::MAX_COUNTER, &halfmove))
      return "invalid halfmove clock " + quoted(fields[4]);
    if (fields.size() > 5 && !parseCounter(fields[5], Position::MAX_COUNTER, &fullmove))
      return "invalid fullmove number " + quoted(fields[5]);
    pos_.halfmoveClock_ = std::uint16_t(halfmove);
    pos_.fullmoveNumber_ = std::uint16_t(fullmove < 1 ? 1 : fullmove);
    return {};
  }

  std::string checkKingSafety() {
    const Color us = pos_.sideToMove_;
    if (pos_.isAttackedBy(pos_.kingSquare(~us), us)) return "the side not to move is in check";
    pos_.checkers_ = pos_.attackersOfKing();
    if (popcount(pos_.checkers_) > 2) return "the side to move is in check by more than two pieces";
    return {};
  }

  Position& pos_;
  Piece pieces_[64] = {};
  std::vector<std::string> dropped_;
};

bool Position::setFen(std::string_view fen, std::string* error, std::vector<std::string>* dropped) {
  Position parsed{EmptyBoard{}};
  FenParser parser(parsed);
  const std::string problem = parser.parse(fen);
  if (!problem.empty()) {
    if (error) *error = problem;
    return false;
  }
  if (dropped) *dropped = parser.dropped();
  parsed.chess960_ = chess960_;
  *this = parsed;
  return true;
}

std::string Position::fen(CastlingNotation notation) const {
  return fenWith(sideToMove_, Square(enPassant_), notation);
}

bool Position::withSideToMove(Color side, Position* turned, std::string* error) const {
  Position next;
  next.setChess960(chess960_);
  if (!next.setFen(fenWith(side, NO_SQUARE, CastlingNotation::XFen), error)) return false;
  *turned = next;
  return true;
}

std::string Position::fenWith(Color side, Square enPassant, CastlingNotation notation) const {
  Board board;
  for (Square sq = 0; sq < 64; ++sq) board[sq] = pieceOn(sq);
  std::string out = fenPlacement(board);
  out += side == WHITE ? " w " : " b ";
  if (!castlingRights_) out += '-';
  for (int right = 0; right < 4; ++right) {
    if (!(castlingRights_ & (1u << right))) continue;
    const Color c = Color(right >> 1);
    const Square rook = castlingRooks_[right];
    const bool kingSide = !(right & 1);
    // X-FEN writes K/Q unless another rook stands further out on the same side.
    const Bitboard beyond = kingSide ? ~((squareBB(rook) << 1) - 1) : squareBB(rook) - 1;
    const bool outermost = !(pieces(c, ROOK) & rankBB(rankOf(rook)) & beyond);
    char letter = notation == CastlingNotation::XFen && outermost ? (kingSide ? 'K' : 'Q')
                                                                  : char('A' + fileOf(rook));
    out += c == WHITE ? letter : char(std::tolower(static_cast<unsigned char>(letter)));
  }
  out += ' ';
  if (enPassant == NO_SQUARE)
    out += '-';
  else
    out += std::string{char('a' + fileOf(enPassant)), char('1' + rankOf(enPassant))};
  out += ' ' + std::to_string(halfmoveClock_) + ' ' + std::to_string(fullmoveNumber_);
  return out;
}

}  // namespace quadrant

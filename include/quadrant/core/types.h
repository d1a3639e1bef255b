// Basic vocabulary of the board core: squares, colours, pieces and moves.
#pragma once

#include <cstdint>

namespace quadrant {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

// Squares are numbered a1 = 0, b1 = 1, ..., h8 = 63 (little-endian rank-file mapping).
using Square = int;
constexpr Square NO_SQUARE = 64;

constexpr int fileOf(Square sq) { return sq & 7; }
constexpr int rankOf(Square sq) { return sq >> 3; }
constexpr Square makeSquare(int file, int rank) { return rank * 8 + file; }
constexpr bool isValidSquare(Square sq) { return sq >= 0 && sq < 64; }

enum Color : int { WHITE = 0, BLACK = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Piece types use the quad-bitboard encoding: bit 0 is stored in P0, bit 1 in P1, bit 2 in P2.
enum PieceType : int {
  NO_PIECE_TYPE = 0,
  PAWN = 1,
  KNIGHT = 2,
  BISHOP = 3,
  ROOK = 4,
  QUEEN = 5,
  KING = 6
};

// A coloured piece: the type in bits 0-2, the colour in bit 3.
enum Piece : int { NO_PIECE = 0 };
constexpr Piece makePiece(Color c, PieceType pt) { return Piece((c << 3) | pt); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 7); }
constexpr Color colorOf(Piece p) { return Color(p >> 3); }
// FEN letters: "PNBRQK" for White, "pnbrqk" for Black.
constexpr char pieceChar(Piece p) { return " PNBRQK  pnbrqk"[p & 15]; }

// Castling rights, one bit each; indices 0..3 match the Polyglot castling keys.
enum CastlingRight : int { WHITE_OO = 0, WHITE_OOO = 1, BLACK_OO = 2, BLACK_OOO = 3 };
constexpr int castlingIndex(Color c, bool kingSide) { return c * 2 + (kingSide ? 0 : 1); }

// A move in 16 bits: from (0-5), to (6-11), promotion piece (12-13: knight..queen), kind (14-15).
// Castling is stored as "king takes own rook": `to` is the rook's square, which is unambiguous in
// Chess960 as well as in standard chess.
enum class MoveKind : int { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal, PieceType promo = KNIGHT)
      : data_(std::uint16_t(from | (to << 6) | ((promo - KNIGHT) << 12) | (int(kind) << 14))) {}

  static constexpr Move none() { return Move(); }
  static constexpr Move fromRaw(std::uint16_t raw) {
    Move m;
    m.data_ = raw;
    return m;
  }

  constexpr Square from() const { return data_ & 63; }
  constexpr Square to() const { return (data_ >> 6) & 63; }
  constexpr MoveKind kind() const { return MoveKind(data_ >> 14); }
  constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + KNIGHT); }
  constexpr bool isPromotion() const { return kind() == MoveKind::Promotion; }
  constexpr bool isCastling() const { return kind() == MoveKind::Castling; }
  constexpr bool isEnPassant() const { return kind() == MoveKind::EnPassant; }
  constexpr std::uint16_t raw() const { return data_; }
  constexpr explicit operator bool() const { return data_ != 0; }
  constexpr bool operator==(Move o) const { return data_ == o.data_; }
  constexpr bool operator!=(Move o) const { return data_ != o.data_; }

 private:
  std::uint16_t data_ = 0;  // 0 is a1a1, never a legal move, so it doubles as "no move"
};

}  // namespace quadrant

// The quad-bitboard position (as in QBBEngine).
//
// Four bitboards encode every piece: qbb_[0] holds the side to move's pieces, and qbb_[1..3]
// hold bits 0..2 of each piece's type (pawn 001, knight 010, bishop 011, rook 100, queen 101,
// king 110). Every piece set is derived by boolean operations on them. Beside the board the
// position keeps the rotated-index line occupancies for slider attacks, the incremental keys,
// castling rights with their rook squares (Chess960), the en-passant square and the clocks.
//
// Positions are copy-made: to play a move, copy the position and call makeMove on the copy.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "quadrant/core/attacks.h"
#include "quadrant/core/bitboard.h"
#include "quadrant/core/piece_square.h"
#include "quadrant/core/types.h"

namespace quadrant {

// How castling rights are written in FEN output: X-FEN uses KQkq where the castling rook is the
// outermost one and a file letter otherwise; Shredder-FEN always uses the rook's file letter.
enum class CastlingNotation { XFen, Shredder };

class Position {
 public:
  static constexpr const char* START_FEN =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  // The halfmove clock and the fullmove number stop here rather than wrap, and FEN reading
  // takes every value up to it: the FEN a position writes always reads back.
  static constexpr int MAX_COUNTER = 65535;

  Position();  // the standard starting position

  // Parses FEN, X-FEN or Shredder-FEN (4 to 6 fields). On failure returns false, describes the
  // problem in *error and leaves the position unchanged. The en-passant square is kept only
  // when a pawn of the side to move attacks it (as in Polyglot), so equal positions get equal
  // keys. A castling right that cannot be used (no rook on its side, the king off its first
  // rank) is left out, as GUIs and python-chess leave it out; *dropped then says which and why.
  bool setFen(std::string_view fen, std::string* error = nullptr,
              std::vector<std::string>* dropped = nullptr);
  std::string fen(CastlingNotation notation = CastlingNotation::XFen) const;
  // This position with `side` to move (CECP's old "white" and "black" set it so): the same
  // pieces, castling rights, move counters and Chess960 mode, and no en-passant square. False,
  // with *error saying why, when that position is illegal (the side not to move in check);
  // *turned is then left as it was.
  bool withSideToMove(Color side, Position* turned, std::string* error) const;

  // Chess960 changes only how castling moves are written; castling itself is generated the same
  // way for both. The mode is kept across setFen; a position whose castling rights are not
  // those of standard chess counts as Chess960 whatever the mode.
  bool isChess960() const { return chess960_ || !hasStandardCastlingSetup(); }
  void setChess960(bool on) { chess960_ = on; }

  Color sideToMove() const { return sideToMove_; }
  Bitboard occupied() const { return qbb_[1] | qbb_[2] | qbb_[3]; }
  Bitboard us() const { return qbb_[0]; }
  Bitboard them() const { return occupied() ^ qbb_[0]; }
  Bitboard pieces(Color c) const { return c == sideToMove_ ? us() : them(); }

  Bitboard pawns() const { return qbb_[1] & ~qbb_[2] & ~qbb_[3]; }
  Bitboard knights() const { return ~qbb_[1] & qbb_[2] & ~qbb_[3]; }
  Bitboard bishops() const { return qbb_[1] & qbb_[2] & ~qbb_[3]; }
  Bitboard rooks() const { return ~qbb_[1] & ~qbb_[2] & qbb_[3]; }
  Bitboard queens() const { return qbb_[1] & ~qbb_[2] & qbb_[3]; }
  Bitboard kings() const { return ~qbb_[1] & qbb_[2] & qbb_[3]; }
  Bitboard diagonalSliders() const { return qbb_[1] & (qbb_[2] ^ qbb_[3]); }  // bishops and queens
  Bitboard orthogonalSliders() const { return qbb_[3] & ~qbb_[2]; }           // rooks and queens
  // Defined here, as pieceOn below, for the evaluation and the search, which ask at every node;
  // a type known at compile time folds the switch away.
  Bitboard pieces(PieceType pt) const {
    switch (pt) {
      case PAWN: return pawns();
      case KNIGHT: return knights();
      case BISHOP: return bishops();
      case ROOK: return rooks();
      case QUEEN: return queens();
      case KING: return kings();
      default: return 0;
    }
  }
  Bitboard pieces(Color c, PieceType pt) const { return pieces(c) & pieces(pt); }

  PieceType typeOn(Square sq) const {
    return PieceType(((qbb_[1] >> sq) & 1) | (((qbb_[2] >> sq) & 1) << 1) |
                     (((qbb_[3] >> sq) & 1) << 2));
  }
  Piece pieceOn(Square sq) const {
    const PieceType pt = typeOn(sq);
    if (pt == NO_PIECE_TYPE) return NO_PIECE;
    const Color c = (qbb_[0] & squareBB(sq)) ? sideToMove_ : ~sideToMove_;
    return makePiece(c, pt);
  }
  Square kingSquare(Color c) const { return lsb(kings() & pieces(c)); }
  // What a legal move m takes: NO_PIECE_TYPE for non-captures (castling included).
  PieceType capturedType(Move m) const {
    return m.isEnPassant() ? PAWN : m.isCastling() ? NO_PIECE_TYPE : typeOn(m.to());
  }
  bool isCapture(Move m) const { return capturedType(m) != NO_PIECE_TYPE; }

  Bitboard checkers() const { return checkers_; }
  bool inCheck() const { return checkers_ != 0; }
  unsigned castlingRights() const { return castlingRights_; }
  Square castlingRookSquare(int right) const { return castlingRooks_[right]; }
  Square enPassantSquare() const { return enPassant_; }
  int halfmoveClock() const { return halfmoveClock_; }
  int fullmoveNumber() const { return fullmoveNumber_; }

  Key key() const { return key_; }                  // equals the Polyglot book key
  Key pawnKey() const { return pawnKey_; }          // Polyglot keys of the pawns alone
  Key materialKey() const { return materialKey_; }  // piece counts, 4 bits per coloured type
  // Polyglot keys of one colour's pieces other than pawns (its king included).
  Key nonPawnKey(Color c) const { return nonPawnKey_[c]; }

  // The installed piece-square values summed over the pieces (core/piece_square.h), valid when
  // they were installed before the position was set up, as the evaluation's are.
  Tapered pieceSquareSum() const { return pieceSquareSum_; }
  bool pieceSquareSumValid() const { return pieceSquareVersion_ == PieceSquareValues::version(); }

  const LineOccupancy& lines() const { return lines_; }
  Bitboard bishopAttacks(Square sq) const { return lines_.bishopAttacks(sq); }
  Bitboard rookAttacks(Square sq) const { return lines_.rookAttacks(sq); }
  // Pieces of both colours attacking sq with the current occupancy, or with another one.
  Bitboard attackersTo(Square sq) const;
  Bitboard attackersTo(Square sq, Bitboard occupied) const;
  bool isAttackedBy(Square sq, Color attacker) const;
  // Every square a piece of colour `attacker` attacks with the current occupancy (its own
  // pieces' squares included): isAttackedBy for all squares at once.
  Bitboard attackedSquares(Color attacker) const;

  // Pieces that, if they left their square, would expose `c`'s king to a slider (pins of c's
  // own pieces, and discovered-check candidates of the other side's).
  Bitboard kingBlockers(Color c) const;

  // Whether the legal move m checks the other king, directly or by discovery, without playing it.
  bool givesCheck(Move m) const;
  // The key after move m, computed without making it, so that the table entry the child will
  // probe can be fetched while the move is made: exact for the moves that change neither the
  // castling rights nor the en-passant square (nearly all of them), a near miss for the others.
  // Only where keyAfterIsExact(m) holds may it stand for the child's key.
  Key keyAfter(Move m) const;
  // Whether keyAfter(m) equals the key after makeMove(m): for a normal move (not castling, en
  // passant or a promotion) that is not a double pawn push (which may set an en-passant square)
  // and, while castling rights remain, touches no king or rook (which may lose one).
  bool keyAfterIsExact(Move m) const;

  // Precondition: m is legal in this position.
  void makeMove(Move m);
  // Precondition: not in check.
  void makeNullMove();

  // The castling move for a right (king takes own rook), used by generation and notation.
  Move castlingMove(int right) const {
    return Move(kingSquare(Color(right >> 1)), castlingRooks_[right], MoveKind::Castling);
  }

  // Recomputes keys and line occupancies from scratch; the tests compare them to the
  // incrementally maintained ones.
  Key computeKey() const;
  Key computePawnKey() const;
  Key computeMaterialKey() const;
  Key computeNonPawnKey(Color c) const;
  LineOccupancy computeLines() const;
  Tapered computePieceSquareSum() const;

  // Material-key helpers: the key's nibble for a coloured piece type counts that piece.
  static constexpr int materialShift(Color c, PieceType pt) { return 4 * (c * 6 + pt - 1); }

 private:
  struct EmptyBoard {};
  explicit Position(EmptyBoard) {}
  void putPiece(Square sq, Piece p);  // sq must be empty; uses absolute colours
  void removePiece(Square sq);
  void movePiece(Square from, Square to, Piece p);  // removePiece(from), putPiece(to, p) in one
  // The other side's pieces giving check to the side to move (checkers()).
  Bitboard attackersOfKing() const;
  void advanceTurnState();
  void updateCastlingRights(Bitboard touched);
  void setEnPassantIfCapturable(Square sq, Color capturer, Bitboard capturerPawns);
  bool hasStandardCastlingSetup() const;

  Bitboard qbb_[4] = {};
  LineOccupancy lines_;
  Key key_ = 0, pawnKey_ = 0, materialKey_ = 0;
  Key nonPawnKey_[2] = {0, 0};
  Tapered pieceSquareSum_;
  // The version of the values summed (read when the board is set up empty, before its pieces).
  std::uint32_t pieceSquareVersion_ = PieceSquareValues::version();
  Bitboard checkers_ = 0;
  Color sideToMove_ = WHITE;
  std::uint8_t castlingRights_ = 0;
  std::uint8_t castlingRooks_[4] = {NO_SQUARE, NO_SQUARE, NO_SQUARE, NO_SQUARE};
  std::uint8_t enPassant_ = NO_SQUARE;
  std::uint16_t halfmoveClock_ = 0;
  std::uint16_t fullmoveNumber_ = 1;
  bool chess960_ = false;

  // The FEN of this position with `side` to move and `enPassant` as its en-passant square.
  std::string fenWith(Color side, Square enPassant, CastlingNotation notation) const;

  friend class FenParser;
};

}  // namespace quadrant

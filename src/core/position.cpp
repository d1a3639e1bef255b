#include "quadrant/core/position.h"

#include "quadrant/core/zobrist.h"

namespace quadrant {

Position::Position() { setFen(START_FEN); }

void Position::putPiece(Square sq, Piece p) {
  const Bitboard bb = squareBB(sq);
  const PieceType pt = typeOf(p);
  if (colorOf(p) == sideToMove_) qbb_[0] |= bb;
  if (pt & 1) qbb_[1] |= bb;
  if (pt & 2) qbb_[2] |= bb;
  if (pt & 4) qbb_[3] |= bb;
  lines_.toggle(sq);
  key_ ^= zobrist::piece(p, sq);
  if (pt == PAWN)
    pawnKey_ ^= zobrist::piece(p, sq);
  else
    nonPawnKey_[colorOf(p)] ^= zobrist::piece(p, sq);
  materialKey_ += Key(1) << materialShift(colorOf(p), pt);
  pieceSquareSum_ += PieceSquareValues::of(p, sq);
}

void Position::movePiece(Square from, Square to, Piece p) {
  const Bitboard fromTo = squareBB(from) | squareBB(to);
  const PieceType pt = typeOf(p);
  if (colorOf(p) == sideToMove_) qbb_[0] ^= fromTo;
  if (pt & 1) qbb_[1] ^= fromTo;
  if (pt & 2) qbb_[2] ^= fromTo;
  if (pt & 4) qbb_[3] ^= fromTo;
  lines_.toggle(from);
  lines_.toggle(to);
  const Key change = zobrist::piece(p, from) ^ zobrist::piece(p, to);
  key_ ^= change;
  if (pt == PAWN)
    pawnKey_ ^= change;
  else
    nonPawnKey_[colorOf(p)] ^= change;
  pieceSquareSum_ -= PieceSquareValues::of(p, from);
  pieceSquareSum_ += PieceSquareValues::of(p, to);
}

void Position::removePiece(Square sq) {
  const Piece p = pieceOn(sq);
  const Bitboard keep = ~squareBB(sq);
  qbb_[0] &= keep;
  qbb_[1] &= keep;
  qbb_[2] &= keep;
  qbb_[3] &= keep;
  lines_.toggle(sq);
  key_ ^= zobrist::piece(p, sq);
  if (typeOf(p) == PAWN)
    pawnKey_ ^= zobrist::piece(p, sq);
  else
    nonPawnKey_[colorOf(p)] ^= zobrist::piece(p, sq);
  materialKey_ -= Key(1) << materialShift(colorOf(p), typeOf(p));
  pieceSquareSum_ -= PieceSquareValues::of(p, sq);
}

Bitboard Position::attackersTo(Square sq) const {
  return (attacks::pawn(WHITE, sq) & pawns() & pieces(BLACK)) |
         (attacks::pawn(BLACK, sq) & pawns() & pieces(WHITE)) | (attacks::knight(sq) & knights()) |
         (attacks::king(sq) & kings()) | (bishopAttacks(sq) & diagonalSliders()) |
         (rookAttacks(sq) & orthogonalSliders());
}

Bitboard Position::attackersTo(Square sq, Bitboard occupied) const {
  return ((attacks::pawn(WHITE, sq) & pawns() & pieces(BLACK)) |
          (attacks::pawn(BLACK, sq) & pawns() & pieces(WHITE)) | (attacks::knight(sq) & knights()) |
          (attacks::king(sq) & kings()) | (attacks::bishop(sq, occupied) & diagonalSliders()) |
          (attacks::rook(sq, occupied) & orthogonalSliders())) &
         occupied;
}

// A king never gives check, and the pawns that attack the king's square are those its own pawn
// would attack from there. The sliders' attacks are looked up only for a slider on the king's
// lines.
Bitboard Position::attackersOfKing() const {
  const Square king = kingSquare(sideToMove_);
  const Bitboard theirs = them();
  const Bitboard diagonal = diagonalSliders() & theirs & attacks::bishopPseudo(king);
  const Bitboard orthogonal = orthogonalSliders() & theirs & attacks::rookPseudo(king);
  Bitboard attackers =
      ((attacks::pawn(sideToMove_, king) & pawns()) | (attacks::knight(king) & knights())) & theirs;
  if (diagonal) attackers |= bishopAttacks(king) & diagonal;
  if (orthogonal) attackers |= rookAttacks(king) & orthogonal;
  return attackers;
}

// The sliders' attacks are looked up only when a slider stands on one of sq's lines.
bool Position::isAttackedBy(Square sq, Color attacker) const {
  const Bitboard theirs = pieces(attacker);
  const Bitboard diagonal = diagonalSliders() & theirs, orthogonal = orthogonalSliders() & theirs;
  return (attacks::pawn(~attacker, sq) & pawns() & theirs) ||
         (attacks::knight(sq) & knights() & theirs) || (attacks::king(sq) & kings() & theirs) ||
         ((attacks::bishopPseudo(sq) & diagonal) && (bishopAttacks(sq) & diagonal)) ||
         ((attacks::rookPseudo(sq) & orthogonal) && (rookAttacks(sq) & orthogonal));
}

Bitboard Position::attackedSquares(Color attacker) const {
  const Bitboard own = pieces(attacker);
  const Bitboard ownPawns = pawns() & own;
  Bitboard attacked =
      attacker == WHITE ? pawnAttacksOf<WHITE>(ownPawns) : pawnAttacksOf<BLACK>(ownPawns);
  for (Square sq : squaresOf(knights() & own)) attacked |= attacks::knight(sq);
  for (Square sq : squaresOf(diagonalSliders() & own)) attacked |= bishopAttacks(sq);
  for (Square sq : squaresOf(orthogonalSliders() & own)) attacked |= rookAttacks(sq);
  return attacked | attacks::king(kingSquare(attacker));
}

Bitboard Position::kingBlockers(Color c) const {
  const Square ksq = kingSquare(c);
  const Bitboard snipers = ((attacks::rookPseudo(ksq) & orthogonalSliders()) |
                            (attacks::bishopPseudo(ksq) & diagonalSliders())) &
                           pieces(~c);
  const Bitboard occupiedSquares = occupied();
  Bitboard blockers = 0;
  for (Square s : squaresOf(snipers)) {
    const Bitboard between = attacks::between(ksq, s) & occupiedSquares;
    if (between && !moreThanOne(between)) blockers |= between;
  }
  return blockers;
}

Key Position::keyAfter(Move m) const {
  const Square from = m.from(), to = m.to();
  const Piece moved = pieceOn(from);
  Key after =
      key_ ^ zobrist::whiteToMove() ^ zobrist::piece(moved, from) ^ zobrist::piece(moved, to);
  if (const Piece captured = pieceOn(to); captured != NO_PIECE)
    after ^= zobrist::piece(captured, to);
  if (enPassant_ != NO_SQUARE) after ^= zobrist::enPassantFile(fileOf(enPassant_));
  return after;
}

// The same test as makeMove's for the castling rights, without asking which right is lost.
bool Position::keyAfterIsExact(Move m) const {
  if (m.kind() != MoveKind::Normal) return false;
  const Square from = m.from(), to = m.to();
  const Bitboard touched = squareBB(from) | squareBB(to);
  if (castlingRights_ && (touched & (kings() | rooks()))) return false;
  return !((pawns() & squareBB(from)) && (from ^ to) == 16);
}

// Normal moves are answered from the attack sets with the occupancy after the move; the rarer
// special moves (castling, en passant, promotion) are played on a copy.
bool Position::givesCheck(Move m) const {
  if (m.kind() != MoveKind::Normal) {
    Position after = *this;
    after.makeMove(m);
    return after.inCheck();
  }
  const Square from = m.from(), to = m.to();
  const Square king = kingSquare(~sideToMove_);
  const Bitboard occupancy = (occupied() ^ squareBB(from)) | squareBB(to);
  Bitboard direct = 0;
  switch (typeOn(from)) {
    case PAWN: direct = attacks::pawn(sideToMove_, to); break;
    case KNIGHT: direct = attacks::knight(to); break;
    case BISHOP: direct = attacks::bishop(to, occupancy); break;
    case ROOK: direct = attacks::rook(to, occupancy); break;
    case QUEEN: direct = attacks::bishop(to, occupancy) | attacks::rook(to, occupancy); break;
    default: break;
  }
  if (direct & squareBB(king)) return true;
  // A discovered check opens the one line from the king through `from`: the enemy king is never
  // in check before our move, so no other line can hold one.
  const Bitboard stayers = us() ^ squareBB(from);  // the mover's own line was tested above
  if (attacks::bishopPseudo(king) & squareBB(from))
    return attacks::bishop(king, occupancy) & diagonalSliders() & stayers;
  if (attacks::rookPseudo(king) & squareBB(from))
    return attacks::rook(king, occupancy) & orthogonalSliders() & stayers;
  return false;
}

// A right is lost when its king or its rook leaves its square or is captured there (so a move
// that touches no king and no rook keeps them all: makeMove tests that first).
void Position::updateCastlingRights(Bitboard touched) {
  unsigned lost = 0;
  for (int right = 0; right < 4; ++right) {
    if (!(castlingRights_ & (1u << right))) continue;
    const Bitboard guarded =
        squareBB(castlingRooks_[right]) | (kings() & pieces(Color(right >> 1)));
    if (touched & guarded) lost |= 1u << right;
  }
  if (!lost) return;
  key_ ^= zobrist::castling(castlingRights_);
  castlingRights_ &= ~lost;
  key_ ^= zobrist::castling(castlingRights_);
  for (int right = 0; right < 4; ++right)
    if (lost & (1u << right)) castlingRooks_[right] = NO_SQUARE;
}

// The square is recorded only when one of the capturing side's pawns attacks it.
void Position::setEnPassantIfCapturable(Square sq, Color capturer, Bitboard capturerPawns) {
  if (!(attacks::pawn(~capturer, sq) & capturerPawns)) return;
  enPassant_ = std::uint8_t(sq);
  key_ ^= zobrist::enPassantFile(fileOf(sq));
}

// The bookkeeping every move and null move shares: the turn key, the expired en-passant
// square, and the clocks (a capture or pawn move resets the halfmove clock afterwards).
void Position::advanceTurnState() {
  key_ ^= zobrist::whiteToMove();
  if (enPassant_ != NO_SQUARE) {
    key_ ^= zobrist::enPassantFile(fileOf(enPassant_));
    enPassant_ = NO_SQUARE;
  }
  halfmoveClock_ += halfmoveClock_ < MAX_COUNTER;
  fullmoveNumber_ += sideToMove_ == BLACK && fullmoveNumber_ < MAX_COUNTER;
}

void Position::makeMove(Move m) {
  const Color mover = sideToMove_;
  const Square from = m.from(), to = m.to();
  const PieceType moved = typeOn(from);

  advanceTurnState();
  const Bitboard touched = squareBB(from) | squareBB(to);
  if (castlingRights_ && (touched & (kings() | rooks()))) updateCastlingRights(touched);

  switch (m.kind()) {
    case MoveKind::Castling: {
      const bool kingSide = to > from;
      removePiece(from);
      removePiece(to);
      putPiece(relativeSquare(mover, kingSide ? 6 : 2), makePiece(mover, KING));
      putPiece(relativeSquare(mover, kingSide ? 5 : 3), makePiece(mover, ROOK));
      break;
    }
    case MoveKind::EnPassant:
      removePiece(to - pawnDirection(mover));
      movePiece(from, to, makePiece(mover, PAWN));
      halfmoveClock_ = 0;
      break;
    default:
      if (occupied() & squareBB(to)) {
        removePiece(to);
        halfmoveClock_ = 0;
      }
      if (m.isPromotion()) {
        removePiece(from);
        putPiece(to, makePiece(mover, m.promotion()));
      } else {
        movePiece(from, to, makePiece(mover, moved));
      }
      if (moved == PAWN) {
        halfmoveClock_ = 0;
        if ((from ^ to) == 16) setEnPassantIfCapturable((from + to) / 2, ~mover, pawns() & them());
      }
  }

  qbb_[0] ^= occupied();  // the other side's pieces become the side to move's
  sideToMove_ = ~mover;
  checkers_ = attackersOfKing();
}

void Position::makeNullMove() {
  advanceTurnState();
  qbb_[0] ^= occupied();
  sideToMove_ = ~sideToMove_;
  checkers_ = 0;
}

Key Position::computeKey() const {
  Key k = computePawnKey();
  for (Square sq : squaresOf(occupied() & ~pawns())) k ^= zobrist::piece(pieceOn(sq), sq);
  k ^= zobrist::castling(castlingRights_);
  if (enPassant_ != NO_SQUARE) k ^= zobrist::enPassantFile(fileOf(enPassant_));
  if (sideToMove_ == WHITE) k ^= zobrist::whiteToMove();
  return k;
}

Key Position::computePawnKey() const {
  Key k = 0;
  for (Square sq : squaresOf(pawns())) k ^= zobrist::piece(pieceOn(sq), sq);
  return k;
}

Key Position::computeNonPawnKey(Color c) const {
  Key k = 0;
  for (Square sq : squaresOf(pieces(c) & ~pawns())) k ^= zobrist::piece(pieceOn(sq), sq);
  return k;
}

Key Position::computeMaterialKey() const {
  Key k = 0;
  for (Square sq : squaresOf(occupied()))
    k += Key(1) << materialShift(colorOf(pieceOn(sq)), typeOn(sq));
  return k;
}

Tapered Position::computePieceSquareSum() const {
  Tapered sum;
  for (Square sq : squaresOf(occupied())) sum += PieceSquareValues::of(pieceOn(sq), sq);
  return sum;
}

LineOccupancy Position::computeLines() const {
  LineOccupancy lines;
  for (Square sq : squaresOf(occupied())) lines.toggle(sq);
  return lines;
}

bool Position::hasStandardCastlingSetup() const {
  for (int right = 0; right < 4; ++right) {
    if (!(castlingRights_ & (1u << right))) continue;
    const Color c = Color(right >> 1);
    const Square rookHome = relativeSquare(c, (right & 1) ? 0 : 7);
    if (kingSquare(c) != relativeSquare(c, 4) || castlingRooks_[right] != rookHome) return false;
  }
  return true;
}

}  // namespace quadrant

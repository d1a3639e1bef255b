#include "quadrant/core/movegen.h"

#include <algorithm>

#include "quadrant/core/check_squares.h"

namespace quadrant {
namespace {

// Generation emits batches of moves into a sink: the same generator fills a move list or just
// counts, so perft's bulk counting cannot drift from the real move generation.
class ListSink {
 public:
  explicit ListSink(MoveList& list) : list_(list) {}
  void pieceMoves(Square from, Bitboard targets) {
    for (Square to : squaresOf(targets)) list_.push(Move(from, to));
  }
  void pawnMoves(Bitboard targets, int delta) {
    for (Square to : squaresOf(targets)) list_.push(Move(to - delta, to));
  }
  void promotions(Bitboard targets, int delta) {
    for (Square to : squaresOf(targets))
      for (PieceType pt : {QUEEN, KNIGHT, ROOK, BISHOP})
        list_.push(Move(to - delta, to, MoveKind::Promotion, pt));
  }
  void special(Move m) { list_.push(m); }

 private:
  MoveList& list_;
};

// Lists only the moves that give check, by cutting each batch of targets to the squares from
// which its piece would check (CheckSquares).
class QuietCheckSink {
 public:
  QuietCheckSink(const Position& pos, CheckSquares& checks, MoveList& list)
      : pos_(pos),
        checks_(checks),
        list_(list),
        pawnChecks_(checks.directCheckSquares(PAWN)),
        discoveringPawns_(checks.discoverers() & pos.pawns()) {}
  void pieceMoves(Square from, Bitboard targets) {
    list_.pieceMoves(from, targets & checks_.checkingTargets(from, pos_.typeOn(from)));
  }
  // A batch of pawn moves shares a direction, not a pawn: the rare discovering pawns' moves are
  // tested one by one.
  void pawnMoves(Bitboard targets, int delta) {
    Bitboard checking = targets & pawnChecks_;
    if (discoveringPawns_)
      for (Square to : squaresOf(targets & ~checking))
        checking |= checks_.checkingTargets(to - delta, PAWN) & squareBB(to);
    list_.pawnMoves(checking, delta);
  }
  void promotions(Bitboard, int) {}  // none is quiet
  void special(Move m) {
    if (checks_.givesCheck(m)) list_.special(m);
  }

 private:
  const Position& pos_;
  CheckSquares& checks_;
  ListSink list_;
  Bitboard pawnChecks_;        // where any pawn checks directly
  Bitboard discoveringPawns_;  // the pawns that may check by discovery too
};

// Records whether one given move is among the generated ones (a legality test for moves that
// come from the transposition table or the killer slots, which may not fit this position).
class MatchSink {
 public:
  explicit MatchSink(Move m) : move_(m), to_(squareBB(m.to())) {}
  void pieceMoves(Square from, Bitboard targets) {
    found |= (targets & to_) && move_ == Move(from, move_.to());
  }
  void pawnMoves(Bitboard targets, int delta) {
    found |= (targets & to_) && move_ == Move(move_.to() - delta, move_.to());
  }
  void promotions(Bitboard targets, int delta) {
    found |= (targets & to_) && move_.isPromotion() && move_.from() == move_.to() - delta;
  }
  void special(Move m) { found |= m == move_; }
  bool found = false;

 private:
  Move move_;
  Bitboard to_;
};

class CountSink {
 public:
  void pieceMoves(Square, Bitboard targets) { count += popcount(targets); }
  void pawnMoves(Bitboard targets, int) { count += popcount(targets); }
  void promotions(Bitboard targets, int) { count += 4 * popcount(targets); }
  void special(Move) { ++count; }
  std::uint64_t count = 0;
};

// What a generation call needs to know about the position, computed once.
struct Context {
  Color us;
  Square king;
  Bitboard ours, theirs, occupied;
  Bitboard pinned;
  Bitboard checkMask;  // squares a non-king move must land on: all, or block/capture the checker
  Bitboard movers;     // squares whose pieces may move: all, or one square for a legality test
};

template <GenType T>
Bitboard destinations(const Context& c) {
  if (T == GenType::Noisy) return c.theirs;
  if (T == GenType::Quiet) return ~c.occupied;
  return ~c.ours;
}

template <Color Us, GenType T, class Sink>
void pawnMoves(const Context& c, Bitboard pawns, Bitboard allowed, Sink& sink) {
  constexpr int UP = pawnDirection(Us);
  constexpr Bitboard LAST_RANK = rankBB(relativeRank(Us, 7));
  constexpr Bitboard SEVENTH_RANK = rankBB(relativeRank(Us, 6));  // where promotions start
  constexpr Bitboard THIRD_RANK = rankBB(relativeRank(Us, 2));
  const Bitboard empty = ~c.occupied;
  const Bitboard enemies = c.theirs & allowed;

  const Bitboard single = pawnPush<Us>(pawns) & empty;
  if (T != GenType::Noisy) {
    sink.pawnMoves(single & allowed & ~LAST_RANK, UP);
    sink.pawnMoves(pawnPush<Us>(single & THIRD_RANK) & empty & allowed, 2 * UP);
  }
  if (T != GenType::Quiet) {
    const Bitboard west = shiftWest(pawnPush<Us>(pawns)) & enemies;
    const Bitboard east = shiftEast(pawnPush<Us>(pawns)) & enemies;
    sink.pawnMoves(west & ~LAST_RANK, UP - 1);
    sink.pawnMoves(east & ~LAST_RANK, UP + 1);
    if (pawns & SEVENTH_RANK) {
      sink.promotions(single & allowed & LAST_RANK, UP);
      sink.promotions(west & LAST_RANK, UP - 1);
      sink.promotions(east & LAST_RANK, UP + 1);
    }
  }
}

// En passant can uncover the king along the rank (both pawns leave it) or a pinned capturer's
// line, so each capture is checked against the occupancy it leaves behind.
template <Color Us, class Sink>
void enPassantMoves(const Context& c, const Position& pos, Sink& sink) {
  const Square ep = pos.enPassantSquare();
  if (ep == NO_SQUARE) return;
  const Square captured = ep - pawnDirection(Us);
  for (Square from : squaresOf(attacks::pawn(~Us, ep) & pos.pawns() & c.ours & c.movers)) {
    const Bitboard after = (c.occupied ^ squareBB(from) ^ squareBB(captured)) | squareBB(ep);
    if (!(pos.attackersTo(c.king, after) & c.theirs & ~squareBB(captured)))
      sink.special(Move(from, ep, MoveKind::EnPassant));
  }
}

template <Color Us, class Sink>
void castlingMoves(const Context& c, const Position& pos, Sink& sink) {
  for (int side = 0; side < 2; ++side) {
    const int right = castlingIndex(Us, side == 0);
    if (!(pos.castlingRights() & (1u << right))) continue;
    const Square rookFrom = pos.castlingRookSquare(right);
    // The squares between king and rook lie on the king's path or the rook's: the common case,
    // a piece still between them, needs no more.
    if (c.occupied & attacks::between(c.king, rookFrom)) continue;
    const Square kingTo = relativeSquare(Us, side == 0 ? 6 : 2);
    const Square rookTo = relativeSquare(Us, side == 0 ? 5 : 3);
    const Bitboard movers = squareBB(c.king) | squareBB(rookFrom);
    const Bitboard kingPath = attacks::between(c.king, kingTo) | squareBB(kingTo);
    const Bitboard mustBeEmpty =
        (kingPath | attacks::between(rookFrom, rookTo) | squareBB(rookTo)) & ~movers;
    if (c.occupied & mustBeEmpty) continue;
    // The castling rook may shield a square of the king's path from a rook or a queen on the
    // first rank (Chess960), so along the rank look without it; the other lines through the
    // path do not cross its square.
    const Bitboard withoutRook = c.occupied ^ squareBB(rookFrom);
    const Bitboard rankSliders = pos.orthogonalSliders() & c.theirs & rankBB(rankOf(c.king));
    bool safe = true;
    for (Square s : squaresOf(kingPath))
      if (pos.isAttackedBy(s, ~Us) ||
          (rankSliders && (attacks::rook(s, withoutRook) & rankSliders))) {
        safe = false;
        break;
      }
    if (safe) sink.special(pos.castlingMove(right));
  }
}

// The moves of the sliders on `ours` to `targets`, bishops and queens first (the order of the
// list). A pinned slider moves only along the line of its pin; AnyPinned says whether one of
// them is pinned, so that the common case makes no test.
template <bool AnyPinned, class Sink>
void sliderMoves(const Context& c, const Position& pos, Bitboard ours, Bitboard targets,
                 Sink& sink) {
  for (Square from : squaresOf(pos.diagonalSliders() & ours)) {
    Bitboard moves = pos.bishopAttacks(from) & targets;
    if (AnyPinned && (c.pinned & squareBB(from))) moves &= attacks::line(c.king, from);
    sink.pieceMoves(from, moves);
  }
  for (Square from : squaresOf(pos.orthogonalSliders() & ours)) {
    Bitboard moves = pos.rookAttacks(from) & targets;
    if (AnyPinned && (c.pinned & squareBB(from))) moves &= attacks::line(c.king, from);
    sink.pieceMoves(from, moves);
  }
}

template <Color Us>
Bitboard safeKingTargets(const Context& c, const Position& pos, Bitboard targets) {
  Bitboard safe = 0;
  for (Square to : squaresOf(targets))
    if (!pos.isAttackedBy(to, ~Us)) safe |= squareBB(to);
  // A slider giving check also attacks the squares behind the king on its line.
  for (Square checker :
       squaresOf(pos.checkers() & (pos.diagonalSliders() | pos.orthogonalSliders())))
    safe &= ~attacks::line(c.king, checker) | squareBB(checker);
  return safe;
}

template <Color Us, GenType T, class Sink>
void generate(const Position& pos, Bitboard movers, Sink& sink) {
  Context c;
  c.us = Us;
  c.king = pos.kingSquare(Us);
  c.ours = pos.us();
  c.theirs = pos.them();
  c.occupied = c.ours | c.theirs;
  c.movers = movers;
  const bool kingMoves = movers & squareBB(c.king);

  if (kingMoves)
    sink.pieceMoves(c.king,
                    safeKingTargets<Us>(c, pos, attacks::king(c.king) & destinations<T>(c)));
  const Bitboard checkers = pos.checkers();
  if (moreThanOne(checkers)) return;
  c.checkMask = checkers ? attacks::between(c.king, lsb(checkers)) | checkers : ~Bitboard(0);
  c.pinned = pos.kingBlockers(Us) & c.ours;

  const Bitboard targets = destinations<T>(c) & c.checkMask;
  const Bitboard ours = c.ours & movers;
  for (Square from : squaresOf(pos.knights() & ours & ~c.pinned))
    sink.pieceMoves(from, attacks::knight(from) & targets);
  if (c.pinned & ours & (pos.diagonalSliders() | pos.orthogonalSliders()))
    sliderMoves<true>(c, pos, ours, targets, sink);
  else
    sliderMoves<false>(c, pos, ours, targets, sink);

  const Bitboard pawns = pos.pawns() & ours;
  pawnMoves<Us, T>(c, pawns & ~c.pinned, c.checkMask, sink);
  for (Square from : squaresOf(pawns & c.pinned))
    pawnMoves<Us, T>(c, squareBB(from), c.checkMask & attacks::line(c.king, from), sink);

  if (T != GenType::Quiet) enPassantMoves<Us>(c, pos, sink);
  if (T != GenType::Noisy && !checkers && kingMoves && pos.castlingRights())
    castlingMoves<Us>(c, pos, sink);
}

template <GenType T, class Sink>
void generateFor(const Position& pos, Sink& sink, Bitboard movers = ~Bitboard(0)) {
  if (pos.sideToMove() == WHITE)
    generate<WHITE, T>(pos, movers, sink);
  else
    generate<BLACK, T>(pos, movers, sink);
}

}  // namespace

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

template <GenType T>
void generateMoves(const Position& pos, MoveList& list) {
  ListSink sink(list);
  generateFor<T>(pos, sink);
}

template void generateMoves<GenType::Noisy>(const Position&, MoveList&);
template void generateMoves<GenType::Quiet>(const Position&, MoveList&);
template void generateMoves<GenType::All>(const Position&, MoveList&);

bool isLegal(const Position& pos, Move m) {
  if (!m || !(pos.us() & squareBB(m.from()))) return false;
  MatchSink sink(m);
  generateFor<GenType::All>(pos, sink, squareBB(m.from()));
  return sink.found;
}

// The king is left out of the movers when it can give no check: it never checks directly, and
// it can castle only with a right (the rook may check).
void generateQuietChecks(const Position& pos, CheckSquares& checks, MoveList& list) {
  const Color us = pos.sideToMove();
  const Bitboard king = pos.kings() & pos.us();
  const bool castles =
      pos.castlingRights() & ((1u << castlingIndex(us, true)) | (1u << castlingIndex(us, false)));
  const Bitboard movers = (castles || (checks.discoverers() & king)) ? ~Bitboard(0) : ~king;
  QuietCheckSink sink(pos, checks, list);
  generateFor<GenType::Quiet>(pos, sink, movers);
}

std::uint64_t countLegalMoves(const Position& pos) {
  CountSink sink;
  generateFor<GenType::All>(pos, sink);
  return sink.count;
}

}  // namespace quadrant

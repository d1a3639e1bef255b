// Threats: enemy pieces attacked by lesser pieces or the king, hanging, held poorly, or in reach
// of a pawn push.
// Private to evaluate.cpp, which alone includes it: as a .cpp file of its own it stays a call
// even with link-time optimisation, and the engine was about 4 % slower (measured 2026-12-06).
#pragma once

#include "evaluation.h"
#include "quadrant/eval/trace.h"

namespace quadrant {

// The squares Them holds strongly against Us: its pawns attack them, or it attacks them twice
// while Us does not. Us's pieces cannot settle there for long.
template <Color Us>
Bitboard stronglyProtected(const Evaluation& eval) {
  constexpr Color Them = ~Us;
  return eval.attackedBy[Them][PAWN] | (eval.attackedTwice[Them] & ~eval.attackedTwice[Us]);
}

// Us's pieces that could attack Them's queen, when Them has exactly one: the squares from which
// a knight, or a bishop or rook through the current occupancy, would attack it, which a piece of
// that type of Us attacks, in Us's mobility area and not held strongly by Them. A slider's
// square must also be attacked twice: the queen attacks it herself along the same line, so a
// second piece must guard it.
template <Color Us, class Sink>
void queenThreats(const Evaluation& eval, Bitboard strong, Sink& sink) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  const Bitboard queens = pos.queens() & pos.pieces(Them);
  if (!queens || moreThanOne(queens)) return;
  const Square queen = lsb(queens);
  const Bitboard safe = eval.mobilityArea[Us] & ~strong;
  sink.add(Us, eval.w.knightOnQueen,
           popcount(attacks::knight(queen) & eval.attackedBy[Us][KNIGHT] & safe));
  const Bitboard sliders = (pos.bishopAttacks(queen) & eval.attackedBy[Us][BISHOP]) |
                           (pos.rookAttacks(queen) & eval.attackedBy[Us][ROOK]);
  sink.add(Us, eval.w.sliderOnQueen, popcount(sliders & eval.attackedTwice[Us] & safe));
}

// Colour Us's threats: enemy pieces its pawns, minors, rooks and king attack, pieces hanging,
// pieces a pawn push would attack, pieces the enemy holds poorly, squares both sides contest,
// and squares from which Us's pieces could attack the enemy queen.
template <Color Us, class Sink>
void evaluateThreats(const Evaluation& eval, Sink& sink) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  const EvalWeights& w = eval.w;
  const Bitboard targets = pos.pieces(Them) & ~pos.kings();
  // Held poorly: attacked and undefended, or attacked twice and defended at most once, by no
  // pawn.
  const Bitboard poorlyHeld =
      (eval.attackedBy[Us][0] & ~eval.attackedBy[Them][0]) |
      (eval.attackedTwice[Us] & ~eval.attackedTwice[Them] & ~eval.attackedBy[Them][PAWN]);
  const Bitboard byMinor = eval.attackedBy[Us][KNIGHT] | eval.attackedBy[Us][BISHOP];
  const Bitboard byKing = eval.attackedBy[Us][KING] & poorlyHeld;
  for (Square sq : squaresOf(
           targets & (eval.attackedBy[Us][PAWN] | byMinor | eval.attackedBy[Us][ROOK] | byKing))) {
    const PieceType victim = pos.typeOn(sq);
    const Bitboard bb = squareBB(sq);
    if (eval.attackedBy[Us][PAWN] & bb) sink.add(Us, w.threatByPawn[victim]);
    if (byMinor & bb) sink.add(Us, w.threatByMinor[victim]);
    if (eval.attackedBy[Us][ROOK] & bb) sink.add(Us, w.threatByRook[victim]);
    if (byKing & bb) sink.add(Us, w.threatByKing[victim]);
  }
  sink.add(Us, w.hanging, popcount(targets & eval.attackedBy[Us][0] & ~eval.attackedBy[Them][0]));
  const Bitboard theirPawns = pos.pawns() & pos.pieces(Them);
  sink.add(Us, w.weakPawn, popcount(theirPawns & poorlyHeld & ~eval.attackedBy[Us][PAWN]));
  const Bitboard byMajor = eval.attackedBy[Us][ROOK] | eval.attackedBy[Us][QUEEN];
  const Bitboard minors = (pos.knights() | pos.bishops()) & pos.pieces(Them);
  sink.add(Us, w.weakMinorByMajor, popcount(minors & poorlyHeld & byMajor));
  const Bitboard once = eval.attackedBy[Us][0] & ~eval.attackedTwice[Us];
  const Bitboard defendedOnce = eval.attackedBy[Them][0] & ~eval.attackedTwice[Them];
  sink.add(Us, w.overloaded, popcount(targets & ~theirPawns & once & defendedOnce));
  // Both sides' attack maps are complete here: evaluatePieceTerms evaluates every piece of both
  // colours before the threats.
  const Bitboard strong = stronglyProtected<Us>(eval);
  const Bitboard contested = eval.attackedBy[Us][0] & eval.attackedBy[Them][0] & ~strong;
  sink.add(Us, w.restrictedPiece, popcount(contested));
  // A contested piece (a pawn too) that the queen guards: she is tied to it.
  sink.add(Us, w.weakQueenProtection, popcount(targets & contested & eval.attackedBy[Them][QUEEN]));
  queenThreats<Us>(eval, strong, sink);
  // Pawn pushes (single, or double from the start) to squares no enemy pawn guards and the
  // enemy does not hold alone, and the pieces the pushed pawns would attack.
  const Bitboard empty = ~pos.occupied();
  const Bitboard ownPawns = pos.pawns() & pos.pieces(Us);
  Bitboard pushes = pawnPush<Us>(ownPawns) & empty;
  pushes |= pawnPush<Us>(pushes & rankBB(relativeRank(Us, 2))) & empty;
  pushes &= ~eval.attackedBy[Them][PAWN] & (eval.attackedBy[Us][0] | ~eval.attackedBy[Them][0]);
  sink.add(Us, w.pawnPushThreat, popcount(pawnAttacksOf<Us>(pushes) & targets & ~pos.pawns()));
}

}  // namespace quadrant

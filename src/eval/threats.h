// Threats: enemy pieces attacked by lesser pieces or the king, hanging, held poorly, or in reach
// of a pawn push.
// Private to evaluate.cpp, which alone includes it.
#pragma once

#include "evaluation.h"
#include "quadrant/eval/trace.h"

namespace quadrant {

// Colour Us's threats: enemy pieces its pawns, minors, rooks and king attack, pieces hanging,
// pieces a pawn push would attack, and pieces the enemy holds poorly.
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

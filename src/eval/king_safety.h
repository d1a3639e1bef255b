// King safety: the own king's shelter, castling rights and pinned pieces, its distance to the
// pawns, and the danger of the enemy's attack on it.
// Private to evaluate.cpp, which alone includes it: as a .cpp file of its own it stays a call
// even with link-time optimisation, and the engine was about 4 % slower (measured 2026-12-06).
#pragma once

#include <type_traits>
#include <utility>

#include "evaluation.h"
#include "quadrant/eval/nonlinear_terms.h"
#include "quadrant/eval/trace.h"

namespace quadrant {
namespace {

// The king zone holds 6, 9 or 12 squares (kingZoneOf); the attacks on it count with the row of
// kingZoneAttackUnits for its size, so that they weigh alike on a small zone and a large one.
constexpr int SMALLEST_KING_ZONE = 6;
constexpr int KING_ZONE_SIZE_STEP = 3;

// The row of kingZoneAttackUnits for a zone's size.
int kingZoneSizeRow(Bitboard zone) {
  return (popcount(zone) - SMALLEST_KING_ZONE) / KING_ZONE_SIZE_STEP;
}

// Colour c's two castling rights, as bits of Position::castlingRights().
constexpr unsigned castlingRightsOf(Color c) {
  return (1u << castlingIndex(c, true)) | (1u << castlingIndex(c, false));
}

// Us's pieces pinned to their king: they cannot move off the line, and the pinner may win them.
template <Color Us, class Sink>
void pinTerms(const Evaluation& eval, Sink& sink) {
  for (Square sq : squaresOf(eval.pinned[Us])) sink.add(Us, eval.w.pinned[eval.pos.typeOn(sq)]);
}

// The units of Them's attack on Us's king, summed as they are counted (and recorded by the
// trace): what the danger is a function of.
template <Color Them, class Sink>
struct DangerUnits {
  Sink& sink;
  int units = 0;
  void count(const Tapered& unitWeight, int times) {
    units += unitsOf(unitWeight, times);
    sink.countDangerUnits(Them, unitWeight, times);
  }
};

// Weak squares for Us: attacked by the enemy, and defended at most once and then only by the
// king or the queen.
template <Color Us>
Bitboard weakSquares(const Evaluation& eval) {
  constexpr Color Them = ~Us;
  return eval.attackedBy[Them][0] & ~eval.attackedTwice[Us] &
         (~eval.attackedBy[Us][0] | eval.attackedBy[Us][QUEEN] | eval.attackedBy[Us][KING]);
}

// The danger of Them's attack on Us's king (after Ethereal's): every attacker's weight times
// the number of attackers, the attacks on the zone (by its size), weak zone squares, own pawns
// sheltering in the zone, safe checks per checking piece type, fewer units without a queen and
// an offset, turned into a penalty that grows with the square of the units (none when they are
// not positive). Counted once two pieces attack the zone, or one while the attacker has a
// queen.
template <Color Us, class Sink>
void kingDangerTerms(const Evaluation& eval, Sink& sink) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  const EvalWeights& w = eval.w;
  const bool enemyQueen = pos.queens() & pos.pieces(Them);
  const int attackers = eval.kingAttackers[Them][0];
  if (attackers < (enemyQueen ? 1 : 2)) return;
  DangerUnits<Them, Sink> danger{sink};
  for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN})
    danger.count(w.kingAttackUnits[pt], attackers * eval.kingAttackers[Them][pt]);
  const Bitboard zone = eval.kingZone[Us];
  const int zoneAttacks = eval.kingZoneAttacks[Them] + popcount(eval.attackedBy[Them][PAWN] & zone);
  danger.count(w.kingZoneAttackUnits[kingZoneSizeRow(zone)], zoneAttacks);
  const Bitboard weak = weakSquares<Us>(eval);
  danger.count(w.weakKingSquareUnits, popcount(weak & zone));
  danger.count(w.kingZonePawnUnits, popcount(pos.pawns() & pos.pieces(Us) & zone & ~weak));
  danger.count(w.queenlessAttackUnits, !enemyQueen);
  // A check is safe on a square Us does not attack, or only weakly where Them attacks twice.
  const Bitboard safe =
      ~pos.pieces(Them) & (~eval.attackedBy[Us][0] | (weak & eval.attackedTwice[Them]));
  const Square king = pos.kingSquare(Us);
  const Bitboard diagonals = pos.bishopAttacks(king), straights = pos.rookAttacks(king);
  const std::pair<PieceType, Bitboard> checkSquares[] = {{KNIGHT, attacks::knight(king)},
                                                         {BISHOP, diagonals},
                                                         {ROOK, straights},
                                                         {QUEEN, diagonals | straights}};
  for (const auto& [checker, squares] : checkSquares)
    danger.count(w.safeCheckUnits[checker],
                 popcount(squares & eval.attackedBy[Them][checker] & safe));
  danger.count(w.kingDangerOffsetUnits, 1);
  sink.addKingDanger(Them, kingDanger(danger.units, w.kingDanger));
}

}  // namespace

// Us's king: shelter, castling rights and pieces pinned to it (direct terms), the distance to
// the nearest pawn, and the danger of the enemy's attack on it.
template <Color Us, class Sink>
void evaluateKing(const Evaluation& eval, Sink& sink) {
  const Position& pos = eval.pos;
  const EvalWeights& w = eval.w;
  const Square king = pos.kingSquare(Us);
  if constexpr (std::is_same_v<Sink, TraceSink>)
    kingShelterTerms(pos, Us, eval.pawns, w, sink);
  else
    sink.addFixed(Us, eval.pawns.shelter[Us]);
  sink.add(Us, w.castlingRight, popcount(pos.castlingRights() & castlingRightsOf(Us)));
  pinTerms<Us>(eval, sink);
  if (pos.pawns()) {
    // The first ring around the king that holds a pawn (no pawn stands on the king's square).
    int nearest = 1;
    while (!(pos.pawns() & distanceRingBB(king, nearest))) ++nearest;
    sink.add(Us, w.kingPawnDistance, nearest);
  }
  kingDangerTerms<Us>(eval, sink);
}

}  // namespace quadrant

// What the evaluation's files share, private to them (the rest of the engine evaluates through
// evaluate.h): the evaluation under way, which the groups of terms beside evaluate.cpp
// (king_safety.h, threats.h, passed_pawns.h) read.
#pragma once

#include "quadrant/core/position.h"
#include "quadrant/eval/pawns.h"
#include "quadrant/eval/weights.h"

namespace quadrant {

// One evaluation under way, as its terms share it: the position, the weights, the pawn entry and
// the phase, and the attack maps built while the pieces are evaluated, then read by king
// safety, threats and passed pawns. attackedBy[c][0] is everything colour c attacks,
// attackedTwice[c] what it attacks with two pieces or more (two pawns count as two). The pawns'
// attacks (attackedBy[c][PAWN]) are there from the start.
struct Evaluation {
  Evaluation(const Position& p, const EvalWeights& weights, const PawnEntry& pawnEntry,
             int gamePhase)
      : pos(p), w(weights), pawns(pawnEntry), phase(gamePhase) {
    attackedBy[WHITE][PAWN] = pawnAttacksOf<WHITE>(p.pawns() & p.pieces(WHITE));
    attackedBy[BLACK][PAWN] = pawnAttacksOf<BLACK>(p.pawns() & p.pieces(BLACK));
  }
  const Position& pos;
  const EvalWeights& w;
  const PawnEntry& pawns;
  const int phase;  // 0 (pawn ending) .. MAX_PHASE
  Bitboard attackedBy[2][7] = {};
  Bitboard attackedTwice[2] = {};
  Bitboard pawnsAttackTwice[2] = {};  // squares two of colour c's pawns attack
  Bitboard kingZone[2] = {};
  Bitboard mobilityArea[2] = {};
  Bitboard pinned[2] = {};
  // Colour c's pieces (knights to queens) attacking the other king's zone, by type ([0]: all of
  // them), and their attacks on the zone's squares (but those two enemy pawns guard).
  int kingAttackers[2][7] = {};
  int kingZoneAttacks[2] = {};
};

}  // namespace quadrant

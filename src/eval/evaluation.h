// What the evaluation's files share, private to them (the rest of the engine evaluates through
// evaluate.h): the evaluation under way, and the groups of terms that evaluate.cpp assembles
// from the files beside it (king_safety.cpp, threats.cpp, passed_pawns.cpp).
#pragma once

#include "quadrant/core/position.h"
#include "quadrant/eval/pawns.h"
#include "quadrant/eval/trace.h"
#include "quadrant/eval/weights.h"

namespace quadrant {

// One evaluation under way, as its terms share it: the position, the weights, the pawn entry and
// the phase, and the attack maps built while the pieces are evaluated, then read by king
// safety, threats and passed pawns. attackedBy[c][0] is everything colour c attacks,
// attackedTwice[c] what it attacks with two pieces or more (two pawns count as two).
struct Evaluation {
  Evaluation(const Position& p, const EvalWeights& weights, const PawnEntry& pawnEntry,
             int gamePhase)
      : pos(p), w(weights), pawns(pawnEntry), phase(gamePhase) {}
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

// Colour c's two castling rights, as bits of Position::castlingRights().
constexpr unsigned castlingRightsOf(Color c) {
  return (1u << castlingIndex(c, true)) | (1u << castlingIndex(c, false));
}

// The groups of terms read the attack maps evaluatePieces has filled. Each is a template on the
// sink: the score (ScoreSink) and the trace (TraceSink, trace.h), both instantiated in its file.

// Us's king: shelter, castling rights and pieces pinned to it (direct terms), the distance to
// the nearest pawn, and the danger of the enemy's attack on it (king_safety.cpp).
template <Color Us, class Sink>
void evaluateKing(const Evaluation& eval, Sink& sink);

// Us's threats: enemy pieces its pawns, minors, rooks and king attack, pieces hanging, pieces a
// pawn push would attack, pieces the enemy holds poorly, squares both sides contest, and squares
// from which Us's pieces could attack the enemy queen (threats.cpp).
template <Color Us, class Sink>
void evaluateThreats(const Evaluation& eval, Sink& sink);

// Us's passed pawns with the pieces around them: a safe next step, a free path to promotion, a
// blockader, and the kings' distances to the square in front of the pawn, which matter more
// the further it is (passed_pawns.cpp).
template <Color Us, class Sink>
void evaluatePassers(const Evaluation& eval, Sink& sink);

// Passed pawns racing: with an unstoppable passer on one side only, that side queens; with one
// on both, the side that queens first (counting whose move it is) wins the race
// (passed_pawns.cpp).
template <class Sink>
void evaluateRace(const Evaluation& eval, Sink& sink);

// Instantiates a group of terms of one side for both sides and both sinks, in its file.
#define QUADRANT_TERMS_OF_BOTH_SIDES(group)                  \
  template void group<WHITE>(const Evaluation&, ScoreSink&); \
  template void group<BLACK>(const Evaluation&, ScoreSink&); \
  template void group<WHITE>(const Evaluation&, TraceSink&); \
  template void group<BLACK>(const Evaluation&, TraceSink&);

}  // namespace quadrant

// Passed pawns with the pieces around them, and pawn races.
// Private to evaluate.cpp, which alone includes it: as a .cpp file of its own it stays a call
// even with link-time optimisation, and the engine was about 4 % slower (measured 2026-12-06).
#pragma once

#include <algorithm>

#include "evaluation.h"
#include "quadrant/eval/trace.h"

namespace quadrant {
namespace {

// The distance of a side without an unstoppable passer: farther than any race.
constexpr int NO_RACE = 99;
// The relative rank a pawn promotes on, and the one it may leave by a double step.
constexpr int PROMOTION_RANK = 7;
constexpr int DOUBLE_STEP_RANK = 1;

// The rule of the square, against a side with only king and pawns: the fewest moves one of
// Us's passers needs to promote unhindered, or NO_RACE.
template <Color Us>
int unstoppableDistance(const Evaluation& eval) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  if (pos.pieces(Them) & ~pos.pawns() & ~pos.kings()) return NO_RACE;
  int best = NO_RACE;
  for (Square sq : squaresOf(eval.pawns.passed[Us])) {
    if (pos.pieces(Us) & forwardFileBB(Us, sq)) continue;
    const int rank = relativeRank(Us, rankOf(sq));
    // The double step saves a move.
    const int moves = PROMOTION_RANK - rank - (rank == DOUBLE_STEP_RANK);
    const Square promotion = makeSquare(fileOf(sq), relativeRank(Us, PROMOTION_RANK));
    const int defender =
        squareDistance(pos.kingSquare(Them), promotion) - (pos.sideToMove() == Them);
    if (defender > moves) best = std::min(best, moves);
  }
  return best;
}

}  // namespace

// Passed pawns with the pieces around them: a safe next step, a free path to promotion, a
// blockader, and the kings' distances to the square in front of the pawn (which matter more the
// further it is).
template <Color Us, class Sink>
void evaluatePassers(const Evaluation& eval, Sink& sink) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  const EvalWeights& w = eval.w;
  for (Square sq : squaresOf(eval.pawns.passed[Us])) {
    const int rank = relativeRank(Us, rankOf(sq));
    const Square stop = sq + pawnDirection(Us);
    sink.add(Us, w.passedOwnKingDistance[rank], squareDistance(pos.kingSquare(Us), stop));
    sink.add(Us, w.passedEnemyKingDistance[rank], squareDistance(pos.kingSquare(Them), stop));
    if (!((pos.occupied() | eval.attackedBy[Them][0]) & squareBB(stop)))
      sink.add(Us, w.passedSafeStop[rank]);
    if (pos.occupied() & squareBB(stop))
      sink.add(Us, w.passedBlocked[rank]);
    else if (!(pos.occupied() & forwardFileBB(Us, sq)) &&
             !(eval.attackedBy[Them][0] & forwardFileBB(Us, sq)))
      sink.add(Us, w.passedFreePath[rank]);
  }
}

// Passed pawns racing: with an unstoppable passer on one side only, that side queens; with one
// on both, the side that queens first (counting whose move it is) wins the race.
template <class Sink>
void evaluateRace(const Evaluation& eval, Sink& sink) {
  const int white = unstoppableDistance<WHITE>(eval), black = unstoppableDistance<BLACK>(eval);
  if (white == NO_RACE && black == NO_RACE) return;
  const bool whiteFirst = eval.pos.sideToMove() == WHITE;
  const int whitePlies = white == NO_RACE ? NO_RACE * 2 : 2 * white - whiteFirst;
  const int blackPlies = black == NO_RACE ? NO_RACE * 2 : 2 * black - !whiteFirst;
  sink.add(whitePlies < blackPlies ? WHITE : BLACK, eval.w.unstoppablePasser);
}

}  // namespace quadrant

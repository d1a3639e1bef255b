// Score units and the mate-score convention shared by evaluation and search.
#pragma once

#include "quadrant/core/ply.h"

namespace quadrant {

// Scores are centipawns from the side to move's point of view. A mate found at ply p from the
// root scores SCORE_MATE - p (mated: -(SCORE_MATE - p)), so shorter mates score higher.
constexpr int SCORE_DRAW = 0;
constexpr int SCORE_MATE = 32000;
constexpr int SCORE_INFINITE = 32001;
constexpr int SCORE_MATE_IN_MAX_PLY = SCORE_MATE - MAX_PLY;
// Endgame knowledge scores a position it knows to be won (KBNK, a won KPK) from this value up:
// above any normal evaluation, so the search heads for it, yet below every mate score (material
// bonuses on top stay under SCORE_MATE_IN_MAX_PLY), so a found mate still wins over it.
constexpr int SCORE_KNOWN_WIN = 10000;
// A tablebase win found at ply p scores SCORE_TB_WIN - p: the band just below the mate scores,
// so a table win beats any evaluation (known wins included) and loses to any found mate.
constexpr int SCORE_TB_WIN = SCORE_MATE_IN_MAX_PLY - 1;
constexpr int SCORE_TB_WIN_IN_MAX_PLY = SCORE_TB_WIN - MAX_PLY;

constexpr bool isMateScore(int score) {
  return score >= SCORE_MATE_IN_MAX_PLY || score <= -SCORE_MATE_IN_MAX_PLY;
}

// The moves (not plies) to the mate a mate score announces: positive when the side to move
// mates, negative when it is mated.
constexpr int mateInMoves(int score) {
  const int plies = SCORE_MATE - (score < 0 ? -score : score);
  return score > 0 ? (plies + 1) / 2 : -(plies / 2);
}

}  // namespace quadrant

// Static evaluation. For now material and piece-square terms, tapered between middlegame and
// endgame; the search reaches it only through evaluate(), so the full evaluator can replace it.
#pragma once

#include "quadrant/core/position.h"

namespace quadrant {

// Centipawns from the side to move's point of view.
int evaluate(const Position& pos);

// Middlegame material values, used by move ordering and SEE.
constexpr int PIECE_VALUE[7] = {0, 100, 320, 330, 500, 950, 0};

}  // namespace quadrant

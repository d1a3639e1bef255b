// Static exchange evaluation: the material balance of the capture sequence on one square when
// both sides always recapture with their least valuable attacker (the swap algorithm).
#pragma once

#include "quadrant/core/position.h"

namespace quadrant {

// True when the exchange that m starts gains at least `threshold` centipawns for the mover.
// m must be legal. Castling scores 0.
bool seeAtLeast(const Position& pos, Move m, int threshold);

}  // namespace quadrant

// When the CECP engine accepts a draw offered by its opponent. A draw is taken where playing on
// is worth less: a dead draw (no side can win by force), or, once the opening is behind, a
// position the engine's own score says it is clearly worse in. A level game is played on, and
// so is every game in the opening, whatever its score: an early offer is no reason to stop.
#pragma once

#include "quadrant/core/position.h"

namespace quadrant {

// Before this move (the position's full-move number) only a dead draw is accepted.
constexpr int DRAW_ACCEPT_FROM_MOVE = 30;
// The engine's score must be at least this many centipawns below level: half a pawn, more than
// the evaluation's noise between two searches of a level position.
constexpr int DRAW_ACCEPT_MARGIN = 50;

// Whether an offer is accepted in pos, where `score` is the engine's own (from its side's point
// of view, as its last search gave it).
bool acceptsDrawOffer(const Position& pos, int score);

}  // namespace quadrant

// When the CECP engine accepts a draw offered by its opponent. A draw is taken where playing on
// is worth less: a dead draw (no side can win by force), a position the engine's own score says
// it is lost in (at any move: a person or a bot offering a draw to a lost engine expects it
// taken), or, once the opening is behind, one it is clearly worse in. A level game is played on,
// and so is a game near equality in the opening: an early offer is no reason to stop.
#pragma once

#include "quadrant/core/position.h"

namespace quadrant {

// At any move, an engine this many centipawns behind (a piece) takes a draw: it is lost.
constexpr int DRAW_ACCEPT_LOST = 300;
// Before this move (the position's full-move number) only a dead draw or a lost position is
// accepted.
constexpr int DRAW_ACCEPT_FROM_MOVE = 30;
// The engine's score must be at least this many centipawns below level: half a pawn, more than
// the evaluation's noise between two searches of a level position.
constexpr int DRAW_ACCEPT_MARGIN = 50;

// Whether an offer is accepted in pos, where `score` is the engine's own (from its side's point
// of view, as its last search gave it).
bool acceptsDrawOffer(const Position& pos, int score);

}  // namespace quadrant

#include "quadrant/protocol/xboard_draw_offer.h"

#include "quadrant/core/game_end.h"
#include "quadrant/eval/endgame.h"

namespace quadrant {

bool acceptsDrawOffer(const Position& pos, int score) {
  if (insufficientMaterial(pos) || isKnownDraw(pos) || score <= -DRAW_ACCEPT_LOST) return true;
  return pos.fullmoveNumber() >= DRAW_ACCEPT_FROM_MOVE && score <= -DRAW_ACCEPT_MARGIN;
}

}  // namespace quadrant

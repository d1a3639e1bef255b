#include "quadrant/core/game_end.h"

#include "quadrant/core/bitboard.h"
#include "quadrant/core/movegen.h"

namespace quadrant {

bool insufficientMaterial(const Position& pos) {
  if (pos.pawns() | pos.orthogonalSliders()) return false;
  const Bitboard knights = pos.knights(), bishops = pos.bishops();
  if (!bishops) return popcount(knights) <= 1;
  const bool oneColour = !(bishops & LIGHT_SQUARES_BB) || !(bishops & ~LIGHT_SQUARES_BB);
  return !knights && oneColour;
}

bool isCheckmate(const Position& pos) { return pos.inCheck() && legalMoves(pos).empty(); }

GameEnd gameEnd(const Game& game) {
  const Position& pos = game.position();
  if (legalMoves(pos).empty()) return pos.inCheck() ? GameEnd::Checkmate : GameEnd::Stalemate;
  if (insufficientMaterial(pos)) return GameEnd::InsufficientMaterial;
  if (isFiftyMoveDraw(pos)) return GameEnd::FiftyMoves;
  if (game.repetitions() >= 2) return GameEnd::Repetition;
  return GameEnd::None;
}

}  // namespace quadrant

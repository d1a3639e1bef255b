#include "quadrant/engine/game_end.h"

#include "quadrant/core/movegen.h"

namespace quadrant {
namespace {

constexpr Bitboard LIGHT_SQUARES = 0x55AA55AA55AA55AAULL;

}  // namespace

bool insufficientMaterial(const Position& pos) {
  if (pos.pawns() | pos.orthogonalSliders()) return false;
  const Bitboard knights = pos.knights(), bishops = pos.bishops();
  if (!bishops) return popcount(knights) <= 1;
  const bool oneColour = !(bishops & LIGHT_SQUARES) || !(bishops & ~LIGHT_SQUARES);
  return !knights && oneColour;
}

GameEnd gameEnd(const Game& game) {
  const Position& pos = game.position();
  if (legalMoves(pos).empty()) return pos.inCheck() ? GameEnd::Checkmate : GameEnd::Stalemate;
  if (insufficientMaterial(pos)) return GameEnd::InsufficientMaterial;
  if (pos.halfmoveClock() >= 100) return GameEnd::FiftyMoves;
  if (game.repetitions() >= 2) return GameEnd::Repetition;
  return GameEnd::None;
}

std::string resultClaim(const Position& pos, GameEnd end) {
  switch (end) {
    case GameEnd::Checkmate:
      return pos.sideToMove() == WHITE ? "0-1 {Black mates}" : "1-0 {White mates}";
    case GameEnd::Stalemate: return "1/2-1/2 {Stalemate}";
    case GameEnd::InsufficientMaterial: return "1/2-1/2 {Insufficient material}";
    case GameEnd::FiftyMoves: return "1/2-1/2 {Draw by fifty move rule}";
    case GameEnd::Repetition: return "1/2-1/2 {Draw by repetition}";
    case GameEnd::None: break;
  }
  return "*";
}

}  // namespace quadrant

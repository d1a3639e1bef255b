// The end of a game by rule, as a GUI judges it: checkmate, stalemate, dead material, the
// fifty-move rule and threefold repetition.
#pragma once

#include <string>

#include "quadrant/engine/game.h"

namespace quadrant {

enum class GameEnd { None, Checkmate, Stalemate, InsufficientMaterial, FiftyMoves, Repetition };

// Checked in the order above, so a mate on the hundredth reversible ply is a mate.
GameEnd gameEnd(const Game& game);

// No pawn, rook or queen, and either one knight alone or bishops all on squares of one colour:
// no sequence of legal moves can mate. (KNNK and KBKN can mate, so they are not claimed.)
bool insufficientMaterial(const Position& pos);

// The PGN result with its reason, as CECP claims it: "1-0 {White mates}", "1/2-1/2 {Stalemate}".
// Precondition: end != GameEnd::None and it was found in `pos`.
std::string resultClaim(const Position& pos, GameEnd end);

}  // namespace quadrant

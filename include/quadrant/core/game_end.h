// The end of a game by rule, as a GUI judges it: checkmate, stalemate, dead material, the
// fifty-move rule and threefold repetition. The protocols, the self-play games and the analysis
// of a game all judge by these rules.
#pragma once

#include "quadrant/core/game.h"

namespace quadrant {

enum class GameEnd { None, Checkmate, Stalemate, InsufficientMaterial, FiftyMoves, Repetition };

// Checked in the order above, so a mate on the hundredth reversible ply is a mate.
GameEnd gameEnd(const Game& game);

// No pawn, rook or queen, and either one knight alone or bishops all on squares of one colour:
// no sequence of legal moves can mate. (KNNK and KBKN can mate, so they are not claimed; nor
// are the draws that only best play holds, which eval/endgame.h's isKnownDraw recognises.)
bool insufficientMaterial(const Position& pos);

}  // namespace quadrant

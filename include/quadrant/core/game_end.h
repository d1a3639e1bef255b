// The end of a game by rule, as a GUI judges it: checkmate, stalemate, dead material, the
// fifty-move rule and threefold repetition. The protocols, the self-play games and the analysis
// of a game all judge by these rules.
#pragma once

#include "quadrant/core/game.h"

namespace quadrant {

enum class GameEnd { None, Checkmate, Stalemate, InsufficientMaterial, FiftyMoves, Repetition };

// Checked in the order above, so a mate on the hundredth reversible ply is a mate.
GameEnd gameEnd(const Game& game);

// The side to move is in check and has no legal move.
bool isCheckmate(const Position& pos);

// The fifty-move rule counts plies: a hundred without a capture or pawn move draw.
inline constexpr int FIFTY_MOVE_PLIES = 100;
// Whether the fifty-move rule draws the position: the last capture or pawn move lies
// FIFTY_MOVE_PLIES plies back or more, and the move that reached it did not mate (a mate on that
// ply stands). Cheap unless the clock has run out: only then are the moves generated.
inline bool isFiftyMoveDraw(const Position& pos) {
  return pos.halfmoveClock() >= FIFTY_MOVE_PLIES && !isCheckmate(pos);
}

// No pawn, rook or queen, and either one knight alone or bishops all on squares of one colour:
// no sequence of legal moves can mate. (KNNK and KBKN can mate, so they are not claimed; nor
// are the draws that only best play holds, which eval/endgame.h's isKnownDraw recognises.)
bool insufficientMaterial(const Position& pos);

}  // namespace quadrant

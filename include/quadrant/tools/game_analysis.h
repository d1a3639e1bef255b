// The engine's view of every position of a game, as an annotator needs it: each position is
// searched once, so a move is judged by two searches, the one of the position it is played in
// (the best move and its score) and the one of the position it leads to (the played move's
// score, from the other side).
#pragma once

#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/search/search.h"

namespace quadrant {

struct PositionVerdict {
  int score = 0;  // for the side to move (eval/score.h)
  // The best line found, legal from the position; empty where the game is over, and where the
  // limits stopped the search before it found a move.
  std::vector<Move> line;
};

// The verdicts on start and on the position after each of `moves` (legal in sequence), in game
// order: moves.size() + 1 of them. Each position is searched under `limits` with the game's
// earlier positions as its history (repetitions count), except where the game is over: a
// checkmate scores a mate against the side to move, a stalemate or dead material a draw. The
// table and the search's own memory are cleared first, so that the verdicts depend only on the
// game and the limits (and, with several threads, on their timing).
std::vector<PositionVerdict> analyseGame(Search& search, TranspositionTable& tt,
                                         const Position& start, const std::vector<Move>& moves,
                                         const SearchLimits& limits);

}  // namespace quadrant

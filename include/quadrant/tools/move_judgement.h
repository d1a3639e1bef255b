// How an annotator judges a move: by the expected score it gives away. The expected score of a
// search score is win + draw / 2 under the engine's win/draw/loss model (eval/wdl_model.h,
// docs/wdl.md), from the side to move's point of view; a move's loss is the expected score of
// the best move's score less that of the played move's, both read with the material of the
// position the move is played in (so that the loss measures the move, not the change of phase
// a capture brings).
//
// The marks follow Lichess's: it calls a move an inaccuracy, a mistake or a blunder when it
// loses 0.1, 0.2 or 0.3 of its "winning chances", which run from -1 to 1, that is, 0.05, 0.10
// and 0.15 of an expected score running from 0 to 1.
#pragma once

#include <string>

namespace quadrant {

enum class MoveQuality { Good, Inaccuracy, Mistake, Blunder };

constexpr double INACCURACY_LOSS = 0.05;
constexpr double MISTAKE_LOSS = 0.10;
constexpr double BLUNDER_LOSS = 0.15;

// The expected score (0 to 1) of a search score (eval/score.h) for the side to move, with this
// much material on the board (wdlMaterial); a mate for it is 1, a mate against it 0.
double expectedScore(int score, int material);

// The expected score a move gives away (never below 0): `bestScore` is the score of the best
// move, `playedScore` that of the move played, both from the mover's point of view.
double expectedScoreLoss(int bestScore, int playedScore, int material);

MoveQuality judgeMove(double expectedLoss);

// The traditional annotation: "?!", "?", "??"; "" for a good move.
std::string qualityGlyph(MoveQuality quality);
// "Inaccuracy", "Mistake", "Blunder"; "" for a good move.
std::string qualityName(MoveQuality quality);

}  // namespace quadrant

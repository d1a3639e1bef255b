// The conventional values of the pieces in centipawns, indexed by PieceType (no piece and the
// king are worth 0). They are fixed, not tuned: SEE, move ordering, delta pruning, the material
// counts and the endgame recognizers need a stable scale of exchange, while the evaluation's
// own, tuned piece values live in its weights (weights.h).
#pragma once

namespace quadrant {

constexpr int PIECE_VALUE[7] = {0, 100, 320, 330, 500, 950, 0};

}  // namespace quadrant

// The quiet position a position's captures lead to: the last position of the principal variation
// of a quiescence search (stand pat, captures and promotions that do not lose material by SEE,
// every evasion in check). The search evaluates positions where no exchange is pending, so the
// tuner fits the evaluation to such leaves rather than to the positions of the games, where a
// piece may hang for a ply (Ethereal 13 and Weiss tune on resolved positions too).
#pragma once

#include "quadrant/core/position.h"
#include "quadrant/eval/evaluate.h"

namespace quadrant {

// `evaluator` scores the stand-pat positions (its caches make repeated resolutions cheaper).
// The search goes at most MAX_QUIESCENCE_LEAF_PLIES deep; a position whose best line is quiet
// at once is its own leaf.
Position quiescenceLeaf(const Position& pos, Evaluator& evaluator);

inline constexpr int MAX_QUIESCENCE_LEAF_PLIES = 32;

}  // namespace quadrant

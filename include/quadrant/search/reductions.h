// Late move reductions: the plies a quiet move or a capture searched late loses, from the depth
// left and its number in the move order, before the node's own adjustments (search/alpha_beta.cpp).
// They grow with the product of the logarithms of the two, as LMR_BASE_PERCENT and
// LMR_DIVISOR_PERCENT (LMR_CAPTURE_... for captures, which lose less; search/parameters.h) say;
// the tables are computed at start-up, and again in the tuning build whenever a parameter changes.
// A move's history moves its reduction, and the depth the move loop's pruning judges it at.
#pragma once

namespace quadrant {

// The plies every child loses at this depth and move number, plus one: 1 means no reduction,
// 0 stands for depth 0 or move 0. Depths and move numbers past 63 count as 63.
int lateMoveReduction(int depth, int moveNumber);
// The plies a capture loses at this depth and move number (0: none).
int lateCaptureReduction(int depth, int moveNumber);
// The plies a move's history takes from its reduction (negative: adds to it): one per
// LMR_HISTORY_DIVISOR of its history sum (a capture's: its capture history), at most
// LMR_HISTORY_MAX either way.
int historyPlies(int history);
// The depth whose limits the move loop's pruning judges a quiet move by (Weiss's lmrDepth): the
// node's, moved by the move's history sum as its reduction is, so a move with a good history is
// pruned as if farther from the horizon and one with a poor history as if nearer.
inline int quietPruningDepth(int depth, int historySum) { return depth + historyPlies(historySum); }

#ifdef QUADRANT_TUNABLES
// Recomputes the tables from the parameters' current values.
void rebuildLateMoveReductions();
#endif

}  // namespace quadrant

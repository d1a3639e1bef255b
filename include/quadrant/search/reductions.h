// Late move reductions: the plies a quiet move or a capture searched late loses, from the depth
// left and its number in the move order, before the node's own adjustments (search/alpha_beta.cpp).
// They grow with the product of the logarithms of the two, as LMR_BASE_PERCENT and
// LMR_DIVISOR_PERCENT (LMR_CAPTURE_... for captures, which lose less; search/parameters.h) say;
// the tables are computed at start-up, and again in the tuning build whenever a parameter changes.
#pragma once

namespace quadrant {

// The plies every child loses at this depth and move number, plus one: 1 means no reduction,
// 0 stands for depth 0 or move 0. Depths and move numbers past 63 count as 63.
int lateMoveReduction(int depth, int moveNumber);
// The plies a capture loses at this depth and move number (0: none).
int lateCaptureReduction(int depth, int moveNumber);

#ifdef QUADRANT_TUNABLES
// Recomputes the tables from the parameters' current values.
void rebuildLateMoveReductions();
#endif

}  // namespace quadrant

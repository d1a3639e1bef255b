// The deepest ply a search reaches from its root. The score conventions (eval/score.h) reserve a
// band of this many plies below the mate score for mates at each distance, the search sizes its
// per-ply stacks by it, and the protocols refuse a depth limit at or beyond it.
#pragma once

namespace quadrant {

constexpr int MAX_PLY = 246;

}  // namespace quadrant

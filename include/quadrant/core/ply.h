// The deepest ply a search reaches from its root. The score conventions (eval/score.h) reserve a
// band of this many plies below the mate score for mates at each distance, the search sizes its
// per-ply stacks by it, and the protocols refuse a depth limit at or beyond it.
#pragma once

namespace quadrant {

constexpr int MAX_PLY = 246;
// The deepest depth limit a search is given (UCI's go depth, CECP's sd, the command line's
// --depth).
constexpr int MAX_DEPTH = MAX_PLY - 1;

}  // namespace quadrant

// The position the tuner fits in place of a game's position: the one the search would evaluate
// for it. That is the end of the principal variation of a search of some depth, and there the
// quiescence leaf (tools/quiescence_leaf.h), so that no exchange is pending in it. A deeper
// search plays out more of what the position holds (a fork, a pawn that cannot be stopped), so
// the position's label, its game's result, fits the leaf better than the position itself; Weiss
// measured a large gain from resolving its data by depth-12 searches.
#pragma once

#include <cstddef>
#include <optional>

#include "quadrant/core/position.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/tools/fresh_search.h"

namespace quadrant {

// The table of the resolving searches (FreshSearch, cleared before each): small enough to clear in
// a fraction of a millisecond, and still several times what a depth-8 search fills. Whoever
// resolves uses this size, so that a position gets the same leaf wherever it is resolved.
inline constexpr std::size_t RESOLVE_SEARCH_MEGABYTES = 2;

// The deepest resolution: far beyond what a data set of millions of positions can afford.
inline constexpr int MAX_RESOLVE_DEPTH = 30;

// The quiescence leaf of the end of the PV of a `depth`-ply search of `pos` (depth 0 to
// MAX_RESOLVE_DEPTH; with 0, the quiescence leaf of pos itself; `evaluator` scores the stand-pat
// positions). None when the search scores a mate or the leaf ends the game: the evaluation
// scores neither.
std::optional<Position> pvLeaf(const Position& pos, int depth, FreshSearch& search,
                               Evaluator& evaluator);

}  // namespace quadrant

#include "quadrant/tools/pv_leaf.h"

#include "quadrant/core/movegen.h"
#include "quadrant/eval/score.h"
#include "quadrant/tools/quiescence_leaf.h"

namespace quadrant {

std::optional<Position> pvLeaf(const Position& pos, int depth, FreshSearch& search,
                               Evaluator& evaluator) {
  Position pvEnd = pos;
  if (depth > 0) {
    SearchLimits limits;
    limits.depth = depth;
    const SearchedLine line = search.run(pos, limits);
    if (isMateScore(line.score)) return std::nullopt;
    for (Move m : line.pv) pvEnd.makeMove(m);
  }
  const Position leaf = quiescenceLeaf(pvEnd, evaluator);
  if (legalMoves(leaf).empty()) return std::nullopt;
  return leaf;
}

}  // namespace quadrant

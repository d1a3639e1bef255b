#include "quadrant/tools/quiescence_leaf.h"

#include <algorithm>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/eval/piece_value.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/see.h"

namespace quadrant {
namespace {

// The moves quiescence tries here, most valuable victim first: every legal move in check;
// otherwise the captures and promotions that SEE says do not lose material.
std::vector<Move> quiescenceMoves(const Position& pos) {
  std::vector<Move> moves;
  for (Move m : legalMoves(pos))
    if (pos.inCheck() || ((pos.isCapture(m) || m.isPromotion()) && seeAtLeast(pos, m, 0)))
      moves.push_back(m);
  const auto gain = [&](Move m) {
    return PIECE_VALUE[pos.capturedType(m)] + (m.isPromotion() ? PIECE_VALUE[m.promotion()] : 0);
  };
  std::stable_sort(moves.begin(), moves.end(), [&](Move a, Move b) { return gain(a) > gain(b); });
  return moves;
}

class LeafSearch {
 public:
  explicit LeafSearch(Evaluator& evaluator) : evaluator_(evaluator) {}

  // Fail-hard alpha-beta; *pv receives the line that reached alpha (empty: standing pat).
  int search(const Position& pos, int alpha, int beta, int ply, std::vector<Move>* pv) {
    pv->clear();
    const bool inCheck = pos.inCheck();
    if (!inCheck) {
      const int standPat = evaluator_.evaluate(pos);
      if (standPat >= beta || ply >= MAX_QUIESCENCE_LEAF_PLIES) return std::min(standPat, beta);
      alpha = std::max(alpha, standPat);
    } else if (ply >= MAX_QUIESCENCE_LEAF_PLIES) {
      return alpha;
    }
    const std::vector<Move> moves = quiescenceMoves(pos);
    if (inCheck && moves.empty()) return std::max(alpha, -SCORE_MATE + ply);
    std::vector<Move> line;
    for (Move m : moves) {
      Position child = pos;
      child.makeMove(m);
      const int score = -search(child, -beta, -alpha, ply + 1, &line);
      if (score <= alpha) continue;
      alpha = score;
      pv->assign(1, m);
      pv->insert(pv->end(), line.begin(), line.end());
      if (alpha >= beta) break;
    }
    return alpha;
  }

 private:
  Evaluator& evaluator_;
};

}  // namespace

Position quiescenceLeaf(const Position& pos, Evaluator& evaluator) {
  std::vector<Move> pv;
  LeafSearch(evaluator).search(pos, -SCORE_INFINITE, SCORE_INFINITE, 0, &pv);
  Position leaf = pos;
  for (Move m : pv) leaf.makeMove(m);
  return leaf;
}

}  // namespace quadrant

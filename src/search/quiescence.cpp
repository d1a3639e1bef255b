// Quiescence: at the horizon, captures, promotions and (near it) checks are searched until
// the position is quiet; docs/search.md describes it.
#include "worker.h"

#include "quadrant/core/check_squares.h"
#include "quadrant/eval/piece_value.h"
#include "quadrant/search/movepick.h"
#include "quadrant/search/parameters.h"

#include "node.h"

namespace quadrant {

// `checks`: quiet checks are tried here too (at the first quiescence ply, and after a forced
// evasion while `renewals` last).
int SearchWorker::quiesce(const Position& pos, int alpha, int beta, int ply, bool checks,
                          int renewals) {
  if (const std::optional<int> score = startNode(pos, ply)) return *score;
  if (isDraw(pos)) return SCORE_DRAW;

  const bool pvNode = beta - alpha > 1;
  TTHit ttEntry;
  const bool hasTTEntry = tt_.probe(pos.key(), ply, &ttEntry);
  if (hasTTEntry && !pvNode && cutsOff(ttEntry, alpha, beta)) return ttEntry.score;

  const bool inCheck = pos.inCheck();
  AlphaBeta scores{alpha, beta};
  int rawEval = 0;
  if (!inCheck) {
    // Stand pat: the side to move need not capture.
    rawEval = hasTTEntry ? ttEntry.eval : evaluator_.evaluate(pos, alpha, beta);
    scores.take(correction_.corrected(pos, rawEval, correctionContext(ply)), Move::none());
    if (scores.failsHigh()) return scores.best;
  }
  CheckSquares checkSquares(pos);
  MovePicker picker = MovePicker::forQuiescence(pos, hasTTEntry ? ttEntry.move : Move::none(),
                                                checks ? &checkSquares : nullptr, history_);
  // One-reply extension in quiescence (as Gibbon): after the only evasion of a check, the
  // checking side may try quiet checks again, so forcing sequences are followed through. The
  // renewals are few: checks with single replies are common in queen endings.
  const bool renew = inCheck && renewals > 0 && countLegalMoves(pos) == 1;
  int moveCount = 0;
  for (Move m = picker.next(); m; m = picker.next()) {
    ++moveCount;
    // Delta pruning: even winning this piece cannot lift the score to alpha. Checks are kept:
    // what they threaten (mate, a fork of the king) is not measured by the captured piece.
    if (!inCheck && !m.isPromotion() &&
        scores.best + PIECE_VALUE[pos.capturedType(m)] + DELTA_MARGIN <= scores.alpha &&
        !checkSquares.givesCheck(m))
      continue;
    prefetchBucketAfter(pos, m);
    Position child = pos;
    child.makeMove(m);
    prefetchEvaluation(child);
    recordMove(ply, child, m, pos.isCapture(m), 0, 0);
    const ChildOnPath onPath(*this, child);
    const int score = -quiesce(child, -beta, -scores.alpha, ply + 1, renew, renewals - renew);
    if (stopped()) return 0;
    if (scores.take(score, m) && scores.failsHigh()) break;
  }
  if (inCheck && moveCount == 0) return -SCORE_MATE + ply;
  tt_.store(pos.key(), ply, scores.bestMove, scores.best, rawEval, 0, scores.bound(alpha));
  return scores.best;
}

}  // namespace quadrant

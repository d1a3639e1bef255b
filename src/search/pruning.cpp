// Where the alpha-beta search gives up without a full search: pruning before the moves, which
// ends a node (reverse futility, razoring, the null move, ProbCut, enhanced transposition
// cut-offs), and pruning in the move loop, which skips a move (late-move pruning, futility,
// continuation-history and SEE pruning). docs/search.md describes each; the margins and depth
// limits are search/parameters.h's.
#include "worker.h"

#include <algorithm>

#include "quadrant/search/movepick.h"
#include "quadrant/search/parameters.h"
#include "quadrant/search/reductions.h"
#include "quadrant/search/see.h"

#include "node.h"

namespace quadrant {
namespace {

Bitboard nonPawnMaterial(const Position& pos) { return pos.us() & ~pos.pawns() & ~pos.kings(); }

// Late-move pruning: how many moves a node this close to the horizon searches before it stops
// trying quiet moves; fewer when the static evaluation is not improving.
int lateMoveLimit(int depth, bool improving) {
  const int share =
      improving ? LATE_MOVE_PRUNING_IMPROVING_PERCENT : LATE_MOVE_PRUNING_NOT_IMPROVING_PERCENT;
  return (LATE_MOVE_PRUNING_BASE + depth * depth) * share / 100;
}

// Continuation-history pruning near the horizon: a quiet move whose history as the reply to the
// opponent's last move (or as the follow-up to the side's own move before) is this poor is
// skipped, up to the given depth.
struct ContinuationPruning {
  int counterDepth, counterLimit, followUpDepth, followUpLimit;
  bool prunes(const QuietHistory& history, int depth) const {
    return (depth <= counterDepth && history.counter < counterLimit) ||
           (depth <= followUpDepth && history.followUp < followUpLimit);
  }
};

ContinuationPruning continuationPruning(bool improving) {
  if (improving)
    return {COUNTER_PRUNING_DEPTH_IMPROVING, COUNTER_PRUNING_LIMIT_IMPROVING,
            FOLLOW_UP_PRUNING_DEPTH_IMPROVING, FOLLOW_UP_PRUNING_LIMIT_IMPROVING};
  return {COUNTER_PRUNING_DEPTH_NOT_IMPROVING, COUNTER_PRUNING_LIMIT_NOT_IMPROVING,
          FOLLOW_UP_PRUNING_DEPTH_NOT_IMPROVING, FOLLOW_UP_PRUNING_LIMIT_NOT_IMPROVING};
}

// The key of the position after the legal move m: keyAfter where it is exact, else the key of
// the child made.
Key childKey(const Position& pos, Move m) {
  if (pos.keyAfterIsExact(m)) return pos.keyAfter(m);
  Position child = pos;
  child.makeMove(m);
  return child.key();
}

}  // namespace

// Null move: if passing still fails high, a real move will too. Not in pawn endings; with a
// single piece left (zugzwang is likely) or at high depth the result is verified by a reduced
// normal search. A cut-off ends the node with beta.
std::optional<int> SearchWorker::nullMoveCutoff(Node& node) {
  // Not when the table already says a search of this node fails low, nor right after the
  // opponent's quiet move that has refuted often (deniesNullMove).
  const bool tableSaysFails =
      node.hasTTEntry && node.ttEntry.bound == Bound::Upper && node.ttEntry.score < node.beta;
  const bool strongPrevious = node.ply > 0 && deniesNullMove(frames_[node.ply - 1].quietHistory);
  if (!node.nullAllowed || node.depth < NULL_MOVE_MIN_DEPTH || node.staticEval < node.beta ||
      tableSaysFails || strongPrevious)
    return std::nullopt;
  const Bitboard pieces = nonPawnMaterial(node.pos);
  if (!pieces) return std::nullopt;
  const int depth = node.depth, ply = node.ply, beta = node.beta;
  const int reduction =
      NULL_MOVE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR +
      std::min(NULL_MOVE_EVAL_MAX, (node.staticEval - beta) / NULL_MOVE_EVAL_DIVISOR);
  Position child = node.pos;
  child.makeNullMove();
  prefetchChild(child);
  recordMove(ply, child, Move::none(), false, 0, 0);
  const int score =
      searchChild(child, beta - 1, beta, depth - 1 - reduction, ply, false, !node.cutNode);
  if (stopped() || score < beta) return std::nullopt;
  const bool verify = !moreThanOne(pieces) || depth >= NULL_MOVE_VERIFY_DEPTH;
  if (verify &&
      negamax(node.pos, beta - 1, beta, depth - 1 - reduction, ply, false, node.cutNode) < beta)
    return std::nullopt;
  return beta;
}

// Enhanced transposition cut-off: unlike the node's own entry (ttEntryEndsNode), the entries of
// its children are probed; a child already known from them to refute this node's opponent ends
// the node before any subtree is searched.
std::optional<int> SearchWorker::enhancedTranspositionCutoff(const Node& node) {
  if (node.depth < ETC_MIN_DEPTH) return std::nullopt;
  const Position& pos = node.pos;
  const MoveList moves = legalMoves(pos);
  // Every child's bucket is requested before the first is read, so that their cache misses
  // overlap. The probes then go in move order, as a single pass would, so the same child cuts.
  Key keys[MoveList::CAPACITY];
  for (int i = 0; i < moves.size(); ++i) {
    keys[i] = childKey(pos, moves[i]);
    tt_.prefetch(keys[i]);
  }
  for (int i = 0; i < moves.size(); ++i) {
    TTHit childEntry;
    if (!tt_.probe(keys[i], node.ply + 1, &childEntry) || childEntry.depth < node.depth - 1)
      continue;
    if ((childEntry.bound == Bound::Upper || childEntry.bound == Bound::Exact) &&
        -childEntry.score >= node.beta) {
      Position child = pos;
      child.makeMove(moves[i]);
      const ChildOnPath onPath(*this, child);
      if (isDraw(child)) continue;  // the table does not know the path's repetitions
      return -childEntry.score;
    }
  }
  return std::nullopt;
}

// ProbCut: a capture whose search, several plies shallower, clears beta by a margin would almost
// surely cut the node at full depth too. Not when the table already holds a search that deep
// which stayed below that margin. Only captures that SEE says can reach the raised beta from the
// static evaluation are tried, each first by quiescence, which refutes most cheaply.
std::optional<int> SearchWorker::probCut(Node& node) {
  const int depth = node.depth, ply = node.ply;
  if (depth < PROBCUT_MIN_DEPTH || isMateScore(node.beta) ||
      (node.hasTTEntry && node.ttEntry.depth >= depth - PROBCUT_REDUCTION &&
       node.ttEntry.score < node.beta + PROBCUT_MARGIN))
    return std::nullopt;
  const Position& pos = node.pos;
  const int probBeta = std::min(node.beta + PROBCUT_MARGIN, SCORE_TB_WIN_IN_MAX_PLY - 1);
  MovePicker picker = MovePicker::forQuiescence(pos, node.ttMove, nullptr, history_);
  for (Move m = picker.next(); m; m = picker.next()) {
    if (!seeAtLeast(pos, m, probBeta - node.staticEval)) continue;
    prefetchBucketAfter(pos, m);
    Position child = pos;
    child.makeMove(m);
    prefetchEvaluation(child);
    recordMove(ply, child, m, pos.isCapture(m), 0, 0);
    // Quiescence first (a search of depth 0), then the reduced search.
    int found = searchChild(child, probBeta - 1, probBeta, 0, ply, true, !node.cutNode);
    if (found >= probBeta && !stopped())
      found = searchChild(child, probBeta - 1, probBeta, depth - 1 - PROBCUT_REDUCTION, ply, true,
                          !node.cutNode);
    if (stopped()) return std::nullopt;
    if (found >= probBeta) return found;
  }
  return std::nullopt;
}

// Pruning before the moves, at non-PV nodes out of check (and not in a singular test): reverse
// futility, razoring, the null move, ProbCut and enhanced transposition cut-offs, in that order,
// the cheapest first. A stop ends the node with 0, a score that means nothing.
std::optional<int> SearchWorker::pruneBeforeMoves(Node& node) {
  if (node.pvNode || node.inCheck || node.excluded) return std::nullopt;
  // Reverse futility: far above beta with little depth left, assume the cut-off holds.
  if (node.depth <= REVERSE_FUTILITY_DEPTH &&
      node.staticEval - REVERSE_FUTILITY_MARGIN * (node.depth - node.improving) >= node.beta &&
      !isMateScore(node.beta))
    return node.staticEval;
  // Razoring: far below alpha near the horizon, only captures can save the node.
  if (node.depth <= RAZOR_DEPTH && node.staticEval + RAZOR_MARGIN * node.depth <= node.alpha) {
    const int score =
        quiesce(node.pos, node.alpha, node.alpha + 1, node.ply, true, QUIESCENCE_CHECK_RENEWALS);
    if (score <= node.alpha) return score;
  }
  if (const std::optional<int> score = nullMoveCutoff(node)) return score;
  if (stopped()) return 0;
  if (const std::optional<int> score = probCut(node)) return score;
  if (stopped()) return 0;
  return enhancedTranspositionCutoff(node);
}

// Move-loop pruning, below the root, out of check and once a move has escaped a mate: whether
// the move is skipped. Late-move pruning and futility skip every later quiet move as well. The
// depth limits of futility by FUTILITY_MARGIN and of SEE pruning judge a quiet move by its
// history-moved depth (quietPruningDepth; a capture, whose quiet history is empty, by the
// node's); late-move pruning, futility whatever the history, continuation-history pruning and
// every margin read the node's depth. (Continuation-history pruning tests single histories: a
// gate moved by their sum would spare a move whose sum is good but whose reply history is poor,
// a rule of another kind.)
bool SearchWorker::skipsMove(const Node& node, const MoveUnderSearch& move, MovePicker& picker) {
  if (node.ply == 0 || node.inCheck || node.best <= -SCORE_MATE_IN_MAX_PLY) return false;
  const int depth = node.depth;
  const int pruningDepth = quietPruningDepth(depth, move.history.sum());
  if (move.quiet && !move.givesCheck) {
    // Late-move pruning, then futility: every later quiet move shares the verdict. A quiet
    // move is not expected to lift the static evaluation by more than FUTILITY_MARGIN per
    // ply, unless its histories say it has often done well here; none is expected to gain
    // FUTILITY_NO_HISTORY_MARGIN more.
    const int futile = node.staticEval + FUTILITY_MARGIN * depth;
    const int historyLimit =
        node.improving ? FUTILITY_HISTORY_LIMIT_IMPROVING : FUTILITY_HISTORY_LIMIT_NOT_IMPROVING;
    if ((!node.pvNode && depth <= LATE_MOVE_PRUNING_DEPTH &&
         move.number > lateMoveLimit(depth, node.improving)) ||
        (pruningDepth <= FUTILITY_DEPTH && futile <= node.alpha &&
         move.history.sum() < historyLimit) ||
        (depth <= FUTILITY_DEPTH && futile + FUTILITY_NO_HISTORY_MARGIN <= node.alpha)) {
      picker.skipQuiets();
      return true;
    }
    // A reply the opponent's last move (or the side's own move before) has taught to fear
    // is skipped alone.
    if (continuationPruning(node.improving).prunes(move.history, depth)) return true;
  }
  // A move losing this much material will not recover near the horizon. The hash move and
  // the winning captures (already checked by SEE in the picker) are not tested.
  return pruningDepth <= SEE_PRUNING_DEPTH && move.move != node.ttMove &&
         !seeAtLeast(node.pos, move.move,
                     move.quiet ? -SEE_QUIET_MARGIN * depth : -SEE_NOISY_MARGIN * depth * depth);
}

}  // namespace quadrant

// The alpha-beta search of one worker: negamax, a principal variation search in named steps
// taken in the order negamax lists them, from the path's draws to the move loop and the
// node's result. Its pruning is in pruning.cpp; docs/search.md describes every step.
#include "worker.h"

#include <algorithm>
#include <cstdlib>

#include "quadrant/core/check_squares.h"
#include "quadrant/search/movepick.h"
#include "quadrant/search/parameters.h"
#include "quadrant/search/reductions.h"
#include "quadrant/search/upcoming_repetition.h"

#include "node.h"

namespace quadrant {
namespace {

// Ranks count from 0, a side's from its own first rank: its seventh is the last before
// promotion, and a pawn reaching it is extended.
constexpr int SEVENTH_RANK = 6;

bool isQuiet(const Position& pos, Move m) { return !pos.isCapture(m) && !m.isPromotion(); }

}  // namespace

int SearchWorker::negamax(const Position& pos, int alpha, int beta, int depth, int ply,
                          bool nullAllowed, bool cutNode) {
  if (depth <= 0) return quiesce(pos, alpha, beta, ply, true, QUIESCENCE_CHECK_RENEWALS);
  if (const std::optional<int> score = startNode(pos, ply)) return *score;
  Node node(pos, alpha, beta, depth, ply, nullAllowed, cutNode, frames_[ply]);
  if (const std::optional<int> score = pathEndsNode(node)) return *score;
  if (const std::optional<int> score = ttEntryEndsNode(node)) return *score;
  if (const std::optional<int> score = tablebaseEndsNode(node)) return *score;
  evaluateNode(node);
  clearGrandchildren(ply);
  if (const std::optional<int> score = pruneBeforeMoves(node)) return *score;
  if (const std::optional<int> score = makeUpForMissingHashMove(node)) return *score;
  return searchMoves(node);
}

// Below the root, what the path alone decides: a draw by repetition or by rule; mate distance
// pruning (no score here can beat a mate already found closer to the root); an upcoming
// repetition (a side that can bring back an earlier position can draw: the node is worth that at
// least). The node ends when the window closes.
std::optional<int> SearchWorker::pathEndsNode(Node& node) {
  if (node.ply == 0) return std::nullopt;
  if (isDraw(node.pos)) return SCORE_DRAW;
  node.alpha = std::max(node.alpha, -SCORE_MATE + node.ply);
  node.beta = std::min(node.beta, SCORE_MATE - node.ply - 1);
  if (node.alpha >= node.beta) return node.alpha;
  if (node.alpha < SCORE_DRAW &&
      hasUpcomingRepetition(node.pos, keys_, reversiblePlies(node.pos, node.ply))) {
    node.alpha = SCORE_DRAW;
    if (node.alpha >= node.beta) return node.alpha;
  }
  return std::nullopt;
}

// The node's transposition table entry (none inside a singular test, which must not meet its
// own node's result): it ends a non-PV node when it was searched at least as deep and its bound
// cuts the window, with the entry's score.
std::optional<int> SearchWorker::ttEntryEndsNode(Node& node) {
  node.hasTTEntry = !node.excluded && tt_.probe(node.pos.key(), node.ply, &node.ttEntry);
  node.ttMove = node.hasTTEntry ? node.ttEntry.move : Move::none();
  if (node.hasTTEntry && !node.pvNode && node.ttEntry.depth >= node.depth &&
      cutsOff(node.ttEntry, node.alpha, node.beta))
    return node.ttEntry.score;
  return std::nullopt;
}

// Probes the WDL tables at a node just reached by a capture or pawn move (its result is then
// exact), without castling rights and with few enough pieces; with as many pieces as probed at
// all, only from SyzygyProbeDepth on.
bool SearchWorker::probeTablebases(const Position& pos, int depth, syzygy::Wdl* wdl) {
  const int cardinality = shared_.probeCardinality;
  if (!cardinality || pos.halfmoveClock() != 0 || pos.castlingRights()) return false;
  const int pieces = popcount(pos.occupied());
  if (pieces > cardinality || (pieces == cardinality && depth < shared_.tablebases.probeDepth))
    return false;
  const syzygy::WdlProbe probe = shared_.tablebases.tables->probeWdl(pos);
  if (probe.status != syzygy::ProbeStatus::Ok) return false;
  shared_.tbHits.fetch_add(1, std::memory_order_relaxed);
  *wdl = probe.wdl;
  return true;
}

// The tablebase node (Syzygy's WDL tables): their result ends the node when it is exact or
// already cuts (stored TABLEBASE_DEPTH_BONUS plies deeper than searched: it is exact whatever the
// depth); on a PV node a bound that does not cut still frames what the moves can score.
std::optional<int> SearchWorker::tablebaseEndsNode(Node& node) {
  syzygy::Wdl wdl;
  if (node.ply == 0 || node.excluded || !probeTablebases(node.pos, node.depth, &wdl))
    return std::nullopt;
  const bool rule50 = shared_.tablebases.fiftyMoveRule;
  const int tableScore = tablebaseScore(wdl, node.ply, rule50);
  const Bound bound = tablebaseBound(wdl, rule50);
  if (bound == Bound::Exact ||
      (bound == Bound::Lower ? tableScore >= node.beta : tableScore <= node.alpha)) {
    tt_.store(node.pos.key(), node.ply, Move::none(), tableScore,
              node.inCheck ? 0 : evaluator_.evaluate(node.pos),
              std::min(node.depth + TABLEBASE_DEPTH_BONUS, MAX_PLY - 1), bound);
    return tableScore;
  }
  if (node.pvNode && bound == Bound::Lower)
    node.take(tableScore, Move::none());
  else if (node.pvNode)
    node.maxScore = tableScore;
  return std::nullopt;
}

// The static evaluation, corrected by the correction histories (the table keeps it as computed;
// a singular test reuses its node's), and whether it has risen since the side's previous move.
void SearchWorker::evaluateNode(Node& node) {
  const int ply = node.ply;
  node.rawEval = node.inCheck || node.excluded ? 0
                 : node.hasTTEntry             ? node.ttEntry.eval
                                               : evaluator_.evaluate(node.pos);
  node.correction = correctionContext(ply);
  node.staticEval = node.inCheck ? -SCORE_INFINITE
                    : node.excluded
                        ? node.frame.staticEval
                        : correction_.corrected(node.pos, node.rawEval, node.correction);
  node.frame.staticEval = node.staticEval;
  node.frame.doubleExtensions =
      ply > 0 ? frames_[ply - 1].doubleExtensions + (frames_[ply - 1].extension >= 2) : 0;
  node.improving = !node.inCheck && ply >= 2 && node.staticEval > frames_[ply - 2].staticEval;
}

// The grandchildren's killers and cut-off count are their own subtree's, not a cousin's.
void SearchWorker::clearGrandchildren(int ply) {
  Frame& grandchild = frames_[ply + 2];
  grandchild.killers.clear();
  grandchild.cutoffs = 0;
  grandchild.mateKillers.clear();
}

// Without a hash move: find one with a shallower search on PV nodes (internal iterative
// deepening), or simply search less deep elsewhere (internal iterative reduction): an expected
// cut node deep in the tree loses a second ply, since its first move is likely to cut and the
// table will know it for the full-depth search. Ends the node only when the search stopped (with
// 0, a score that means nothing).
std::optional<int> SearchWorker::makeUpForMissingHashMove(Node& node) {
  if (node.ttMove) return std::nullopt;
  if (!node.excluded && node.depth >= IID_MIN_DEPTH && node.pvNode) {
    negamax(node.pos, node.alpha, node.beta, node.depth - IID_REDUCTION, node.ply, node.nullAllowed,
            false);
    if (stopped()) return 0;
    if (tt_.probe(node.pos.key(), node.ply, &node.ttEntry)) node.ttMove = node.ttEntry.move;
  } else if (!node.pvNode && node.depth >= IIR_MIN_DEPTH) {
    node.depth -= 1 + (node.cutNode && node.depth >= IIR_CUT_NODE_MIN_DEPTH);
  }
  return std::nullopt;
}

// The move loop: each move the picker hands out, unless pruned, is extended or reduced and
// searched; the best raises alpha, and one that reaches beta ends the loop with a cut-off.
int SearchWorker::searchMoves(Node& node) {
  const Position& pos = node.pos;
  const int ply = node.ply;
  prepareMoveLoop(node);
  MovePicker picker(pos, hintsFor(node.ttMove, ply, node.historyContext), history_);
  CheckSquares checks(pos);
  const QuietHistoryView quietHistory = history_.quietView(pos, node.historyContext);
  const int originalAlpha = node.alpha;
  TriedMoves tried;
  int moveCount = 0;
  for (Move m = picker.next(); m; m = picker.next()) {
    if (m == node.excluded || (ply == 0 && !isRootMove(m))) continue;
    const bool quiet = isQuiet(pos, m);
    MoveUnderSearch move{m, ++moveCount, quiet, checks.givesCheck(m),
                         quiet ? quietHistory.of(pos, m) : QuietHistory{}};
    if (skipsMove(node, move, picker)) continue;
    prefetchBucketAfter(pos, m);
    move.extension = moveExtension(node, move);
    if (node.singularCandidate && m == node.ttMove && !move.extension) {
      if (const std::optional<int> score = singularExtension(node, move)) return *score;
    }
    Position child = pos;
    child.makeMove(m);
    prefetchEvaluation(child);
    recordMove(ply, child, m, !quiet && pos.isCapture(m), move.extension, move.history.sum());
    const int newDepth = node.depth - 1 + move.extension;
    const int score = ply == 0 ? searchRootMove(node, child, move, newDepth)
                               : searchMove(node, child, move, newDepth);
    if (stopped()) return 0;
    if (node.take(score, m)) {
      updatePv(ply, m);
      if (node.failsHigh()) {
        learnFromCutoff(node, move, score, tried);
        break;
      }
    }
    tried.add(m, quiet);
  }
  return concludeNode(node, moveCount, originalAlpha);
}

// What the move loop needs to know of the node once, before its first move.
void SearchWorker::prepareMoveLoop(Node& node) {
  const TTHit& entry = node.ttEntry;
  node.singularCandidate = node.ply > 0 && !node.excluded && node.hasTTEntry &&
                           node.depth >= SINGULAR_MIN_DEPTH && node.ttMove &&
                           entry.depth >= node.depth - SINGULAR_TT_DEPTH_MARGIN &&
                           entry.bound != Bound::Upper && !isMateScore(entry.score);
  node.singleReply = node.inCheck && countLegalMoves(node.pos) == 1;
  // A capture or promotion as the hash move: the quiet moves are likely worse than it.
  node.ttNoisy = node.ttMove && !isQuiet(node.pos, node.ttMove);
  node.historyContext = historyContext(node.pos, node.ply);
}

// At most one ply per move: for a check, the only reply to a check, a recapture on a PV node,
// or a pawn reaching the 7th rank. Extensions stop at EXTENSION_PLY_FACTOR times the iteration
// depth so that chains of checks cannot run away.
int SearchWorker::moveExtension(const Node& node, const MoveUnderSearch& move) const {
  const Position& pos = node.pos;
  const int ply = node.ply;
  const Move m = move.move;
  if (ply >= EXTENSION_PLY_FACTOR * rootDepth_) return 0;
  if (move.givesCheck || node.singleReply) return 1;
  if (node.pvNode && ply > 0 && frames_[ply - 1].capture && pos.isCapture(m) &&
      m.to() == frames_[ply - 1].move.to())
    return 1;
  if (pos.typeOn(m.from()) == PAWN &&
      relativeRank(pos.sideToMove(), rankOf(m.to())) == SEVENTH_RANK)
    return 1;
  return 0;
}

// The singular extension of the hash move (not tested for a move already extended: the test
// costs a search and could not extend it further, so it gives up the multi-cut there). When every
// other move falls well short of the hash move's score, the hash move is forced and deserves a
// deeper look: two plies off the PV when they fall far short (a few times on one path at most).
// When even the others beat beta, the node fails high anyway (multi-cut). When some other move
// comes close but the hash move is expected to beat beta anyway, or the node to cut, the hash
// move is searched a ply less: another move would likely do. The verdict is the hash move's
// extension; the node ends on a multi-cut, or with 0 (a score that means nothing) on a stop.
std::optional<int> SearchWorker::singularExtension(Node& node, MoveUnderSearch& move) {
  const int depth = node.depth;
  const int singularBeta = node.ttEntry.score - SINGULAR_MARGIN * depth;
  node.frame.excluded = move.move;
  const int score = negamax(node.pos, singularBeta - 1, singularBeta,
                            (depth - 1) / SINGULAR_DEPTH_DIVISOR, node.ply, false, node.cutNode);
  node.frame.excluded = Move::none();
  if (stopped()) return 0;
  if (score < singularBeta) {
    const bool farShort = !node.pvNode && score < singularBeta - SINGULAR_DOUBLE_MARGIN &&
                          node.frame.doubleExtensions < SINGULAR_DOUBLE_MAX;
    move.extension = farShort ? 2 : 1;
  } else if (singularBeta >= node.beta) {
    return singularBeta;
  } else if (node.ttEntry.score >= node.beta || node.cutNode) {
    move.extension = -1;
  }
  return std::nullopt;
}

// The search of one move's child, a principal variation search: the first move in the node's
// window, a later one in a zero window, reduced (reductionOf), then again at full depth and
// with the full window for as long as it beats alpha. The children's node types: the first move
// of a PV node heads a PV node; a zero-window child of an expected cut node is an expected all
// node and the reverse; a reduced search expects the move to be refuted, so its child is an
// expected cut node.
int SearchWorker::searchMove(Node& node, const Position& child, const MoveUnderSearch& move,
                             int newDepth) {
  const int alpha = node.alpha, beta = node.beta, ply = node.ply;
  if (move.number == 1)
    return searchChild(child, alpha, beta, newDepth, ply, true, !node.pvNode && !node.cutNode);
  // Each re-search waits for the search before it to have finished: after a stop its score
  // means nothing, and the re-search would only pass the node limit. A reduced search that fails
  // high is searched again at full depth, a ply deeper when it beat the best score so far by a
  // wide margin, a ply less when only just (not at all when that is its own depth). What that
  // re-search found teaches a quiet move's continuation histories.
  const int reduction = reductionOf(node, move, newDepth);
  const int reducedDepth = newDepth - reduction;
  int score =
      searchChild(child, alpha, alpha + 1, reducedDepth, ply, true, reduction > 0 || !node.cutNode);
  if (score > alpha && reduction && !stopped()) {
    newDepth += (score > node.best + LMR_DEEPER_MARGIN + LMR_DEEPER_SLOPE * reduction) -
                (score < node.best + LMR_SHALLOWER_MARGIN);
  }
  if (score > alpha && newDepth > reducedDepth && !stopped()) {
    score = searchChild(child, alpha, alpha + 1, newDepth, ply, true, !node.cutNode);
    if (move.quiet && !stopped() && (score <= alpha || score >= beta))
      history_.updateContinuations(node.pos, node.historyContext, move.move, node.depth,
                                   score >= beta);
  }
  if (score > alpha && score < beta && !stopped())
    score = searchChild(child, alpha, beta, newDepth, ply, true, false);
  return score;
}

// The late move reduction of a move after the first: none at the root (a root move searched too
// shallow can hide the best move for a whole iteration, and the root has few moves to spend the
// full depth on), for a check (it was extended) or for a quiet promotion. A quiet move loses
// more at non-PV nodes, at expected cut nodes, when not improving, for a king move out of check,
// after a noisy hash move and when its siblings' children failed high often; less as a killer;
// its histories move it either way. A capture loses less, moved by its capture history.
int SearchWorker::reductionOf(const Node& node, const MoveUnderSearch& move, int newDepth) const {
  const Position& pos = node.pos;
  const Move m = move.move;
  if (node.ply == 0 || node.depth < LMR_MIN_DEPTH || move.givesCheck ||
      !(move.quiet || pos.isCapture(m)))
    return 0;
  int reduction = 0;
  if (move.quiet) {
    const bool hinted = node.frame.killers.contains(m) || node.frame.mateKillers.contains(m);
    reduction = lateMoveReduction(node.depth, move.number) - 1 + !node.pvNode + !node.improving +
                LMR_CUT_NODE * node.cutNode + (node.inCheck && pos.typeOn(m.from()) == KING) -
                hinted + LMR_TT_NOISY * node.ttNoisy +
                (frames_[node.ply + 1].cutoffs > LMR_CUTOFF_LIMIT) -
                historyPlies(move.history.sum());
  } else {
    reduction = lateCaptureReduction(node.depth, move.number) + node.cutNode -
                historyPlies(history_.capture(pos, m));
  }
  return std::clamp(reduction, 0, newDepth - 1);
}

// A cut-off teaches the move order: the node's fail-high count (for its grandparent's late moves,
// one more without a hash move), and the histories, which reward the move and penalise those
// tried before it. A quiet move also becomes a killer (the mate killer when it refuted with a
// mate) and the counter move to the previous move.
void SearchWorker::learnFromCutoff(Node& node, const MoveUnderSearch& move, int score,
                                   const TriedMoves& tried) {
  const int ply = node.ply;
  node.frame.cutoffs += 1 + !node.ttMove;
  if (move.quiet) {
    if (score >= SCORE_MATE_IN_MAX_PLY)
      node.frame.mateKillers.add(move.move);
    else
      node.frame.killers.add(move.move);
    if (ply > 0 && frames_[ply - 1].move)
      history_.setCounterMove(frames_[ply - 1].movedPiece, frames_[ply - 1].move.to(), move.move);
    history_.updateQuiets(node.pos, node.historyContext, move.move, tried.quiets.begin(),
                          tried.quiets.size(), node.depth);
  }
  history_.updateCaptures(node.pos, move.quiet ? Move::none() : move.move, tried.noisies.begin(),
                          tried.noisies.size(), node.depth);
}

// What the search found teaches the static evaluation's correction unless a capture or
// promotion decided it (the evaluation could not have seen it), it is a table or mate score, or
// its bound says nothing about the evaluation's error (a fail high above it, a fail low below it).
void SearchWorker::learnCorrection(const Node& node, int best, Bound bound) {
  if (node.inCheck || (node.bestMove && !isQuiet(node.pos, node.bestMove)) ||
      std::abs(best) >= SCORE_TB_WIN_IN_MAX_PLY ||
      (bound == Bound::Lower && best <= node.staticEval) ||
      (bound == Bound::Upper && best >= node.staticEval))
    return;
  correction_.update(node.pos, node.depth, best, node.rawEval, node.correction);
}

// The node's result once its moves are searched: mate or stalemate when it had none, the best
// score within what the tables allow, which teaches the correction and goes into the table. A
// singular test's result and a secondary PV line's at the root are not the node's.
int SearchWorker::concludeNode(Node& node, int moveCount, int originalAlpha) {
  if (moveCount == 0)
    return node.excluded ? node.alpha : node.inCheck ? -SCORE_MATE + node.ply : SCORE_DRAW;
  if (node.excluded) return node.best;
  node.best = std::min(node.best, node.maxScore);
  const Bound bound = node.bound(originalAlpha);
  if (node.ply == 0 && searchesLaterLine()) return node.best;
  learnCorrection(node, node.best, bound);
  tt_.store(node.pos.key(), node.ply, node.bestMove, node.best, node.rawEval, node.depth, bound);
  return node.best;
}

}  // namespace quadrant

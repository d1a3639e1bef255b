#include "quadrant/search/worker.h"

#include <algorithm>
#include <cstdlib>

#include "quadrant/eval/endgame.h"
#include "quadrant/eval/piece_value.h"
#include "quadrant/search/movepick.h"
#include "quadrant/search/parameters.h"
#include "quadrant/search/reductions.h"
#include "quadrant/search/see.h"
#include "quadrant/search/upcoming_repetition.h"

namespace quadrant {
namespace {

// A table result is worth a search this much deeper: it is exact whatever the depth.
constexpr int TABLEBASE_DEPTH_BONUS = 6;

bool isQuiet(const Position& pos, Move m) { return !pos.isCapture(m) && !m.isPromotion(); }

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

bool cutsOff(const TTHit& hit, int alpha, int beta) {
  return hit.bound == Bound::Exact || (hit.bound == Bound::Lower && hit.score >= beta) ||
         (hit.bound == Bound::Upper && hit.score <= alpha);
}

std::int64_t msSince(std::chrono::steady_clock::rep ticks) {
  const auto start =
      std::chrono::steady_clock::time_point(std::chrono::steady_clock::duration(ticks));
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               start)
      .count();
}

// The lines of one iteration, best first. A line after the first is searched without the moves
// heading the lines before it and in its own aspiration window, so it can come back with a better
// score than an earlier line (whose search only bounded that move): the later, exact score wins,
// equal scores keep the order searched. multipv numbers the lines in the new order.
void rankLines(std::vector<SearchInfo>& lines) {
  std::stable_sort(lines.begin(), lines.end(),
                   [](const SearchInfo& a, const SearchInfo& b) { return a.score > b.score; });
  for (std::size_t i = 0; i < lines.size(); ++i) lines[i].multiPv = int(i) + 1;
}

}  // namespace

bool SearchWorker::isRootMove(Move m) const {
  return std::find(rootMoves_.begin(), rootMoves_.end(), m) != rootMoves_.end() &&
         std::find(rootExcluded_.begin(), rootExcluded_.end(), m) == rootExcluded_.end();
}

void SearchWorker::countRootMoveNodes(Move m, std::uint64_t nodes) {
  const auto it = std::find(rootMoves_.begin(), rootMoves_.end(), m);
  if (it != rootMoves_.end()) rootMoveNodes_[std::size_t(it - rootMoves_.begin())] += nodes;
}

double SearchWorker::rootNodeShare(Move m) const {
  std::uint64_t total = 0, own = 0;
  for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
    total += rootMoveNodes_[i];
    if (rootMoves_[i] == m) own = rootMoveNodes_[i];
  }
  return total ? double(own) / double(total) : 1.0;
}

std::int64_t SharedSearchState::elapsedMs() const { return msSince(startTicks.load()); }

std::int64_t SharedSearchState::searchedMs() const { return msSince(searchStartTicks.load()); }

std::uint64_t SharedSearchState::totalNodes() const {
  std::uint64_t total = 0;
  for (const std::atomic<std::uint64_t>* counter : nodeCounters)
    total += counter->load(std::memory_order_relaxed);
  return total;
}

SearchWorker::SearchWorker(SharedSearchState& shared, int index)
    : shared_(shared), limits_(shared.limits), tt_(shared.tt), index_(index) {}

// The node limit holds for all threads together. The worker's own count is checked at every
// node, which makes a single-threaded search stop at exactly the same node every time; the sum
// over all workers costs more and is checked every 1024 nodes, with the clock.
bool SearchWorker::shouldStop() {
  if (stopped()) return true;
  const std::uint64_t own = nodes();
  if (limits_.nodes && own >= limits_.nodes) return shared_.stop = true;
  if ((own & 1023) != 0) return false;
  if (limits_.nodes && shared_.totalNodes() >= limits_.nodes) return shared_.stop = true;
  const std::int64_t hardMs = shared_.hardMs.load(std::memory_order_relaxed);
  if (!shared_.pondering && hardMs && shared_.elapsedMs() >= hardMs) return shared_.stop = true;
  return false;
}

// Whether a new iteration would likely overrun the soft limit (scaled up while the best move is
// unstable or the score falls). Half the time spent pondering counts as already used: that
// search was on the move actually played.
bool SearchWorker::iterationBudgetSpent(double scale) const {
  const TimeBudget budget = shared_.budget();
  if (shared_.pondering || !budget.softMs || budget.spendAll) return false;
  const double target = std::min(double(budget.softMs) * scale, double(budget.hardMs));
  return double(shared_.elapsedMs() + shared_.ponderedMs / 2) >=
         target * (ITERATION_START_PERCENT / 100.0);
}

// Repetitions count as draws from the second occurrence inside the search, as does a
// repetition of any position of the game; so do the fifty-move rule and bare kings/minors.
bool SearchWorker::isDraw(const Position& pos) const {
  if (pos.halfmoveClock() >= 100 && (!pos.inCheck() || !legalMoves(pos).empty())) return true;
  // Interior-node recognition: the endgame knowledge's exact draws (bare minors, KPK draws, ...).
  // (isKnownDraw answers at once when a rook or queen is on the board.)
  if (popcount(pos.occupied()) <= 8 && isKnownDraw(pos)) return true;
  const int last = int(keys_.size()) - 1;
  const int stop = std::max(0, last - pos.halfmoveClock());
  for (int i = last - 2; i >= stop; i -= 2)
    if (keys_[i] == pos.key()) return true;
  return false;
}

// How far back the positions of the path and the game can repeat this one: to the last capture
// or pawn move (the half-move clock) and, inside the search, the last null move (the position
// before it had the other side to move a ply out of turn).
int SearchWorker::reversiblePlies(const Position& pos, int ply) const {
  for (int back = 1; back <= ply; ++back)
    if (!frames_[ply - back].move) return std::min(back - 1, pos.halfmoveClock());
  return pos.halfmoveClock();
}

HistoryContext SearchWorker::historyContext(int ply) {
  HistoryContext context;
  for (int slot = 0; slot < CONTINUATIONS; ++slot) {
    const int distance = CONTINUATION_PLIES[slot];
    if (ply < distance) break;
    const Frame& earlier = frames_[ply - distance];
    if (earlier.move && earlier.movedPiece != NO_PIECE)
      context.followed[slot] =
          history_.continuationRow(slot, earlier.movedPiece, earlier.move.to());
  }
  return context;
}

OrderingHints SearchWorker::hintsFor(Move ttMove, int ply, const HistoryContext& context) const {
  const Frame& f = frames_[ply];
  OrderingHints hints;
  hints.ttMove = ttMove;
  hints.mateKillers = f.mateKillers;
  hints.killers = f.killers;
  if (ply > 0 && frames_[ply - 1].move)
    hints.counter = history_.counterMove(frames_[ply - 1].movedPiece, frames_[ply - 1].move.to());
  hints.continuation = context;
  return hints;
}

void SearchWorker::recordMove(int ply, const Position& child, Move m, bool capture, int extension) {
  Frame& f = frames_[ply];
  f.move = m;
  f.movedPiece = child.pieceOn(m.to());
  f.capture = capture;
  f.extension = extension;
}

// A quiet move that caused a cut-off: it becomes a killer (the mate killer when it refuted with
// a mate), the counter move to the previous move, and gains history over the quiets before it.
void SearchWorker::updateQuietStats(const Position& pos, const HistoryContext& context, Move best,
                                    int score, const Move* quiets, int quietCount, int depth,
                                    int ply) {
  Frame& f = frames_[ply];
  if (score >= SCORE_MATE_IN_MAX_PLY)
    f.mateKillers.add(best);
  else
    f.killers.add(best);
  if (ply > 0 && frames_[ply - 1].move)
    history_.setCounterMove(frames_[ply - 1].movedPiece, frames_[ply - 1].move.to(), best);
  history_.updateQuiets(pos, context, best, quiets, quietCount, depth);
}

void SearchWorker::updatePv(int ply, Move m) {
  pv_[ply][ply] = m;
  for (int j = ply + 1; j < pvLength_[ply + 1]; ++j) pv_[ply][j] = pv_[ply + 1][j];
  pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
}

int SearchWorker::searchChild(const Position& child, int alpha, int beta, int depth, int ply,
                              bool nullAllowed, bool cutNode) {
  keys_.push_back(child.key());
  const int score = -negamax(child, -beta, -alpha, depth, ply + 1, nullAllowed, cutNode);
  keys_.pop_back();
  return score;
}

// `checks`: quiet checks are tried here too (at the first quiescence ply, and after a forced
// evasion while `renewals` last).
int SearchWorker::quiesce(const Position& pos, int alpha, int beta, int ply, bool checks,
                          int renewals) {
  countNode();
  pvLength_[ply] = ply;
  selDepth_ = std::max(selDepth_, ply);
  if (shouldStop()) return 0;
  if (ply >= MAX_PLY - 1) return evaluator_.evaluate(pos);
  if (isDraw(pos)) return SCORE_DRAW;

  const bool pvNode = beta - alpha > 1;
  TTHit hit;
  const bool ttHit = tt_.probe(pos.key(), ply, &hit);
  if (ttHit && !pvNode && cutsOff(hit, alpha, beta)) return hit.score;

  const bool inCheck = pos.inCheck();
  const int originalAlpha = alpha;
  int best = -SCORE_INFINITE;
  int rawEval = 0;
  if (!inCheck) {
    rawEval = ttHit ? hit.eval : evaluator_.evaluate(pos, alpha, beta);
    best = correction_.corrected(pos, rawEval);
    if (best >= beta) return best;
    alpha = std::max(alpha, best);
  }
  MovePicker picker =
      MovePicker::forQuiescence(pos, ttHit ? hit.move : Move::none(), checks, history_);
  // One-reply extension in quiescence (as Gibbon): after the only evasion of a check, the
  // checking side may try quiet checks again, so forcing sequences are followed through. The
  // renewals are few: checks with single replies are common in queen endings.
  const bool renew = inCheck && renewals > 0 && countLegalMoves(pos) == 1;
  Move bestMove = Move::none();
  int moveCount = 0;
  for (Move m = picker.next(); m; m = picker.next()) {
    ++moveCount;
    // Delta pruning: even winning this piece cannot lift the score to alpha. Checks are kept:
    // what they threaten (mate, a fork of the king) is not measured by the captured piece.
    if (!inCheck && !m.isPromotion() &&
        best + PIECE_VALUE[pos.capturedType(m)] + DELTA_MARGIN <= alpha && !pos.givesCheck(m))
      continue;
    Position child = pos;
    child.makeMove(m);
    keys_.push_back(child.key());
    const int score = -quiesce(child, -beta, -alpha, ply + 1, renew, renewals - renew);
    keys_.pop_back();
    if (stopped()) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        bestMove = m;
        if (score >= beta) break;
      }
    }
  }
  if (inCheck && moveCount == 0) return -SCORE_MATE + ply;
  const Bound bound = best >= beta           ? Bound::Lower
                      : best > originalAlpha ? Bound::Exact
                                             : Bound::Upper;
  tt_.store(pos.key(), ply, bestMove, best, rawEval, 0, bound);
  return best;
}

// Null move: if passing still fails high, a real move will too. Not in pawn endings; with a
// single piece left (zugzwang is likely) or at high depth the result is verified by a reduced
// normal search.
bool SearchWorker::tryNullMove(const Position& pos, int beta, int depth, int ply, int staticEval,
                               bool cutNode) {
  const Bitboard pieces = nonPawnMaterial(pos);
  if (!pieces) return false;
  const int reduction = NULL_MOVE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR +
                        std::min(NULL_MOVE_EVAL_MAX, (staticEval - beta) / NULL_MOVE_EVAL_DIVISOR);
  Position child = pos;
  child.makeNullMove();
  frames_[ply].move = Move::none();
  frames_[ply].capture = false;
  frames_[ply].extension = 0;
  const int score = searchChild(child, beta - 1, beta, depth - 1 - reduction, ply, false, !cutNode);
  if (stopped() || score < beta) return false;
  if (!moreThanOne(pieces) || depth >= NULL_MOVE_VERIFY_DEPTH)
    return negamax(pos, beta - 1, beta, depth - 1 - reduction, ply, false, cutNode) >= beta;
  return true;
}

// Enhanced transposition cut-off: a child already known (from the table) to refute this node's
// opponent ends the node before any subtree is searched.
bool SearchWorker::transpositionCutoff(const Position& pos, int beta, int depth, int ply,
                                       int* score) {
  for (Move m : legalMoves(pos)) {
    Position child = pos;
    child.makeMove(m);
    TTHit hit;
    if (!tt_.probe(child.key(), ply + 1, &hit) || hit.depth < depth - 1) continue;
    if ((hit.bound == Bound::Upper || hit.bound == Bound::Exact) && -hit.score >= beta) {
      keys_.push_back(child.key());
      const bool repeats = isDraw(child);  // the table does not know the path's repetitions
      keys_.pop_back();
      if (repeats) continue;
      *score = -hit.score;
      return true;
    }
  }
  return false;
}

// ProbCut: a capture whose search, several plies shallower, clears beta by a margin would almost
// surely cut the node at full depth too. Only captures that SEE says can reach the raised beta
// from the static evaluation are tried, each first by quiescence, which refutes most cheaply.
bool SearchWorker::probCut(const Position& pos, int beta, int depth, int ply, int staticEval,
                           Move ttMove, bool cutNode, int* score) {
  const int probBeta = std::min(beta + PROBCUT_MARGIN, SCORE_TB_WIN_IN_MAX_PLY - 1);
  MovePicker picker = MovePicker::forQuiescence(pos, ttMove, false, history_);
  for (Move m = picker.next(); m; m = picker.next()) {
    if (!seeAtLeast(pos, m, probBeta - staticEval)) continue;
    Position child = pos;
    child.makeMove(m);
    recordMove(ply, child, m, pos.isCapture(m), 0);
    keys_.push_back(child.key());
    int found = -quiesce(child, -probBeta, -probBeta + 1, ply + 1, true, QUIESCENCE_CHECK_RENEWALS);
    if (found >= probBeta && !stopped())
      found = -negamax(child, -probBeta, -probBeta + 1, depth - 1 - PROBCUT_REDUCTION, ply + 1,
                       true, !cutNode);
    keys_.pop_back();
    if (stopped()) return false;
    if (found >= probBeta) {
      *score = found;
      return true;
    }
  }
  return false;
}

// At most one ply per move: for a check, the only reply to a check, a recapture on a PV node,
// or a pawn reaching the 7th rank. Extensions stop at EXTENSION_PLY_FACTOR times the iteration
// depth so that chains of checks cannot run away.
int SearchWorker::extension(const Position& pos, Move m, bool givesCheck, bool singleReply,
                            bool pvNode, int ply) const {
  if (ply >= EXTENSION_PLY_FACTOR * rootDepth_) return 0;
  if (givesCheck || singleReply) return 1;
  if (pvNode && ply > 0 && frames_[ply - 1].capture && pos.isCapture(m) &&
      m.to() == frames_[ply - 1].move.to())
    return 1;
  if (pos.typeOn(m.from()) == PAWN && relativeRank(pos.sideToMove(), rankOf(m.to())) == 6) return 1;
  return 0;
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

int SearchWorker::negamax(const Position& pos, int alpha, int beta, int depth, int ply,
                          bool nullAllowed, bool cutNode) {
  if (depth <= 0) return quiesce(pos, alpha, beta, ply, true, QUIESCENCE_CHECK_RENEWALS);
  countNode();
  pvLength_[ply] = ply;
  selDepth_ = std::max(selDepth_, ply);
  const bool pvNode = beta - alpha > 1;
  if (shouldStop()) return 0;
  if (ply >= MAX_PLY - 1) return evaluator_.evaluate(pos);
  if (ply > 0) {
    if (isDraw(pos)) return SCORE_DRAW;
    // Mate distance pruning: no score here can beat a mate already found closer to the root.
    alpha = std::max(alpha, -SCORE_MATE + ply);
    beta = std::min(beta, SCORE_MATE - ply - 1);
    if (alpha >= beta) return alpha;
    // A side that can bring back an earlier position can draw: the node is worth that at least.
    if (alpha < SCORE_DRAW && hasUpcomingRepetition(pos, keys_, reversiblePlies(pos, ply))) {
      alpha = SCORE_DRAW;
      if (alpha >= beta) return alpha;
    }
  }

  Frame& f = frames_[ply];
  const Move excluded = f.excluded;
  TTHit hit;
  const bool ttHit = !excluded && tt_.probe(pos.key(), ply, &hit);
  if (ttHit && !pvNode && hit.depth >= depth && cutsOff(hit, alpha, beta)) return hit.score;
  Move ttMove = ttHit ? hit.move : Move::none();

  const bool inCheck = pos.inCheck();
  // A table result ends the node when it is exact or already cuts; on a PV node a bound that
  // does not cut still frames what the moves can score.
  int maxScore = SCORE_INFINITE;
  int best = -SCORE_INFINITE;
  syzygy::Wdl wdl;
  if (ply > 0 && !excluded && probeTablebases(pos, depth, &wdl)) {
    const bool rule50 = shared_.tablebases.fiftyMoveRule;
    const int score = tablebaseScore(wdl, ply, rule50);
    const Bound bound = tablebaseBound(wdl, rule50);
    if (bound == Bound::Exact || (bound == Bound::Lower ? score >= beta : score <= alpha)) {
      tt_.store(pos.key(), ply, Move::none(), score, inCheck ? 0 : evaluator_.evaluate(pos),
                std::min(depth + TABLEBASE_DEPTH_BONUS, MAX_PLY - 1), bound);
      return score;
    }
    if (pvNode && bound == Bound::Lower) {
      best = score;
      alpha = std::max(alpha, score);
    } else if (pvNode) {
      maxScore = score;
    }
  }
  // The table keeps the evaluation as computed; the search prunes by it corrected.
  const int rawEval = inCheck || excluded ? 0 : ttHit ? hit.eval : evaluator_.evaluate(pos);
  const int staticEval = inCheck    ? -SCORE_INFINITE
                         : excluded ? f.staticEval
                                    : correction_.corrected(pos, rawEval);
  f.staticEval = staticEval;
  f.doubleExtensions =
      ply > 0 ? frames_[ply - 1].doubleExtensions + (frames_[ply - 1].extension >= 2) : 0;
  const bool improving = !inCheck && ply >= 2 && staticEval > frames_[ply - 2].staticEval;
  frames_[ply + 2].killers.clear();
  frames_[ply + 2].cutoffs = 0;
  frames_[ply + 2].mateKillers.clear();

  if (!pvNode && !inCheck && !excluded) {
    // Reverse futility: far above beta with little depth left, assume the cut-off holds.
    if (depth <= REVERSE_FUTILITY_DEPTH &&
        staticEval - REVERSE_FUTILITY_MARGIN * (depth - improving) >= beta && !isMateScore(beta))
      return staticEval;
    // Razoring: far below alpha near the horizon, only captures can save the node.
    if (depth <= RAZOR_DEPTH && staticEval + RAZOR_MARGIN * depth <= alpha) {
      const int score = quiesce(pos, alpha, alpha + 1, ply, true, QUIESCENCE_CHECK_RENEWALS);
      if (score <= alpha) return score;
    }
    // Not when the table already says a search of this node fails low.
    const bool tableSaysFails = ttHit && hit.bound == Bound::Upper && hit.score < beta;
    if (nullAllowed && depth >= NULL_MOVE_MIN_DEPTH && staticEval >= beta && !tableSaysFails &&
        tryNullMove(pos, beta, depth, ply, staticEval, cutNode))
      return beta;
    if (stopped()) return 0;
    int score;
    if (depth >= PROBCUT_MIN_DEPTH && !isMateScore(beta) &&
        !(ttHit && hit.depth >= depth - PROBCUT_REDUCTION && hit.score < beta + PROBCUT_MARGIN) &&
        probCut(pos, beta, depth, ply, staticEval, ttMove, cutNode, &score))
      return score;
    if (stopped()) return 0;
    if (depth >= ETC_MIN_DEPTH && transpositionCutoff(pos, beta, depth, ply, &score)) return score;
  }

  // Without a hash move: find one with a shallower search on PV nodes (internal iterative
  // deepening), or simply search less deep elsewhere (internal iterative reduction).
  if (!ttMove && !excluded && depth >= IID_MIN_DEPTH && pvNode) {
    negamax(pos, alpha, beta, depth - IID_REDUCTION, ply, nullAllowed, false);
    if (stopped()) return 0;
    if (tt_.probe(pos.key(), ply, &hit)) ttMove = hit.move;
  } else if (!ttMove && !pvNode && depth >= IIR_MIN_DEPTH) {
    // An expected cut node deep in the tree without a hash move loses a second ply: its first
    // move is likely to cut, and the table will know it for the full-depth search.
    depth -= 1 + (cutNode && depth >= IIR_CUT_NODE_MIN_DEPTH);
  }

  const bool singularCandidate = ply > 0 && !excluded && ttHit && depth >= SINGULAR_MIN_DEPTH &&
                                 ttMove && hit.depth >= depth - SINGULAR_TT_DEPTH_MARGIN &&
                                 hit.bound != Bound::Upper && !isMateScore(hit.score);
  const bool singleReply = inCheck && countLegalMoves(pos) == 1;
  // A capture or promotion as the hash move: the quiet moves are likely worse than it.
  const bool ttNoisy = ttMove && !isQuiet(pos, ttMove);

  const HistoryContext historyHere = historyContext(ply);
  MovePicker picker(pos, hintsFor(ttMove, ply, historyHere), history_);
  const int originalAlpha = alpha;
  Move bestMove = Move::none();
  Move quiets[MoveList::CAPACITY], noisies[MoveList::CAPACITY];
  int quietCount = 0, noisyCount = 0;
  int moveCount = 0;
  for (Move m = picker.next(); m; m = picker.next()) {
    if (m == excluded || (ply == 0 && !isRootMove(m))) continue;
    ++moveCount;
    const bool quiet = isQuiet(pos, m);
    const bool givesCheck = pos.givesCheck(m);
    const QuietHistory history = quiet ? history_.quiet(pos, historyHere, m) : QuietHistory{};

    if (ply > 0 && !inCheck && best > -SCORE_MATE_IN_MAX_PLY) {
      if (quiet && !givesCheck) {
        // Late-move pruning, then futility: every later quiet move shares the verdict. A quiet
        // move is not expected to lift the static evaluation by more than FUTILITY_MARGIN per
        // ply, unless its histories say it has often done well here; none is expected to gain
        // FUTILITY_NO_HISTORY_MARGIN more.
        const int futile = staticEval + FUTILITY_MARGIN * depth;
        const int historyLimit =
            improving ? FUTILITY_HISTORY_LIMIT_IMPROVING : FUTILITY_HISTORY_LIMIT_NOT_IMPROVING;
        if ((!pvNode && depth <= LATE_MOVE_PRUNING_DEPTH &&
             moveCount > lateMoveLimit(depth, improving)) ||
            (depth <= FUTILITY_DEPTH && futile <= alpha && history.sum() < historyLimit) ||
            (depth <= FUTILITY_DEPTH && futile + FUTILITY_NO_HISTORY_MARGIN <= alpha)) {
          picker.skipQuiets();
          continue;
        }
        // A reply the opponent's last move (or the side's own move before) has taught to fear
        // is skipped alone.
        if (continuationPruning(improving).prunes(history, depth)) continue;
      }
      // A move losing this much material will not recover near the horizon. The hash move and
      // the winning captures (already checked by SEE in the picker) are not tested.
      if (depth <= SEE_PRUNING_DEPTH && m != ttMove &&
          !seeAtLeast(pos, m,
                      quiet ? -SEE_QUIET_MARGIN * depth : -SEE_NOISY_MARGIN * depth * depth))
        continue;
    }

    int ext = extension(pos, m, givesCheck, singleReply, pvNode, ply);
    if (singularCandidate && m == ttMove && !ext) {
      // Singular extension: when every other move falls well short of the hash move's score,
      // the hash move is forced and deserves a deeper look: two plies off the PV when they fall
      // far short (a few times on one path at most). When even the others beat beta,
      // the node fails high anyway (multi-cut). When some other move comes close but the hash
      // move is expected to beat beta anyway, or the node to cut, the hash move is searched a
      // ply less: another move would likely do. A move already extended is not tested: the
      // test costs a search and could not extend it further (it gives up the multi-cut there).
      const int singularBeta = hit.score - SINGULAR_MARGIN * depth;
      f.excluded = m;
      const int score = negamax(pos, singularBeta - 1, singularBeta,
                                (depth - 1) / SINGULAR_DEPTH_DIVISOR, ply, false, cutNode);
      f.excluded = Move::none();
      if (stopped()) return 0;
      if (score < singularBeta)
        ext = !pvNode && score < singularBeta - SINGULAR_DOUBLE_MARGIN &&
                      f.doubleExtensions < SINGULAR_DOUBLE_MAX
                  ? 2
                  : 1;
      else if (singularBeta >= beta)
        return singularBeta;
      else if (hit.score >= beta || cutNode)
        ext = -1;
    }
    int newDepth = depth - 1 + ext;

    Position child = pos;
    child.makeMove(m);
    recordMove(ply, child, m, !quiet && pos.isCapture(m), ext);
    if (ply == 0 && onInfo_ && shared_.elapsedMs() > 3000) {
      SearchInfo info;
      info.depth = depth;
      info.currMove = m;
      info.currMoveNumber = moveCount;
      onInfo_(info);
    }
    const std::uint64_t nodesBefore = nodes();
    int score;
    // The children's node types: the first move of a PV node heads a PV node; a zero-window
    // child of an expected cut node is an expected all node and the reverse; a reduced search
    // expects the move to be refuted, so its child is an expected cut node.
    if (moveCount == 1) {
      score = searchChild(child, alpha, beta, newDepth, ply, true, !pvNode && !cutNode);
    } else {
      int reduction = 0;
      // Root moves are never reduced: a root move searched too shallow can hide the best move
      // for a whole iteration, and the root has few moves to spend the full depth on. A check is
      // not reduced either: it was extended.
      if (ply > 0 && depth >= LMR_MIN_DEPTH && !givesCheck && (quiet || pos.isCapture(m))) {
        if (quiet) {
          const bool hinted = f.killers.contains(m) || f.mateKillers.contains(m);
          reduction =
              lateMoveReduction(depth, moveCount) - 1 + !pvNode + !improving +
              LMR_CUT_NODE * cutNode + (inCheck && pos.typeOn(m.from()) == KING) - hinted +
              LMR_TT_NOISY * ttNoisy + (frames_[ply + 1].cutoffs > LMR_CUTOFF_LIMIT) -
              std::clamp(history.sum() / LMR_HISTORY_DIVISOR, -LMR_HISTORY_MAX, LMR_HISTORY_MAX);
        } else {
          reduction = lateCaptureReduction(depth, moveCount) + cutNode -
                      std::clamp(history_.capture(pos, m) / LMR_HISTORY_DIVISOR, -LMR_HISTORY_MAX,
                                 LMR_HISTORY_MAX);
        }
        reduction = std::clamp(reduction, 0, newDepth - 1);
      }
      // Each re-search waits for the search before it to have finished: after a stop its
      // score means nothing, and the re-search would only pass the node limit. A reduced search
      // that fails high is searched again at full depth, a ply deeper when it beat the best
      // score so far by a wide margin, a ply less when only just (not at all when that is its
      // own depth). What that re-search found teaches a quiet move's continuation histories.
      const int reducedDepth = newDepth - reduction;
      score =
          searchChild(child, alpha, alpha + 1, reducedDepth, ply, true, reduction > 0 || !cutNode);
      if (score > alpha && reduction && !stopped()) {
        newDepth += (score > best + LMR_DEEPER_MARGIN + LMR_DEEPER_SLOPE * reduction) -
                    (score < best + LMR_SHALLOWER_MARGIN);
      }
      if (score > alpha && newDepth > reducedDepth && !stopped()) {
        score = searchChild(child, alpha, alpha + 1, newDepth, ply, true, !cutNode);
        if (quiet && !stopped() && (score <= alpha || score >= beta))
          history_.updateContinuations(pos, historyHere, m, depth, score >= beta);
      }
      if (score > alpha && score < beta && !stopped())
        score = searchChild(child, alpha, beta, newDepth, ply, true, false);
    }
    if (ply == 0) countRootMoveNodes(m, nodes() - nodesBefore);
    if (stopped()) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        bestMove = m;
        updatePv(ply, m);
        if (ply == 0) noteRootBest(depth, score, beta);
        if (score >= beta) {
          f.cutoffs += 1 + !ttMove;
          if (quiet) updateQuietStats(pos, historyHere, m, score, quiets, quietCount, depth, ply);
          history_.updateCaptures(pos, quiet ? Move::none() : m, noisies, noisyCount, depth);
          break;
        }
      }
    }
    if (quiet)
      quiets[quietCount++] = m;
    else
      noisies[noisyCount++] = m;
  }
  if (moveCount == 0) return excluded ? alpha : inCheck ? -SCORE_MATE + ply : SCORE_DRAW;
  if (excluded) return best;
  best = std::min(best, maxScore);
  const Bound bound = best >= beta            ? Bound::Lower
                      : alpha > originalAlpha ? Bound::Exact
                                              : Bound::Upper;
  if (ply == 0 && !rootExcluded_.empty())
    return best;  // a secondary PV line is not this node's result
  // What the search found teaches the pawn structure's correction unless a capture or promotion
  // decided it (the evaluation could not have seen it), it is a table or mate score, or its bound
  // says nothing about the evaluation's error (a fail high above it, a fail low below it).
  if (!inCheck && (!bestMove || isQuiet(pos, bestMove)) &&
      std::abs(best) < SCORE_TB_WIN_IN_MAX_PLY && !(bound == Bound::Lower && best <= staticEval) &&
      !(bound == Bound::Upper && best >= staticEval))
    correction_.update(pos, depth, best, rawEval);
  tt_.store(pos.key(), ply, bestMove, best, rawEval, depth, bound);
  return best;
}

// Only the main thread's search of the iteration's depth counts (not an internal iterative
// deepening search of the root), and only for the first PV line.
void SearchWorker::noteRootBest(int depth, int score, int beta) {
  if (index_ != 0 || depth != rootDepth_ || !rootExcluded_.empty()) return;
  iterationBest_.pv = rootPv();
  iterationBest_.score = score;
  iterationBest_.bound = score >= beta ? Bound::Lower : Bound::Exact;
}

SearchInfo SearchWorker::snapshot(int depth, int score, Bound bound, int multiPv,
                                  std::vector<Move> pv) const {
  SearchInfo info;
  info.depth = depth;
  info.selDepth = selDepth_;
  info.multiPv = multiPv;
  info.score = score;
  info.bound = bound;
  info.nodes = shared_.totalNodes();
  info.tbHits = shared_.tbHits.load(std::memory_order_relaxed);
  // The nodes are the whole search's, pondering included, and so is the time reported with them
  // (the clock, elapsedMs, starts again at a ponderhit).
  info.elapsedMs = shared_.searchedMs();
  info.hashfull = tt_.hashfull();
  info.pv = std::move(pv);
  // With the root in the tables every move searched keeps their verdict: that is the score, unless
  // the search has found the mate itself.
  if (shared_.rootVerdict.inTables && !isMateScore(score)) info.score = shared_.rootVerdict.score;
  return info;
}

// One principal variation at one depth, inside aspiration windows that widen on failure.
int SearchWorker::aspirationSearch(int depth, int previous, int multiPv) {
  int window = ASPIRATION_WINDOW;
  const bool windowed = depth >= ASPIRATION_MIN_DEPTH;
  int alpha = windowed ? std::max(previous - window, -SCORE_INFINITE) : -SCORE_INFINITE;
  int beta = windowed ? std::min(previous + window, SCORE_INFINITE) : SCORE_INFINITE;
  while (true) {
    const int score = negamax(root_, alpha, beta, depth, 0, false, false);
    if (stopped()) return score;
    Bound failed = Bound::Exact;
    if (score <= alpha) {
      beta = (alpha + beta) / 2;  // a fail low makes a high score less likely too
      alpha = std::max(score - window, -SCORE_INFINITE);
      failed = Bound::Upper;
    } else if (score >= beta) {
      beta = std::min(score + window, SCORE_INFINITE);
      failed = Bound::Lower;
    } else {
      return score;
    }
    // On long searches, show the GUI that the score is moving (as lowerbound/upperbound lines).
    if (onInfo_ && shared_.elapsedMs() > 2000) {
      onInfo_(snapshot(depth, score, failed, multiPv, rootPv()));
      if (multiPv == 1) resultShown_ = false;
    }
    window = window * ASPIRATION_GROWTH_PERCENT / 100;
  }
}

void SearchWorker::setRoot(const Position& root, const std::vector<Key>& history) {
  root_ = root;
  nodes_.store(0, std::memory_order_relaxed);
  keys_ = history;
  keys_.push_back(root.key());
  for (Frame& f : frames_) f = Frame{};
  rootMoves_ = shared_.rootMoves;
  rootMoveNodes_.assign(rootMoves_.size(), 0);
}

int SearchWorker::maxDepth() const {
  return limits_.depth > 0 ? std::min(limits_.depth, MAX_PLY - 1) : MAX_PLY - 1;
}

// Depth staggering. Helpers form groups of 2, 4, 6, ... (group k holds 2k helpers, from helper
// 1 + k(k - 1) on); a helper of group k searches k depths, skips k, and so on, each member of
// the group starting at another phase. At any depth about half of every group searches it while
// the rest work one block deeper, so the threads fill the table with different subtrees.
bool SearchWorker::skipsDepth(int depth) const {
  if (index_ == 0) return false;
  int group = 1;
  while (1 + (group + 1) * group <= index_) ++group;
  const int phase = index_ - (1 + group * (group - 1));
  return (depth + phase) / group % 2 == 1;
}

void SearchWorker::searchAsHelper() {
  if (rootMoves_.empty()) return;
  int previous = 0;
  for (int depth = 1; depth <= maxDepth() && !stopped(); ++depth) {
    if (skipsDepth(depth)) continue;
    rootDepth_ = depth;
    selDepth_ = 0;
    const int score = aspirationSearch(depth, previous, 1);
    if (!stopped()) previous = score;
  }
}

SearchResult SearchWorker::searchAsMain(const InfoCallback& onInfo) {
  onInfo_ = onInfo;
  SearchResult result;
  if (rootMoves_.empty()) return result;
  result.best = rootMoves_[0];
  SearchInfo resultLine;  // the reported line of the move in `result`
  resultShown_ = true;
  const auto playLine = [&](const SearchInfo& line) {
    result.best = line.pv[0];
    result.ponder = line.pv.size() > 1 ? line.pv[1] : Move::none();
    result.score = line.score;
    result.depth = line.depth;
    resultLine = line;
  };
  const int lines = std::clamp(limits_.multiPv, 1, int(rootMoves_.size()));
  std::vector<int> scores(std::size_t(lines), 0);
  StabilityTracker stability;
  for (int depth = 1; depth <= maxDepth(); ++depth) {
    rootDepth_ = depth;
    rootExcluded_.clear();
    iterationBest_.pv.clear();
    std::vector<SearchInfo> completed;  // this depth's lines, in the order searched
    for (int line = 0; line < lines; ++line) {
      // A stop ends the iteration and throws away the line it cut short, except the first line
      // of depth 1: the search must have a move. No line starts after a stop, so a node limit
      // is never passed.
      const bool mustFinish = depth == 1 && line == 0;
      if (stopped() && !mustFinish) break;
      selDepth_ = 0;
      const int score = aspirationSearch(depth, scores[std::size_t(line)], line + 1);
      if (stopped() && !mustFinish) break;
      completed.push_back(snapshot(depth, score, Bound::Exact, line + 1, rootPv()));
      if (completed.back().pv.empty()) {
        completed.pop_back();
        break;
      }
      rootExcluded_.push_back(completed.back().pv[0]);
    }
    if (!completed.empty()) {
      rankLines(completed);
      for (std::size_t line = 0; line < completed.size(); ++line)
        scores[line] = completed[line].score;
      playLine(completed.front());
      if (onInfo)
        for (const SearchInfo& info : completed) onInfo(info);
      resultShown_ = true;
    }
    if (stopped() && depth > 1) {
      // Cut short in the first line: a root move that raised alpha in this iteration beat every
      // move searched before it at this depth, the previous best included when it came first.
      if (rootExcluded_.empty() && !iterationBest_.pv.empty()) {
        playLine(snapshot(depth, iterationBest_.score, iterationBest_.bound, 1, iterationBest_.pv));
        resultShown_ = false;
      }
      break;
    }
    if (limits_.mate && scores[0] >= SCORE_MATE - 2 * limits_.mate) break;
    // A mate verified by a search twice as deep (and then some) will not change.
    if (!limits_.depth && isMateScore(result.score) &&
        depth >= 2 * (SCORE_MATE - std::abs(result.score)) + 4)
      break;
    stability.update(result.best.raw(), result.score);
    if (iterationBudgetSpent(stability.timeScale() * nodeShareScale(rootNodeShare(result.best))))
      break;
    // A single legal move does not spend the clock (a scale of 0: whether the clock rules).
    if (rootMoves_.size() == 1 && depth >= ONLY_MOVE_DEPTH && iterationBudgetSpent(0)) break;
  }
  // The last line the GUI sees is the one of the move played.
  if (onInfo && !resultShown_ && !resultLine.pv.empty())
    onInfo(snapshot(resultLine.depth, resultLine.score, resultLine.bound, 1, resultLine.pv));
  return result;
}

}  // namespace quadrant

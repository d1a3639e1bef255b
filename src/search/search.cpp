#include "quadrant/search/search.h"

#include <algorithm>
#include <cmath>

#include "quadrant/eval/evaluate.h"
#include "quadrant/search/see.h"

namespace quadrant {
namespace {

constexpr int ASPIRATION_WINDOW = 25;

bool isQuiet(const Position& pos, Move m) { return !pos.isCapture(m) && !m.isPromotion(); }

bool hasNonPawnMaterial(const Position& pos) {
  return (pos.us() & ~pos.pawns() & ~pos.kings()) != 0;
}

// Late move reductions grow with the logarithms of depth and move number.
struct ReductionTable {
  int value[64][64];
  ReductionTable() {
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        value[d][m] = d && m ? int(0.75 + std::log(double(d)) * std::log(double(m)) / 2.25) : 0;
  }
};
const ReductionTable REDUCTIONS;

}  // namespace

// The root moves still to search at this depth: the searchmoves set minus the moves that head
// the earlier MultiPV lines.
MoveList Search::rootMoveList() const {
  MoveList list;
  for (Move m : rootMoves_)
    if (std::find(rootExcluded_.begin(), rootExcluded_.end(), m) == rootExcluded_.end()) list.push(m);
  return list;
}

void Search::ponderhit() {
  start_ = std::chrono::steady_clock::now();
  pondering_ = false;
}

void Search::clearHistory() {
  for (auto& side : history_)
    for (auto& from : side)
      for (int& h : from) h = 0;
}

std::int64_t Search::elapsedMs() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count();
}

bool Search::shouldStop() {
  if (stopRequested_) return true;
  if (limits_.nodes && nodes_ >= limits_.nodes) return stopRequested_ = true;
  if ((nodes_ & 1023) == 0 && !pondering_ && budget_.hardMs && elapsedMs() >= budget_.hardMs)
    return stopRequested_ = true;
  return false;
}

// Repetitions count as draws from the second occurrence inside the search, as does a
// repetition of any position of the game; so do the fifty-move rule and bare kings/minors.
bool Search::isDraw(const Position& pos) const {
  if (pos.halfmoveClock() >= 100 && (!pos.inCheck() || !legalMoves(pos).empty())) return true;
  const Bitboard heavy = pos.pawns() | pos.rooks() | pos.queens();
  if (!heavy && popcount(pos.occupied()) <= 3) return true;
  const int last = int(keys_.size()) - 1;
  const int stop = std::max(0, last - pos.halfmoveClock());
  for (int i = last - 2; i >= stop; i -= 2)
    if (keys_[i] == pos.key()) return true;
  return false;
}

void Search::orderMoves(const Position& pos, MoveList& moves, int* scores, Move ttMove, int ply) const {
  const Frame& f = frames_[ply];
  for (int i = 0; i < moves.size(); ++i) {
    const Move m = moves[i];
    if (m == ttMove) scores[i] = 1 << 30;
    else if (pos.isCapture(m))  // MVV-LVA; captures that lose material go after the quiets
      scores[i] = (seeAtLeast(pos, m, 0) ? 1 << 28 : -(1 << 28)) + 16 * PIECE_VALUE[pos.capturedType(m)] -
                  PIECE_VALUE[pos.typeOn(m.from())] / 16;
    else if (m.isPromotion()) scores[i] = (1 << 27) + PIECE_VALUE[m.promotion()];
    else if (m == f.killers[0]) scores[i] = (1 << 26) + 1;
    else if (m == f.killers[1]) scores[i] = 1 << 26;
    else scores[i] = history_[pos.sideToMove()][m.from()][m.to()];
  }
}

// Moves the best-scored remaining move to index i (selection sort, one step per move tried).
static Move pickNext(MoveList& moves, int* scores, int i) {
  int best = i;
  for (int j = i + 1; j < moves.size(); ++j)
    if (scores[j] > scores[best]) best = j;
  std::swap(moves.begin()[i], moves.begin()[best]);
  std::swap(scores[i], scores[best]);
  return moves[i];
}

void Search::updateQuietStats(const Position& pos, Move best, const Move* quiets, int quietCount, int depth, int ply) {
  Frame& f = frames_[ply];
  if (f.killers[0] != best) {
    f.killers[1] = f.killers[0];
    f.killers[0] = best;
  }
  const int bonus = std::min(depth * depth, 400);
  auto adjust = [&](Move m, int delta) {
    int& h = history_[pos.sideToMove()][m.from()][m.to()];
    h += delta - h * std::abs(delta) / 16384;  // gravity keeps values bounded
  };
  adjust(best, bonus);
  for (int i = 0; i < quietCount; ++i)
    if (quiets[i] != best) adjust(quiets[i], -bonus);
}

int Search::quiesce(const Position& pos, int alpha, int beta, int ply) {
  ++nodes_;
  pvLength_[ply] = ply;
  selDepth_ = std::max(selDepth_, ply);
  if (shouldStop()) return 0;
  if (ply >= MAX_PLY - 1) return evaluate(pos);
  if (isDraw(pos)) return SCORE_DRAW;

  const bool inCheck = pos.inCheck();
  int best = -SCORE_INFINITE;
  if (!inCheck) {
    best = evaluate(pos);
    if (best >= beta) return best;
    alpha = std::max(alpha, best);
  }
  MoveList moves;
  if (inCheck) generateMoves<GenType::All>(pos, moves);
  else generateMoves<GenType::Noisy>(pos, moves);
  int scores[MoveList::CAPACITY];
  orderMoves(pos, moves, scores, Move::none(), ply);
  for (int i = 0; i < moves.size(); ++i) {
    const Move m = pickNext(moves, scores, i);
    // Delta pruning: even winning this piece cannot lift the score to alpha; SEE pruning:
    // the exchange loses material.
    if (!inCheck && !m.isPromotion() &&
        best + PIECE_VALUE[pos.capturedType(m)] + 200 <= alpha)
      continue;
    if (!inCheck && scores[i] < 0) break;  // ordered last: every remaining capture loses material
    Position child = pos;
    child.makeMove(m);
    keys_.push_back(child.key());
    const int score = -quiesce(child, -beta, -alpha, ply + 1);
    keys_.pop_back();
    if (stopRequested_) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
      if (score >= beta) break;
    }
  }
  if (inCheck && moves.empty()) return -SCORE_MATE + ply;
  return best;
}

int Search::negamax(const Position& pos, int alpha, int beta, int depth, int ply, bool nullAllowed) {
  if (depth <= 0) return quiesce(pos, alpha, beta, ply);
  ++nodes_;
  pvLength_[ply] = ply;
  selDepth_ = std::max(selDepth_, ply);
  const bool pvNode = beta - alpha > 1;
  if (shouldStop()) return 0;
  if (ply >= MAX_PLY - 1) return evaluate(pos);
  if (ply > 0) {
    if (isDraw(pos)) return SCORE_DRAW;
    // Mate distance pruning: no score here can beat a mate already found closer to the root.
    alpha = std::max(alpha, -SCORE_MATE + ply);
    beta = std::min(beta, SCORE_MATE - ply - 1);
    if (alpha >= beta) return alpha;
  }

  TTHit hit;
  const bool ttHit = tt_.probe(pos.key(), ply, &hit);
  const Move ttMove = ttHit ? hit.move : Move::none();
  if (ttHit && !pvNode && hit.depth >= depth &&
      (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && hit.score >= beta) ||
       (hit.bound == Bound::Upper && hit.score <= alpha)))
    return hit.score;

  const bool inCheck = pos.inCheck();
  const int staticEval = inCheck ? -SCORE_INFINITE : (ttHit ? hit.eval : evaluate(pos));
  frames_[ply + 2].killers[0] = frames_[ply + 2].killers[1] = Move::none();

  if (!pvNode && !inCheck) {
    // Reverse futility: far above beta with little depth left, assume the cut-off holds.
    if (depth <= 6 && staticEval - 90 * depth >= beta && !isMateScore(beta)) return staticEval;
    // Null move: if passing still fails high, a real move will too (not in pawn endings).
    if (nullAllowed && depth >= 3 && staticEval >= beta && hasNonPawnMaterial(pos)) {
      const int reduction = 3 + depth / 4 + std::min(3, (staticEval - beta) / 200);
      Position child = pos;
      child.makeNullMove();
      keys_.push_back(child.key());
      const int score = -negamax(child, -beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
      keys_.pop_back();
      if (stopRequested_) return 0;
      if (score >= beta) return isMateScore(score) ? beta : score;
    }
  }

  MoveList moves = ply == 0 ? rootMoveList() : legalMoves(pos);
  if (moves.empty()) return inCheck ? -SCORE_MATE + ply : SCORE_DRAW;
  int scores[MoveList::CAPACITY];
  orderMoves(pos, moves, scores, ttMove, ply);

  const int originalAlpha = alpha;
  int best = -SCORE_INFINITE;
  Move bestMove = Move::none();
  Move quiets[MoveList::CAPACITY];
  int quietCount = 0;
  for (int i = 0; i < moves.size(); ++i) {
    const Move m = pickNext(moves, scores, i);
    const bool quiet = isQuiet(pos, m);
    Position child = pos;
    child.makeMove(m);
    const bool givesCheck = child.inCheck();
    // Futility: a quiet move at low depth that cannot reach alpha even with a margin.
    if (!pvNode && !inCheck && !givesCheck && quiet && i > 0 && depth <= 3 && best > -SCORE_MATE_IN_MAX_PLY &&
        staticEval + 100 + 120 * depth <= alpha)
      continue;
    const int newDepth = depth - 1 + (givesCheck ? 1 : 0);
    keys_.push_back(child.key());
    if (ply == 0 && onInfo_ && elapsedMs() > 3000) {
      SearchInfo info;
      info.depth = depth;
      info.currMove = m;
      info.currMoveNumber = i + 1;
      onInfo_(info);
    }
    int score;
    if (i == 0) {
      score = -negamax(child, -beta, -alpha, newDepth, ply + 1, true);
    } else {
      int reduction = 0;
      if (depth >= 3 && quiet && !inCheck && !givesCheck && i >= 3)
        reduction = std::clamp(REDUCTIONS.value[std::min(depth, 63)][std::min(i, 63)] + !pvNode, 0, newDepth - 1);
      score = -negamax(child, -alpha - 1, -alpha, newDepth - reduction, ply + 1, true);
      if (score > alpha && reduction) score = -negamax(child, -alpha - 1, -alpha, newDepth, ply + 1, true);
      if (score > alpha && score < beta) score = -negamax(child, -beta, -alpha, newDepth, ply + 1, true);
    }
    keys_.pop_back();
    if (stopRequested_) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        bestMove = m;
        pv_[ply][ply] = m;
        for (int j = ply + 1; j < pvLength_[ply + 1]; ++j) pv_[ply][j] = pv_[ply + 1][j];
        pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
        if (score >= beta) {
          if (quiet) updateQuietStats(pos, m, quiets, quietCount, depth, ply);
          break;
        }
      }
    }
    if (quiet) quiets[quietCount++] = m;
  }
  const Bound bound = best >= beta ? Bound::Lower : alpha > originalAlpha ? Bound::Exact : Bound::Upper;
  if (ply == 0 && !rootExcluded_.empty()) return best;  // a secondary PV line is not this node's result
  tt_.store(pos.key(), ply, bestMove, best, inCheck ? 0 : staticEval, depth, bound);
  return best;
}

void Search::prepare(const SearchLimits& limits, std::int64_t overheadMs) {
  start_ = std::chrono::steady_clock::now();
  limits_ = limits;
  overheadMs_ = overheadMs;
  pondering_ = limits.ponder;
  stopRequested_ = false;
}

SearchInfo Search::snapshot(int depth, int score, Bound bound, int multiPv) const {
  SearchInfo info;
  info.depth = depth;
  info.selDepth = selDepth_;
  info.multiPv = multiPv;
  info.score = score;
  info.bound = bound;
  info.nodes = nodes_;
  info.elapsedMs = elapsedMs();
  info.hashfull = tt_.hashfull();
  info.pv.assign(pv_[0], pv_[0] + pvLength_[0]);
  return info;
}

// One principal variation at one depth, inside aspiration windows that widen on failure.
int Search::aspirationSearch(const Position& root, int depth, int previous, int multiPv) {
  int window = ASPIRATION_WINDOW;
  int alpha = depth >= 4 ? std::max(previous - window, -SCORE_INFINITE) : -SCORE_INFINITE;
  int beta = depth >= 4 ? std::min(previous + window, SCORE_INFINITE) : SCORE_INFINITE;
  while (true) {
    const int score = negamax(root, alpha, beta, depth, 0, false);
    if (stopRequested_) return score;
    Bound failed = Bound::Exact;
    if (score <= alpha) {
      alpha = std::max(score - window, -SCORE_INFINITE);
      failed = Bound::Upper;
    } else if (score >= beta) {
      beta = std::min(score + window, SCORE_INFINITE);
      failed = Bound::Lower;
    } else {
      return score;
    }
    // On long searches, show the GUI that the score is moving (as lowerbound/upperbound lines).
    if (onInfo_ && elapsedMs() > 2000) onInfo_(snapshot(depth, score, failed, multiPv));
    window *= 2;
  }
}

SearchResult Search::run(const Position& root, const std::vector<Key>& history, const InfoCallback& onInfo) {
  const SearchLimits& limits = limits_;
  budget_ = allocateTime(limits, root.sideToMove(), overheadMs_);
  nodes_ = 0;
  onInfo_ = onInfo;
  keys_ = history;
  keys_.push_back(root.key());
  tt_.newSearch();
  for (Frame& f : frames_) f = Frame{};

  SearchResult result;
  rootMoves_.clear();
  for (Move m : legalMoves(root))
    if (limits.searchMoves.empty() || std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m) != limits.searchMoves.end())
      rootMoves_.push_back(m);
  if (rootMoves_.empty()) return result;
  result.best = rootMoves_[0];
  const int lines = std::clamp(limits.multiPv, 1, int(rootMoves_.size()));
  std::vector<int> scores(std::size_t(lines), 0);
  const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MAX_PLY - 1) : MAX_PLY - 1;
  for (int depth = 1; depth <= maxDepth; ++depth) {
    rootExcluded_.clear();
    for (int line = 0; line < lines; ++line) {
      selDepth_ = 0;
      const int score = aspirationSearch(root, depth, scores[std::size_t(line)], line + 1);
      if (stopRequested_ && depth > 1) break;
      scores[std::size_t(line)] = score;
      const SearchInfo info = snapshot(depth, score, Bound::Exact, line + 1);
      if (info.pv.empty()) break;
      rootExcluded_.push_back(info.pv[0]);
      if (line == 0) {
        result.best = info.pv[0];
        result.ponder = info.pv.size() > 1 ? info.pv[1] : Move::none();
        result.score = score;
        result.depth = depth;
      }
      if (onInfo) onInfo(info);
    }
    if (stopRequested_ && depth > 1) break;
    if (limits.mate && scores[0] >= SCORE_MATE - 2 * limits.mate) break;
    if (!pondering_ && budget_.softMs && elapsedMs() >= budget_.softMs / 2) break;
  }
  return result;
}

}  // namespace quadrant

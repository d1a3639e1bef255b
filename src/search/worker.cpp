// What every search of a worker shares: the stop, the draws the path and the rules decide, the
// frames of the path (the moves on it, the continuation histories, correction entries and
// ordering hints they give), the PV, what each node does first and the search of a child.
// Alpha-beta is in alpha_beta.cpp, quiescence in quiescence.cpp, the pruning in pruning.cpp,
// iterative deepening in iterative_deepening.cpp.
#include "worker.h"

#include <algorithm>

#include "quadrant/core/game_end.h"
#include "quadrant/eval/endgame.h"

#include "node.h"

namespace quadrant {
namespace {

// Nodes between two readings of the clock and of every worker's node count. A reading costs a
// clock call and a cache miss per worker (the others write their counts all the time): spread
// over this many nodes it is lost in the noise, and they take a millisecond or two, so the
// stop still comes in time.
constexpr std::uint64_t CLOCK_CHECK_INTERVAL = 1024;

// Dead draws are looked for (isKnownDraw) only with this many pieces or fewer: those it knows
// (bare minors, KPK, a wrong bishop) hardly ever have more, and the count spares the test in
// every other node.
constexpr int KNOWN_DRAW_MAX_PIECES = 8;

}  // namespace

SearchWorker::SearchWorker(SharedSearchState& shared, int index)
    : shared_(shared), limits_(shared.limits), tt_(shared.tt), index_(index) {}

// The node limit holds for all threads together. The worker's own count is checked at every
// node, which makes a single-threaded search stop at exactly the same node every time; the sum
// over all workers costs more and is checked every CLOCK_CHECK_INTERVAL nodes, with the clock.
bool SearchWorker::shouldStop() {
  if (unstoppable_) return false;
  if (stopped()) return true;
  const std::uint64_t own = nodes();
  if (limits_.nodes && own >= limits_.nodes) return shared_.stop = true;
  if (own % CLOCK_CHECK_INTERVAL != 0) return false;
  if (limits_.nodes && shared_.totalNodes() >= limits_.nodes) return shared_.stop = true;
  const std::int64_t hardMs = shared_.hardMs.load(std::memory_order_relaxed);
  if (!shared_.pondering && hardMs && shared_.elapsedMs() >= hardMs) return shared_.stop = true;
  return false;
}

// Repetitions count as draws from the second occurrence inside the search, as does a
// repetition of any position of the game; so do the fifty-move rule and bare kings/minors.
bool SearchWorker::isDraw(const Position& pos) const {
  if (isFiftyMoveDraw(pos)) return true;
  // Interior-node recognition: the endgame knowledge's exact draws (bare minors, KPK draws, ...).
  // (isKnownDraw answers at once when a rook or queen is on the board.)
  if (popcount(pos.occupied()) <= KNOWN_DRAW_MAX_PIECES && isKnownDraw(pos)) return true;
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

HistoryContext SearchWorker::historyContext(const Position& pos, int ply) {
  HistoryContext context;
  context.threats = historyThreats(pos);
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

CorrectionContext SearchWorker::correctionContext(int ply) const {
  return CorrectionHistory::contextOf(correctionPath_, ply);
}

OrderingHints SearchWorker::hintsFor(Move ttMove, int ply, const HistoryContext& context) const {
  const Frame& frame = frames_[ply];
  OrderingHints hints;
  hints.ttMove = ttMove;
  hints.mateKillers = frame.mateKillers;
  hints.killers = frame.killers;
  if (ply > 0 && frames_[ply - 1].move)
    hints.counter = history_.counterMove(frames_[ply - 1].movedPiece, frames_[ply - 1].move.to());
  hints.historyContext = context;
  return hints;
}

void SearchWorker::recordMove(int ply, const Position& child, Move m, bool capture, int extension,
                              int quietHistory) {
  Frame& frame = frames_[ply];
  frame.move = m;
  frame.movedPiece = m ? child.pieceOn(m.to()) : NO_PIECE;
  frame.capture = capture;
  frame.extension = extension;
  frame.quietHistory = quietHistory;
  correctionPath_[ply] =
      correction_.step(m, frame.movedPiece, ply > 0 ? &correctionPath_[ply - 1] : nullptr);
  correction_.prefetch(child, correctionContext(ply + 1));
}

void SearchWorker::updatePv(int ply, Move m) {
  pv_[ply][ply] = m;
  for (int j = ply + 1; j < pvLength_[ply + 1]; ++j) pv_[ply][j] = pv_[ply + 1][j];
  pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
}

// What every node of negamax and quiescence does first: it is counted, its PV starts empty, it
// may deepen the selective depth; a stop ends it (with 0, a score that means nothing), and so
// does the last ply the stacks hold (with the static evaluation).
std::optional<int> SearchWorker::startNode(const Position& pos, int ply) {
  countNode();
  pvLength_[ply] = ply;
  selDepth_ = std::max(selDepth_, ply);
  if (shouldStop()) return 0;
  if (ply >= MAX_PLY - 1) return evaluator_.evaluate(pos);
  return std::nullopt;
}

int SearchWorker::searchChild(const Position& child, int alpha, int beta, int depth, int ply,
                              bool nullAllowed, bool cutNode) {
  const ChildOnPath onPath(*this, child);
  return -negamax(child, -beta, -alpha, depth, ply + 1, nullAllowed, cutNode);
}

}  // namespace quadrant

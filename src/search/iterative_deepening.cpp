// The worker's iterative deepening and what it keeps of the root: the depths each thread
// searches, the aspiration windows, the MultiPV lines of an iteration, the move it will play, the
// time it may still spend, and the reports to the GUI. The alpha-beta search itself is
// alpha_beta.cpp's.
#include "worker.h"

#include <algorithm>
#include <cstdlib>

#include "quadrant/search/parameters.h"

#include "node.h"

namespace quadrant {
namespace {

// The root move being searched is reported only once a search has run this long: a short
// search would print a line for every root move of every iteration, too fast to read, and the
// GUI would spend its time drawing them.
constexpr std::int64_t CURRENT_MOVE_REPORT_DELAY_MS = 3000;
// A failed aspiration window is reported (as a lowerbound or upperbound line) only once a search
// has run this long: in a short one the re-search follows within milliseconds with the exact
// score, while on a long search the GUI shows that the score is moving. Sooner than the root
// moves: a failure comes once per window, not once per move.
constexpr std::int64_t BOUND_REPORT_DELAY_MS = 2000;
// Plies beyond twice a mate's distance that a search must reach before its mate score is final:
// a mate found at a depth near its own length may still be shortened by a deeper search.
constexpr int MATE_SETTLED_EXTRA_DEPTH = 4;
// The main thread searches alone until an iteration ends with at least this many nodes searched
// (depth 4 to 6, a millisecond or two); then the helpers start. With more threads than cores
// the helpers take the processor from it (63 of them on 2 cores: some 30 ms for each ply), and
// a search must have a move, its first iterations, at once; nor do helpers add anything to a
// search this short.
constexpr std::uint64_t SOLO_NODES = 1024;

// The lines of one iteration, best first. A line after the first is searched without the moves
// heading the lines before it and in its own aspiration window, so it can come back with a better
// score than an earlier line (whose search only bounded that move): the later, exact score wins,
// equal scores keep the order searched. multipv numbers the lines in the new order.
void rankLines(std::vector<SearchInfo>& lines) {
  std::stable_sort(lines.begin(), lines.end(),
                   [](const SearchInfo& a, const SearchInfo& b) { return a.score > b.score; });
  for (std::size_t i = 0; i < lines.size(); ++i) lines[i].multiPv = int(i) + 1;
}

// The move the main thread will play and the line reported for it.
struct PlayedLine {
  SearchResult result;
  SearchInfo line;

  void play(const SearchInfo& chosen) {
    result.best = chosen.pv[0];
    result.ponder = chosen.pv.size() > 1 ? chosen.pv[1] : Move::none();
    result.score = chosen.score;
    result.depth = chosen.depth;
    line = chosen;
  }
};

}  // namespace

void SearchWorker::setRoot(const Position& root, const std::vector<Key>& history) {
  root_ = root;
  nodes_.store(0, std::memory_order_relaxed);
  keys_ = history;
  keys_.push_back(root.key());
  for (Frame& frame : frames_) frame = Frame{};
  rootMoves_ = shared_.rootMoves;
  rootMoveNodes_.assign(rootMoves_.size(), 0);
}

// A MultiPV line after the first leaves out the moves heading the lines before it.
bool SearchWorker::searchesLaterLine() const { return !rootExcluded_.empty(); }

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

// The root's hook in the move loop (alpha_beta.cpp): a root move's search and what the root
// keeps of it: the move reported on a long search, the nodes it took (their share sets the
// time), and the last move that raised alpha (played when the iteration is cut short).
int SearchWorker::searchRootMove(Node& node, const Position& child, const MoveUnderSearch& move,
                                 int newDepth) {
  reportCurrentMove(node.depth, move.move, move.number);
  const std::uint64_t nodesBefore = nodes();
  const int score = searchMove(node, child, move, newDepth);
  countRootMoveNodes(move.move, nodes() - nodesBefore);
  // The node's best never exceeds its alpha, so the move raises alpha exactly when it beats it.
  if (!stopped() && score > node.alpha) noteRootBest(node.depth, move.move, score, node.beta);
  return score;
}

// Only the main thread's search of the iteration's depth counts (not an internal iterative
// deepening search of the root), and only for the first PV line. The line is the move's, then
// its child's PV.
void SearchWorker::noteRootBest(int depth, Move m, int score, int beta) {
  if (index_ != 0 || depth != rootDepth_ || searchesLaterLine()) return;
  iterationBest_.pv.assign(1, m);
  iterationBest_.pv.insert(iterationBest_.pv.end(), pv_[1] + 1, pv_[1] + pvLength_[1]);
  iterationBest_.score = score;
  iterationBest_.bound = score >= beta ? Bound::Lower : Bound::Exact;
}

void SearchWorker::reportCurrentMove(int depth, Move m, int moveNumber) {
  if (!onInfo_ || shared_.elapsedMs() <= CURRENT_MOVE_REPORT_DELAY_MS) return;
  SearchInfo info;
  info.depth = depth;
  info.currMove = m;
  info.currMoveNumber = moveNumber;
  onInfo_(info);
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
    if (onInfo_ && shared_.elapsedMs() > BOUND_REPORT_DELAY_MS) {
      onInfo_(snapshot(depth, score, failed, multiPv, rootPv()));
      if (multiPv == 1) resultShown_ = false;
    }
    window = window * ASPIRATION_GROWTH_PERCENT / 100;
  }
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

// The completed lines of one depth, best first, each searched around its score of the depth
// before (`previous`). A stop ends the iteration and throws away the line it cut short, except
// the first line of depth 1, which no stop cuts short: the search must have a move it chose. No
// other line starts after a stop, so a node limit is passed only by what that first line needs.
std::vector<SearchInfo> SearchWorker::searchIteration(int depth, int lines,
                                                      const std::vector<int>& previous) {
  rootDepth_ = depth;
  rootExcluded_.clear();
  iterationBest_.pv.clear();
  std::vector<SearchInfo> completed;  // in the order searched
  for (int line = 0; line < lines; ++line) {
    const bool mustFinish = depth == 1 && line == 0;
    if (stopped() && !mustFinish) break;
    selDepth_ = 0;
    unstoppable_ = mustFinish;
    const int score = aspirationSearch(depth, previous[std::size_t(line)], line + 1);
    unstoppable_ = false;
    if (stopped() && !mustFinish) break;
    completed.push_back(snapshot(depth, score, Bound::Exact, line + 1, rootPv()));
    if (completed.back().pv.empty()) {
      completed.pop_back();
      break;
    }
    rootExcluded_.push_back(completed.back().pv[0]);
  }
  rankLines(completed);
  return completed;
}

// After a completed iteration: whether the search has what it needs (the mate asked for, a mate
// that will not change) or the clock says stop. `stability` already holds this iteration.
bool SearchWorker::searchIsDone(int depth, const SearchResult& result, int firstLineScore,
                                const StabilityTracker& stability) const {
  if (limits_.mate && firstLineScore >= SCORE_MATE - 2 * limits_.mate) return true;
  // A mate verified by a search twice as deep as its distance, and MATE_SETTLED_EXTRA_DEPTH more,
  // will not change.
  if (!limits_.depth && isMateScore(result.score) &&
      depth >= 2 * (SCORE_MATE - std::abs(result.score)) + MATE_SETTLED_EXTRA_DEPTH)
    return true;
  if (iterationBudgetSpent(stability.timeScale() * nodeShareScale(rootNodeShare(result.best))))
    return true;
  // A single legal move does not spend the clock (a scale of 0: whether the clock rules).
  return rootMoves_.size() == 1 && depth >= ONLY_MOVE_DEPTH && iterationBudgetSpent(0);
}

SearchResult SearchWorker::searchAsMain(const InfoCallback& onInfo,
                                        const std::function<void()>& startHelpers) {
  onInfo_ = onInfo;
  if (rootMoves_.empty()) return {};
  PlayedLine played;
  played.result.best = rootMoves_[0];
  resultShown_ = true;
  const int lines = std::clamp(limits_.multiPv, 1, int(rootMoves_.size()));
  std::vector<int> scores(std::size_t(lines), 0);
  StabilityTracker stability;
  bool helpersStarted = false;
  for (int depth = 1; depth <= maxDepth(); ++depth) {
    const std::vector<SearchInfo> completed = searchIteration(depth, lines, scores);
    if (!completed.empty()) {
      for (std::size_t line = 0; line < completed.size(); ++line)
        scores[line] = completed[line].score;
      played.play(completed.front());
      if (onInfo)
        for (const SearchInfo& info : completed) onInfo(info);
      resultShown_ = true;
    }
    if (!helpersStarted && nodes() >= SOLO_NODES && !stopped()) {
      startHelpers();
      helpersStarted = true;
    }
    if (stopped() && depth > 1) {
      // Cut short in the first line: a root move that raised alpha in this iteration beat every
      // move searched before it at this depth, the previous best included when it came first.
      if (!searchesLaterLine() && !iterationBest_.pv.empty()) {
        played.play(
            snapshot(depth, iterationBest_.score, iterationBest_.bound, 1, iterationBest_.pv));
        resultShown_ = false;
      }
      break;
    }
    stability.update(played.result.best.raw(), played.result.score);
    if (searchIsDone(depth, played.result, scores[0], stability)) break;
  }
  // The last line the GUI sees is the one of the move played.
  if (onInfo && !resultShown_ && !played.line.pv.empty())
    onInfo(snapshot(played.line.depth, played.line.score, played.line.bound, 1, played.line.pv));
  return played.result;
}

}  // namespace quadrant

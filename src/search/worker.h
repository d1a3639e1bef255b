// One search thread's alpha-beta: iterative deepening with aspiration windows
// (search/iterative_deepening.cpp) around a principal variation search, negamax in named steps
// (search/alpha_beta.cpp, its pruning in search/pruning.cpp) and quiescence
// (search/quiescence.cpp), over the shared transposition table; what they share, the path and
// its draws, is search/worker.cpp's. docs/search.md describes every step; search/parameters.h
// holds their numbers.
//
// Lazy SMP (see search.h): every thread runs a SearchWorker on the same root. A worker owns all
// of its search state (path, killers, history, evaluator caches, PV); workers share only the
// transposition table and the SharedSearchState (shared_search_state.h).
//
// Private to the search: off the include path, so what uses the search sees only search.h.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/core/position.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/correction_history.h"
#include "quadrant/search/history.h"
#include "quadrant/search/movepick.h"
#include "quadrant/search/search_types.h"
#include "quadrant/search/shared_search_state.h"
#include "quadrant/search/timeman.h"
#include "quadrant/search/tt.h"

namespace quadrant {

class SearchWorker {
 public:
  // Worker 0 is the main thread's; the others are helpers, which stagger their depths.
  SearchWorker(SharedSearchState& shared, int index);

  // Sets the root for the next search: `history` holds the keys of the game's earlier positions
  // (for repetition draws); the root moves are the shared ones.
  void setRoot(const Position& root, const std::vector<Key>& history);
  // The main thread's iterative deepening: reports to onInfo, manages the time, decides the
  // result (the last line reported; an iteration cut short counts when a root move raised alpha
  // in it). Ends at a limit or the shared stop, but the first line of depth 1 always finishes.
  // Calls startHelpers once its first iterations alone are done (SOLO_NODES).
  SearchResult searchAsMain(const InfoCallback& onInfo, const std::function<void()>& startHelpers);
  // A helper's iterative deepening: fills the table until the shared stop flag is set or the
  // depth limit is reached. Reports nothing.
  void searchAsHelper();

  void forgetPastSearches() {
    history_.clear();
    correction_.clear();
    evaluator_.clear();
  }
  const std::atomic<std::uint64_t>& nodeCounter() const { return nodes_; }

 private:
  // What the search keeps per ply of the current path.
  struct Frame {
    Killers killers;
    Killers mateKillers;
    Move excluded;                // the move a singular-extension test leaves out; none otherwise
    Move move;                    // the move being searched from this ply; none for a null move
    Piece movedPiece = NO_PIECE;  // the piece standing on move.to() after it; none for a null move
    bool capture = false;
    int extension = 0;         // plies added to (or, below 0, taken from) `move`'s search
    int quietHistory = 0;      // the sum of `move`'s histories when it is quiet; 0 otherwise
    int doubleExtensions = 0;  // moves extended by two plies on the path to this ply
    int cutoffs = 0;  // fail highs at this ply (a hash move's counts 1, another's 2) under the
                      // node two plies up: many mean its grandchildren are easily refuted
    int staticEval = 0;
  };

  // The alpha-beta search and its steps (alpha_beta.cpp, pruning.cpp), in the order negamax takes
  // them; src/search/node.h defines what they hand each other. A step that may end the node
  // returns the node's score when it does, and nothing when the search of the node goes on.
  struct Node;
  struct MoveUnderSearch;
  struct TriedMoves;
  class ChildOnPath;
  // `cutNode`: a zero-window node expected to fail high (the child of an expected all node, or
  // of a reduced search); its children's expectations alternate (see searchMove).
  int negamax(const Position& pos, int alpha, int beta, int depth, int ply, bool nullAllowed,
              bool cutNode);
  std::optional<int> pathEndsNode(Node& node);
  std::optional<int> ttEntryEndsNode(Node& node);
  std::optional<int> tablebaseEndsNode(Node& node);
  bool probeTablebases(const Position& pos, int depth, syzygy::Wdl* wdl);
  void evaluateNode(Node& node);
  void clearGrandchildren(int ply);
  std::optional<int> pruneBeforeMoves(Node& node);
  std::optional<int> nullMoveCutoff(Node& node);
  std::optional<int> probCut(Node& node);
  std::optional<int> enhancedTranspositionCutoff(const Node& node);
  std::optional<int> makeUpForMissingHashMove(Node& node);
  int searchMoves(Node& node);
  void prepareMoveLoop(Node& node);
  bool skipsMove(const Node& node, const MoveUnderSearch& move, MovePicker& picker);
  int moveExtension(const Node& node, const MoveUnderSearch& move) const;
  std::optional<int> singularExtension(Node& node, MoveUnderSearch& move);
  int searchMove(Node& node, const Position& child, const MoveUnderSearch& move, int newDepth);
  int reductionOf(const Node& node, const MoveUnderSearch& move, int newDepth) const;
  void learnFromCutoff(Node& node, const MoveUnderSearch& move, int score, const TriedMoves& tried);
  void learnCorrection(const Node& node, int best, Bound bound);
  int concludeNode(Node& node, int moveCount, int originalAlpha);
  int quiesce(const Position& pos, int alpha, int beta, int ply, bool checks, int renewals);

  // The path and what the steps share.
  std::optional<int> startNode(const Position& pos, int ply);
  // The child's score for this node (negated), its key on the path while it is searched.
  int searchChild(const Position& child, int alpha, int beta, int depth, int ply, bool nullAllowed,
                  bool cutNode);
  // These start loading what a child probes first, as soon as its keys are known: each is a
  // likely cache miss, and they overlap this way. A move's table bucket is known before the move
  // is made (Position::keyAfter), the evaluation's entries once the child is made; a null move's
  // bucket only then too (prefetchChild); the correction entries once the move is recorded on
  // the path (recordMove), which gives the child's continuation pairs. Each is loaded once.
  void prefetchBucketAfter(const Position& pos, Move m) const { tt_.prefetch(pos.keyAfter(m)); }
  void prefetchEvaluation(const Position& child) const { evaluator_.prefetch(child); }
  void prefetchChild(const Position& child) const {
    tt_.prefetch(child.key());
    prefetchEvaluation(child);
  }
  // Notes the move searched from `ply` (`child` is the position after it; none: a null move), its
  // extension and, for a quiet move, the sum of its histories (0 for any other), and starts
  // loading the correction entries the child's static evaluation will read.
  void recordMove(int ply, const Position& child, Move m, bool capture, int extension,
                  int quietHistory);
  HistoryContext historyContext(const Position& pos, int ply);
  // The continuation-correction entries of the moves on the path to `ply`.
  CorrectionContext correctionContext(int ply) const;
  OrderingHints hintsFor(Move ttMove, int ply, const HistoryContext& context) const;
  bool isDraw(const Position& pos) const;
  int reversiblePlies(const Position& pos, int ply) const;
  void countNode() {
    nodes_.store(nodes_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  }
  std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  bool shouldStop();
  bool stopped() const { return !unstoppable_ && shared_.stop.load(std::memory_order_relaxed); }
  void updatePv(int ply, Move m);

  // Iterative deepening and the root (iterative_deepening.cpp). The move loop leaves to the root
  // only which moves it searches (isRootMove), their search (searchRootMove) and whether its
  // result is the node's (not on a later MultiPV line).
  bool isRootMove(Move m) const;
  bool searchesLaterLine() const;
  int searchRootMove(Node& node, const Position& child, const MoveUnderSearch& move, int newDepth);
  void countRootMoveNodes(Move m, std::uint64_t nodes);
  double rootNodeShare(Move m) const;  // of all nodes under root moves; 1 before any are counted
  bool iterationBudgetSpent(double scale) const;
  bool skipsDepth(int depth) const;
  int maxDepth() const;
  std::vector<SearchInfo> searchIteration(int depth, int lines, const std::vector<int>& previous);
  bool searchIsDone(int depth, const SearchResult& result, int firstLineScore,
                    const StabilityTracker& stability) const;
  int aspirationSearch(int depth, int previous, int multiPv);
  void noteRootBest(int depth, Move m, int score, int beta);
  // Reports the root move about to be searched (a "currmove" line) on a long search.
  void reportCurrentMove(int depth, Move m, int moveNumber);
  std::vector<Move> rootPv() const { return {pv_[0], pv_[0] + pvLength_[0]}; }
  SearchInfo snapshot(int depth, int score, Bound bound, int multiPv, std::vector<Move> pv) const;

  SharedSearchState& shared_;
  const SearchLimits& limits_;  // shared_.limits
  TranspositionTable& tt_;      // shared_.tt
  const int index_;
  // Written only by this worker; atomic so the main thread can sum all counters while it runs.
  std::atomic<std::uint64_t> nodes_{0};
  Position root_;
  InfoCallback onInfo_;  // empty for helpers
  int selDepth_ = 0;
  int rootDepth_ = 0;
  std::vector<Key> keys_;                     // game history then the current search path
  std::vector<Move> rootMoves_;               // the shared root moves
  std::vector<std::uint64_t> rootMoveNodes_;  // this worker's nodes under each root move so far
  std::vector<Move> rootExcluded_;            // moves heading earlier MultiPV lines of this depth
  // The main thread's best root move so far in the iteration under way (first PV line): the
  // last root move that raised alpha, with the line and score of its completed search (a lower
  // bound when it failed high). pv is empty until a root move raises alpha. When the iteration
  // is cut short this move is played: it beat everything searched before it at this depth.
  struct RootBest {
    std::vector<Move> pv;
    int score = 0;
    Bound bound = Bound::Exact;
  } iterationBest_;
  // Whether the last first-line report (an iteration's line or an aspiration failure) was the
  // line of the move the search will play; if not, that line is reported again at the end.
  bool resultShown_ = false;
  // While the main thread searches the first line of depth 1 no stop counts, neither the clock
  // nor the node limit nor a stop from the GUI or a helper: the search must have a move it chose.
  bool unstoppable_ = false;
  Frame frames_[MAX_PLY + 4];
  CorrectionStep correctionPath_[MAX_PLY + 4];  // the steps of frames_' moves, ply by ply
  MoveHistory history_;
  CorrectionHistory correction_;
  Evaluator evaluator_;
  Move pv_[MAX_PLY + 1][MAX_PLY + 1];
  int pvLength_[MAX_PLY + 1] = {};
};

}  // namespace quadrant

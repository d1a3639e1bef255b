// What the alpha-beta search knows of the node it searches, handed from one of its steps to the
// next (docs/search.md names the steps). Private to the search: it lies beside the worker's
// source files, off the include path (include/), so nothing outside src/search/ can include it.
#pragma once

#include "worker.h"

namespace quadrant {

// Whether a table entry's bound settles a window: exact, a lower bound at beta or above, or an
// upper bound at alpha or below.
inline bool cutsOff(const TTHit& entry, int alpha, int beta) {
  return entry.bound == Bound::Exact || (entry.bound == Bound::Lower && entry.score >= beta) ||
         (entry.bound == Bound::Upper && entry.score <= alpha);
}

// A node's window and the best of its moves so far. Negamax and quiescence take a move's score
// the same way.
struct AlphaBeta {
  int alpha, beta;
  int best = -SCORE_INFINITE;
  Move bestMove = Move::none();

  // Takes the score of move m (none: a score the node has without a move, the stand pat or a
  // table's bound): the best score so far, and when it beats alpha the new alpha, with m as the
  // best move. Returns whether it beat alpha; reaching beta as well is a cut-off, the caller's
  // to act on.
  bool take(int score, Move m) {
    if (score <= best) return false;
    best = score;
    if (score <= alpha) return false;
    alpha = score;
    bestMove = m;
    return true;
  }
  bool failsHigh() const { return best >= beta; }
  // What the best score says of the node, searched in a window that began at `originalAlpha`.
  Bound bound(int originalAlpha) const {
    return best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
  }
};

// The window narrows as the steps learn more (mate distance, an upcoming repetition, the
// tablebases, the moves searched).
struct SearchWorker::Node : AlphaBeta {
  // negamax's arguments, under names of their own.
  Node(const Position& position, int windowAlpha, int windowBeta, int searchDepth, int plyFromRoot,
       bool nullMoveAllowed, bool expectedCut, Frame& plyFrame)
      : AlphaBeta{windowAlpha, windowBeta},
        pos(position),
        frame(plyFrame),
        ply(plyFromRoot),
        depth(searchDepth),
        pvNode(windowBeta - windowAlpha > 1),
        cutNode(expectedCut),
        nullAllowed(nullMoveAllowed),
        excluded(plyFrame.excluded),
        inCheck(position.inCheck()) {}

  const Position& pos;
  Frame& frame;  // frames_[ply]
  const int ply;
  int depth;  // a ply or two less after an internal iterative reduction
  const bool pvNode, cutNode, nullAllowed;
  const Move excluded;  // the move a singular test leaves out; none otherwise
  const bool inCheck;
  int maxScore = SCORE_INFINITE;  // what the moves may score at most: a tablebase's upper bound
  // The table's entry (none inside a singular test); after internal iterative deepening, the
  // entry that search left.
  bool hasTTEntry = false;
  TTHit ttEntry;
  Move ttMove;
  int rawEval = 0;               // the evaluation as computed, which the table keeps
  int staticEval = 0;            // corrected by the correction histories; -SCORE_INFINITE in check
  CorrectionContext correction;  // the path's continuation-correction entries (evaluateNode)
  bool improving = false;
  // Known before the first move (prepareMoveLoop):
  bool singularCandidate = false;  // the hash move may be singular (singularExtension)
  bool singleReply = false;        // in check with one legal move
  bool ttNoisy = false;            // the hash move is a capture or a promotion
  HistoryContext historyContext;   // where the quiet moves' histories are read and written
};

// What a step of the move loop asks of the move it looks at.
struct SearchWorker::MoveUnderSearch {
  Move move;
  int number;  // 1 for the first move searched
  bool quiet, givesCheck;
  QuietHistory history;  // none for a capture or promotion
  // Plies added to the move's search (moveExtension, singularExtension); -1: a ply less.
  int extension = 0;
};

// A child's key on the path (the worker's keys_, where the search finds repetitions) for as long
// as the child is searched or judged.
class SearchWorker::ChildOnPath {
 public:
  ChildOnPath(SearchWorker& worker, const Position& child) : keys_(worker.keys_) {
    keys_.push_back(child.key());
  }
  ~ChildOnPath() { keys_.pop_back(); }
  ChildOnPath(const ChildOnPath&) = delete;
  ChildOnPath& operator=(const ChildOnPath&) = delete;

 private:
  std::vector<Key>& keys_;
};

// The moves a node searched without a cut-off, which a cut-off penalises in the histories.
struct SearchWorker::TriedMoves {
  MoveList quiets, noisies;

  void add(Move m, bool quiet) { (quiet ? quiets : noisies).push(m); }
};

}  // namespace quadrant

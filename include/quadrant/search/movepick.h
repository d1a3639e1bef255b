// The staged move picker: hands out moves one at a time in the order most likely to cause a
// cut-off, generating each group only when the earlier ones are used up (a cut-off by the hash
// move costs no generation at all).
//
// Main search:  hash move, winning captures and queen promotions (MVV-LVA, checked by SEE),
//               mate killers, killers, counter move, quiet moves by history (butterfly,
//               counter-move and follow-up histories summed), losing captures
//               and underpromotions.
// In check:     hash move, then every evasion (captures first, quiets by history).
// Quiescence:   hash move if noisy, winning captures and queen promotions, then, when asked
//               (the search asks at the first quiescence ply and after a forced evasion), quiet
//               checks that do not lose material.
#pragma once

#include "quadrant/core/check_squares.h"
#include "quadrant/core/movegen.h"
#include "quadrant/search/history.h"

namespace quadrant {

// Moves remembered from elsewhere in the search; any of them may be missing or illegal here.
struct OrderingHints {
  Move ttMove;
  Killers mateKillers;  // quiet moves that refuted with a mate score, kept apart (as Kurt does)
  Killers killers;
  Move counter;
  HistoryContext historyContext;  // quiet moves are ordered by the sum of their histories
};

class MovePicker {
 public:
  MovePicker(const Position& pos, const OrderingHints& hints, const MoveHistory& history);
  // quietChecks: when given, quiet checks follow the captures, found with it.
  static MovePicker forQuiescence(const Position& pos, Move ttMove, CheckSquares* quietChecks,
                                  const MoveHistory& history);

  // The next move, or Move::none() when every move has been handed out. Each legal move comes
  // exactly once (in quiescence, only the moves described above).
  Move next();
  // Quiet moves still to come are skipped (late-move pruning), quiet checks among them; the
  // captures and promotions stay.
  void skipQuiets() { skipQuiets_ = true; }

 private:
  // One stage of a sequence: `pick` hands out its next move, or none when it has no more (a
  // stage that generates moves hands out none). A stage `once` (a hash move) is left as soon as
  // it is asked, whether it handed out a move or not.
  struct Stage {
    Move (MovePicker::*pick)();
    bool once;
  };
  // The three sequences of stages above, each ended by a stage without `pick`.
  static const Stage MAIN_STAGES[], EVASION_STAGES[], QUIESCENCE_STAGES[];
  static constexpr int REFUTATIONS = 5;

  MovePicker(const Position& pos, Move ttMove, const MoveHistory& history,
             const HistoryContext& historyContext, const Stage* stages);
  void scoreNoisy();
  void scoreQuiets();
  void scoreEvasions();
  Move pickBest();  // the best-scored move left in [cursor_, list_.size()), moved to the cursor
  Move acceptTTMove(bool usable);
  bool isRefutation(Move m) const;
  bool isUsableRefutation(Move m, int index) const;

  // The stages, in the order of the main search's sequence, then those of the other two.
  Move legalTTMove();
  template <GenType Kind, void (MovePicker::*Score)()>
  Move generate();
  Move goodNoisy();
  Move refutation();
  Move generateQuiets();
  Move quiet();
  Move badNoisy();
  Move evasion();
  Move goodNoisyTTMove();
  Move quiescenceNoisy();
  Move generateQuietChecks();
  Move quietCheck();

  const Position& pos_;
  const MoveHistory& history_;
  QuietHistoryView quietHistory_;  // quiet moves are ordered by the sum of their histories
  const Stage* stage_;             // the stage under way
  Move ttMove_;
  // The quiet moves that refuted elsewhere, in the order tried: the two mate killers, the two
  // killers and the counter move (OrderingHints).
  Move refutations_[REFUTATIONS] = {};
  int refutationIndex_ = 0;
  bool skipQuiets_ = false;
  CheckSquares* quietChecks_ = nullptr;  // none: no quiet checks in quiescence
  MoveList list_;
  int scores_[MoveList::CAPACITY];
  int cursor_ = 0;
  MoveList bad_;  // losing captures and underpromotions, tried after the quiets
  int badCursor_ = 0;
};

}  // namespace quadrant

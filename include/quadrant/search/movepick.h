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
  enum class Stage {
    TTMove,
    GenerateNoisy,
    GoodNoisy,
    Refutations,
    GenerateQuiets,
    Quiets,
    BadNoisy,
    EvasionTTMove,
    GenerateEvasions,
    Evasions,
    QuiescenceTTMove,
    GenerateQuiescence,
    QuiescenceNoisy,
    GenerateChecks,
    QuietChecks,
    Done
  };
  static constexpr int REFUTATIONS = 5;

  MovePicker(const Position& pos, Move ttMove, const MoveHistory& history,
             const HistoryContext& historyContext, Stage first);
  void scoreNoisy();
  void scoreQuiets();
  void scoreEvasions();
  Move pickBest();  // the best-scored move left in [cursor_, list_.size()), moved to the cursor
  bool acceptTTMove(bool usable);
  bool isRefutation(Move m) const;
  bool isUsableRefutation(Move m, int index) const;

  const Position& pos_;
  const MoveHistory& history_;
  QuietHistoryView quietHistory_;  // quiet moves are ordered by the sum of their histories
  Stage stage_;
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

// Time management: turns the UCI clock information into a soft limit (do not start another
// iteration after it) and a hard limit (stop at once).
#pragma once

#include <cstdint>

#include "quadrant/core/types.h"
#include "quadrant/search/search_types.h"

namespace quadrant {

struct TimeBudget {
  std::int64_t softMs = 0;  // 0: no time limit at all
  std::int64_t hardMs = 0;
  // Fixed time per move (go movetime): time saved on this move is not banked for later ones,
  // so the search uses all of it and only the hard limit ends it.
  bool spendAll = false;
};

// Follows the best move and score from one iteration to the next. A best move that keeps
// changing or a falling score earns the move more time; a best move that has held for many
// iterations lets it finish sooner.
class StabilityTracker {
 public:
  void update(std::uint16_t bestMove, int score);
  // The factor to apply to the soft limit before deciding whether to start another iteration.
  double timeScale() const;

 private:
  // Recent best-move changes beyond two add no more time: a move that keeps changing is as
  // unsettled as one that changed twice, and the soft limit must stay well under the hard one.
  static constexpr double MAX_COUNTED_CHANGES = 2.0;
  int iterations_ = 0;
  std::uint16_t bestMove_ = 0;
  int stableIterations_ = 0;
  double changes_ = 0;  // recent best-move changes, halved every iteration
  int bestScore_ = 0;   // the score of the previous iteration
  int scoreDrop_ = 0;   // how far the score fell in the last iteration
};

// The factor to apply to the soft limit for the share of the last iteration's root nodes that went
// to its best move: a move that took nearly all of them is clear and plays sooner; one the search
// kept doubting (other moves took most of the nodes) gets more time.
double nodeShareScale(double bestMoveNodeShare);

// overheadMs is the GUI/network delay to keep in reserve on every move (UCI "Move Overhead").
TimeBudget allocateTime(const SearchLimits& limits, Color us, std::int64_t overheadMs);

}  // namespace quadrant

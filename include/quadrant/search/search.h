// The search: iterative deepening with aspiration windows around a principal variation search
// (negamax alpha-beta) with a transposition table, null-move pruning, late move reductions,
// futility and reverse futility pruning, killer and history move ordering, check extensions,
// and a quiescence search over captures and promotions.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/core/position.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/timeman.h"
#include "quadrant/search/tt.h"

namespace quadrant {

struct SearchInfo {
  int depth = 0;
  int selDepth = 0;
  int multiPv = 1;
  int score = 0;          // centipawns, or a mate score (see eval/score.h)
  Bound bound = Bound::Exact;
  std::uint64_t nodes = 0;
  std::int64_t elapsedMs = 0;
  int hashfull = 0;
  std::vector<Move> pv;
  Move currMove;          // set (with currMoveNumber) for a "currmove" report, pv then empty
  int currMoveNumber = 0;
};

struct SearchResult {
  Move best;
  Move ponder;
  int score = 0;
  int depth = 0;
};

class Search {
 public:
  using InfoCallback = std::function<void(const SearchInfo&)>;

  explicit Search(TranspositionTable& tt) : tt_(tt) {}

  // Arms a search: sets its limits, starts the clock and clears any earlier stop. Called on the
  // thread that receives "go", so a stop or ponderhit that follows at once is never lost.
  void prepare(const SearchLimits& limits, std::int64_t overheadMs);
  // Searches `root` under the prepared limits; `history` holds the keys of the game's earlier
  // positions (for repetition draws). Returns when a limit is reached or stop() is called.
  // While pondering, time limits start counting only at ponderhit(). Every completed PV line
  // (and, on long searches, aspiration failures and the root move being searched) goes to onInfo.
  SearchResult run(const Position& root, const std::vector<Key>& history, const InfoCallback& onInfo);

  void stop() { stopRequested_ = true; }
  void ponderhit();
  void clearHistory();

 private:
  struct Frame {
    Move killers[2];
  };

  int negamax(const Position& pos, int alpha, int beta, int depth, int ply, bool nullAllowed);
  int quiesce(const Position& pos, int alpha, int beta, int ply);
  bool isDraw(const Position& pos) const;
  bool shouldStop();
  void orderMoves(const Position& pos, MoveList& moves, int* scores, Move ttMove, int ply) const;
  void updateQuietStats(const Position& pos, Move best, const Move* quiets, int quietCount, int depth, int ply);
  std::int64_t elapsedMs() const;
  int aspirationSearch(const Position& root, int depth, int previous, int multiPv);
  SearchInfo snapshot(int depth, int score, Bound bound, int multiPv) const;
  MoveList rootMoveList() const;

  TranspositionTable& tt_;
  std::atomic<bool> stopRequested_{false};
  std::atomic<bool> pondering_{false};
  SearchLimits limits_;
  std::int64_t overheadMs_ = 0;
  TimeBudget budget_;
  std::chrono::steady_clock::time_point start_;
  std::uint64_t nodes_ = 0;
  int selDepth_ = 0;
  std::vector<Key> keys_;  // game history then the current search path
  std::vector<Move> rootMoves_;     // legal root moves, narrowed by searchmoves
  std::vector<Move> rootExcluded_;  // moves heading earlier MultiPV lines of this depth
  InfoCallback onInfo_;
  Frame frames_[MAX_PLY + 4];
  int history_[2][64][64] = {};
  Move pv_[MAX_PLY + 1][MAX_PLY + 1];
  int pvLength_[MAX_PLY + 1] = {};
};

}  // namespace quadrant

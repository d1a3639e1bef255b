// The search: iterative deepening with aspiration windows around a principal variation search
// (negamax alpha-beta) over a two-tier transposition table.
//   Pruning:     mate distance, reverse futility, razoring, null move (adaptive R, verified
//                when zugzwang is likely), enhanced transposition cut-offs, futility and
//                extended futility, late-move pruning, SEE pruning of losing captures.
//   Reductions:  late move reductions; internal iterative reductions at non-PV nodes without a
//                hash move (internal iterative deepening at PV nodes).
//   Extensions:  check, one reply to check, recapture, pawn push to the 7th, singular move.
//   Ordering:    the staged move picker (hash move, captures by MVV-LVA and SEE, mate killer,
//                killers, counter move, history).
//   Quiescence:  captures and promotions that do not lose material (SEE), quiet checks at its
//                first ply and after a forced evasion, every evasion in check, stand pat and delta pruning, hash cut-offs.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/core/position.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/history.h"
#include "quadrant/search/movepick.h"
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
  // What the search keeps per ply of the current path.
  struct Frame {
    Killers killers;
    Killers mateKillers;
    Move excluded;        // the move a singular-extension test leaves out; none otherwise
    Move move;            // the move being searched from this ply; none for a null move
    Piece movedPiece = NO_PIECE;  // the piece standing on move.to() after it
    bool capture = false;
    int staticEval = 0;
  };

  int negamax(const Position& pos, int alpha, int beta, int depth, int ply, bool nullAllowed);
  int quiesce(const Position& pos, int alpha, int beta, int ply, bool checks, int renewals);
  int searchChild(const Position& child, int alpha, int beta, int depth, int ply, bool nullAllowed);
  bool tryNullMove(const Position& pos, int beta, int depth, int ply, int staticEval);
  bool transpositionCutoff(const Position& pos, int beta, int depth, int ply, int* score);
  int extension(const Position& pos, Move m, bool givesCheck, bool singleReply, bool pvNode, int ply) const;
  void recordMove(int ply, const Position& child, Move m, bool capture);
  OrderingHints hintsFor(Move ttMove, int ply) const;
  bool isRootMove(Move m) const;
  bool isDraw(const Position& pos) const;
  bool shouldStop();
  void updateQuietStats(const Position& pos, Move best, int score, const Move* quiets, int quietCount, int depth, int ply);
  void updatePv(int ply, Move m);
  std::int64_t elapsedMs() const;
  bool iterationBudgetSpent(double scale) const;
  int aspirationSearch(const Position& root, int depth, int previous, int multiPv);
  SearchInfo snapshot(int depth, int score, Bound bound, int multiPv) const;

  TranspositionTable& tt_;
  std::atomic<bool> stopRequested_{false};
  std::atomic<bool> pondering_{false};
  std::atomic<std::int64_t> ponderedMs_{0};  // how long the search pondered before ponderhit
  SearchLimits limits_;
  std::int64_t overheadMs_ = 0;
  TimeBudget budget_;
  // When the clock started (go, or ponderhit), in steady_clock ticks; atomic because ponderhit
  // arrives on the protocol thread.
  std::atomic<std::chrono::steady_clock::rep> startTicks_{0};
  std::uint64_t nodes_ = 0;
  int selDepth_ = 0;
  int rootDepth_ = 0;
  std::vector<Key> keys_;  // game history then the current search path
  std::vector<Move> rootMoves_;     // legal root moves, narrowed by searchmoves
  std::vector<Move> rootExcluded_;  // moves heading earlier MultiPV lines of this depth
  InfoCallback onInfo_;
  Frame frames_[MAX_PLY + 4];
  MoveHistory history_;
  Evaluator evaluator_;
  Move pv_[MAX_PLY + 1][MAX_PLY + 1];
  int pvLength_[MAX_PLY + 1] = {};
};

}  // namespace quadrant

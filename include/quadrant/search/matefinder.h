// The mate finder (as CookieCat's Smokey): a dedicated proof search for a forced mate.
//
// The side to move is the attacker. The search is an AND/OR tree searched depth-first, by
// iterative deepening on the mate length 1, 2, ..., N (in attacker moves):
//   attacker node: OR  - proven when one attacker move leads to a proven defender node;
//   defender node: AND - proven when every legal reply leads to a proven attacker node;
//                        with no legal reply, checkmate proves it and stalemate refutes it.
// Because every shorter length is refuted before a length is tried, the first proven length
// is the shortest forced mate (within the attacker moves the options allow).
// Repetitions and the fifty-move rule are ignored, as in composed mate problems.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/core/position.h"

namespace quadrant {

struct MateFinderOptions {
  // The longest mate looked for (the command line's mate N and UCI's go mate N): 199 plies,
  // within the mate band of the scores (MAX_PLY).
  static constexpr int MAX_MATE_MOVES = 100;
  // checksOnlyLastMoves value that restricts the attacker to checks at every move.
  static constexpr int CHECKS_EVERYWHERE = MAX_MATE_MOVES;

  int maxMoves = 5;  // longest mate looked for, in attacker moves (1..MAX_MATE_MOVES)
  // The attacker plays only checking moves when it has at most this many moves left. 1 (the
  // default) loses nothing: the last move of a mate is always a check. Larger values trade
  // completeness (quiet moves before the end are not considered) for speed; 0 allows every
  // move everywhere, which is the same as 1 in result but slower.
  int checksOnlyLastMoves = 1;
  std::int64_t timeLimitMs = 0;                    // 0: no limit
  std::uint64_t nodeLimit = 0;                     // 0: no limit
  std::size_t hashEntries = std::size_t(1) << 20;  // rounded down to a power of two
  // The attacker's first move is one of these (UCI's searchmoves); empty: any legal move.
  std::vector<Move> rootMoves;
};

struct MateResult {
  int mateIn = 0;        // the shortest forced mate, in attacker moves; 0 when none was found
  std::vector<Move> pv;  // attacker and defender moves alternately, ending in checkmate;
                         // never empty when found (only the first move if stopped while
                         // the line was retraced)
  int refutedUpTo = 0;   // no forced mate of this many moves or fewer exists
  std::uint64_t nodes = 0;
  bool stopped = false;  // a limit or stop() ended the search before an answer
  bool found() const { return mateIn > 0; }
};

class MateFinder {
 public:
  explicit MateFinder(const MateFinderOptions& options);
  ~MateFinder();
  MateFinder(const MateFinder&) = delete;
  MateFinder& operator=(const MateFinder&) = delete;

  // Looks for the shortest forced mate of at most options.maxMoves moves for the side to move.
  // The defender's PV replies are those that put the mate off the longest.
  MateResult solve(const Position& root);

  // Safe from another thread, also before solve() has begun (so a "stop" that follows "go" at
  // once is never lost): makes solve() return what it has proven so far. A stopped finder
  // stays stopped; a new search takes a new finder.
  void stop() { stopRequested_.store(true, std::memory_order_relaxed); }

 private:
  enum class Proof { Proven, Refuted, Unknown };
  struct Table;

  Proof attackerMates(const Position& pos, int movesLeft, int ply, Move* mating = nullptr);
  MoveList attackerMoves(const Position& pos, int ply) const;
  Proof defenderIsMated(const Position& pos, int movesLeft, int ply);
  bool checksOnly(int movesLeft) const { return movesLeft <= options_.checksOnlyLastMoves; }
  void orderAttackerMoves(const Position& pos, int movesLeft, MoveList& moves, bool* mateInOne);
  void orderDefenderMoves(const Position& pos, MoveList& moves, int ply) const;
  bool shouldStop();
  std::vector<Move> provenLine(const Position& root, int mateIn, Move firstMove);
  bool longestDefence(const Position& pos, int movesLeft, int ply, Move* reply);

  MateFinderOptions options_;
  std::unique_ptr<Table> table_;
  std::vector<Move> refutationKillers_;  // per ply: the defender reply that last refuted a line
  std::atomic<bool> stopRequested_{false};
  std::uint64_t nodes_ = 0;
  std::int64_t deadlineMs_ = 0;  // steady-clock milliseconds; 0: none
};

}  // namespace quadrant

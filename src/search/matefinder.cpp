#include "quadrant/search/matefinder.h"

#include <algorithm>
#include <chrono>

#include "quadrant/core/check_squares.h"

namespace quadrant {
namespace {

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// How often (in nodes) the clock is read: often enough to stop within a millisecond or so.
constexpr std::uint64_t CLOCK_CHECK_INTERVAL = 1024;

std::size_t powerOfTwoAtMost(std::size_t n) {
  std::size_t p = 1;
  while (p * 2 <= n) p *= 2;
  return p;
}

}  // namespace

// What is known about attacker nodes, by position key. Both facts are monotone in the moves
// left: a mate within n moves is a mate within any m >= n, and no mate within n means none
// within any m <= n. (This holds with the checks-only option too, since whether checks only
// are allowed depends on the moves left alone.)
//
// Two entries a bucket, as in the main table: the deep one keeps the fact about the most moves
// (the costliest to prove again), the other takes every newcomer, and a newcomer at least as
// deep as the deep entry takes its place and moves it over. A lost entry costs only time.
struct MateFinder::Table {
  struct Entry {
    Key key = 0;
    std::uint8_t refutedUpTo = 0;   // no mate within this many moves
    std::uint8_t provenWithin = 0;  // a mate within this many moves; 0: none known
    int depth() const { return std::max(refutedUpTo, provenWithin); }
  };
  struct Bucket {
    Entry deep;
    Entry recent;
  };

  explicit Table(std::size_t entries)
      : buckets(powerOfTwoAtMost(std::max<std::size_t>(entries / 2, 1))) {}

  Bucket& bucket(Key key) { return buckets[key & (buckets.size() - 1)]; }

  const Entry* find(Key key) {
    Bucket& b = bucket(key);
    if (b.deep.key == key) return &b.deep;
    if (b.recent.key == key) return &b.recent;
    return nullptr;
  }

  Proof probe(Key key, int movesLeft) {
    const Entry* e = find(key);
    if (!e) return Proof::Unknown;
    if (e->refutedUpTo >= movesLeft) return Proof::Refuted;
    if (e->provenWithin != 0 && e->provenWithin <= movesLeft) return Proof::Proven;
    return Proof::Unknown;
  }

  void store(Key key, int movesLeft, Proof proof) {
    Bucket& b = bucket(key);
    Entry* e = b.deep.key == key ? &b.deep : b.recent.key == key ? &b.recent : nullptr;
    if (!e) {
      e = &b.recent;
      if (movesLeft >= b.deep.depth()) {
        b.recent = b.deep;
        e = &b.deep;
      }
      *e = Entry{key, 0, 0};
    }
    if (proof == Proof::Refuted)
      e->refutedUpTo = std::uint8_t(std::max<int>(e->refutedUpTo, movesLeft));
    if (proof == Proof::Proven && (e->provenWithin == 0 || movesLeft < e->provenWithin)) {
      e->provenWithin = std::uint8_t(movesLeft);
    }
  }

  std::vector<Bucket> buckets;
};

MateFinder::MateFinder(const MateFinderOptions& options)
    : options_(options),
      table_(std::make_unique<Table>(options.hashEntries)),
      refutationKillers_(2 * MateFinderOptions::MAX_MATE_MOVES + 2, Move::none()) {
  options_.maxMoves = std::clamp(options_.maxMoves, 1, MateFinderOptions::MAX_MATE_MOVES);
}

MateFinder::~MateFinder() = default;

bool MateFinder::shouldStop() {
  if (options_.nodeLimit != 0 && nodes_ >= options_.nodeLimit) stop();
  if (deadlineMs_ != 0 && nodes_ % CLOCK_CHECK_INTERVAL == 0 && nowMs() >= deadlineMs_) stop();
  return stopRequested_.load(std::memory_order_relaxed);
}

// Keeps the attacker moves the options allow and orders them: checks first, then captures,
// then the moves that leave the defender the fewest replies. Moves that stalemate are dropped
// (they can never lead to mate). A move that mates at once ends the work: it is left as the
// only move and *mateInOne is set.
void MateFinder::orderAttackerMoves(const Position& pos, int movesLeft, MoveList& moves,
                                    bool* mateInOne) {
  struct Scored {
    Move move;
    int score;
  };
  std::vector<Scored> scored;
  scored.reserve(std::size_t(moves.size()));
  *mateInOne = false;
  CheckSquares checks(pos);
  for (Move m : moves) {
    const bool check = checks.givesCheck(m);
    if (!check && checksOnly(movesLeft)) continue;
    Position child = pos;
    child.makeMove(m);
    ++nodes_;
    const int replies = int(countLegalMoves(child));
    if (replies == 0 && check) {
      moves.clear();
      moves.push(m);
      *mateInOne = true;
      return;
    }
    if (replies == 0) continue;
    scored.push_back({m, (check ? 1 << 20 : 0) + (pos.isCapture(m) ? 1 << 16 : 0) - replies});
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const Scored& a, const Scored& b) { return a.score > b.score; });
  moves.clear();
  for (const Scored& s : scored) moves.push(s.move);
}

// The reply that refuted a sibling line at this ply first (it often refutes this one too),
// then captures (taking an attacking piece is the usual defence), then the rest.
void MateFinder::orderDefenderMoves(const Position& pos, MoveList& moves, int ply) const {
  const Move killer = refutationKillers_[std::size_t(ply)];
  std::stable_partition(moves.begin(), moves.end(), [&](Move m) { return pos.isCapture(m); });
  std::stable_partition(moves.begin(), moves.end(), [&](Move m) { return m == killer; });
}

// With `mating`, the caller wants the move that proves the mate: the node is then searched
// even when the table knows the answer (the table keeps no moves), and *mating is set when it
// is proven.
MateFinder::Proof MateFinder::attackerMates(const Position& pos, int movesLeft, int ply,
                                            Move* mating) {
  if (shouldStop()) return Proof::Unknown;
  if (!mating) {
    const Proof known = table_->probe(pos.key(), movesLeft);
    if (known != Proof::Unknown) return known;
  }

  MoveList moves = attackerMoves(pos, ply);
  // The table's proofs hold for every attacker move; the root's, restricted, are not stored.
  const bool storable = ply > 0 || options_.rootMoves.empty();
  bool mateInOne = false;
  orderAttackerMoves(pos, movesLeft, moves, &mateInOne);
  if (mateInOne) {
    if (mating) *mating = moves[0];
    if (storable) table_->store(pos.key(), 1, Proof::Proven);
    return Proof::Proven;
  }
  // With one move left only an immediate mate would do, and ordering found none.
  if (movesLeft > 1) {
    for (Move m : moves) {
      Position child = pos;
      child.makeMove(m);
      ++nodes_;
      const Proof proof = defenderIsMated(child, movesLeft, ply + 1);
      if (proof == Proof::Unknown) return proof;
      if (proof == Proof::Proven) {
        if (mating) *mating = m;
        if (storable) table_->store(pos.key(), movesLeft, proof);
        return proof;
      }
    }
  }
  if (storable) table_->store(pos.key(), movesLeft, Proof::Refuted);
  return Proof::Refuted;
}

// The legal moves of an attacker node; at the root, only those of options.rootMoves when it
// names any.
MoveList MateFinder::attackerMoves(const Position& pos, int ply) const {
  const MoveList legal = legalMoves(pos);
  if (ply > 0 || options_.rootMoves.empty()) return legal;
  MoveList wanted;
  for (Move m : legal)
    if (std::find(options_.rootMoves.begin(), options_.rootMoves.end(), m) !=
        options_.rootMoves.end())
      wanted.push(m);
  return wanted;
}

// pos is the position after an attacker move, which used up one of movesLeft.
MateFinder::Proof MateFinder::defenderIsMated(const Position& pos, int movesLeft, int ply) {
  MoveList replies = legalMoves(pos);
  if (replies.empty()) return pos.inCheck() ? Proof::Proven : Proof::Refuted;
  if (movesLeft == 1) return Proof::Refuted;
  orderDefenderMoves(pos, replies, ply);
  for (Move reply : replies) {
    Position child = pos;
    child.makeMove(reply);
    ++nodes_;
    const Proof proof = attackerMates(child, movesLeft - 1, ply + 1);
    if (proof == Proof::Refuted) refutationKillers_[std::size_t(ply)] = reply;
    if (proof != Proof::Proven) return proof;
  }
  return Proof::Proven;
}

// pos is a defender node mated in exactly movesLeft moves (movesLeft >= 2). Sets *reply to a
// reply that puts the mate off the longest, which is one that leaves no mate within
// movesLeft - 2 (every reply allows one within movesLeft - 1, and some reply must escape the
// shorter one, or the mate would not be exact). False when stopped before one was found.
bool MateFinder::longestDefence(const Position& pos, int movesLeft, int ply, Move* reply) {
  const MoveList replies = legalMoves(pos);
  if (movesLeft == 2) {  // every reply allows a mate in one, and none a shorter one
    *reply = replies[0];
    return true;
  }
  for (Move m : replies) {
    Position child = pos;
    child.makeMove(m);
    const Proof shorter = attackerMates(child, movesLeft - 2, ply + 1);
    if (shorter == Proof::Unknown) return false;
    if (shorter == Proof::Refuted) {
      *reply = m;
      return true;
    }
  }
  return false;
}

// Re-proves the mate along one line from the attacker's first move: the attacker plays a move
// that still mates in the moves left, and the defender a reply that puts the mate off the
// longest. mateIn is the shortest mate from root, so the mate is exact at every attacker node of
// the line, and the line has 2 * mateIn - 1 moves. Stopped early, it returns the part proven
// so far (at least the first move).
std::vector<Move> MateFinder::provenLine(const Position& root, int mateIn, Move firstMove) {
  std::vector<Move> line{firstMove};
  Position pos = root;
  pos.makeMove(firstMove);
  for (int movesLeft = mateIn; movesLeft > 1; --movesLeft) {
    const int ply = int(line.size());
    Move reply = Move::none();
    if (!longestDefence(pos, movesLeft, ply, &reply)) return line;
    line.push_back(reply);
    pos.makeMove(reply);

    Move mating = Move::none();
    if (attackerMates(pos, movesLeft - 1, ply + 1, &mating) != Proof::Proven) return line;
    line.push_back(mating);
    pos.makeMove(mating);
  }
  return line;
}

MateResult MateFinder::solve(const Position& root) {
  nodes_ = 0;
  deadlineMs_ = options_.timeLimitMs > 0 ? nowMs() + options_.timeLimitMs : 0;
  MateResult result;
  for (int n = 1; n <= options_.maxMoves; ++n) {
    Move firstMove = Move::none();
    const Proof proof = attackerMates(root, n, 0, &firstMove);
    if (proof == Proof::Unknown) {
      result.stopped = true;
      break;
    }
    if (proof == Proof::Proven) {
      result.mateIn = n;
      // Retracing a proven mate is cheap next to finding it (the table holds the proof), so
      // the time and node limits no longer apply; stop() still does.
      deadlineMs_ = 0;
      options_.nodeLimit = 0;
      result.pv = provenLine(root, n, firstMove);
      break;
    }
    result.refutedUpTo = n;
  }
  result.nodes = nodes_;
  return result;
}

}  // namespace quadrant

#include "quadrant/search/matefinder.h"

#include <algorithm>
#include <chrono>

namespace quadrant {
namespace {

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
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
// are allowed depends on the moves left alone.) Always-replace: a lost entry costs only time.
struct MateFinder::Table {
  struct Entry {
    Key key = 0;
    std::uint8_t refutedUpTo = 0;  // no mate within this many moves
    std::uint8_t provenWithin = 0;  // a mate within this many moves; 0: none known
  };

  explicit Table(std::size_t entries) : slots(powerOfTwoAtMost(std::max<std::size_t>(entries, 1))) {}

  Entry& slot(Key key) { return slots[key & (slots.size() - 1)]; }

  Proof probe(Key key, int movesLeft) {
    const Entry& e = slot(key);
    if (e.key != key) return Proof::Unknown;
    if (e.refutedUpTo >= movesLeft) return Proof::Refuted;
    if (e.provenWithin != 0 && e.provenWithin <= movesLeft) return Proof::Proven;
    return Proof::Unknown;
  }

  void store(Key key, int movesLeft, Proof proof) {
    Entry& e = slot(key);
    if (e.key != key) e = Entry{key, 0, 0};
    if (proof == Proof::Refuted) e.refutedUpTo = std::uint8_t(std::max<int>(e.refutedUpTo, movesLeft));
    if (proof == Proof::Proven && (e.provenWithin == 0 || movesLeft < e.provenWithin)) {
      e.provenWithin = std::uint8_t(movesLeft);
    }
  }

  std::vector<Entry> slots;
};

MateFinder::MateFinder(const MateFinderOptions& options)
    : options_(options),
      table_(std::make_unique<Table>(options.hashEntries)),
      refutationKillers_(2 * MateFinderOptions::MAX_MATE_MOVES + 2, Move::none()) {
  options_.maxMoves = std::clamp(options_.maxMoves, 1, MateFinderOptions::MAX_MATE_MOVES);
}

MateFinder::~MateFinder() = default;

bool MateFinder::shouldStop() {
  if (deadlineMs_ != 0 && nodes_ % CLOCK_CHECK_INTERVAL == 0 && nowMs() >= deadlineMs_) stop();
  return stopRequested_.load(std::memory_order_relaxed);
}

// Keeps the attacker moves the options allow and orders them: checks first, then captures,
// then the moves that leave the defender the fewest replies. Moves that stalemate are dropped
// (they can never lead to mate). A move that mates at once ends the work: it is left as the
// only move and *mateInOne is set.
void MateFinder::orderAttackerMoves(const Position& pos, int movesLeft, MoveList& moves, bool* mateInOne) {
  struct Scored {
    Move move;
    int score;
  };
  std::vector<Scored> scored;
  scored.reserve(std::size_t(moves.size()));
  *mateInOne = false;
  for (Move m : moves) {
    const bool check = pos.givesCheck(m);
    if (!check && checksOnly(movesLeft)) continue;
    Position child = pos;
    child.makeMove(m);
    ++nodes_;
    const int replies = int(countLegalMoves(child));
    if (replies == 0 && check) {
      moves = MoveList();
      moves.push(m);
      *mateInOne = true;
      return;
    }
    if (replies == 0) continue;
    scored.push_back({m, (check ? 1 << 20 : 0) + (pos.isCapture(m) ? 1 << 16 : 0) - replies});
  }
  std::stable_sort(scored.begin(), scored.end(), [](const Scored& a, const Scored& b) { return a.score > b.score; });
  moves = MoveList();
  for (const Scored& s : scored) moves.push(s.move);
}

// The reply that refuted a sibling line at this ply first (it often refutes this one too),
// then captures (taking an attacking piece is the usual defence), then the rest.
void MateFinder::orderDefenderMoves(const Position& pos, MoveList& moves, int ply) const {
  const Move killer = refutationKillers_[std::size_t(ply)];
  std::stable_partition(moves.begin(), moves.end(), [&](Move m) { return pos.isCapture(m); });
  std::stable_partition(moves.begin(), moves.end(), [&](Move m) { return m == killer; });
}

MateFinder::Proof MateFinder::attackerMates(const Position& pos, int movesLeft, int ply) {
  if (shouldStop()) return Proof::Unknown;
  const Proof known = table_->probe(pos.key(), movesLeft);
  if (known != Proof::Unknown) return known;

  MoveList moves = legalMoves(pos);
  bool mateInOne = false;
  orderAttackerMoves(pos, movesLeft, moves, &mateInOne);
  if (mateInOne) {
    table_->store(pos.key(), 1, Proof::Proven);
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
        table_->store(pos.key(), movesLeft, proof);
        return proof;
      }
    }
  }
  table_->store(pos.key(), movesLeft, Proof::Refuted);
  return Proof::Refuted;
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

// The fewest moves (at most maxMoves) in which the attacker mates from pos; maxMoves + 1 when
// it cannot (or the search was stopped).
int MateFinder::shortestMate(const Position& pos, int maxMoves, int ply) {
  for (int n = 1; n <= maxMoves; ++n) {
    if (attackerMates(pos, n, ply) == Proof::Proven) return n;
  }
  return maxMoves + 1;
}

// Re-proves the mate along one line: the attacker plays a move that still mates in the moves
// left, and the defender the reply that puts the mate off the longest. mateIn is the shortest
// mate from root, so every defender choice keeps the mate exactly one move shorter, and the
// line has 2 * mateIn - 1 moves. Stopped early, it returns the part proven so far.
std::vector<Move> MateFinder::provenLine(const Position& root, int mateIn) {
  std::vector<Move> line;
  Position pos = root;
  for (int movesLeft = mateIn; movesLeft > 0;) {
    const int ply = int(line.size());
    MoveList moves = legalMoves(pos);
    bool mateInOne = false;
    orderAttackerMoves(pos, movesLeft, moves, &mateInOne);
    Move mating = Move::none();
    for (Move m : moves) {
      Position child = pos;
      child.makeMove(m);
      if (defenderIsMated(child, movesLeft, ply + 1) == Proof::Proven) {
        mating = m;
        pos = child;
        break;
      }
    }
    if (!mating) return line;
    line.push_back(mating);

    const MoveList replies = legalMoves(pos);
    if (replies.empty()) return line;  // checkmate
    Move longestDefence = Move::none();
    Position afterDefence;
    int longest = 0;
    for (Move reply : replies) {
      Position child = pos;
      child.makeMove(reply);
      const int length = shortestMate(child, movesLeft - 1, ply + 2);
      if (length > movesLeft - 1) return line;  // stopped: the proof cannot be retraced
      if (length > longest) {
        longest = length;
        longestDefence = reply;
        afterDefence = child;
      }
    }
    line.push_back(longestDefence);
    pos = afterDefence;
    movesLeft = longest;
  }
  return line;
}

MateResult MateFinder::solve(const Position& root) {
  stopRequested_.store(false, std::memory_order_relaxed);
  nodes_ = 0;
  deadlineMs_ = options_.timeLimitMs > 0 ? nowMs() + options_.timeLimitMs : 0;
  MateResult result;
  for (int n = 1; n <= options_.maxMoves; ++n) {
    const Proof proof = attackerMates(root, n, 0);
    if (proof == Proof::Unknown) {
      result.stopped = true;
      break;
    }
    if (proof == Proof::Proven) {
      result.mateIn = n;
      // Retracing a proven mate is cheap next to finding it (the table holds the proof), so
      // the time limit no longer applies; stop() still does.
      deadlineMs_ = 0;
      result.pv = provenLine(root, n);
      break;
    }
    result.refutedUpTo = n;
  }
  result.nodes = nodes_;
  return result;
}

}  // namespace quadrant

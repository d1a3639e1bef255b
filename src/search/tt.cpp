#include "quadrant/search/tt.h"

#include <algorithm>

#include "quadrant/eval/score.h"

namespace quadrant {

// data layout: move 16 | score 16 | eval 16 | depth 8 | bound 2 | generation 6.
struct TranspositionTable::Fields {
  static std::uint64_t pack(Move move, int score, int eval, int depth, Bound bound,
                            std::uint8_t generation) {
    return std::uint64_t(move.raw()) | (std::uint64_t(std::uint16_t(std::int16_t(score))) << 16) |
           (std::uint64_t(std::uint16_t(std::int16_t(eval))) << 32) |
           (std::uint64_t(std::uint8_t(depth)) << 48) | (std::uint64_t(bound) << 56) |
           (std::uint64_t(generation) << 58);
  }
  static Move move(std::uint64_t d) { return Move::fromRaw(std::uint16_t(d)); }
  static int score(std::uint64_t d) { return std::int16_t(std::uint16_t(d >> 16)); }
  static int eval(std::uint64_t d) { return std::int16_t(std::uint16_t(d >> 32)); }
  static int depth(std::uint64_t d) { return std::int8_t(std::uint8_t(d >> 48)); }
  static Bound bound(std::uint64_t d) { return Bound((d >> 56) & 3); }
  static std::uint8_t generation(std::uint64_t d) { return std::uint8_t(d >> 58); }
};

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  std::string ignored;
  if (!resize(megabytes, &ignored)) resize(1, &ignored);
}

bool TranspositionTable::resize(std::size_t megabytes, std::string* error) {
  if (megabytes < 1 || megabytes > MAX_MB) {
    *error = "hash size must be between 1 and " + std::to_string(MAX_MB) + " MB";
    return false;
  }
  if (buckets_ && megabytes == megabytes_) return true;
  std::size_t buckets = 1;
  while (buckets * 2 * sizeof(Bucket) <= megabytes * 1024 * 1024) buckets *= 2;
  LargeTable<Bucket> fresh = makeLargeTable<Bucket>(buckets);
  if (!fresh) {
    *error = "could not allocate " + std::to_string(megabytes) + " MB for the hash table";
    return false;
  }
  buckets_ = std::move(fresh);
  mask_ = buckets - 1;
  megabytes_ = megabytes;
  generation_ = 0;
  Bucket* const table = buckets_.get();
  forEachSlice(buckets, hardwareThreads(), [table](std::size_t first, std::size_t last) {
    touchZeroPages(table + first, (last - first) * sizeof(Bucket));
  });
  return true;
}

void TranspositionTable::clear() {
  Bucket* const table = buckets_.get();
  forEachSlice(mask_ + 1, hardwareThreads(), [table](std::size_t first, std::size_t last) {
    for (std::size_t i = first; i < last; ++i)
      for (Entry* e : {&table[i].deep, &table[i].recent}) {
        e->check.store(0, std::memory_order_relaxed);
        e->data.store(0, std::memory_order_relaxed);
      }
  });
  generation_ = 0;
}

int TranspositionTable::scoreToTT(int score, int ply) {
  if (score >= SCORE_TB_WIN_IN_MAX_PLY) return score + ply;
  if (score <= -SCORE_TB_WIN_IN_MAX_PLY) return score - ply;
  return score;
}

int TranspositionTable::scoreFromTT(int score, int ply) {
  if (score >= SCORE_TB_WIN_IN_MAX_PLY) return score - ply;
  if (score <= -SCORE_TB_WIN_IN_MAX_PLY) return score + ply;
  return score;
}

bool TranspositionTable::probe(Key key, int ply, TTHit* found) const {
  const Bucket& b = bucketOf(key);
  for (const Entry* e : {&b.deep, &b.recent}) {
    const std::uint64_t data = e->data.load(std::memory_order_relaxed);
    if ((e->check.load(std::memory_order_relaxed) ^ data) != key ||
        Fields::bound(data) == Bound::None)
      continue;
    found->move = Fields::move(data);
    found->score = scoreFromTT(Fields::score(data), ply);
    found->eval = Fields::eval(data);
    found->depth = Fields::depth(data);
    found->bound = Fields::bound(data);
    return true;
  }
  return false;
}

void TranspositionTable::store(Key key, int ply, Move move, int score, int eval, int depth,
                               Bound bound) {
  Bucket& b = bucketOf(key);
  const std::uint64_t deepData = b.deep.data.load(std::memory_order_relaxed);
  const bool deepIsThisPosition = (b.deep.check.load(std::memory_order_relaxed) ^ deepData) == key;
  const bool deepReplaceable = deepIsThisPosition || depth >= Fields::depth(deepData) ||
                               Fields::generation(deepData) != generation_ ||
                               Fields::bound(deepData) == Bound::None;
  // A deep entry of another position that loses its place moves down to the always-replace tier.
  if (deepReplaceable && !deepIsThisPosition && Fields::bound(deepData) != Bound::None) {
    b.recent.check.store(b.deep.check.load(std::memory_order_relaxed), std::memory_order_relaxed);
    b.recent.data.store(deepData, std::memory_order_relaxed);
  }
  Entry& target = deepReplaceable ? b.deep : b.recent;
  // Keep the best move already known for this position when the new result has none.
  if (!move) {
    const std::uint64_t old = target.data.load(std::memory_order_relaxed);
    if ((target.check.load(std::memory_order_relaxed) ^ old) == key) move = Fields::move(old);
  }
  const std::uint64_t data =
      Fields::pack(move, scoreToTT(score, ply), eval, depth, bound, generation_);
  target.check.store(key ^ data, std::memory_order_relaxed);
  target.data.store(data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  const std::size_t sample = std::min<std::size_t>(500, mask_ + 1);
  int used = 0;
  for (std::size_t i = 0; i < sample; ++i)
    for (const Entry* e : {&buckets_[i].deep, &buckets_[i].recent}) {
      const std::uint64_t data = e->data.load(std::memory_order_relaxed);
      used += Fields::bound(data) != Bound::None && Fields::generation(data) == generation_;
    }
  return int(used * 1000 / (2 * sample));
}

}  // namespace quadrant

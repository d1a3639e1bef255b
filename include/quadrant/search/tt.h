// The two-tier transposition table (as in Gibbon).
//
// Each 32-byte bucket holds two entries: a depth-preferred one, replaced only by a deeper (or
// equally deep) search of any position or by an entry of a newer search, and an always-replace
// one that takes everything else, including the deep entry a newcomer displaces. Entries carry
// the search generation so old results age out.
// Every entry stores key ^ data next to data: a torn write (by another search thread) fails the
// key check and reads as a miss rather than as a wrong result.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "quadrant/core/types.h"
#include "quadrant/search/large_table.h"

namespace quadrant {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTHit {
  Move move;
  int score = 0;  // adjusted to the probing ply for mate scores
  int eval = 0;
  int depth = 0;
  Bound bound = Bound::None;
};

class TranspositionTable {
 public:
  static constexpr std::size_t DEFAULT_MB = 16;
  static constexpr std::size_t MAX_MB = 1 << 20;

  explicit TranspositionTable(std::size_t megabytes = DEFAULT_MB);
  TranspositionTable(const TranspositionTable&) = delete;
  TranspositionTable& operator=(const TranspositionTable&) = delete;

  // Reallocates, empty. On failure (size out of range or memory refused) the current
  // table is kept and *error says why. The size the table already has keeps it as it is:
  // GUIs send Hash before every game, and a new table each time left the allocator holding
  // the freed ones, so the process grew by up to two tables. The new table's pages are all
  // provided before it returns, on every core (large_table.h: the first write of a page is what
  // costs), so that no search pays for them: a GUI's isready waits for them, as for Stockfish's.
  bool resize(std::size_t megabytes, std::string* error);
  std::size_t sizeMegabytes() const { return megabytes_; }
  // Empties the table, on every core. Only between searches.
  void clear();
  // Starts a new search generation; entries of older generations become replaceable.
  void newSearch() { generation_ = std::uint8_t((generation_ + 1) & GENERATION_MASK); }

  // Whether the table holds `key`; if so, *found gets its entry (a mate score adjusted to `ply`).
  bool probe(Key key, int ply, TTHit* found) const;
  void store(Key key, int ply, Move move, int score, int eval, int depth, Bound bound);
  // Asks the processor to bring key's bucket into the cache. The search calls it as soon as a
  // child's key is known, so the memory is on its way while the child is set up: the probe of
  // a large table otherwise waits for a cache miss at almost every node.
  void prefetch(Key key) const { __builtin_prefetch(&bucketOf(key)); }

  // Permille of sampled entries written by the current search (the UCI "hashfull").
  int hashfull() const;

  // Mate and tablebase scores are stored relative to the node, not the root, so they stay true
  // when the position is reached again at another ply.
  static int scoreToTT(int score, int ply);
  static int scoreFromTT(int score, int ply);

 private:
  static constexpr std::uint8_t GENERATION_MASK = 63;
  struct Entry {
    std::atomic<std::uint64_t> check{0};  // key ^ data
    std::atomic<std::uint64_t> data{0};
  };
  // Aligned so that a bucket never straddles two cache lines.
  struct alignas(32) Bucket {
    Entry deep, recent;
  };
  struct Fields;

  Bucket& bucketOf(Key key) const { return buckets_[key & mask_]; }

  LargeTable<Bucket> buckets_;
  std::size_t mask_ = 0;  // the bucket count, a power of two, less one
  std::size_t megabytes_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace quadrant

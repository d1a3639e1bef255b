// Perft: counts the leaf nodes of the legal move tree, to verify and time move generation.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "quadrant/core/position.h"

namespace quadrant {

// A shared, lock-free perft hash table (as CookieCat has). Each bucket holds two entries: one
// kept by depth, one always replaced (the two-tier scheme). An entry stores key ^ data beside
// data, so a torn write from another thread is detected as a miss instead of a wrong count.
class PerftHash {
 public:
  explicit PerftHash(std::size_t megabytes);
  bool probe(Key key, int depth, std::uint64_t* nodes) const;
  void store(Key key, int depth, std::uint64_t nodes);

 private:
  struct Entry {
    std::atomic<std::uint64_t> check{0};  // key ^ data
    std::atomic<std::uint64_t> data{0};   // nodes << 8 | depth
  };
  struct Bucket {
    Entry deep, recent;
  };
  std::unique_ptr<Bucket[]> buckets_;
  std::size_t mask_ = 0;
};

struct PerftOptions {
  int threads = 1;
  std::size_t hashMegabytes = 0;  // 0: no hash table
  // When set, the count ends soon after the flag is raised (UCI's "go perft" runs where the
  // search runs, and stops as it does).
  const std::atomic<bool>* stop = nullptr;
};

struct PerftResult {
  std::uint64_t nodes = 0;
  std::vector<std::pair<Move, std::uint64_t>> perMove;  // root moves with their subtree counts
  double seconds = 0;
  bool stopped = false;  // ended by the stop flag: the counts are partial and mean nothing
};

// Plain recursive perft, single-threaded and without hashing (bulk-counted at the last ply).
std::uint64_t perft(const Position& pos, int depth);

// Perft split over root moves among threads, with an optional shared hash table.
PerftResult runPerft(const Position& pos, int depth, const PerftOptions& options);

}  // namespace quadrant

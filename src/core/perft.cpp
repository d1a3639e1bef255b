#include "quadrant/core/perft.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "quadrant/core/movegen.h"

namespace quadrant {

PerftHash::PerftHash(std::size_t megabytes) {
  std::size_t buckets = 1;
  while ((buckets * 2) * sizeof(Bucket) <= megabytes * 1024 * 1024) buckets *= 2;
  buckets_ = std::make_unique<Bucket[]>(buckets);
  mask_ = buckets - 1;
}

bool PerftHash::probe(Key key, int depth, std::uint64_t* nodes) const {
  const Bucket& b = buckets_[key & mask_];
  for (const Entry* e : {&b.deep, &b.recent}) {
    const std::uint64_t data = e->data.load(std::memory_order_relaxed);
    if ((e->check.load(std::memory_order_relaxed) ^ data) == key && int(data & 0xFF) == depth) {
      *nodes = data >> 8;
      return true;
    }
  }
  return false;
}

void PerftHash::store(Key key, int depth, std::uint64_t nodes) {
  Bucket& b = buckets_[key & mask_];
  const std::uint64_t data = (nodes << 8) | std::uint64_t(depth);
  const int deepDepth = int(b.deep.data.load(std::memory_order_relaxed) & 0xFF);
  Entry& e = depth >= deepDepth ? b.deep : b.recent;
  e.check.store(key ^ data, std::memory_order_relaxed);
  e.data.store(data, std::memory_order_relaxed);
}

namespace {

bool raised(const std::atomic<bool>* flag) { return flag && flag->load(std::memory_order_relaxed); }

// A subtree shallower than this is always counted to its end: it has a few thousand leaves at
// most, a moment's work, so a count of depth 1 or 2 (or a root with no move) is never cut short.
constexpr int STOPPABLE_DEPTH = 3;

bool stopsHere(int depth, const std::atomic<bool>* stop) {
  return depth >= STOPPABLE_DEPTH && raised(stop);
}

// A stopped count returns early with a partial sum and sets *cut; a partial sum is never stored
// in the hash table.
std::uint64_t perftNode(const Position& pos, int depth, PerftHash* hash,
                        const std::atomic<bool>* stop, bool* cut) {
  if (depth <= 1) return depth == 1 ? countLegalMoves(pos) : 1;
  std::uint64_t nodes = 0;
  if (hash && hash->probe(pos.key(), depth, &nodes)) return nodes;
  for (Move m : legalMoves(pos)) {
    if (stopsHere(depth, stop)) *cut = true;
    if (*cut) return nodes;
    Position child = pos;
    child.makeMove(m);
    nodes += perftNode(child, depth - 1, hash, stop, cut);
  }
  if (hash && !*cut) hash->store(pos.key(), depth, nodes);
  return nodes;
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth) {
  bool cut = false;
  return perftNode(pos, depth, nullptr, nullptr, &cut);
}

PerftResult runPerft(const Position& pos, int depth, const PerftOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  PerftResult result;
  std::unique_ptr<PerftHash> hash;
  if (options.hashMegabytes > 0) hash = std::make_unique<PerftHash>(options.hashMegabytes);

  const MoveList moves = legalMoves(pos);
  for (Move m : moves) result.perMove.emplace_back(m, 0);
  std::atomic<int> next{0};
  std::atomic<bool> stopped{false};
  auto worker = [&] {
    bool cut = false;
    for (int i = next++; i < moves.size() && !cut; i = next++) {
      cut = stopsHere(depth, options.stop);
      if (cut) break;
      Position child = pos;
      child.makeMove(moves[i]);
      result.perMove[i].second = perftNode(child, depth - 1, hash.get(), options.stop, &cut);
    }
    if (cut) stopped = true;
  };
  if (depth >= 1) {
    std::vector<std::thread> helpers;
    for (int t = 1; t < std::max(1, options.threads); ++t) helpers.emplace_back(worker);
    worker();
    for (auto& t : helpers) t.join();
    for (const auto& entry : result.perMove) result.nodes += entry.second;
    result.stopped = stopped;
  } else {
    result.nodes = 1;
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace quadrant

// A range of items worked on by several threads with a result that does not depend on their
// timing: [0, count) is cut into `chunks` contiguous chunks of nearly equal size, each worked on
// by a thread of its own, and the chunks' results come back in chunk order. A caller who
// combines them in that order (floating-point sums, say) gets the same answer on every run with
// the same chunk count. It knows nothing of chess; it sits in tools beside its one user, the
// tuner, which sums its error and gradient with it.
#pragma once

#include <cstddef>
#include <thread>
#include <type_traits>
#include <vector>

namespace quadrant {

// work(begin, end) returns the result of the items [begin, end); chunks >= 1. Chunk c covers
// [count * c / chunks, count * (c + 1) / chunks): the chunks cover every item once, differ in
// size by at most one, and some are empty when count < chunks. Chunk 0 runs on the calling
// thread, so one chunk starts no thread; with more, an exception from `work` ends the program
// (std::terminate).
template <typename Work>
auto resultsPerChunk(std::size_t count, int chunks, const Work& work) {
  using Result = decltype(work(std::size_t(), std::size_t()));
  static_assert(!std::is_same_v<Result, bool>, "std::vector<bool> packs its elements: a race");
  const auto chunkBegin = [&](int chunk) {
    return count * std::size_t(chunk) / std::size_t(chunks);
  };
  // Each thread writes only its own element, and join() publishes it to the caller.
  std::vector<Result> results(static_cast<std::size_t>(chunks));
  std::vector<std::thread> helpers;
  for (int chunk = 1; chunk < chunks; ++chunk)
    helpers.emplace_back(
        [&, chunk] { results[chunk] = work(chunkBegin(chunk), chunkBegin(chunk + 1)); });
  results[0] = work(chunkBegin(0), chunkBegin(1));
  for (std::thread& helper : helpers) helper.join();
  return results;
}

}  // namespace quadrant

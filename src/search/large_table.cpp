#include "quadrant/search/large_table.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <thread>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace quadrant {
namespace {

// Touching one byte in each page of this size reaches every page of the smallest size in use.
constexpr std::size_t SMALL_PAGE = 4096;

}  // namespace

// calloc, because it gives zeroed memory without writing it where the system can (glibc maps
// a large block afresh, and fresh pages are zero), and writes the zeros itself elsewhere.
void* allocateLargeTable(std::size_t bytes, void** block) {
  // Rounded up to whole huge pages, so the last page of the table is a huge page too.
  const std::size_t rounded =
      (bytes + LARGE_TABLE_ALIGNMENT - 1) / LARGE_TABLE_ALIGNMENT * LARGE_TABLE_ALIGNMENT;
  *block = std::calloc(rounded + LARGE_TABLE_ALIGNMENT, 1);
  if (!*block) return nullptr;
  const std::uintptr_t start = reinterpret_cast<std::uintptr_t>(*block);
  void* memory = reinterpret_cast<void*>((start + LARGE_TABLE_ALIGNMENT - 1) /
                                         LARGE_TABLE_ALIGNMENT * LARGE_TABLE_ALIGNMENT);
#ifdef __linux__
  // Advice only: the kernel may refuse it (huge pages disabled), and the table works either way.
  madvise(memory, rounded, MADV_HUGEPAGE);
#endif
  return memory;
}

void freeLargeTable(void* block) { std::free(block); }

void touchZeroPages(void* begin, std::size_t bytes) {
  unsigned char* const bytesOf = static_cast<unsigned char*>(begin);
  for (std::size_t offset = 0; offset < bytes; offset += SMALL_PAGE) bytesOf[offset] = 0;
}

int hardwareThreads() { return std::max(1, int(std::thread::hardware_concurrency())); }

void forEachSlice(std::size_t count, int threads,
                  const std::function<void(std::size_t, std::size_t)>& work) {
  const std::size_t slices = std::max<std::size_t>(1, std::min<std::size_t>(threads, count));
  const auto first = [&](std::size_t slice) { return count * slice / slices; };
  std::vector<std::thread> helpers;
  for (std::size_t slice = 1; slice < slices; ++slice)
    helpers.emplace_back(work, first(slice), first(slice + 1));
  work(0, first(1));
  for (std::thread& helper : helpers) helper.join();
}

}  // namespace quadrant

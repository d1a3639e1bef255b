// Memory for the large tables of the search (the transposition table). Aligned to 2 MB and, on
// Linux, offered to the kernel for transparent huge pages: a probe of a table of many megabytes
// almost always misses the TLB with 4 KB pages, and with 2 MB pages one entry covers 512 times
// as much. Where huge pages are not available the memory is an ordinary aligned block.
//
// The memory comes zeroed from the system and unwritten: the system provides each page, zeroed,
// at its first write. That first write is what costs (on the development machine 0.2 to 6 s a
// gigabyte, far more than writing a page already there), so a table neither clears new memory
// nor leaves its first writes to the search, which would stall on them at random places: it
// touches the pages ahead of use, in order (touchZeroPages), on every core (forEachSlice).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <type_traits>

namespace quadrant {

constexpr std::size_t LARGE_TABLE_ALIGNMENT = std::size_t(2) << 20;

// Zeroed memory of `bytes` bytes, aligned to LARGE_TABLE_ALIGNMENT (freed by freeLargeTable
// with the pointer `*block` receives); nullptr when refused.
void* allocateLargeTable(std::size_t bytes, void** block);
void freeLargeTable(void* block);

// Has the system provide every page of [begin, begin + bytes) now, by writing a zero into each.
// The range must hold only zeros, and no other thread may use it meanwhile.
void touchZeroPages(void* begin, std::size_t bytes);

// How many threads the machine runs at once (at least 1).
int hardwareThreads();
// Calls work(first, last) on consecutive slices [first, last) that together cover [0, count)
// once, each slice on a thread of its own (the caller's thread takes the first), `threads`
// slices or fewer; returns when every slice is done.
void forEachSlice(std::size_t count, int threads,
                  const std::function<void(std::size_t, std::size_t)>& work);

template <typename T>
class LargeTableDeleter {
 public:
  LargeTableDeleter() = default;
  explicit LargeTableDeleter(void* block) : block_(block) {}
  void operator()(T*) const { freeLargeTable(block_); }

 private:
  void* block_ = nullptr;
};

template <typename T>
using LargeTable = std::unique_ptr<T[], LargeTableDeleter<T>>;

// `count` elements of T whose value-initialised state is all zero bytes (the memory comes
// zeroed, and an aggregate of such members needs no constructor run to live in it), or an empty
// pointer when the memory is refused.
template <typename T>
LargeTable<T> makeLargeTable(std::size_t count) {
  static_assert(std::is_aggregate<T>::value && std::is_trivially_destructible<T>::value,
                "elements live in zeroed memory and are never destroyed");
  void* block = nullptr;
  void* memory = allocateLargeTable(count * sizeof(T), &block);
  if (!memory) return LargeTable<T>();
  return LargeTable<T>(static_cast<T*>(memory), LargeTableDeleter<T>(block));
}

}  // namespace quadrant

// Memory for the large tables of the search (the transposition table). Aligned to 2 MB and, on
// Linux, offered to the kernel for transparent huge pages: a probe of a table of many megabytes
// almost always misses the TLB with 4 KB pages, and with 2 MB pages one entry covers 512 times
// as much. Where huge pages are not available the memory is an ordinary aligned block.
#pragma once

#include <cstddef>
#include <memory>
#include <new>

namespace quadrant {

constexpr std::size_t LARGE_TABLE_ALIGNMENT = std::size_t(2) << 20;

// Raw memory of `bytes` bytes, aligned to LARGE_TABLE_ALIGNMENT; nullptr when refused.
void* allocateLargeTable(std::size_t bytes);
void freeLargeTable(void* memory);

template <typename T>
struct LargeTableDeleter {
  void operator()(T* table) const { freeLargeTable(table); }
};

template <typename T>
using LargeTable = std::unique_ptr<T[], LargeTableDeleter<T>>;

// `count` value-initialised elements of a trivially destructible T, or an empty pointer when
// the memory is refused.
template <typename T>
LargeTable<T> makeLargeTable(std::size_t count) {
  static_assert(std::is_trivially_destructible<T>::value, "elements are never destroyed");
  void* memory = allocateLargeTable(count * sizeof(T));
  if (!memory) return LargeTable<T>();
  T* table = static_cast<T*>(memory);
  for (std::size_t i = 0; i < count; ++i) new (table + i) T();
  return LargeTable<T>(table);
}

}  // namespace quadrant

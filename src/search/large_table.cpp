#include "quadrant/search/large_table.h"

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace quadrant {

void* allocateLargeTable(std::size_t bytes) {
  // Rounded up to whole huge pages, so the last page of the table is a huge page too.
  const std::size_t rounded =
      (bytes + LARGE_TABLE_ALIGNMENT - 1) / LARGE_TABLE_ALIGNMENT * LARGE_TABLE_ALIGNMENT;
  void* memory = ::operator new(rounded, std::align_val_t(LARGE_TABLE_ALIGNMENT), std::nothrow);
#ifdef __linux__
  // Advice only: the kernel may refuse it (huge pages disabled), and the table works either way.
  if (memory) madvise(memory, rounded, MADV_HUGEPAGE);
#endif
  return memory;
}

void freeLargeTable(void* memory) {
  ::operator delete(memory, std::align_val_t(LARGE_TABLE_ALIGNMENT));
}

}  // namespace quadrant

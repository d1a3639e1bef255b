#include "quadrant/cli/search_flags.h"

#include "quadrant/core/ply.h"
#include "quadrant/core/thread_count.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"

namespace quadrant {

void SearchFlags::declare(CommandArguments& arguments) {
  arguments.integerFlag("--movetime", "a time in ms", 1, MAX_MOVETIME_MS, &movetimeMs);
  arguments.integerFlag("--depth", "a depth", 1, MAX_DEPTH, &depth);
  arguments.integerFlag("--nodes", "a node count", 1, MAX_NODES, &nodes);
  arguments.exclusiveFlags({"--movetime", "--depth", "--nodes"});
  arguments.integerFlag("--threads", "a thread count", 1, MAX_THREADS, &threads);
  arguments.integerFlag("--hash", "a size in MB", 1, TranspositionTable::MAX_MB, &hashMegabytes);
}

bool SearchFlags::equip(TranspositionTable& tt, Search& search, std::string* error) const {
  if (!tt.resize(hashMegabytes, error)) return false;
  search.setThreads(threads);
  return true;
}

SearchLimits SearchFlags::limits() const {
  SearchLimits limits;
  limits.depth = depth;
  limits.nodes = nodes;
  limits.movetime = depth == 0 && nodes == 0 && movetimeMs == 0 ? DEFAULT_MOVETIME_MS : movetimeMs;
  return limits;
}

}  // namespace quadrant

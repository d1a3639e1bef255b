#include "quadrant/cli/bench_command.h"

#include "quadrant/core/thread_count.h"
#include "quadrant/search/bench.h"
#include "quadrant/search/search.h"

namespace quadrant {

int runBenchCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics&) {
  int depth = DEFAULT_BENCH_DEPTH, threads = 1;
  arguments.integerArgument("a depth", 1, 64, &depth, Presence::Optional);
  arguments.integerFlag("--threads", "a thread count", 1, MAX_THREADS, &threads);
  if (!arguments.parse()) return FAILURE_STATUS;
  runBench(out, depth, threads);
  return 0;
}

}  // namespace quadrant

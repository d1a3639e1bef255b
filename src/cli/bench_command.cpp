#include "quadrant/cli/bench_command.h"

#include "quadrant/core/ply.h"
#include "quadrant/core/thread_count.h"
#include "quadrant/search/bench.h"
#include "quadrant/search/tt.h"

namespace quadrant {

int runBenchCommand(CommandArguments& arguments, std::ostream& out,
                    const Diagnostics& diagnostics) {
  BenchSettings settings;
  arguments.integerArgument("a hash size in MB", 1, TranspositionTable::MAX_MB,
                            &settings.hashMegabytes, Presence::Optional);
  arguments.integerArgument("a thread count", 1, MAX_THREADS, &settings.threads,
                            Presence::Optional);
  arguments.integerArgument("a depth", 1, MAX_DEPTH, &settings.depth, Presence::Optional);
  if (!arguments.parse()) return FAILURE_STATUS;
  std::string error;
  return runBench(out, settings, &error) ? 0 : diagnostics.fail(error);
}

}  // namespace quadrant

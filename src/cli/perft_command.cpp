#include "quadrant/cli/perft_command.h"

#include "quadrant/core/thread_count.h"
#include "quadrant/protocol/perft_report.h"

namespace quadrant {
namespace {

int runPerftInStyle(CommandArguments& arguments, std::ostream& out, PerftStyle style) {
  int depth = 0;
  Position pos;
  PerftOptions options;
  arguments.integerArgument("a depth", 1, 20, &depth);
  arguments.fenArgument(&pos);
  arguments.integerFlag("--threads", "a thread count", 1, MAX_THREADS, &options.threads);
  arguments.integerFlag("--hash", "a size in MB", 0, 1 << 20, &options.hashMegabytes);
  if (!arguments.parse()) return FAILURE_STATUS;
  reportPerft(out, pos, depth, options, style);
  return 0;
}

}  // namespace

int runPerftCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics&) {
  return runPerftInStyle(arguments, out, PerftStyle::Summary);
}

int runDivideCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics&) {
  return runPerftInStyle(arguments, out, PerftStyle::Divide);
}

}  // namespace quadrant

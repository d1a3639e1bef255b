// Fuzzes the UCI loop with the input as the GUI's commands (see command_stream.h for the lines
// left out). A final "stop" ends the search the input may leave running, as a GUI stops the
// engine before it leaves: a legal "go depth 60" would otherwise keep the loop busy after the
// end of input (Engine::finish lets a finite search end by itself). Every earlier search, and
// every go perft, is ended by the stop, go, bench, ucinewgame or setoption of Hash, Threads,
// Clear Hash or SyzygyPath that follows it, or lasts while the loop reads on.
#include <sstream>
#include <string>

#include "command_stream.h"
#include "harness.h"
#include "quadrant/protocol/uci.h"

using namespace quadrant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string commands;
  for (const std::string& line : fuzz::affordableLines(fuzz::asText(data, size)))
    commands += line + '\n';
  std::istringstream in(commands + "stop\n");
  std::ostream out(nullptr);  // discards everything: the harness looks for crashes and hangs
  UciLoop(in, out).run();
  return 0;
}

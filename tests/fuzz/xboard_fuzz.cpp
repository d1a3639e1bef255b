// Fuzzes the CECP loop with the input as the GUI's commands (see command_stream.h for the lines
// left out). CECP lets the engine finish the move it is thinking about before it answers ping,
// before it changes an option (option, memory, cores) and at the end of the input, and a move
// may take minutes by the clock the input sets. So "?" (move now) goes before each of those,
// as a GUI in a hurry would send it; where nothing is being thought about, "?" does nothing.
#include <sstream>
#include <string>

#include "command_stream.h"
#include "harness.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;

namespace {

bool waitsForTheMove(const std::string& command) {
  return command == "ping" || command == "option" || command == "memory" || command == "cores";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string commands;
  for (const std::string& line : fuzz::affordableLines(fuzz::asText(data, size))) {
    if (waitsForTheMove(fuzz::commandOf(line))) commands += "?\n";
    commands += line + '\n';
  }
  std::istringstream in(commands + "?\n");
  std::ostream out(nullptr);  // discards everything: the harness looks for crashes and hangs
  XboardLoop(in, out).run();
  return 0;
}

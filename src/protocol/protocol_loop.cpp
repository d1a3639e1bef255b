#include "quadrant/protocol/protocol_loop.h"

#include <sstream>
#include <string>

#include "quadrant/core/shown_input.h"
#include "quadrant/protocol/console_text.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

namespace quadrant {

void runProtocolLoop(std::istream& in, std::ostream& out) {
  // Every line to the GUI is flushed under the line writer's lock. An input stream tied to the
  // output (std::cin is tied to std::cout) would flush it again before each read, from the
  // reading thread and without that lock: a data race that can send a line, a move, twice.
  in.tie(nullptr);
  // Before the first command, for a person at a console; GUIs pass over it.
  out << bannerText() << std::endl;
  // The first command of a protocol chooses it; help and words of neither are answered here.
  std::string line;
  while (std::getline(in, line)) {
    std::string command;
    std::istringstream(line) >> command;
    if (command == "xboard") return XboardLoop(in, out).run();
    if (UciLoop::knows(command)) return UciLoop(in, out).run(line);
    if (command == "help")
      out << beforeProtocolHelpText() << std::endl;
    else if (!command.empty())
      out << "unknown command '" << shownInput(command) << "': " << howToBegin() << std::endl;
  }
  UciLoop(in, out).run();
}

}  // namespace quadrant

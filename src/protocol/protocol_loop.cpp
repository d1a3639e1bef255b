#include "quadrant/protocol/protocol_loop.h"

#include <sstream>
#include <string>

#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

namespace quadrant {

void runProtocolLoop(std::istream& in, std::ostream& out) {
  std::string line, command;
  while (command.empty() && std::getline(in, line)) std::istringstream(line) >> command;
  if (command == "xboard") return XboardLoop(in, out).run();
  UciLoop(in, out).run(line);
}

}  // namespace quadrant

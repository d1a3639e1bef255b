// The protocol loop of a plain "quadrant": the GUI's first command chooses the protocol.
#pragma once

#include <istream>
#include <ostream>

namespace quadrant {

// Prints the banner (console_text.h), then reads the first command: "xboard" as the first
// non-empty line starts CECP; anything else starts UCI with that line as its first command.
void runProtocolLoop(std::istream& in, std::ostream& out);

}  // namespace quadrant

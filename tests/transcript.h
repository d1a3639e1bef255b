// Serves a whole input to a protocol loop and returns everything it wrote, once the loop has
// returned (at "quit" or at the end of the input).
#pragma once

#include <sstream>
#include <string>

namespace quadrant::test {

// Loop is UciLoop or XboardLoop.
template <class Loop>
std::string transcript(const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  Loop(in, out).run();
  return out.str();
}

}  // namespace quadrant::test

// Serves a whole input to a protocol loop and returns everything it wrote, once the loop has
// returned (at "quit" or at the end of the input).
#pragma once

#include <cstddef>
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

// What follows `prefix` on the last line of `out` that starts with it; "" when no line does.
inline std::string lastLineAfter(const std::string& out, const std::string& prefix) {
  std::string found;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind(prefix, 0) == 0) found = line.substr(prefix.size());
  return found;
}

// How many times `part` occurs in `text` (overlapping occurrences counted).
inline std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace quadrant::test

// The usage of the commands as the help and the error messages lay it out: lines of at most
// USAGE_WIDTH columns, broken only between the units of the arguments (a word, or a bracketed
// group such as "[--movetime MS | --nodes N]", which stays whole).
#pragma once

#include <cstddef>
#include <string>

namespace quadrant {

constexpr std::size_t USAGE_WIDTH = 100;

// `lead` ("usage: quadrant tune") and the units of `arguments` after it, one space apart, with a
// line break before each unit that would pass USAGE_WIDTH; a line after the first begins with
// `indent` spaces. No line break at the end.
std::string wrappedUsage(const std::string& lead, const std::string& arguments, std::size_t indent);

}  // namespace quadrant

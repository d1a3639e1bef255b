// Small helpers for reading what a user typed: the protocol loops' commands, the options' values
// and the command line's arguments. Plain text, no chess.
#pragma once

#include <string>

namespace quadrant {

// True when `text` is exactly a whole number within [low, high]; the value goes to *value.
bool parseInteger(const std::string& text, long long low, long long high, long long* value);

std::string lowercase(std::string text);

}  // namespace quadrant

// Small helpers for reading user input in the protocol layer.
#pragma once

#include <string>

namespace quadrant {

// True when `text` is exactly a whole number within [low, high]; the value goes to *value.
bool parseInteger(const std::string& text, long long low, long long high, long long* value);

}  // namespace quadrant

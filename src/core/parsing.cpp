#include "quadrant/core/parsing.h"

#include <algorithm>
#include <cctype>

namespace quadrant {

bool parseInteger(const std::string& text, long long low, long long high, long long* value) {
  try {
    std::size_t used = 0;
    *value = std::stoll(text, &used);
    return used == text.size() && *value >= low && *value <= high;
  } catch (...) {  // not a number, or out of long long's range
    return false;
  }
}

std::string lowercase(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return text;
}

}  // namespace quadrant

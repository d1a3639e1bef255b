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

std::string restOfLine(std::istream& in) {
  std::string rest;
  std::getline(in >> std::ws, rest);
  return rest;
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

}  // namespace quadrant

#include "quadrant/core/parsing.h"

#include <algorithm>
#include <cctype>

namespace quadrant {
namespace {

bool isContinuationByte(unsigned char c) { return (c & 0xC0) == 0x80; }

// The length of the UTF-8 character at text[at] (2 to 4 bytes: `lead` is not ASCII), or 0 when
// the bytes there are no UTF-8 character: a stray continuation byte, an overlong form, a
// surrogate, a code point past U+10FFFF or a character cut short.
std::size_t utf8Length(const std::string& text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
  const unsigned char lead = byte(0);
  const std::size_t length = lead >= 0xC2 && lead <= 0xDF   ? 2
                             : lead >= 0xE0 && lead <= 0xEF ? 3
                             : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                            : 0;
  if (length == 0 || at + length > text.size()) return 0;
  for (std::size_t i = 1; i < length; ++i)
    if (!isContinuationByte(byte(i))) return 0;
  // The second byte's range rules out the overlong forms, the surrogates and U+110000 up.
  const unsigned char second = byte(1);
  if ((lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) ||
      (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F))
    return 0;
  return length;
}

std::string escapedByte(unsigned char c) {
  constexpr char DIGITS[] = "0123456789abcdef";
  return {'\\', 'x', DIGITS[c >> 4], DIGITS[c & 15]};
}

}  // namespace

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

std::string excerpt(const std::string& text) {
  return text.size() <= 80 ? text : text.substr(0, 80) + "...";
}

std::string printable(const std::string& text) {
  std::string shown;
  for (std::size_t at = 0; at < text.size();) {
    const auto c = static_cast<unsigned char>(text[at]);
    if (c >= 0x20 && c < 0x7F) {
      shown += text[at++];
    } else if (const std::size_t length = c >= 0x80 ? utf8Length(text, at) : 0; length > 0) {
      shown += text.substr(at, length);
      at += length;
    } else {
      shown += escapedByte(c);
      ++at;
    }
  }
  return shown;
}

}  // namespace quadrant

#include "quadrant/core/shown_input.h"

namespace quadrant {
namespace {

bool isContinuationByte(unsigned char c) { return (c & 0xC0) == 0x80; }

// The length of the UTF-8 character at text[at] (2 to 4 bytes: its lead byte is not ASCII), or
// 0 when the bytes there are no UTF-8 character: a stray continuation byte, an overlong form, a
// surrogate, a code point past U+10FFFF or a character cut short.
std::size_t utf8Length(std::string_view text, std::size_t at) {
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

// The bytes of the character at text[at] that a message may show as they are: 1 for printable
// ASCII and the tab, 2 to 4 for a valid UTF-8 character, 0 for a byte to escape.
std::size_t keptLength(std::string_view text, std::size_t at) {
  const auto c = static_cast<unsigned char>(text[at]);
  if (c == '\t' || (c >= 0x20 && c < 0x7F)) return 1;
  return c >= 0x80 ? utf8Length(text, at) : 0;
}

std::string escapedByte(unsigned char c) {
  constexpr char DIGITS[] = "0123456789abcdef";
  return {'\\', 'x', DIGITS[c >> 4], DIGITS[c & 15]};
}

}  // namespace

std::string shownInput(std::string_view text) {
  std::string shown;
  std::size_t at = 0;
  for (std::size_t characters = 0; at < text.size() && characters < SHOWN_INPUT_CHARACTERS;
       ++characters) {
    if (const std::size_t length = keptLength(text, at); length > 0) {
      shown += text.substr(at, length);
      at += length;
    } else {
      shown += escapedByte(static_cast<unsigned char>(text[at++]));
    }
  }
  if (at < text.size()) shown += "...";
  return shown;
}

}  // namespace quadrant

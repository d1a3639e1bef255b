#include <catch2/catch.hpp>
#include <string>

#include "quadrant/core/key_text.h"
#include "quadrant/core/parsing.h"

using namespace quadrant;

TEST_CASE("printable keeps text and UTF-8 and escapes every other byte", "[parsing]") {
  CHECK(printable("plain text, [brackets] and 'quotes'") == "plain text, [brackets] and 'quotes'");
  // Two-, three- and four-byte characters: é, €, the chess king ♔ and a chess pawn (U+1FA00).
  const std::string utf8 = "\xc3\xa9 \xe2\x82\xac \xe2\x99\x94 \xf0\x9f\xa8\x80";
  CHECK(printable(utf8) == utf8);
  // Control characters, DEL, a stray continuation byte, Latin-1, an overlong '/', a surrogate,
  // a code point past U+10FFFF and characters cut short.
  CHECK(printable("a\tb\rc\x7f") == "a\\x09b\\x0dc\\x7f");
  CHECK(printable("\x80") == "\\x80");
  CHECK(printable("M\xfcller") == "M\\xfcller");
  CHECK(printable("\xc0\xaf") == "\\xc0\\xaf");
  CHECK(printable("\xed\xa0\x80") == "\\xed\\xa0\\x80");
  CHECK(printable("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");
  CHECK(printable("\xe2\x82") == "\\xe2\\x82");
  CHECK(printable("\xe2\x82x") == "\\xe2\\x82x");
  CHECK(printable(std::string("nul\0byte", 8)) == "nul\\x00byte");
}

TEST_CASE("A key is shown with all its 16 hexadecimal digits", "[parsing]") {
  CHECK(keyText(0x1234) == "0000000000001234");
  CHECK(keyText(0x463b96181691fc9cULL) == "463b96181691fc9c");
}

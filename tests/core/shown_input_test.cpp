#include <catch2/catch.hpp>
#include <string>

#include "quadrant/core/shown_input.h"

using namespace quadrant;

TEST_CASE("Input is shown as it is when it is printable text or UTF-8", "[shown-input]") {
  CHECK(shownInput("plain text, [brackets] and 'quotes'") == "plain text, [brackets] and 'quotes'");
  CHECK(shownInput("a\tb") == "a\tb");
  CHECK(shownInput("C:\\Users\\book.bin") == "C:\\Users\\book.bin");
  CHECK(shownInput("") == "");
  // Two-, three- and four-byte characters: é, €, the chess king ♔ and a chess pawn (U+1FA00).
  const std::string utf8 = "\xc3\xa9 \xe2\x82\xac \xe2\x99\x94 \xf0\x9f\xa8\x80";
  CHECK(shownInput(utf8) == utf8);
  CHECK(shownInput("M\xc3\xbcller") == "M\xc3\xbcller");
}

TEST_CASE("Input shows control characters, DEL and bytes that are no UTF-8 as \\xNN",
          "[shown-input]") {
  CHECK(shownInput(std::string("nul\0byte", 8)) == "nul\\x00byte");
  CHECK(shownInput("\x01\x1b[2J\r\n\x1f\x7f") == "\\x01\\x1b[2J\\x0d\\x0a\\x1f\\x7f");
  CHECK(shownInput("\xff") == "\\xff");
  CHECK(shownInput("M\xfcller") == "M\\xfcller");                   // Latin-1
  CHECK(shownInput("\x80") == "\\x80");                             // a stray continuation byte
  CHECK(shownInput("\xc0\xaf") == "\\xc0\\xaf");                    // an overlong '/'
  CHECK(shownInput("\xed\xa0\x80") == "\\xed\\xa0\\x80");           // a surrogate
  CHECK(shownInput("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");  // past U+10FFFF
  CHECK(shownInput("\xe2\x82") == "\\xe2\\x82");                    // cut short at the end
  CHECK(shownInput("\xe2\x82x") == "\\xe2\\x82x");                  // cut short by a letter
}

TEST_CASE("Input is shown up to its 80th character, then ...", "[shown-input]") {
  constexpr std::size_t MOST = SHOWN_INPUT_CHARACTERS;
  const std::string full(MOST, 'q'), oneShort(MOST - 1, 'q');
  CHECK(shownInput(full) == full);
  CHECK(shownInput(full + "q") == full + "...");
  CHECK(shownInput(std::string(1 << 20, 'q')) == full + "...");
  // A character counts as one however many bytes it takes or its escape shows.
  std::string euros, escapes;
  for (std::size_t i = 0; i < MOST; ++i) euros += "\xe2\x82\xac", escapes += "\\xff";
  CHECK(shownInput(euros) == euros);
  CHECK(shownInput(euros + "x") == euros + "...");
  CHECK(shownInput(std::string(MOST, '\xff')) == escapes);
  CHECK(shownInput(std::string(MOST + 1, '\xff')) == escapes + "...");
  // The cut never splits a character or an escape.
  CHECK(shownInput(oneShort + "\xe2\x82\xac" + "q") == oneShort + "\xe2\x82\xac...");
  CHECK(shownInput(oneShort + "\x1b" + "q") == oneShort + "\\x1b...");
}

#include <catch2/catch.hpp>

#include "quadrant/core/key_text.h"

using namespace quadrant;

TEST_CASE("A key is shown with all its 16 hexadecimal digits", "[key-text]") {
  CHECK(keyText(0x1234) == "0000000000001234");
  CHECK(keyText(0x463b96181691fc9cULL) == "463b96181691fc9c");
}

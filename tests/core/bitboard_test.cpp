#include <catch2/catch.hpp>
#include <random>

#include "quadrant/core/bitboard.h"

using namespace quadrant;

TEST_CASE("De Bruijn bit scans find every single bit", "[bitboard]") {
  for (int i = 0; i < 64; ++i) {
    CHECK(debruijn::lsb(1ULL << i) == i);
    CHECK(debruijn::msb(1ULL << i) == i);
  }
}

TEST_CASE("De Bruijn and hardware bit scans agree on random bitboards", "[bitboard]") {
  std::mt19937_64 rng(2026);
  for (int n = 0; n < 200000; ++n) {
    // Sparse and dense inputs both: AND/OR of several draws.
    Bitboard b = rng();
    if (n % 3 == 0) b &= rng() & rng();
    if (n % 3 == 1) b |= rng();
    if (!b) continue;
    REQUIRE(debruijn::lsb(b) == lsb(b));
    REQUIRE(debruijn::msb(b) == msb(b));
    REQUIRE(popcountSoftware(b) == popcount(b));
#ifdef QUADRANT_HARDWARE_BITOPS
    REQUIRE(debruijn::lsb(b) == lsbHardware(b));
    REQUIRE(debruijn::msb(b) == msbHardware(b));
    REQUIRE(popcountSoftware(b) == popcountHardware(b));
#endif
  }
}

TEST_CASE("Bitscan with reset serialises a bitboard low to high", "[bitboard]") {
  Bitboard b = 0x8000000000010081ULL;
  std::vector<Square> squares;
  while (b) squares.push_back(popLsb(b));
  CHECK(squares == std::vector<Square>{0, 7, 16, 63});
}

TEST_CASE("Population count of edge cases", "[bitboard]") {
  CHECK(popcount(0) == 0);
  CHECK(popcount(~0ULL) == 64);
  CHECK(popcountSoftware(~0ULL) == 64);
  CHECK(popcount(LIGHT_SQUARES_BB) == 32);
}

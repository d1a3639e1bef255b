#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <random>

#include "quadrant/core/attacks.h"
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

TEST_CASE("Pawn-structure masks and square distance", "[bitboard]") {
  const Square e4 = makeSquare(4, 3), d5 = makeSquare(3, 4);
  CHECK(adjacentFilesBB(0) == fileBB(1));
  CHECK(adjacentFilesBB(4) == (fileBB(3) | fileBB(5)));
  CHECK(forwardRanksBB(WHITE, 7) == 0);
  CHECK(forwardRanksBB(BLACK, 0) == 0);
  CHECK(forwardRanksBB(WHITE, 6) == rankBB(7));
  CHECK(forwardRanksBB(BLACK, 1) == rankBB(0));
  CHECK(forwardFileBB(WHITE, e4) == (fileBB(4) & (rankBB(4) | rankBB(5) | rankBB(6) | rankBB(7))));
  CHECK(popcount(passedPawnMask(WHITE, e4)) == 12);
  CHECK(popcount(passedPawnMask(BLACK, e4)) == 9);
  CHECK((pawnAttackSpan(BLACK, d5) & fileBB(3)) == 0);
  CHECK(squareDistance(0, 63) == 7);
  CHECK(squareDistance(e4, d5) == 1);
  CHECK(squareDistance(e4, e4) == 0);
}

TEST_CASE("Square distances and the rings of squares at each distance", "[bitboard]") {
  for (Square a = 0; a < 64; ++a) {
    CHECK(distanceRingBB(a, 0) == squareBB(a));
    CHECK(distanceRingBB(a, 1) == attacks::king(a));
    Bitboard covered = 0;
    for (int d = 0; d < 8; ++d) {
      CHECK((covered & distanceRingBB(a, d)) == 0);
      covered |= distanceRingBB(a, d);
    }
    CHECK(covered == ~Bitboard(0));
    for (Square b = 0; b < 64; ++b) {
      const int d = std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
      REQUIRE(squareDistance(a, b) == d);
      REQUIRE((distanceRingBB(a, d) & squareBB(b)) != 0);
    }
  }
}

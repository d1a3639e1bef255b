#include <catch2/catch.hpp>
#include <random>

#include "quadrant/core/attacks.h"

using namespace quadrant;

namespace {
Bitboard randomOccupancy(std::mt19937_64& rng) {
  switch (rng() % 3) {
    case 0: return rng() & rng();
    case 1: return rng() & rng() & rng();
    default: return rng();
  }
}

LineOccupancy linesOf(Bitboard occupied) {
  LineOccupancy lines;
  for (Square s : squaresOf(occupied)) lines.toggle(s);
  return lines;
}
}  // namespace

TEST_CASE("Rotated-index attacks match ray walking for random occupancies", "[attacks]") {
  std::mt19937_64 rng(7);
  for (int n = 0; n < 20000; ++n) {
    const Bitboard occupied = randomOccupancy(rng);
    const LineOccupancy lines = linesOf(occupied);
    const Square sq = Square(rng() % 64);
    REQUIRE(attacks::rook(sq, occupied) == attacks::slowSlider(sq, occupied, false));
    REQUIRE(attacks::bishop(sq, occupied) == attacks::slowSlider(sq, occupied, true));
    REQUIRE(lines.rookAttacks(sq) == attacks::slowSlider(sq, occupied, false));
    REQUIRE(lines.bishopAttacks(sq) == attacks::slowSlider(sq, occupied, true));
  }
}

TEST_CASE("Collapsed line occupancy equals the incremental one", "[attacks]") {
  std::mt19937_64 rng(11);
  for (int n = 0; n < 2000; ++n) {
    const Bitboard occupied = randomOccupancy(rng);
    const LineOccupancy lines = linesOf(occupied);
    for (Square sq = 0; sq < 64; ++sq)
      for (int d = 0; d < 4; ++d)
        REQUIRE(attacks::collapseLine(LineDirection(d), sq, occupied) ==
                lines.of(LineDirection(d), sq));
  }
}

TEST_CASE("Leaper tables", "[attacks]") {
  CHECK(attacks::knight(0) == (squareBB(10) | squareBB(17)));
  CHECK(popcount(attacks::knight(27)) == 8);
  CHECK(popcount(attacks::king(0)) == 3);
  CHECK(popcount(attacks::king(36)) == 8);
  CHECK(attacks::pawn(WHITE, 8) == squareBB(17));                    // a2 attacks b3
  CHECK(attacks::pawn(BLACK, 52) == (squareBB(43) | squareBB(45)));  // e7 attacks d6, f6
}

TEST_CASE("Between and line tables", "[attacks]") {
  CHECK(attacks::between(0, 63) == (0x8040201008040201ULL & ~squareBB(0) & ~squareBB(63)));
  CHECK(attacks::between(0, 7) == 0x7EULL);
  CHECK(attacks::between(0, 17) == 0);  // a1, b3: not aligned
  CHECK(attacks::line(0, 9) == 0x8040201008040201ULL);
  CHECK(attacks::line(0, 17) == 0);
}

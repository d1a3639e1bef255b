#include "quadrant/core/position.h"

#include <catch2/catch.hpp>

#include "../support.h"

using namespace quadrant;

TEST_CASE("The attacked squares of a colour are those isAttackedBy finds one by one",
          "[position]") {
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    for (Color attacker : {WHITE, BLACK}) {
      Bitboard expected = 0;
      for (Square sq = 0; sq < 64; ++sq)
        if (pos.isAttackedBy(sq, attacker)) expected |= squareBB(sq);
      INFO(pos.fen() << ", attacker " << int(attacker));
      REQUIRE(pos.attackedSquares(attacker) == expected);
    }
  }
}

TEST_CASE("The attacked squares follow the pieces' lines and stop at blockers", "[position]") {
  Position pos;
  // White: Kg1, Rd1, Bc4, pawn e4; Black: Kg8 and a knight on d5, in the way of the rook and the
  // bishop.
  REQUIRE(pos.setFen("6k1/8/8/3n4/2B1P3/8/8/3R2K1 w - - 0 1"));
  const Bitboard white = pos.attackedSquares(WHITE);
  const auto attacked = [&](int file, int rank) {
    return (white & squareBB(makeSquare(file, rank))) != 0;
  };
  REQUIRE(attacked(3, 4));        // d5, the knight: by the rook, the bishop and the pawn
  REQUIRE_FALSE(attacked(3, 5));  // d6, behind the knight on the rook's file
  REQUIRE_FALSE(attacked(4, 5));  // e6, behind the knight on the bishop's diagonal
  REQUIRE(attacked(0, 1));        // a2, by the bishop along the empty diagonal
  REQUIRE(attacked(5, 4));        // f5, by the pawn
  REQUIRE_FALSE(attacked(4, 4));  // e5, straight ahead of the pawn
  REQUIRE(attacked(7, 1));        // h2, by the king
}

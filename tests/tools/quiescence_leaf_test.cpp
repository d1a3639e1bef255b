#include "quadrant/tools/quiescence_leaf.h"

#include <catch2/catch.hpp>

using namespace quadrant;

namespace {

Position leafOf(const char* fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  Evaluator evaluator;
  return quiescenceLeaf(pos, evaluator);
}

Position fromFen(const char* fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return pos;
}

}  // namespace

TEST_CASE("A quiet position is its own quiescence leaf", "[tuner]") {
  const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  CHECK(leafOf(start).key() == fromFen(start).key());
  // Taking the rook would lose the queen to the pawn: not tried.
  const char* defended = "4k3/8/4p3/3r4/8/8/3Q4/4K3 w - - 0 1";
  CHECK(leafOf(defended).key() == fromFen(defended).key());
}

TEST_CASE("A piece left hanging is taken in the quiescence leaf", "[tuner]") {
  const Position leaf = leafOf("4k3/8/8/3r4/8/8/3Q4/4K3 w - - 0 1");
  CHECK(leaf.key() == fromFen("4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1").key());
}

TEST_CASE("The quiescence leaf plays out a whole exchange", "[tuner]") {
  // Nxd5 exd5 Rxd5 wins a knight; Rxd5 first would lose the exchange (SEE) and is not tried.
  // (The a-pawns keep the ending from a recognizer, which would score it apart.)
  const Position leaf = leafOf("4k3/p7/4p3/3n4/8/2N5/P7/3RK3 w - - 0 1");
  INFO(leaf.fen());
  CHECK(leaf.key() == fromFen("4k3/p7/8/3R4/8/8/P7/4K3 b - - 0 1").key());
}

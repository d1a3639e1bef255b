#include <catch2/catch.hpp>

#include "quadrant/core/notation.h"
#include "quadrant/search/see.h"

using namespace quadrant;

namespace {
bool see(const std::string& fen, const std::string& san, int threshold) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  const Move m = parseSan(pos, san);
  REQUIRE(m);
  return seeAtLeast(pos, m, threshold);
}
}  // namespace

TEST_CASE("SEE of simple exchanges", "[see]") {
  // Undefended pawn: wins exactly a pawn.
  const char* hanging = "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1";
  CHECK(see(hanging, "Rxe5", 100));
  CHECK_FALSE(see(hanging, "Rxe5", 101));
  // Pawn defended by a knight, attacked by a knight backed by a bishop: NxP NxN BxN = +100.
  const char* defended = "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1";
  CHECK(see(defended, "Nxe5", -220));
  CHECK_FALSE(see(defended, "Nxe5", 0));
}

TEST_CASE("SEE follows x-rays and the king's limits", "[see]") {
  // Two rooks take on d5 against two defending rooks: R takes, R takes, R takes, R takes.
  const char* battery = "3r3k/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1";
  CHECK_FALSE(see(battery, "Rxd5", 0));
  CHECK(see(battery, "Rxd5", -400));
  CHECK_FALSE(see(battery, "Rxd5", -399));
  // The black king cannot take back on e2 while the white king guards it ...
  CHECK(see("8/8/8/8/8/5k2/4p3/4RK2 w - - 0 1", "Rxe2", 100));
  // ... but takes back an unguarded rook.
  CHECK_FALSE(see("8/8/8/8/8/8/4pk2/4R2K w - - 0 1", "Rxe2", 0));
}

TEST_CASE("SEE of quiet moves and en passant", "[see]") {
  const char* knight = "4k3/8/3p4/8/8/3N4/8/4K3 w - - 0 1";
  CHECK_FALSE(see(knight, "Ne5", 0));  // the d6 pawn takes it
  CHECK(see(knight, "Nf4", 0));
  CHECK(see("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", 100));
}

#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/protocol/xboard_draw_offer.h"

using namespace quadrant;
using test::positionOf;

TEST_CASE("Draw offers: accepted only when the engine is worse by the margin, after the opening",
          "[xboard]") {
  // Two rooks each, at move 30 and at move 29.
  const Position middle = positionOf("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 30");
  CHECK(acceptsDrawOffer(middle, -DRAW_ACCEPT_MARGIN));
  CHECK(acceptsDrawOffer(middle, -5000));
  CHECK_FALSE(acceptsDrawOffer(middle, -DRAW_ACCEPT_MARGIN + 1));
  CHECK_FALSE(acceptsDrawOffer(middle, 0));  // level: play on
  CHECK_FALSE(acceptsDrawOffer(middle, 300));
  const Position opening = positionOf("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 29");
  CHECK_FALSE(acceptsDrawOffer(opening, -DRAW_ACCEPT_MARGIN));
  CHECK_FALSE(acceptsDrawOffer(opening, -DRAW_ACCEPT_LOST + 1));
  CHECK_FALSE(acceptsDrawOffer(Position(), -DRAW_ACCEPT_MARGIN));
}

TEST_CASE("Draw offers: a lost engine accepts at any move", "[xboard]") {
  for (const char* fen : {"4k3/8/8/8/8/8/q7/4K3 w - - 0 1", "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 29",
                          "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 30"}) {
    INFO(fen);
    CHECK(acceptsDrawOffer(positionOf(fen), -DRAW_ACCEPT_LOST));
    CHECK(acceptsDrawOffer(positionOf(fen), -5000));
  }
}

TEST_CASE("Draw offers: a dead draw is accepted at any move and any score", "[xboard]") {
  for (const char* fen : {"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",    // a bishop cannot mate
                          "7k/8/8/7P/8/8/8/K2B4 w - - 0 1"}) {  // rook pawn, wrong bishop
    INFO(fen);
    CHECK(acceptsDrawOffer(positionOf(fen), 0));
    CHECK(acceptsDrawOffer(positionOf(fen), 500));
  }
}

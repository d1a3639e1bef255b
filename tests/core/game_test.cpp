#include <catch2/catch.hpp>

#include "quadrant/core/game.h"
#include "quadrant/core/notation.h"

using namespace quadrant;

TEST_CASE("A game counts moves by colour and takes them back", "[game]") {
  Game game;
  for (const char* san : {"e4", "e5", "Nf3"}) game.play(parseSan(game.position(), san));
  CHECK(game.plies() == 3);
  CHECK(game.movesBy(WHITE, 0) == 2);
  CHECK(game.movesBy(BLACK, 0) == 1);
  CHECK(game.movesBy(WHITE, 1) == 1);
  CHECK(game.previousKeys().size() == 3);
  CHECK(game.undo());
  CHECK(game.undo());
  CHECK(game.undo());
  CHECK_FALSE(game.undo());
  CHECK(game.position().key() == Position().key());
}

TEST_CASE("A game passes on a null move", "[game]") {
  Game game;
  game.play(parseSan(game.position(), "e4"));
  game.play(NULL_MOVE);
  CHECK_THAT(game.position().fen(),
             Catch::StartsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - "));
  game.play(parseSan(game.position(), "d4"));
  CHECK(game.plies() == 3);
  CHECK(game.movesBy(BLACK, 0) == 1);
}

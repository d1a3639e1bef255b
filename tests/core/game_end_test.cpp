#include <catch2/catch.hpp>

#include "quadrant/core/game_end.h"
#include "quadrant/core/notation.h"

using namespace quadrant;

namespace {
Game gameFrom(const std::string& fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return Game(pos);
}
GameEnd endOf(const std::string& fen) { return gameEnd(gameFrom(fen)); }
}  // namespace

TEST_CASE("Mate and stalemate end the game", "[game]") {
  CHECK(endOf("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1") == GameEnd::Checkmate);
  CHECK(endOf("8/8/8/8/8/1k6/1q6/K7 w - - 0 1") == GameEnd::Checkmate);
  CHECK(endOf("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1") == GameEnd::Stalemate);
  CHECK(endOf(Position::START_FEN) == GameEnd::None);
}

TEST_CASE("Only material that can never mate is a dead draw", "[game]") {
  CHECK(endOf("4k3/8/8/8/8/8/8/4K3 w - - 0 1") == GameEnd::InsufficientMaterial);
  CHECK(endOf("4k3/8/8/8/8/8/8/2N1K3 w - - 0 1") == GameEnd::InsufficientMaterial);
  CHECK(endOf("4k3/8/8/8/8/8/8/2B1K3 b - - 0 1") == GameEnd::InsufficientMaterial);
  CHECK(endOf("2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1") ==
        GameEnd::InsufficientMaterial);                              // both on light squares
  CHECK(endOf("3bk3/8/8/8/8/8/8/3BK3 w - - 0 1") == GameEnd::None);  // opposite colours
  CHECK(endOf("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1") == GameEnd::None);
  CHECK(endOf("4k3/8/8/8/8/8/8/2NBK3 w - - 0 1") == GameEnd::None);
  CHECK(endOf("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1") == GameEnd::None);
}

TEST_CASE("Fifty moves and threefold repetition are draws, mate first", "[game]") {
  CHECK(endOf("4k3/8/8/8/8/8/R7/4K3 b - - 100 80") == GameEnd::FiftyMoves);
  CHECK(endOf("4k3/8/8/8/8/8/R7/4K3 b - - 99 80") == GameEnd::None);
  CHECK(endOf("k7/1Q6/1K6/8/8/8/8/8 b - - 100 90") == GameEnd::Checkmate);

  Game game;
  for (int round = 0; round < 2; ++round) {
    for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8"}) {
      CHECK(gameEnd(game) == GameEnd::None);
      game.play(parseSan(game.position(), san));
    }
  }
  CHECK(game.repetitions() == 2);
  CHECK(gameEnd(game) == GameEnd::Repetition);
}

TEST_CASE("The fifty-move rule draws from the hundredth reversible ply unless that move mates",
          "[game]") {
  const auto position = [](const std::string& fen) {
    Position pos;
    REQUIRE(pos.setFen(fen));
    return pos;
  };
  CHECK(isFiftyMoveDraw(position("4k3/8/8/8/8/8/R7/4K3 b - - 100 80")));
  CHECK_FALSE(isFiftyMoveDraw(position("4k3/8/8/8/8/8/R7/4K3 b - - 99 80")));
  // In check with a way out: the rule draws; mated: the mate stands.
  CHECK(isFiftyMoveDraw(position("4k3/8/8/8/8/8/4R3/4K3 b - - 100 80")));
  CHECK_FALSE(isFiftyMoveDraw(position("k7/1Q6/1K6/8/8/8/8/8 b - - 100 90")));
  CHECK(isCheckmate(position("k7/1Q6/1K6/8/8/8/8/8 b - - 100 90")));
  CHECK_FALSE(isCheckmate(position("4k3/8/8/8/8/8/4R3/4K3 b - - 100 80")));
  CHECK_FALSE(isCheckmate(position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));  // stalemate
}

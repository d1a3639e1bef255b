#include <catch2/catch.hpp>

#include "quadrant/engine/strength_level.h"

using namespace quadrant;

TEST_CASE("A higher Elo searches more and chooses more narrowly", "[strength]") {
  StrengthLevel previous = strengthLevel(MIN_ELO);
  for (int elo = MIN_ELO + 10; elo <= MAX_ELO; elo += 10) {
    const StrengthLevel level = strengthLevel(elo);
    INFO(elo);
    CHECK(level.nodes >= previous.nodes);
    CHECK(level.depth >= previous.depth);
    CHECK(level.candidates <= previous.candidates);
    CHECK(level.temperature <= previous.temperature);
    CHECK(level.maxLoss <= previous.maxLoss);
    CHECK(level.candidates >= 1);
    previous = level;
  }
  CHECK(strengthLevel(MIN_ELO).nodes < strengthLevel(MAX_ELO).nodes / 100);
}

TEST_CASE("The top level plays the best move it finds; Elos out of range are clamped",
          "[strength]") {
  const StrengthLevel top = strengthLevel(MAX_ELO);
  CHECK(top.candidates == 1);
  CHECK(top.temperature == 0);
  CHECK(strengthLevel(MAX_ELO + 500).nodes == top.nodes);
  CHECK(strengthLevel(0).nodes == strengthLevel(MIN_ELO).nodes);
  CHECK(strengthLevel(MIN_ELO).temperature > 0);
}

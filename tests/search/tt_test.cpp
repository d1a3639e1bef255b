#include <catch2/catch.hpp>

#include "quadrant/eval/score.h"
#include "quadrant/search/tt.h"

using namespace quadrant;

TEST_CASE("The transposition table returns what was stored", "[tt]") {
  TranspositionTable tt(1);
  TTHit hit;
  CHECK_FALSE(tt.probe(0xABCDEF, 0, &hit));
  const Move m(12, 28);
  tt.store(0xABCDEF, 3, m, -57, 31, 9, Bound::Lower);
  REQUIRE(tt.probe(0xABCDEF, 5, &hit));
  CHECK(hit.move == m);
  CHECK(hit.score == -57);
  CHECK(hit.eval == 31);
  CHECK(hit.depth == 9);
  CHECK(hit.bound == Bound::Lower);
  CHECK_FALSE(tt.probe(0xABCDEF ^ (1ULL << 40), 0, &hit));
}

TEST_CASE("Mate scores are stored relative to the node and read back relative to the root",
          "[tt]") {
  TranspositionTable tt(1);
  TTHit hit;
  // Found at ply 4: mate in 3 plies from the node, SCORE_MATE - 7 from the root.
  tt.store(0x1111, 4, Move(), SCORE_MATE - 7, 0, 5, Bound::Exact);
  REQUIRE(tt.probe(0x1111, 10, &hit));
  CHECK(hit.score == SCORE_MATE - 13);  // the same mate, now 6 plies further from the root
  tt.store(0x2222, 2, Move(), -(SCORE_MATE - 6), 0, 5, Bound::Exact);
  REQUIRE(tt.probe(0x2222, 1, &hit));
  CHECK(hit.score == -(SCORE_MATE - 5));
  CHECK(TranspositionTable::scoreFromTT(TranspositionTable::scoreToTT(123, 40), 3) == 123);
}

TEST_CASE("Two tiers: a shallow result does not evict a deep one of the same search", "[tt]") {
  TranspositionTable tt(1);
  TTHit hit;
  const Key deepKey = 0x5000, shallowKey = 0x5000 + (Key(1) << 50);  // same bucket, other keys
  const Key thirdKey = 0x5000 + (Key(2) << 50);
  tt.store(deepKey, 0, Move(1, 2), 10, 0, 12, Bound::Exact);
  tt.store(shallowKey, 0, Move(3, 4), 20, 0, 2, Bound::Exact);
  CHECK(tt.probe(deepKey, 0, &hit));
  CHECK(tt.probe(shallowKey, 0, &hit));
  tt.store(thirdKey, 0, Move(5, 6), 30, 0, 1, Bound::Exact);  // always-replace tier takes it
  CHECK(tt.probe(deepKey, 0, &hit));
  CHECK_FALSE(tt.probe(shallowKey, 0, &hit));
  CHECK(tt.probe(thirdKey, 0, &hit));
  // In a later search the old deep entry ages out: a shallow newcomer takes its place and the
  // old entry moves down to the always-replace tier, where the next newcomer evicts it.
  tt.newSearch();
  tt.store(shallowKey, 0, Move(3, 4), 20, 0, 1, Bound::Exact);
  CHECK(tt.probe(shallowKey, 0, &hit));
  REQUIRE(tt.probe(deepKey, 0, &hit));
  CHECK(hit.depth == 12);
  tt.store(thirdKey, 0, Move(5, 6), 30, 0, 1, Bound::Exact);
  CHECK_FALSE(tt.probe(deepKey, 0, &hit));
  CHECK(tt.probe(shallowKey, 0, &hit));
  CHECK(tt.probe(thirdKey, 0, &hit));
}

TEST_CASE("A result without a move keeps the known best move", "[tt]") {
  TranspositionTable tt(1);
  TTHit hit;
  tt.store(0x77, 0, Move(8, 16), 5, 0, 4, Bound::Exact);
  tt.store(0x77, 0, Move(), 9, 0, 6, Bound::Upper);
  REQUIRE(tt.probe(0x77, 0, &hit));
  CHECK(hit.move == Move(8, 16));
  CHECK(hit.score == 9);
}

TEST_CASE(
    "hashfull counts the current search's entries, clear and a new size empty the table, the same "
    "size keeps it",
    "[tt]") {
  TranspositionTable tt(1);
  CHECK(tt.hashfull() == 0);
  for (Key k = 0; k < 100000; ++k)
    tt.store(k * 0x9E3779B97F4A7C15ULL, 0, Move(), 0, 0, 1, Bound::Exact);
  CHECK(tt.hashfull() > 900);
  tt.newSearch();
  CHECK(tt.hashfull() == 0);
  TTHit hit;
  tt.store(42, 0, Move(), 0, 0, 1, Bound::Exact);
  tt.clear();
  CHECK_FALSE(tt.probe(42, 0, &hit));
  std::string error;
  CHECK_FALSE(tt.resize(0, &error));
  CHECK_THAT(error, Catch::Contains("between 1 and"));
  CHECK(tt.sizeMegabytes() == 1);
  tt.store(42, 0, Move(), 0, 0, 1, Bound::Exact);
  REQUIRE(tt.resize(1, &error));  // the size it has: the table stays, entries and all
  CHECK(tt.probe(42, 0, &hit));
  REQUIRE(tt.resize(2, &error));
  CHECK(tt.sizeMegabytes() == 2);
  CHECK_FALSE(tt.probe(42, 0, &hit));
}

TEST_CASE("clear empties every bucket of the table", "[tt]") {
  TranspositionTable tt(2);
  // Enough keys, spread by the multiplier, to reach every bucket of a 2 MB table.
  constexpr Key KEYS = 400000;
  const auto keyOf = [](Key k) { return (k + 1) * 0x9E3779B97F4A7C15ULL; };
  for (Key k = 0; k < KEYS; ++k) tt.store(keyOf(k), 0, Move(1, 2), 0, 0, 1, Bound::Exact);
  TTHit hit;
  REQUIRE(tt.probe(keyOf(KEYS - 1), 0, &hit));
  tt.clear();
  for (Key k = 0; k < KEYS; ++k) REQUIRE_FALSE(tt.probe(keyOf(k), 0, &hit));
  CHECK(tt.hashfull() == 0);
}

TEST_CASE("A resized table is empty and holds what it is given across all its buckets", "[tt]") {
  TranspositionTable tt(1);
  const auto keyOf = [](Key k) { return (k + 1) * 0x9E3779B97F4A7C15ULL; };
  tt.store(keyOf(0), 0, Move(1, 2), 7, 0, 1, Bound::Exact);
  std::string error;
  REQUIRE(tt.resize(128, &error));
  CHECK(tt.sizeMegabytes() == 128);
  TTHit hit;
  CHECK_FALSE(tt.probe(keyOf(0), 0, &hit));
  constexpr Key KEYS = 100000;
  for (Key k = 0; k < KEYS; ++k) tt.store(keyOf(k), 0, Move(), int(k % 1000), 0, 1, Bound::Exact);
  int found = 0;
  for (Key k = 0; k < KEYS; ++k)
    if (tt.probe(keyOf(k), 0, &hit)) {
      ++found;
      CHECK(hit.score == int(k % 1000));
    }
  // 4 million buckets for 100,000 keys: nearly all are kept.
  CHECK(found > KEYS * 99 / 100);
}

#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/perft.h"

using namespace quadrant;

namespace {

// Deepest published depth whose count stays within the budget, so the whole suite stays fast
// (also under the sanitizers) while every position is still searched at least to depth 1.
std::pair<int, unsigned long long> depthWithin(const test::PerftCase& c,
                                               unsigned long long budget) {
  auto chosen = c.counts.front();
  for (const auto& entry : c.counts)
    if (entry.second <= budget && entry.first > chosen.first) chosen = entry;
  return chosen;
}

void checkSuite(const std::string& file, std::size_t expectedPositions) {
  const auto suite = test::loadPerftSuite(file);
  REQUIRE(suite.size() == expectedPositions);
  for (const auto& c : suite) {
    Position pos;
    std::string error;
    INFO(c.fen);
    REQUIRE(pos.setFen(c.fen, &error));
    const auto [depth, nodes] = depthWithin(c, 1000000);
    INFO("depth " << depth);
    CHECK(perft(pos, depth) == nodes);
  }
}

}  // namespace

TEST_CASE("Perft matches the published counts of the standard suite", "[perft]") {
  checkSuite("standard.epd", 128);
}

TEST_CASE("Perft matches the published counts of the Chess960 suite", "[perft]") {
  checkSuite("fischer.epd", 480);
}

TEST_CASE("Threaded, hashed perft agrees with plain perft", "[perft]") {
  const auto suite = test::loadPerftSuite("standard.epd");
  for (std::size_t i = 0; i < 6; ++i) {
    const auto& c = suite[i];
    Position pos;
    REQUIRE(pos.setFen(c.fen));
    const auto [depth, nodes] = depthWithin(c, 5000000);
    PerftOptions options;
    options.threads = 2;
    options.hashMegabytes = 4;
    INFO(c.fen << " depth " << depth);
    const PerftResult result = runPerft(pos, depth, options);
    CHECK(result.nodes == nodes);
    CHECK(int(result.perMove.size()) == legalMoves(pos).size());
  }
}

TEST_CASE("Perft hash keeps entries by key and depth", "[perft]") {
  PerftHash hash(1);
  std::uint64_t nodes = 0;
  CHECK_FALSE(hash.probe(0x1234, 3, &nodes));
  hash.store(0x1234, 3, 8902);
  REQUIRE(hash.probe(0x1234, 3, &nodes));
  CHECK(nodes == 8902);
  CHECK_FALSE(hash.probe(0x1234, 4, &nodes));
  CHECK_FALSE(hash.probe(0x5234, 3, &nodes));
}

TEST_CASE("Bulk counting equals the size of the generated list", "[perft][movegen]") {
  for (const auto& c : test::loadPerftSuite("standard.epd")) {
    Position pos;
    REQUIRE(pos.setFen(c.fen));
    for (Move m : legalMoves(pos)) {
      Position child = pos;
      child.makeMove(m);
      REQUIRE(countLegalMoves(child) == std::uint64_t(legalMoves(child).size()));
    }
  }
}

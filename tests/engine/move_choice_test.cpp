#include <catch2/catch.hpp>
#include <map>

#include "quadrant/engine/move_choice.h"
#include "quadrant/eval/score.h"

using namespace quadrant;

namespace {

// How often each candidate is chosen in `draws` choices.
std::vector<int> choices(const std::vector<int>& scores, const StrengthLevel& level, int draws,
                         std::uint64_t seed) {
  std::mt19937_64 random(seed);
  std::vector<int> counts(scores.size(), 0);
  for (int i = 0; i < draws; ++i) ++counts[chooseCandidate(scores, level, random)];
  return counts;
}

int distinct(const std::vector<int>& counts) {
  int n = 0;
  for (int c : counts) n += c > 0;
  return n;
}

// Candidate scores as a search reports them: the best first, then ever worse moves.
const std::vector<int> SPREAD = {35, 28, 12, 0, -30, -70, -140, -260, -420};

}  // namespace

TEST_CASE("Lower levels choose among more moves and play the best one less often", "[strength]") {
  constexpr int DRAWS = 4000;
  const std::vector<int> weak = choices(SPREAD, strengthLevel(MIN_ELO), DRAWS, 1);
  const std::vector<int> middle = choices(SPREAD, strengthLevel(1900), DRAWS, 2);
  const std::vector<int> strong = choices(SPREAD, strengthLevel(2500), DRAWS, 3);
  const std::vector<int> top = choices(SPREAD, strengthLevel(MAX_ELO), DRAWS, 4);
  CHECK(distinct(weak) > distinct(middle));
  CHECK(distinct(middle) > distinct(strong));
  CHECK(distinct(top) == 1);
  CHECK(weak[0] < middle[0]);
  CHECK(middle[0] < strong[0]);
  CHECK(top[0] == DRAWS);
  // The best move stays the likeliest single choice at every level.
  for (const auto* counts : {&weak, &middle, &strong})
    for (std::size_t i = 1; i < SPREAD.size(); ++i) CHECK((*counts)[0] > (*counts)[i]);
}

TEST_CASE("Choices follow exp(-loss / temperature) and never exceed the level's loss",
          "[strength]") {
  const StrengthLevel level = strengthLevel(1900);
  constexpr int DRAWS = 20000;
  const std::vector<int> counts = choices(SPREAD, level, DRAWS, 7);
  for (std::size_t i = 1; i < SPREAD.size(); ++i) {
    const int loss = SPREAD[0] - SPREAD[i];
    INFO("loss " << loss);
    if (loss > level.maxLoss) {
      CHECK(counts[i] == 0);
      continue;
    }
    // The ratio to the best move's count, within sampling error (a few per cent of the counts).
    const double expected = std::exp(-double(loss) / level.temperature);
    CHECK(double(counts[i]) / counts[0] == Approx(expected).margin(0.05));
  }
}

TEST_CASE("Mates are taken and never walked into by choice", "[strength]") {
  const StrengthLevel weakest = strengthLevel(MIN_ELO);
  std::mt19937_64 random(5);
  const std::vector<int> mating = {120, SCORE_MATE - 7, 100, SCORE_MATE - 9};
  const std::vector<int> mated = {-SCORE_MATE + 12, 40, 38, -SCORE_MATE + 20};
  for (int i = 0; i < 500; ++i) {
    CHECK(chooseCandidate(mating, weakest, random) == 1);
    const std::size_t pick = chooseCandidate(mated, weakest, random);
    CHECK((pick == 1 || pick == 2));
  }
  // When every move is mated, the longest resistance is played.
  CHECK(chooseCandidate({-SCORE_MATE + 4, -SCORE_MATE + 10}, weakest, random) == 1);
}

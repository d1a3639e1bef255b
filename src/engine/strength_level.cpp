#include "quadrant/engine/strength_level.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace quadrant {
namespace {

struct LevelRow {
  int elo;
  StrengthLevel level;
};

// The levels, weakest first. THESE NUMBERS ARE GUESSES TO BE CALIBRATED BY MATCHES: play each
// row's Elo with UCI_LimitStrength against engines of known rating (or against the previous
// row), then move the row's nodes (the main lever) until the measured Elo matches the row's;
// depth, candidates, temperature and maxLoss shape how the level plays more than how strong it
// is. Levels between rows are interpolated (nodes geometrically, the rest linearly), so rows
// may be added or moved freely, as long as the Elos ascend from MIN_ELO to MAX_ELO.
//   elo      nodes  depth  candidates  temperature  maxLoss
constexpr LevelRow TABLE[] = {
    {MIN_ELO, {600, 3, 5, 120, 300}}, {1600, {2000, 4, 4, 80, 220}},
    {1900, {6000, 6, 4, 45, 140}},    {2200, {20000, 9, 3, 25, 80}},
    {2500, {80000, 14, 2, 10, 40}},   {MAX_ELO, {1500000, 40, 1, 0, 0}},
};

int linear(int low, int high, double fraction) {
  return int(std::lround(low + (high - low) * fraction));
}

}  // namespace

StrengthLevel strengthLevel(int elo) {
  elo = std::clamp(elo, MIN_ELO, MAX_ELO);
  // The first row at or above the Elo; the last row is MAX_ELO, so there is one.
  std::size_t upper = 0;
  while (TABLE[upper].elo < elo) ++upper;
  if (upper == 0) return TABLE[0].level;
  const LevelRow& low = TABLE[upper - 1];
  const LevelRow& high = TABLE[upper];
  const double f = double(elo - low.elo) / (high.elo - low.elo);
  const StrengthLevel& a = low.level;
  const StrengthLevel& b = high.level;
  StrengthLevel level;
  level.nodes =
      std::uint64_t(std::llround(double(a.nodes) * std::pow(double(b.nodes) / a.nodes, f)));
  level.depth = linear(a.depth, b.depth, f);
  level.candidates = linear(a.candidates, b.candidates, f);
  level.temperature = linear(a.temperature, b.temperature, f);
  level.maxLoss = linear(a.maxLoss, b.maxLoss, f);
  return level;
}

}  // namespace quadrant

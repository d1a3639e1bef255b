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

// The levels, weakest first, calibrated by matches at 10+0.1 against Stockfish's UCI_Elo (the
// low levels) and rated Debian engines (the high ones): docs/strength-levels.md has the scores,
// the rating lists and how the rows were moved. Levels between rows are interpolated (nodes
// geometrically, the rest linearly), so a row may be added or moved as long as the Elos ascend
// from MIN_ELO to MAX_ELO. The node budget is the main lever of strength; depth, candidates,
// temperature and maxLoss shape how the level plays (how often it strays from the best move and
// how far), and at the low levels the random choice costs much of the Elo too. The top row's
// budget is one the clock ends first at blitz time controls, so MAX_ELO is (about) full strength
// there; every row below it has a budget that binds.
//   elo      nodes  depth  candidates  temperature  maxLoss
constexpr LevelRow TABLE[] = {
    {MIN_ELO, {1100, 3, 4, 100, 260}}, {1500, {3700, 5, 4, 60, 175}},
    {1800, {13000, 8, 4, 32, 100}},    {2100, {19500, 9, 3, 28, 88}},
    {2400, {31500, 10, 3, 21, 70}},    {2650, {40000, 12, 2, 15, 55}},
    {2850, {71000, 16, 2, 9, 37}},     {MAX_ELO, {1500000, 40, 1, 0, 0}},
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

// Playing strength for human opponents (UCI_LimitStrength with UCI_Elo; CECP offers the same
// options): what an Elo level allows the engine. A weaker level searches fewer nodes to a
// smaller depth, so it misses the deeper tactics a weaker player misses, and chooses at random
// among more of its best candidate moves, with a temperature that makes a move the less likely
// the more it scores below the best, and never one more than maxLoss below it. See
// docs/strength-levels.md.
#pragma once

#include <cstdint>

namespace quadrant {

constexpr int MIN_ELO = 1350;
constexpr int MAX_ELO = 3200;
constexpr int DEFAULT_ELO = 1800;

struct StrengthLevel {
  std::uint64_t nodes = 0;  // per move, over all threads
  int depth = 0;            // iterations at most
  int candidates = 1;       // root moves searched as principal variations (MultiPV) to choose from
  int temperature = 0;  // centipawns: a move s below the best is exp(-s / temperature) as likely
  int maxLoss = 0;      // centipawns: no move scoring more than this below the best is played
};

// The level of an Elo (clamped to MIN_ELO..MAX_ELO), interpolated between the rows of the table
// in src/engine/strength_level.cpp.
StrengthLevel strengthLevel(int elo);

}  // namespace quadrant

// How a weakened engine (strength_level.h) picks its move among the candidates its search
// found: at random, a candidate the less likely the more it scores below the best (weights
// exp(-loss / temperature)), never one that loses more than the level's maxLoss. A mate is
// always taken and never walked into by choice: with a mate score at the top the best move is
// played, and candidates with mate scores against the side to move are never chosen.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "quadrant/engine/strength_level.h"

namespace quadrant {

// The index of the chosen score in `scores` (not empty, in any order).
std::size_t chooseCandidate(const std::vector<int>& scores, const StrengthLevel& level,
                            std::mt19937_64& random);

}  // namespace quadrant

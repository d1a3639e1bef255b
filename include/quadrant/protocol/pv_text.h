// A principal variation as text, one move after another from the root.
#pragma once

#include <string>
#include <vector>

#include "quadrant/core/position.h"

namespace quadrant {

using MoveFormatter = std::string (*)(const Position& pos, Move m);

// The moves of pv, each written by `format` in the position it is played from, separated by
// spaces. It stops at the first move that is not legal where it stands: a corrupt PV is never
// printed, or played through.
std::string pvText(const Position& root, const std::vector<Move>& pv, MoveFormatter format);

}  // namespace quadrant

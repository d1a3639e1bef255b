// Which positions of a self-play game go into the tuner's data: the quiet ones, and of them a
// few spread over the whole game. A few positions of each game, rather than all, spread a data
// set of a given size over more games: the positions of one game share its result and are
// nearly alike.
#pragma once

#include <cstddef>
#include <random>
#include <vector>

#include "quadrant/core/position.h"

namespace quadrant {

// A position the data may keep: not in check, the engine's choice in it (`best`, scored `score`)
// no capture or promotion (the score would hinge on the exchange, not the position), and no mate
// score (the evaluation does not score mates).
bool isQuietSample(const Position& pos, Move best, int score);

// Of `candidates` positions (in game order), the indices of at most `count` (all of them when
// count is 0 or they are no more): the game's candidates cut into `count` stretches of equal
// length (give or take one), and one drawn at random from each. Ascending.
std::vector<std::size_t> spreadSample(std::size_t candidates, int count, std::mt19937_64& random);

}  // namespace quadrant

// The start of a self-play game: a few random legal moves from an opening, drawn again until a
// short search scores the result close to even. Random moves make every game different; the
// balance keeps the games' results from being decided before they start (a set whose starts are
// lopsided teaches the tuner the starts, not the positions).
#pragma once

#include <cstdint>
#include <random>

#include "quadrant/core/position.h"
#include "quadrant/tools/fresh_search.h"

namespace quadrant {

struct StartRule {
  int randomPlies = 8;          // random legal moves played from the opening
  int margin = 100;             // the start's score must lie within this many cp of 0
  std::uint64_t nodes = 10000;  // the node count of the search that scores it
};

// Draws after this many starts that all missed the margin keep the most balanced of them, so
// that an opening no random moves can balance (a won ending) still gives a start.
inline constexpr int MAX_START_DRAWS = 1000;

// Plays rule.randomPlies moves drawn from `random` from `opening` and keeps the position reached
// when its side to move has a legal move and `search` scores it within rule.margin; otherwise
// draws again. With no random plies, `opening` itself, unjudged: there is nothing to draw again.
// The same generator state and opening give the same start.
Position balancedStart(const Position& opening, const StartRule& rule, std::mt19937_64& random,
                       FreshSearch& search);

}  // namespace quadrant

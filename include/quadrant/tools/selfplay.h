// Self-play data generation for the tuner: fast games of the engine against itself from
// balanced random starts (tools/balanced_start.h), a few quiet positions of each spread over the
// game (tools/game_sampling.h), each replaced by the leaf of a short search's principal
// variation (tools/pv_leaf.h) and written with the game's result ("FEN [1.0]").
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "quadrant/tools/balanced_start.h"

namespace quadrant {

struct SelfplayOptions {
  int games = 100;
  std::uint64_t nodes = 5000;  // per move
  StartRule start;             // the random moves that open each game, and their balance
  // The FENs the random moves start from, taken in turn; empty: the start position.
  std::vector<std::string> openings;
  int positionsPerGame = 10;  // at most this many quiet positions of a game; 0: all
  int resolveDepth = 8;       // the depth of the search whose PV leaf replaces each position
  std::uint64_t seed = 1;
  std::size_t hashMegabytes = 16;  // the games' table
};

// Plays the games and writes the positions to `out`; a progress line per game goes to `log`.
// The same options give the same output on the same build. Returns the number of positions
// written.
std::uint64_t runSelfplay(const SelfplayOptions& options, std::ostream& out, std::ostream& log);

}  // namespace quadrant

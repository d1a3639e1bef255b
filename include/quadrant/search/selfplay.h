// Self-play data generation for the tuner: fast games of the engine against itself from varied
// openings, writing quiet positions of each game with the game's result ("FEN [1.0]").
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace quadrant {

struct SelfplayOptions {
  int games = 100;
  std::uint64_t nodes = 5000;  // per move
  int randomPlies = 8;         // random legal moves that open each game (after the opening line)
  std::vector<std::string>
      openings;  // FENs to start from, taken in turn; empty: the start position
  std::uint64_t seed = 1;
  std::size_t hashMegabytes = 16;
};

// Plays the games and writes the positions to `out`; a progress line per game goes to `log`.
// Returns the number of positions written.
std::uint64_t runSelfplay(const SelfplayOptions& options, std::ostream& out, std::ostream& log);

}  // namespace quadrant

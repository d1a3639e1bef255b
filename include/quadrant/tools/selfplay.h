// Self-play data generation for the tuner: fast games of the engine against itself from varied
// openings, writing quiet positions of each game with the game's result ("FEN [1.0]"). Drawing
// a few positions of each game, rather than all, spreads a data set of a given size over more
// games: positions of one game share its result and are nearly alike.
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
      openings;              // FENs to start from, taken in turn; empty: the start position
  int firstOpening = 0;      // game g opens with openings[(firstOpening + g) % size]
  int positionsPerGame = 0;  // at most this many positions of a game, drawn at random; 0: all
  std::uint64_t seed = 1;
  std::size_t hashMegabytes = 16;
};

// Plays the games and writes the positions to `out`; a progress line per game goes to `log`.
// Returns the number of positions written.
std::uint64_t runSelfplay(const SelfplayOptions& options, std::ostream& out, std::ostream& log);

}  // namespace quadrant

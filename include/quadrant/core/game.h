// A game: the position it started from and every position since, so that moves can be taken
// back and repetitions recognised. The protocol loops keep one, and so do the tools that play
// or analyse games; core/game_end.h judges its end by the rules.
#pragma once

#include <vector>

#include "quadrant/core/position.h"

namespace quadrant {

// The null move, as a game read from PGN holds it ("--", ChessBase's and Lichess's exports of
// analysis): the side to move, never in check, passes.
constexpr Move NULL_MOVE = Move::none();

// Plays a move of a game, the null move too.
void playGameMove(Position* pos, Move m);

class Game {
 public:
  explicit Game(const Position& start = Position()) { reset(start); }

  void reset(const Position& start);
  const Position& position() const { return positions_.back(); }
  // The number of moves (plies) played since the start position.
  int plies() const { return int(positions_.size()) - 1; }

  // Precondition: m is legal in position(), or NULL_MOVE with the side to move not in check.
  void play(Move m);
  // Takes the last move back; false when none is left.
  bool undo();

  // The keys of the positions before the current one, oldest first (the search's repetition
  // history).
  std::vector<Key> previousKeys() const;
  // How many earlier positions of the game equal the current one.
  int repetitions() const;
  // How many moves `c` has played since ply `fromPly` (counted from the start position).
  int movesBy(Color c, int fromPly) const;

 private:
  std::vector<Position> positions_;  // never empty: positions_[0] is the start position
};

}  // namespace quadrant

#include "quadrant/core/game.h"

#include <algorithm>

namespace quadrant {

void playGameMove(Position* pos, Move m) {
  if (m == NULL_MOVE)
    pos->makeNullMove();
  else
    pos->makeMove(m);
}

void Game::reset(const Position& start) { positions_.assign(1, start); }

void Game::play(Move m) {
  positions_.push_back(positions_.back());
  playGameMove(&positions_.back(), m);
}

bool Game::undo() {
  if (positions_.size() < 2) return false;
  positions_.pop_back();
  return true;
}

std::vector<Key> Game::previousKeys() const {
  std::vector<Key> keys;
  keys.reserve(positions_.size() - 1);
  for (std::size_t i = 0; i + 1 < positions_.size(); ++i) keys.push_back(positions_[i].key());
  return keys;
}

int Game::repetitions() const {
  const Key key = position().key();
  return int(std::count_if(positions_.begin(), positions_.end() - 1,
                           [key](const Position& p) { return p.key() == key; }));
}

int Game::movesBy(Color c, int fromPly) const {
  int moves = 0;
  for (int ply = std::max(0, fromPly); ply < plies(); ++ply)
    moves += positions_[std::size_t(ply)].sideToMove() == c;
  return moves;
}

}  // namespace quadrant

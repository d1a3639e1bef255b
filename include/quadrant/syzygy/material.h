// The material of a tablebase: how many pieces of each kind each side has. A table's file name
// spells it ("KRPvKR": White's pieces, 'v', Black's, each side from the king down in the order
// K Q R B N P); the table also serves the colour-swapped material (KRvKRP).
#pragma once

#include <string>
#include <string_view>

#include "quadrant/core/position.h"

namespace quadrant::syzygy {

constexpr int MAX_PIECES = 7;  // the largest Syzygy tables hold seven pieces

struct Material {
  int count[2][7] = {};  // [colour][piece type]; index 0 unused

  // Reads a table name: both sides start with their king and have exactly one; at most
  // MAX_PIECES pieces in all. False for anything else.
  static bool parse(std::string_view name, Material* material);
  static Material of(const Position& pos);

  std::string name() const;
  // Equals Position::materialKey() of a position with this material.
  Key key() const;
  Material colourSwapped() const;
  int pieceCount() const;
  int pawnCount(Color c) const { return count[c][PAWN]; }
  bool hasPawns() const { return pawnCount(WHITE) + pawnCount(BLACK) > 0; }
  bool symmetric() const { return key() == colourSwapped().key(); }
  // Whether some piece other than a king is the only one of its kind and colour: such tables
  // index three pieces together, the others only the two kings.
  bool hasUniquePieces() const;
};

}  // namespace quadrant::syzygy

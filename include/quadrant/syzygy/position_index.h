// Where a position sits in a Syzygy table: its index, from the squares of its pieces.
//
// A table lists its pieces in an order of its own and splits the list into groups: the leading
// group (the leading side's pawns; without pawns the two kings, or three pieces when some piece
// is unique) and then one group per run of identical pieces. Each group is numbered on its own,
// as a set of squares (its pieces are interchangeable), and the index combines the group numbers
// with per-table multipliers, so the table chooses which group varies fastest.
//
// Symmetry keeps the tables small: the leading pawn is brought to files a-d; without pawns the
// first piece is brought into the triangle a1-d1-d4, and the first piece of the leading group
// off the a1-h8 diagonal below it.
#pragma once

#include <cstdint>
#include <string>

#include "quadrant/core/types.h"
#include "quadrant/syzygy/material.h"

namespace quadrant::syzygy {

// How the index of one part of a table is built.
struct GroupLayout {
  int groups = 0;
  int length[MAX_PIECES] = {};  // pieces per group, in the order of the table's piece list
  std::uint64_t multiplier[MAX_PIECES] = {};
  std::uint64_t size = 0;  // the number of indices: the product of the group sizes
  bool hasPawns = false;
  bool threeLeaders = false;   // without pawns: the leading group holds three unique pieces
  bool opponentPawns = false;  // group 1 holds the other side's pawns (pawns on both sides)
};

// The layout of a part of a table whose pieces come in the order `pieces` (codes as Piece, in the
// table's colours); `order` holds the two 4-bit slots the file gives (the leading group's, then
// the other side's pawns'); `file` is the leading pawn's file (0-3; 0 without pawns). False when
// the file's values cannot describe this material.
bool makeGroupLayout(const Material& material, const Piece pieces[], const int order[2], int file,
                     GroupLayout* layout, std::string* error);

// The file (0-3, counted from the nearer edge) of the leading pawn among `count` squares of the
// leading side's pawns: the pawn nearest the edge, and of those the one nearest its first rank.
int leadingPawnFile(const Square squares[], int count);

// The index of the position whose pieces stand on `squares`, listed in the order of the part's
// piece list (the squares are reordered in place). False when no index exists for it (two
// kings side by side).
bool positionIndex(Square squares[], int pieceCount, const GroupLayout& layout,
                   std::uint64_t* index);

}  // namespace quadrant::syzygy

// One Syzygy table file: a WDL table (.rtbw, win/draw/loss for both sides to move) or a DTZ table
// (.rtbz, distance to the next capture or pawn move, for one side to move only).
//
// A file holds one part per side to move (WDL tables of unequal material) and per file of the
// leading pawn (a to d, tables with pawns). Its header gives each part's piece order and group
// order (position_index.h) and describes its compressed values (compressed_values.h); DTZ tables
// add maps from the stored values to distances. Opening a file checks its whole layout against
// its size, so a wrong, truncated or damaged file is refused with a reason at once.
#pragma once

#include <string>

#include "quadrant/syzygy/compressed_values.h"
#include "quadrant/syzygy/material.h"
#include "quadrant/syzygy/position_index.h"
#include "quadrant/syzygy/table_file.h"
#include "quadrant/syzygy/wdl.h"

namespace quadrant::syzygy {

enum class TableKind { Wdl, Dtz };

// A position as a table sees it: its pieces in the table's colours (White is the side the table's
// name gives first), their squares mirrored top to bottom when the colours were swapped.
struct TablePosition {
  Piece piece[MAX_PIECES] = {};
  Square square[MAX_PIECES] = {};
  int count = 0;
  Color sideToMove = WHITE;

  // The position as the table sees it, with the colours swapped or not.
  static TablePosition of(const Position& pos, bool swapColours);
};

enum class Lookup { Found, OtherSide, Damaged };

class Table {
 public:
  // Reads the layout of `file`, a table of `kind` for `material` (as its name spells it). False
  // with *error when the file is not such a table or is damaged.
  bool open(TableFile file, const Material& material, TableKind kind, std::string* error);

  // The stored WDL value. For a table of equal material the position must have White to move.
  Lookup wdl(const TablePosition& pos, Wdl* wdl) const;
  // The stored distance in plies (to be read with the position's true result `wdl`, which
  // decides how the value is stored). OtherSide when this file holds the other side to move.
  Lookup dtz(const TablePosition& pos, Wdl wdl, int* plies) const;

 private:
  struct Part {
    Piece pieces[MAX_PIECES] = {};
    GroupLayout layout;
    CompressedValues values;
    // DTZ only: where the value maps for a win, a loss, a cursed win and a blessed loss start,
    // and how many entries each has.
    std::size_t mapStart[4] = {};
    int mapLength[4] = {};
  };

  bool readPieceLists(std::size_t* offset, std::string* error);
  bool readDistanceMaps(std::size_t* offset, std::string* error);
  Part& part(int file, int side) { return parts_[file][side]; }
  const Part* findPart(const TablePosition& pos, int side, std::uint64_t* index) const;
  bool distance(const Part& part, int stored, Wdl wdl, int* plies) const;

  TableFile file_;
  Material material_;
  TableKind kind_ = TableKind::Wdl;
  int files_ = 1;  // leading pawn files with a part of their own: 4 with pawns, else 1
  int sides_ = 1;  // 2 for WDL tables of unequal material
  Part parts_[4][2];
};

}  // namespace quadrant::syzygy

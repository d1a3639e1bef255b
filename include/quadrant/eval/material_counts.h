// Piece counts of both colours, read off the material key: what the material table and the
// endgame classification decide from.
#pragma once

#include "quadrant/core/position.h"
#include "quadrant/eval/piece_value.h"

namespace quadrant {

struct MaterialCounts {
  int of[2][7] = {};  // [colour][piece type]

  explicit MaterialCounts(const Position& pos) {
    for (Color c : {WHITE, BLACK})
      for (int pt = PAWN; pt <= QUEEN; ++pt)
        of[c][pt] = int((pos.materialKey() >> Position::materialShift(c, PieceType(pt))) & 15);
  }
  int minors(Color c) const { return of[c][KNIGHT] + of[c][BISHOP]; }
  int pieces(Color c) const { return minors(c) + of[c][ROOK] + of[c][QUEEN]; }
  bool bare(Color c) const { return pieces(c) == 0 && of[c][PAWN] == 0; }
  // Material in the usual points: pawn 1, knight and bishop 3, rook 5, queen 9.
  int points(Color c) const {
    constexpr int POINTS[7] = {0, 1, 3, 3, 5, 9, 0};
    int total = 0;
    for (int pt = PAWN; pt <= QUEEN; ++pt) total += POINTS[pt] * of[c][pt];
    return total;
  }
  // The value of the pieces other than pawns, in PIECE_VALUE units.
  int pieceValue(Color c) const {
    int total = 0;
    for (int pt = KNIGHT; pt <= QUEEN; ++pt) total += of[c][pt] * PIECE_VALUE[pt];
    return total;
  }
};

}  // namespace quadrant

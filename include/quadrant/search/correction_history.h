// Static-evaluation correction: what searches of similar positions found, relative to the
// evaluation, is added to the evaluation of the next such position before the search prunes by
// it. "Similar" is read four ways, each a table keyed by one part of the position (and the side
// to move): the pawn structure, the material, and each colour's pieces other than pawns with
// their squares. The evaluation's blind spots come back with the same part (a locked centre it
// overrates, a shelter it underrates, a piece badly placed), and the tables learn them within a
// game. The correction is a weighted average of the four tables' entries.
#pragma once

#include <cstdint>

#include "quadrant/core/position.h"

namespace quadrant {

class CorrectionHistory {
 public:
  // Entries are centipawns times GRAIN, within +-MAX_CP * GRAIN.
  static constexpr int GRAIN = 256;
  static constexpr int MAX_CP = 64;
  static constexpr int ENTRIES = 16384;  // per table and side to move; a power of two

  CorrectionHistory() { clear(); }
  void clear();

  // The evaluation with the correction: the tables' entries weighted by CORRECTION_PERCENT
  // (pawns), CORRECTION_MATERIAL_PERCENT and CORRECTION_NON_PAWN_PERCENT (each colour), kept short
  // of the table-win and mate ranges.
  int corrected(const Position& pos, int rawEval) const;
  // Moves each table's entry towards `searched - rawEval`, the more the deeper the search that
  // found it: a running average whose newest sample weighs min(depth + 1, CORRECTION_MAX_WEIGHT)
  // / 256.
  void update(const Position& pos, int depth, int searched, int rawEval);

 private:
  enum TableId { PAWNS, MATERIAL, WHITE_PIECES, BLACK_PIECES, TABLES };
  static Key keyOf(const Position& pos, int table);
  static std::size_t indexOf(const Position& pos, int table);
  static int weightPercent(int table);

  std::int16_t table_[TABLES][2][ENTRIES];
};

}  // namespace quadrant

// Static-evaluation correction by pawn structure: what searches of positions with the same pawns
// (and side to move) found, relative to the evaluation, is added to the evaluation of the next
// such position before the search prunes by it. The evaluation's blind spots come back with the
// same pawns (a locked centre it overrates, a shelter it underrates), and the correction learns
// them within a game.
#pragma once

#include <cstdint>

#include "quadrant/core/position.h"

namespace quadrant {

class CorrectionHistory {
 public:
  // Entries are centipawns times GRAIN, within +-MAX_CP * GRAIN.
  static constexpr int GRAIN = 256;
  static constexpr int MAX_CP = 64;
  static constexpr int ENTRIES = 16384;  // a power of two: indexed by the pawn key's low bits

  CorrectionHistory() { clear(); }
  void clear();

  // The evaluation with this pawn structure's correction (CORRECTION_PERCENT of the entry), kept
  // short of the table-win and mate ranges.
  int corrected(const Position& pos, int rawEval) const;
  // Moves the entry towards `searched - rawEval`, the more the deeper the search that found it:
  // a running average whose newest sample weighs min(depth + 1, CORRECTION_MAX_WEIGHT) / 256.
  void update(const Position& pos, int depth, int searched, int rawEval);

 private:
  std::int16_t& entry(const Position& pos) {
    return table_[pos.sideToMove()][pos.pawnKey() & (ENTRIES - 1)];
  }
  std::int16_t entry(const Position& pos) const {
    return table_[pos.sideToMove()][pos.pawnKey() & (ENTRIES - 1)];
  }

  std::int16_t table_[2][ENTRIES];
};

}  // namespace quadrant

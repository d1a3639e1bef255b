// Values per piece and square that every position sums over its pieces as they come and go, so
// that the evaluation need not add up its piece-square tables at each node. Core does not know
// the values: the evaluation installs its piece-square weights here at start-up
// (installPieceSquareValues, eval/weights.h, which main and the tests' main call first), as a
// middlegame and an endgame value from White's point of view (Black's negated).
#pragma once

#include <array>
#include <cstdint>

#include "quadrant/core/tapered.h"
#include "quadrant/core/types.h"

namespace quadrant {

class PieceSquareValues {
 public:
  using Table = std::array<std::array<Tapered, 64>, 16>;  // by Piece, then square

  // Replaces the values. Positions sum the values installed when they were set up (from FEN),
  // so this is done before any thread starts. A position set up before knows it from its
  // version (Position).
  static void install(const Table& values) {
    table_ = values;
    ++version_;
  }
  static Tapered of(Piece p, Square sq) { return table_[p][sq]; }
  // 0 until the first install, then one more at each.
  static std::uint32_t version() { return version_; }

 private:
  // Zero, and version 0, until the first install (constant initialisation).
  static inline Table table_{};
  static inline std::uint32_t version_ = 0;
};

}  // namespace quadrant

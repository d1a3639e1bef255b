// The static evaluation: tapered terms over material (with the material table's imbalance and
// endgame knowledge), piece-square tables, pawn structure (from the pawn hash), mobility,
// centre control, development, king safety, pieces, threats and passed pawns, then blended by
// the game phase and scaled for drawish endings. Whole results are cached in an eval hash.
//
// Each search thread owns an Evaluator (its caches are not shared).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/eval/material.h"
#include "quadrant/eval/pawns.h"
#include "quadrant/eval/trace.h"

namespace quadrant {

class Evaluator {
 public:
  // The cheap terms (material, imbalance, piece-square tables, pawn structure) differ from the
  // full evaluation by less than this: over 293,000 self-play positions the largest difference
  // was 705 and 99.99% were under 596 (`quadrant lazygap`, see the README). A lazy evaluation
  // outside the window by this much keeps the window verdict.
  static constexpr int LAZY_MARGIN = 750;

  Evaluator();
  // Centipawns from the side to move's point of view.
  int evaluate(const Position& pos);
  // As evaluate(), but may return the cheap estimate when it lies more than LAZY_MARGIN
  // outside [alpha, beta] (the caller then only learns on which side of the window it is).
  int evaluate(const Position& pos, int alpha, int beta);
  // The cheap terms alone, from the side to move's point of view: what the lazy evaluation
  // compares with the window. None when an endgame recognizer evaluates the position (the
  // recognizer's verdict is then the whole evaluation).
  std::optional<int> cheapEstimate(const Position& pos);
  void clear();

 private:
  struct HashEntry {
    std::uint32_t check = 0;  // the key's upper half: tells positions of one slot apart
    std::int16_t score = 0;
    bool valid = false;
  };
  static constexpr std::size_t HASH_ENTRIES = 1 << 16;

  PawnTable pawns_;
  MaterialTable material_;
  std::vector<HashEntry> hash_;
};

// For the tuner: the evaluation of pos as a linear function of the weights (see trace.h).
// False when an endgame recognizer, not the weights, evaluates the position.
bool traceEvaluation(const Position& pos, const EvalWeights& w, EvalTrace* trace);

}  // namespace quadrant

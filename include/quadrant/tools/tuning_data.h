// The tuner's data set: quiet positions as linear functions of the weights (trace.h), each with
// its game's result, held compactly for data sets of millions of positions. The terms are not
// kept in a vector per position (one heap allocation each, whose header and the allocator's
// bookkeeping added a sixth to the memory) but in flat arrays, each position's terms a
// contiguous run. The arrays are cut into blocks of BLOCK_POSITIONS positions so that the set
// grows without ever copying all of it: one array for everything would, at each reallocation,
// hold the old and the new copy at once, briefly doubling the memory the data takes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <vector>

#include "quadrant/eval/taper.h"
#include "quadrant/eval/trace.h"
#include "quadrant/eval/weights.h"

namespace quadrant {

// The terms of one position, a run of a TuningData block's array.
struct TermRange {
  const WeightCount* first;
  const WeightCount* last;
  const WeightCount* begin() const { return first; }
  const WeightCount* end() const { return last; }
};

// One position of a TuningData set, as a view: valid until the set is changed.
struct TuningPosition {
  TermRange terms;
  TermRange danger[2];   // [attacking colour]: EvalTrace::danger
  TermRange complexity;  // EvalTrace::complexity
  Tapered fixed;
  int phase;
  // The factor on the endgame part, of SCALE_NORMAL (neutral): 0..SCALE_NORMAL for a fixed scale
  // (drawish material); for a tuned one the weight's value when traced, which may exceed
  // SCALE_NORMAL (the tuner reads the weight itself, scaleWeight).
  int scale;
  int scaleWeight;  // EvalTrace::scaleWeight
  float result;     // White's expected score from 0 to 1: the game's result or a blended label
};

class TuningData {
 public:
  void add(const EvalTrace& trace, float result);
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  TuningPosition operator[](std::size_t i) const;

  static constexpr std::size_t BLOCK_POSITIONS = std::size_t(1) << 16;

 private:
  // A position's terms are the block's terms[firstTerm, the next position's firstTerm), the
  // block's last position's ending at terms.size): its linear terms, then the unit terms of
  // White's king danger (dangerTerms[WHITE] of them), then Black's (dangerTerms[BLACK]), then
  // the complexity terms (complexityTerms). A block holds at most BLOCK_POSITIONS positions of
  // at most WEIGHT_COUNT terms each kind, so firstTerm fits 32 bits; phase (0..MAX_PHASE) and
  // scale fit 16 (a scale up to 511 times SCALE_NORMAL would), and the unit and complexity
  // weights (fewer than 256 each) 8.
  struct Entry {
    std::uint32_t firstTerm;
    Tapered fixed;
    std::int16_t phase;
    std::int16_t scale;
    std::int16_t scaleWeight;
    std::uint8_t dangerTerms[2];
    std::uint8_t complexityTerms;
    float result;
  };
  static_assert(4 * BLOCK_POSITIONS * WEIGHT_COUNT <= UINT32_MAX, "Entry::firstTerm is too narrow");
  struct Block {
    std::vector<Entry> positions;
    std::vector<WeightCount> terms;
  };
  std::vector<Block> blocks_;  // every block but the last holds BLOCK_POSITIONS positions
  std::size_t size_ = 0;
};

// Reads lines "FEN RESULT" (core/position_line.h), RESULT being [1.0] / [0.5] / [0.0] or 1-0 /
// 1/2-1/2 / 0-1 (quoted or not), or any expected score such as [0.734] (a label blended from the
// result and a stronger engine's score: scripts/label-positions.py), or EPD lines with the result as the operand of a c9 or c0
// operation. Blank lines and '#' comments are passed over; lines that do not parse or have no
// result are counted in *skipped; positions an endgame recognizer evaluates are left out (the
// weights do not decide them). With a `resolveDepth`, each position is first replaced by the
// leaf of a search of that depth (tools/pv_leaf.h: 0 is its quiescence leaf), keeping its label;
// a position the search finds a mate in, or whose leaf ends the game, is left out like a
// recognized one. The searches are the ones self-play resolves its positions with, so a position
// resolved here is the leaf self-play would have written for it.
TuningData loadTuningData(std::istream& in, const EvalWeights& w, int* skipped,
                          std::optional<int> resolveDepth = std::nullopt);

}  // namespace quadrant

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
#include "quadrant/eval/endgame.h"
#include "quadrant/eval/material.h"
#include "quadrant/eval/pawns.h"
#include "quadrant/eval/trace.h"

namespace quadrant {

class Evaluator {
 public:
  // How far outside the window the cheap terms (material, imbalance, piece-square tables, pawn
  // structure) must lie for the lazy evaluation to return them. They differ from the full
  // evaluation by less than this in nearly every position, so the window verdict stands:
  // docs/evaluation.md gives the measurements, and `quadrant lazygap DATA` repeats them.
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
  // Starts loading what evaluating pos will read first (its evaluation hash slot and pawn
  // entry), so that a search can overlap those cache misses with the table probe's.
  void prefetch(const Position& pos) const {
    __builtin_prefetch(&hash_[pos.key() & (HASH_ENTRIES - 1)]);
    pawns_.prefetch(pos.pawnKey());
  }
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

// The endgame scale on the endgame part of the sum: the scale kind of the side the endgame part
// favours, and its factor (SCALE_NORMAL when no kind applies).
struct EndgameScale {
  EndgameKind kind = EndgameKind::None;
  Color strong = WHITE;
  int factor = SCALE_NORMAL;
  int weight = -1;  // the index of the weight that is the factor (a tuned scale), or -1
};

// The evaluation of a position taken apart, for the tuner and the eval command: every term
// credited to the colour that earns it, weight by weight, and how the sum becomes the score.
struct EvaluationParts {
  explicit EvaluationParts(const EvalWeights& w) : terms(w) {}
  TraceSink terms;  // terms.score is the sum, White's terms minus Black's
  int phase = 0;
  EndgameMatch endgame;  // the endgame knowledge the material calls for
  EndgameScale scale;    // none under a recognizer
  // The squares each colour attacks, and those it attacks with two pieces or more (two pawns
  // count as two), as king safety and the threats read them.
  Bitboard attacked[2] = {};
  Bitboard attackedTwice[2] = {};
  // The evaluation from White's point of view: the recognizer's score when one replaces the
  // sum, else taper(sum, phase, scale.factor). Evaluator::evaluate gives the same (for the
  // side to move).
  int whiteScore = 0;
};

EvaluationParts evaluationParts(const Position& pos, const EvalWeights& w);

}  // namespace quadrant

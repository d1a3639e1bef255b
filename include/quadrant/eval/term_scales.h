// Overall multipliers of the evaluation, one per term (eval_term.h), on top of the fitted
// weights: the tuning build offers each as a UCI spin (engine/tunable_options.h), so that SPSA
// can tune how much each term counts in games, and `quadrant tunables` lists them.
#pragma once

#include <array>
#include <string>

#include "quadrant/eval/eval_term.h"
#include "quadrant/eval/weights.h"

namespace quadrant {

// A percentage per term, indexed by EvalTerm.
using TermScales = std::array<int, EVAL_TERM_COUNT>;

// The range the tuning build's options give a scale; 100 leaves the term as it is.
constexpr int TERM_SCALE_DEFAULT = 100;
constexpr int TERM_SCALE_MIN = 50;
constexpr int TERM_SCALE_MAX = 150;

// Every term at 100 percent: the weights as they are.
constexpr TermScales UNSCALED_TERMS = [] {
  TermScales percent{};
  for (int& p : percent) p = TERM_SCALE_DEFAULT;
  return percent;
}();

// The option that scales `term`: EVAL_SCALE_ and the term's name as the `eval` command shows it,
// upper-cased, with every character but a letter or digit made '_' ("King attack":
// EVAL_SCALE_KING_ATTACK).
std::string termScaleName(EvalTerm term);

// w with the mg and eg part of every weight multiplied by its term's percentage (weightTerm),
// divided by 100 and rounded to the nearest integer, halves away from zero.
EvalWeights scaledWeights(const EvalWeights& w, const TermScales& percent);

#ifdef QUADRANT_TUNABLES
// The tuning build: the evaluation uses the default weights scaled by `percent` from now on
// (useEvalWeights, with its conditions).
void useTermScales(const TermScales& percent);
#endif

}  // namespace quadrant

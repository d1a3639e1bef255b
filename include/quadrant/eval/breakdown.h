// The static evaluation term by term, as the `eval` command shows it: the evaluation's parts
// (evaluate.h) with every weight's contribution summed into the term it belongs to (eval_term.h),
// for each colour.
#pragma once

#include <array>

#include "quadrant/eval/eval_term.h"
#include "quadrant/eval/evaluate.h"

namespace quadrant {

struct EvalBreakdown {
  EvaluationParts parts;
  // [term][colour]: what the colour earns from the term, from its own point of view.
  std::array<std::array<Tapered, 2>, EVAL_TERM_COUNT> terms{};

  // White's terms minus Black's: the sum that the phase and the scale blend into the evaluation
  // (unless a recognizer replaces it).
  Tapered total() const;
};

EvalBreakdown breakDownEvaluation(const Position& pos, const EvalWeights& w);

}  // namespace quadrant

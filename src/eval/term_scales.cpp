#include "quadrant/eval/term_scales.h"

#include <cctype>
#include <cstddef>
#include <cstdint>

namespace quadrant {
namespace {

// value * percent / 100 rounded to the nearest integer, halves away from zero: the division
// truncates towards zero, so half the divisor is added on the product's side of zero. Negative
// weights scale as their positive mirror images do.
int scaled(int value, int percent) {
  const std::int64_t product = std::int64_t(value) * percent;
  return int((product + (product < 0 ? -50 : 50)) / 100);
}

}  // namespace

std::string termScaleName(EvalTerm term) {
  std::string name = "EVAL_SCALE_";
  for (const char c : std::string(EVAL_TERM_NAMES[std::size_t(term)]))
    name += std::isalnum(static_cast<unsigned char>(c))
                ? char(std::toupper(static_cast<unsigned char>(c)))
                : '_';
  return name;
}

EvalWeights scaledWeights(const EvalWeights& w, const TermScales& percent) {
  WeightVector weights = flatten(w);
  for (std::size_t i = 0; i < WEIGHT_COUNT; ++i) {
    const int termPercent = percent[std::size_t(weightTerm(i))];
    weights[i] = Tapered(scaled(weights[i].mg, termPercent), scaled(weights[i].eg, termPercent));
  }
  return unflatten(weights);
}

#ifdef QUADRANT_TUNABLES
void useTermScales(const TermScales& percent) {
  useEvalWeights(scaledWeights(defaultWeights(), percent));
}
#endif

}  // namespace quadrant

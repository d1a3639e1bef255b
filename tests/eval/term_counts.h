// What the eval tests read of a position's evaluation taken apart (evaluationParts): how often
// a colour earns a weight, and how many units of a weight its attack on the enemy king counts.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/weights.h"

namespace quadrant::test {

inline EvaluationParts partsOf(const std::string& fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return evaluationParts(pos, evalWeights());
}

// How often colour c earns `weight` (a member of evalWeights()) in the position.
inline int earned(const std::string& fen, Color c, const Tapered& weight) {
  return partsOf(fen).terms.counts[c][weightIndex(evalWeights(), weight)];
}

// How many units of `weight` colour c's attack on the enemy king counts.
inline int attackUnits(const std::string& fen, Color c, const Tapered& weight) {
  const EvaluationParts parts = partsOf(fen);
  int units = 0;
  for (const auto& [index, count] : parts.terms.dangerUnits[c])
    if (index == weightIndex(evalWeights(), weight)) units += count;
  return units;
}

}  // namespace quadrant::test

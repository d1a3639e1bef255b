// The evaluation's two terms that are not a weight times a count: the king danger, quadratic
// in the units of an attack on the king, and the complexity, which moves the endgame part of the
// whole sum. Each formula is written here once, for any number type: whole centipawns in the
// evaluation and the trace (integer division rounding towards zero), real numbers in the tuner,
// which also takes from here how much each formula moves with its inputs (its gradient).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <type_traits>

#include "quadrant/eval/taper.h"

namespace quadrant {

// The units a unit weight (the fields of weights.h named ...Units) adds to an attack counted
// `count` times: its mg part (its eg part is unused).
template <class T>
constexpr T unitsOf(BasicTapered<T> unitWeight, int count) {
  return unitWeight.mg * count;
}

// The king danger of an attack worth `units` units, with the kingDanger weight `scale`: none for
// units <= 0; above, quadratic in the units in the middlegame (units^2 * scale.mg /
// KING_DANGER_MG_DIVISOR) and linear in the endgame (units * scale.eg /
// KING_DANGER_EG_DIVISOR). The divisors put the units on the scale of Ethereal's attack count
// (its danger: count^2 / 720 and count / 20 of its centipawns), with integer weights fine
// enough for the tuner's steps.
constexpr int KING_DANGER_MG_DIVISOR = 65536;
constexpr int KING_DANGER_EG_DIVISOR = 1024;
template <class T>
constexpr BasicTapered<T> kingDanger(T units, BasicTapered<T> scale) {
  if (units <= 0) return {};
  // Whole units are squared in 64 bits: a strong attack's square times the scale can overflow 32.
  using Wide = std::conditional_t<std::is_integral_v<T>, std::int64_t, T>;
  return {T(Wide(units) * units * scale.mg / KING_DANGER_MG_DIVISOR),
          units * scale.eg / KING_DANGER_EG_DIVISOR};
}

// How much what the king danger feeds moves per unit of the scale's mg part, of its eg part
// and of the units, given how much it moves per unit of the danger's mg part (mgShare) and eg
// part (egShare). None for units <= 0: there is no danger, and a small change of the weights
// makes none.
struct KingDangerSlopes {
  double scaleMg = 0;
  double scaleEg = 0;
  double units = 0;
};
inline KingDangerSlopes kingDangerSlopes(double units, BasicTapered<double> scale, double mgShare,
                                         double egShare) {
  if (units <= 0) return {};
  return {mgShare * units * units / KING_DANGER_MG_DIVISOR,
          egShare * units / KING_DANGER_EG_DIVISOR,
          mgShare * 2 * units * scale.mg / KING_DANGER_MG_DIVISOR +
              egShare * scale.eg / KING_DANGER_EG_DIVISOR};
}

// What a complexity weight (complexityPawns, ...) adds to the complexity, counted `count`
// times: its eg part (its mg part is unused).
template <class T>
constexpr T complexityOf(BasicTapered<T> weight, int count) {
  return weight.eg * count;
}

// How the complexity moves an endgame sum eg (White's point of view): away from zero by a
// positive complexity, towards zero by a negative one but never past it; not at all when eg is
// zero.
template <class T>
constexpr T complexityShift(T eg, T complexity) {
  if (eg > 0) return std::max(complexity, -eg);
  if (eg < 0) return -std::max(complexity, eg);
  return 0;
}

// How much eg + complexityShift(eg, complexity) moves per unit of eg and per unit of the
// complexity: one for one, and in eg's direction; not at all where a negative complexity holds
// the sum at zero.
struct ComplexitySlopes {
  int sum;
  int complexity;
};
template <class T>
ComplexitySlopes complexitySlopes(T eg, T complexity) {
  if (complexity < 0 && complexity <= -std::abs(eg)) return {0, 0};
  return {1, (eg > 0) - (eg < 0)};
}

}  // namespace quadrant

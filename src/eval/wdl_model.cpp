#include "quadrant/eval/wdl_model.h"

#include <algorithm>
#include <cmath>

#include "quadrant/eval/material_counts.h"
#include "quadrant/eval/score.h"

namespace quadrant {
namespace {

double polynomial(const std::array<double, 4>& coefficients, double t) {
  double value = 0;
  for (auto c = coefficients.rbegin(); c != coefficients.rend(); ++c) value = value * t + *c;
  return value;
}

double logistic(double x) { return 1 / (1 + std::exp(-x)); }

}  // namespace

// Fitted by `quadrant fitwdl DATA` (3,000 self-play games, 243,646 quiet positions scored by the
// static evaluation; DATA made by `quadrant selfplay` at 10,000 nodes per move, one game from
// each opening of the 3,000-position UHO set that data/uho-500.epd begins, no random plies).
// docs/wdl.md tells how to redo it and what the fit gave.
const WdlModel FITTED_WDL_MODEL = {{232.734, -212.144, -82.0898, 289.35},
                                   {74.7064, 323.858, -772.021, 658.206}};

int wdlMaterial(const Position& pos) {
  const MaterialCounts counts(pos);
  return counts.points(WHITE) + counts.points(BLACK);
}

double wdlMaterialVariable(int material) {
  const int clamped = std::clamp(material, WDL_MATERIAL_LOW, WDL_MATERIAL_HIGH);
  return double(clamped - WDL_MATERIAL_LOW) / (WDL_MATERIAL_HIGH - WDL_MATERIAL_LOW);
}

WdlParameters wdlParametersAt(const WdlModel& model, double t) {
  return {polynomial(model.a, t), polynomial(model.b, t)};
}

WdlParameters wdlParameters(const WdlModel& model, int material) {
  return wdlParametersAt(model, wdlMaterialVariable(material));
}

WdlChances wdlChances(const WdlParameters& parameters, double score) {
  const double u = (score - parameters.a) / parameters.b;
  const double v = (-score - parameters.a) / parameters.b;
  const double win = logistic(u), loss = logistic(v);
  // 1 - win - loss, computed from the side whose chance is small so that a small draw chance
  // keeps its precision (1 - win is logistic(-u) exactly).
  const double draw = score >= 0 ? logistic(-u) - loss : logistic(-v) - win;
  return {win, std::max(0.0, draw), loss};
}

Wdl wdlFromScore(int score, int material, const WdlModel& model) {
  if (isMateScore(score)) return score > 0 ? Wdl{1000, 0, 0} : Wdl{0, 0, 1000};
  const WdlChances chances = wdlChances(wdlParameters(model, material), score);
  const int win = int(std::lround(1000 * chances.win));
  const int loss = std::min(int(std::lround(1000 * chances.loss)), 1000 - win);
  return {win, 1000 - win - loss, loss};
}

}  // namespace quadrant

// The win/draw/loss model behind UCI_ShowWDL: the chances a score gives the side to move,
// fitted to Quadrant's own self-play games. As Stockfish's model, with x the score in
// centipawns from the side to move's point of view,
//   win  = 1 / (1 + exp((a - x) / b))
//   loss = 1 / (1 + exp((a + x) / b))      (the win of the other side: the model is symmetric)
//   draw = 1 - win - loss
// a is the score at which a win becomes as likely as a draw, b how fast the chances change
// around it; both are cubic polynomials in the material on the board (fewer pieces, more
// decisive scores). `quadrant fitwdl DATA` fits the coefficients by maximum likelihood
// (tools/wdl_fit.h); the engine's own are in src/eval/wdl_model.cpp, see docs/wdl.md.
#pragma once

#include <array>

#include "quadrant/core/position.h"

namespace quadrant {

// The polynomials in t, the material variable (wdlMaterialVariable): a = sum a[i] t^i, b alike.
struct WdlModel {
  std::array<double, 4> a{};
  std::array<double, 4> b{};
};

// The model fitted to Quadrant's games (src/eval/wdl_model.cpp).
extern const WdlModel FITTED_WDL_MODEL;

// The material the model depends on: 1 per pawn, 3 per knight or bishop, 5 per rook, 9 per
// queen, both colours together (78 at the start).
int wdlMaterial(const Position& pos);

// The material range the games cover well; the polynomials are held constant outside it.
constexpr int WDL_MATERIAL_LOW = 10;
constexpr int WDL_MATERIAL_HIGH = 78;
// t: the material clamped to [WDL_MATERIAL_LOW, WDL_MATERIAL_HIGH] and mapped onto [0, 1].
double wdlMaterialVariable(int material);

struct WdlParameters {
  double a = 0, b = 1;
};
// a and b at a value of the material variable t, and for a material count.
WdlParameters wdlParametersAt(const WdlModel& model, double t);
WdlParameters wdlParameters(const WdlModel& model, int material);

// Probabilities, each 0..1, summing to 1.
struct WdlChances {
  double win = 0, draw = 1, loss = 0;
};
WdlChances wdlChances(const WdlParameters& parameters, double score);

// Per mille, summing to 1000, from the side to move's point of view.
struct Wdl {
  int win = 0, draw = 1000, loss = 0;
};

// The chances of a search score (centipawns or a mate score, eval/score.h) for the side to move
// with this much material on the board: a mate for it is 1000 0 0, a mate against it 0 0 1000.
Wdl wdlFromScore(int score, int material, const WdlModel& model = FITTED_WDL_MODEL);

}  // namespace quadrant

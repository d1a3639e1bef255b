// Fits the win/draw/loss model (wdl_model.h) to game results by maximum likelihood: the
// coefficients of a and b that make the results of the games most probable under the model.
// `quadrant fitwdl` feeds it the positions of self-play games.
#pragma once

#include <ostream>
#include <vector>

#include "quadrant/eval/wdl_model.h"

namespace quadrant {

// One position of a game, from the side to move's point of view.
struct WdlSample {
  int score = 0;        // centipawns
  int material = 0;     // wdlMaterial
  double result = 0.5;  // the side to move's result: 1, 0.5 or 0
};

// The mean log-likelihood of the samples' results under the model (higher is better; minus
// infinity when the model gives a result that happened no chance, e.g. a or b not positive).
double wdlLogLikelihood(const std::vector<WdlSample>& samples, const WdlModel& model);

// The model of greatest likelihood, found by damped Newton steps (Levenberg-Marquardt) from a
// constant a and b; every iteration is reported to `log`. Samples with equal material and score
// are counted together, so the work per iteration follows the number of distinct pairs.
WdlModel fitWdlModel(const std::vector<WdlSample>& samples, std::ostream& log);

}  // namespace quadrant

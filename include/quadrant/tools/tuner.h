// A Texel-style tuner: fits the evaluation weights to game results by minimising the squared
// error between the results and a sigmoid of the evaluation of quiet positions from those
// games. The evaluation is linear in the weights but for the king danger, quadratic in its
// unit weights, and the complexity, which moves the endgame sum towards or away from zero (see
// trace.h); each position is traced once (tuning_data.h) and the error and its gradient, those
// two included, are then computed from the traces alone.
//
// The error and its gradient are sums over the positions. With `threads` above 1 the positions
// are split into that many contiguous chunks, each summed by its own thread, and the chunks'
// sums are added in chunk order: a given thread count gives the same result on every run, and
// different counts differ only by the rounding of the additions.
#pragma once

#include <ostream>
#include <vector>

#include "quadrant/eval/weights.h"
#include "quadrant/tools/tuning_data.h"

namespace quadrant {

// The evaluation's mean squared error against the results, with the sigmoid's scale k.
double tuningError(const TuningData& data, const EvalWeights& w, double k, int threads = 1);
// The gradient of tuningError: d(error)/d(mg part) of weight i at 2 * i, d/d(eg part) at
// 2 * i + 1 (what the tuner descends along).
std::vector<double> tuningGradient(const TuningData& data, const EvalWeights& w, double k,
                                   int threads = 1);
// The sigmoid scale that best fits the current weights (a golden-section search).
double fitSigmoidScale(const TuningData& data, const EvalWeights& w, int threads = 1);

struct TuningOptions {
  int iterations = 1000;
  double learningRate = 2.0;  // Adam's step, in centipawns
  // L2 regularisation towards the starting weights: the error minimised is the mean squared
  // error plus regularization * (w - start)^2 summed over every weight (mg and eg, in
  // centipawns). It keeps weights that the data hardly constrains near their starting values
  // instead of letting them drift to implausible ones (1e-7: a 100 cp change costs 0.001).
  double regularization = 0;
  int threads = 1;  // how many threads sum the error and the gradient (see above)
  // Positions held out of the fit, or none: every progress report also gives the error on
  // them (with the sigmoid scale fitted to them anew), which says whether what the fit learns
  // carries over to positions it has not seen, and from which iteration on it stops doing so.
  const TuningData* validation = nullptr;
};

// Adam gradient descent on every weight the traces mention; reports progress to `log`.
EvalWeights tuneWeights(const TuningData& data, const EvalWeights& start,
                        const TuningOptions& options, std::ostream& log);

}  // namespace quadrant

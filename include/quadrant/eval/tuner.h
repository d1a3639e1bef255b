// A Texel-style tuner: fits the evaluation weights to game results by minimising the squared
// error between the results and a sigmoid of the evaluation of quiet positions from those
// games. The evaluation is linear in the weights (see trace.h), so each position is traced
// once and the error and its gradient are then computed from the traces alone.
#pragma once

#include <istream>
#include <ostream>
#include <vector>

#include "quadrant/eval/trace.h"
#include "quadrant/eval/weights.h"

namespace quadrant {

struct TuningPosition {
  EvalTrace trace;
  float result = 0.5f;  // White's result: 1, 0.5 or 0
};

// Reads lines "FEN RESULT" (core/position_line.h), RESULT being [1.0] / [0.5] / [0.0] or 1-0 /
// 1/2-1/2 / 0-1 (quoted or not), or EPD lines with the result as the operand of a c9 or c0
// operation. Blank lines and '#' comments are passed over; lines that do not parse or have no
// result are counted in *skipped; positions an endgame recognizer evaluates are left out (the
// weights do not decide them).
std::vector<TuningPosition> loadTuningData(std::istream& in, const EvalWeights& w, int* skipped);

// The evaluation's mean squared error against the results, with the sigmoid's scale k.
double tuningError(const std::vector<TuningPosition>& data, const EvalWeights& w, double k);
// The sigmoid scale that best fits the current weights (a golden-section search).
double fitSigmoidScale(const std::vector<TuningPosition>& data, const EvalWeights& w);

struct TuningOptions {
  int iterations = 1000;
  double learningRate = 2.0;  // Adam's step, in centipawns
  // L2 regularisation towards the starting weights: the error minimised is the mean squared
  // error plus regularization * (w - start)^2 summed over every weight (mg and eg, in
  // centipawns). It keeps weights that the data hardly constrains near their starting values
  // instead of letting them drift to implausible ones (1e-7: a 100 cp change costs 0.001).
  double regularization = 0;
};

// Adam gradient descent on every weight the traces mention; reports progress to `log`.
EvalWeights tuneWeights(const std::vector<TuningPosition>& data, const EvalWeights& start,
                        const TuningOptions& options, std::ostream& log);

}  // namespace quadrant

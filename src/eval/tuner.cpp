#include "quadrant/eval/tuner.h"

#include <algorithm>
#include <cmath>

namespace quadrant {
namespace {

// The evaluation of a position with weights given as doubles (mg, eg interleaved).
double linearEval(const TuningPosition& p, const std::vector<double>& params) {
  double mg = p.fixed.mg, eg = p.fixed.eg;
  for (const auto& [index, count] : p.terms) {
    mg += count * params[2 * index];
    eg += count * params[2 * index + 1];
  }
  return (mg * p.phase + eg * (MAX_PHASE - p.phase) * p.scale / 64.0) / MAX_PHASE;
}

double sigmoid(double k, double eval) { return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0)); }

std::vector<double> toParams(const EvalWeights& w) {
  std::vector<double> params(2 * WEIGHT_COUNT);
  const Tapered* all = weightArray(w);
  for (std::size_t i = 0; i < WEIGHT_COUNT; ++i) {
    params[2 * i] = all[i].mg;
    params[2 * i + 1] = all[i].eg;
  }
  return params;
}

EvalWeights fromParams(const std::vector<double>& params, const EvalWeights& start) {
  EvalWeights w = start;
  Tapered* all = weightArray(w);
  for (std::size_t i = 0; i < WEIGHT_COUNT; ++i)
    all[i] = Tapered(int(std::lround(params[2 * i])), int(std::lround(params[2 * i + 1])));
  return w;
}

}  // namespace

double tuningError(const TuningData& data, const EvalWeights& w, double k) {
  const std::vector<double> params = toParams(w);
  double total = 0;
  for (std::size_t i = 0; i < data.size(); ++i) {
    const TuningPosition p = data[i];
    const double diff = p.result - sigmoid(k, linearEval(p, params));
    total += diff * diff;
  }
  return data.empty() ? 0 : total / double(data.size());
}

double fitSigmoidScale(const TuningData& data, const EvalWeights& w) {
  const double ratio = (std::sqrt(5.0) - 1) / 2;
  double low = 0.1, high = 3.0;
  for (int step = 0; step < 40; ++step) {
    const double a = high - ratio * (high - low), b = low + ratio * (high - low);
    if (tuningError(data, w, a) < tuningError(data, w, b))
      high = b;
    else
      low = a;
  }
  return (low + high) / 2;
}

EvalWeights tuneWeights(const TuningData& data, const EvalWeights& start,
                        const TuningOptions& options, std::ostream& log) {
  const double k = fitSigmoidScale(data, start);
  log << "positions " << data.size() << "  k " << k << "  error " << tuningError(data, start, k)
      << std::endl;
  const std::vector<double> anchor = toParams(start);
  std::vector<double> params = anchor;
  std::vector<double> gradient(params.size()), m(params.size(), 0), v(params.size(), 0);
  const double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
  for (int iteration = 1; iteration <= options.iterations; ++iteration) {
    std::fill(gradient.begin(), gradient.end(), 0);
    for (std::size_t i = 0; i < data.size(); ++i) {
      const TuningPosition p = data[i];
      const double s = sigmoid(k, linearEval(p, params));
      // d(error)/d(eval), then spread over the weights by how the eval depends on each.
      const double slope = -2 * (p.result - s) * s * (1 - s) * k * std::log(10.0) / 400;
      const double mgShare = slope * p.phase / MAX_PHASE;
      const double egShare = slope * (MAX_PHASE - p.phase) * p.scale / (64.0 * MAX_PHASE);
      for (const auto& [index, count] : p.terms) {
        gradient[2 * index] += count * mgShare;
        gradient[2 * index + 1] += count * egShare;
      }
    }
    for (std::size_t i = 0; i < params.size(); ++i) {
      const double g =
          gradient[i] / double(data.size()) + 2 * options.regularization * (params[i] - anchor[i]);
      m[i] = beta1 * m[i] + (1 - beta1) * g;
      v[i] = beta2 * v[i] + (1 - beta2) * g * g;
      const double mHat = m[i] / (1 - std::pow(beta1, iteration));
      const double vHat = v[i] / (1 - std::pow(beta2, iteration));
      params[i] -= options.learningRate * mHat / (std::sqrt(vHat) + epsilon);
    }
    if (iteration % 50 == 0 || iteration == options.iterations)
      log << "iteration " << iteration << "  error "
          << tuningError(data, fromParams(params, start), k) << std::endl;
  }
  return fromParams(params, start);
}

}  // namespace quadrant

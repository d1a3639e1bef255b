#include "quadrant/tools/tuner.h"

#include <cmath>
#include <cstddef>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "quadrant/tools/chunk_threads.h"

namespace quadrant {
namespace {

// Weight i of the flat view as real numbers, read from the tuner's parameters (mg and eg parts
// interleaved: the mg part of weight i at 2 * i).
struct ParameterWeights {
  const std::vector<double>& params;
  BasicTapered<double> operator()(std::size_t i) const {
    return {params[2 * i], params[2 * i + 1]};
  }
};

// A position's sums with weights given as real numbers: the trace's formula (trace.h), without
// the engine's integer rounding.
TracedSums<double> sumsOf(const TuningPosition& p, const std::vector<double>& params) {
  return tracedSums<double>(p, p.terms, ParameterWeights{params});
}

// The endgame scale: fixed, or a tuned weight's mg part.
double scaleOf(const TuningPosition& p, const std::vector<double>& params) {
  return p.scaleWeight >= 0 ? params[2 * std::size_t(p.scaleWeight)] : p.scale;
}

// The evaluation of a position with weights given as real numbers.
double evaluation(const TuningPosition& p, const std::vector<double>& params) {
  return taper(sumsOf(p, params).total(), p.phase, scaleOf(p, params));
}

// Adds to the gradient how the king danger of colour c's attack, of `units` units, moves the
// evaluation, given how the evaluation's mg and eg sums move the error (mgShare, egShare).
void addDangerGradient(const TermRange& unitTerms, double units, Color c,
                       const std::vector<double>& params, double mgShare, double egShare,
                       std::vector<double>& gradient) {
  const double sign = c == WHITE ? 1 : -1;
  const KingDangerSlopes slopes = kingDangerSlopes(
      units, ParameterWeights{params}(KING_DANGER_WEIGHT), sign * mgShare, sign * egShare);
  gradient[2 * KING_DANGER_WEIGHT] += slopes.scaleMg;
  gradient[2 * KING_DANGER_WEIGHT + 1] += slopes.scaleEg;
  // Each unit weight moves the units by its count (unitsOf: through its mg part).
  for (const auto& [index, count] : unitTerms) gradient[2 * index] += count * slopes.units;
}

double sigmoid(double k, double eval) { return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0)); }

std::vector<double> toParams(const EvalWeights& w) {
  std::vector<double> params(2 * WEIGHT_COUNT);
  const WeightVector all = flatten(w);
  for (std::size_t i = 0; i < WEIGHT_COUNT; ++i) {
    params[2 * i] = all[i].mg;
    params[2 * i + 1] = all[i].eg;
  }
  return params;
}

EvalWeights fromParams(const std::vector<double>& params) {
  WeightVector all;
  for (std::size_t i = 0; i < WEIGHT_COUNT; ++i)
    all[i] = Tapered(int(std::lround(params[2 * i])), int(std::lround(params[2 * i + 1])));
  return unflatten(all);
}

// The squared error summed over the positions [begin, end).
double squaredErrorSum(const TuningData& data, std::size_t begin, std::size_t end,
                       const std::vector<double>& params, double k) {
  double total = 0;
  for (std::size_t i = begin; i < end; ++i) {
    const TuningPosition p = data[i];
    const double diff = p.result - sigmoid(k, evaluation(p, params));
    total += diff * diff;
  }
  return total;
}

double meanSquaredError(const TuningData& data, const std::vector<double>& params, double k,
                        int threads) {
  if (data.empty()) return 0;
  const std::vector<double> sums =
      resultsPerChunk(data.size(), threads, [&](std::size_t begin, std::size_t end) {
        return squaredErrorSum(data, begin, end, params, k);
      });
  // Added in chunk order, so that the sum does not depend on which thread finished first.
  return std::accumulate(sums.begin(), sums.end(), 0.0) / double(data.size());
}

// The gradient of the squared error summed over the positions [begin, end).
std::vector<double> squaredErrorGradient(const TuningData& data, std::size_t begin, std::size_t end,
                                         const std::vector<double>& params, double k) {
  std::vector<double> gradient(params.size(), 0);
  for (std::size_t i = begin; i < end; ++i) {
    const TuningPosition p = data[i];
    const TracedSums<double> sums = sumsOf(p, params);
    const BasicTapered<double> total = sums.total();
    const double scale = scaleOf(p, params);
    const double s = sigmoid(k, taper(total, p.phase, scale));
    // d(error)/d(eval), then spread over the weights by how the eval depends on each.
    const double slope = -2 * (p.result - s) * s * (1 - s) * k * std::log(10.0) / 400;
    const TaperSlopes tapered = taperSlopes(slope, total, p.phase, scale);
    if (p.scaleWeight >= 0) gradient[2 * std::size_t(p.scaleWeight)] += tapered.scale;
    // The complexity passes a change of the endgame sum on, or stops it (held at zero).
    const ComplexitySlopes through = complexitySlopes(sums.beforeComplexity.eg, sums.complexity);
    const double egThrough = tapered.eg * through.sum;
    for (const auto& [index, count] : p.terms) {
      gradient[2 * index] += count * tapered.mg;
      gradient[2 * index + 1] += count * egThrough;
    }
    for (Color c : {WHITE, BLACK})
      addDangerGradient(p.danger[c], sums.units[c], c, params, tapered.mg, egThrough, gradient);
    for (const auto& [index, count] : p.complexity)
      gradient[2 * index + 1] += through.complexity * count * tapered.eg;
  }
  return gradient;
}

// The gradient of the mean squared error.
std::vector<double> meanErrorGradient(const TuningData& data, const std::vector<double>& params,
                                      double k, int threads) {
  const std::vector<std::vector<double>> sums =
      resultsPerChunk(data.size(), threads, [&](std::size_t begin, std::size_t end) {
        return squaredErrorGradient(data, begin, end, params, k);
      });
  std::vector<double> gradient(params.size(), 0);
  for (const std::vector<double>& sum : sums)  // in chunk order, as the error's sums
    for (std::size_t i = 0; i < gradient.size(); ++i) gradient[i] += sum[i];
  for (double& g : gradient) g /= double(data.size());
  return gradient;
}

// "  validation E": the error of weights w on the held-out positions, with the scale that best
// fits them; empty without such positions.
std::string validationReport(const TuningData* validation, const EvalWeights& w, int threads) {
  if (!validation) return "";
  std::ostringstream report;
  report << "  validation "
         << tuningError(*validation, w, fitSigmoidScale(*validation, w, threads), threads);
  return report.str();
}

}  // namespace

double tuningError(const TuningData& data, const EvalWeights& w, double k, int threads) {
  return meanSquaredError(data, toParams(w), k, threads);
}

std::vector<double> tuningGradient(const TuningData& data, const EvalWeights& w, double k,
                                   int threads) {
  return meanErrorGradient(data, toParams(w), k, threads);
}

double fitSigmoidScale(const TuningData& data, const EvalWeights& w, int threads) {
  const std::vector<double> params = toParams(w);
  const double ratio = (std::sqrt(5.0) - 1) / 2;
  double low = 0.1, high = 3.0;
  for (int step = 0; step < 40; ++step) {
    const double a = high - ratio * (high - low), b = low + ratio * (high - low);
    if (meanSquaredError(data, params, a, threads) < meanSquaredError(data, params, b, threads))
      high = b;
    else
      low = a;
  }
  return (low + high) / 2;
}

EvalWeights tuneWeights(const TuningData& data, const EvalWeights& start,
                        const TuningOptions& options, std::ostream& log) {
  const double k = fitSigmoidScale(data, start, options.threads);
  log << "positions " << data.size() << "  k " << k << "  error "
      << tuningError(data, start, k, options.threads)
      << validationReport(options.validation, start, options.threads) << std::endl;
  const std::vector<double> anchor = toParams(start);
  std::vector<double> params = anchor;
  std::vector<double> m(params.size(), 0), v(params.size(), 0);
  const double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
  for (int iteration = 1; iteration <= options.iterations; ++iteration) {
    const std::vector<double> gradient = meanErrorGradient(data, params, k, options.threads);
    for (std::size_t i = 0; i < params.size(); ++i) {
      const double g = gradient[i] + 2 * options.regularization * (params[i] - anchor[i]);
      m[i] = beta1 * m[i] + (1 - beta1) * g;
      v[i] = beta2 * v[i] + (1 - beta2) * g * g;
      const double mHat = m[i] / (1 - std::pow(beta1, iteration));
      const double vHat = v[i] / (1 - std::pow(beta2, iteration));
      params[i] -= options.learningRate * mHat / (std::sqrt(vHat) + epsilon);
    }
    if (iteration % 50 == 0 || iteration == options.iterations) {
      const EvalWeights now = fromParams(params);
      log << "iteration " << iteration << "  error " << tuningError(data, now, k, options.threads)
          << validationReport(options.validation, now, options.threads) << std::endl;
    }
  }
  return fromParams(params);
}

}  // namespace quadrant

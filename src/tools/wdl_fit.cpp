#include "quadrant/tools/wdl_fit.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <limits>
#include <map>
#include <utility>

namespace quadrant {
namespace {

constexpr std::size_t DEGREE = 4;  // coefficients per polynomial
constexpr std::size_t PARAMETERS = 2 * DEGREE;
using Vector = std::array<double, PARAMETERS>;  // a's coefficients, then b's
using Matrix = std::array<Vector, PARAMETERS>;

constexpr double MINUS_INFINITY = -std::numeric_limits<double>::infinity();
constexpr int MAX_ITERATIONS = 200;
// The fit has converged when an accepted step gains less than this in mean log-likelihood.
constexpr double TOLERANCE = 1e-10;
// A start every data set of games improves on: draws likely up to about a pawn and a half.
constexpr WdlModel START = {{150, 0, 0, 0}, {100, 0, 0, 0}};

// The samples of one material (clamped to the model's range) and score, counted by result.
struct Cell {
  double t = 0;  // the material variable
  double score = 0;
  double wins = 0, draws = 0, losses = 0;
};

std::vector<Cell> cellsOf(const std::vector<WdlSample>& samples) {
  std::map<std::pair<int, int>, Cell> cells;
  for (const WdlSample& s : samples) {
    const int material = std::clamp(s.material, WDL_MATERIAL_LOW, WDL_MATERIAL_HIGH);
    Cell& cell = cells[{material, s.score}];
    cell.t = wdlMaterialVariable(material);
    cell.score = s.score;
    (s.result > 0.75 ? cell.wins : s.result < 0.25 ? cell.losses : cell.draws) += 1;
  }
  std::vector<Cell> list;
  for (const auto& entry : cells) list.push_back(entry.second);
  return list;
}

Vector toVector(const WdlModel& model) {
  Vector v{};
  std::copy(model.a.begin(), model.a.end(), v.begin());
  std::copy(model.b.begin(), model.b.end(), v.begin() + DEGREE);
  return v;
}

WdlModel toModel(const Vector& v) {
  WdlModel model;
  std::copy(v.begin(), v.begin() + DEGREE, model.a.begin());
  std::copy(v.begin() + DEGREE, v.end(), model.b.begin());
  return model;
}

// The summed log-likelihood of the cells and, when `gradient` is given, its gradient in the
// coefficients. Minus infinity when a or b is not positive somewhere, or when a result that
// happened has no chance.
double logLikelihood(const std::vector<Cell>& cells, const Vector& v, Vector* gradient) {
  const WdlModel model = toModel(v);
  if (gradient) gradient->fill(0);
  double total = 0;
  for (const Cell& cell : cells) {
    const WdlParameters p = wdlParametersAt(model, cell.t);
    if (p.a <= 0 || p.b <= 0) return MINUS_INFINITY;
    const WdlChances c = wdlChances(p, cell.score);
    if ((cell.wins && c.win <= 0) || (cell.draws && c.draw <= 0) || (cell.losses && c.loss <= 0))
      return MINUS_INFINITY;
    if (cell.wins) total += cell.wins * std::log(c.win);
    if (cell.draws) total += cell.draws * std::log(c.draw);
    if (cell.losses) total += cell.losses * std::log(c.loss);
    if (!gradient) continue;
    // The derivatives in a and b, by the chain rule through u = (x - a) / b (the win) and
    // w = (-x - a) / b (the loss); the logistic s has the derivative s (1 - s).
    const double u = (cell.score - p.a) / p.b, w = (-cell.score - p.a) / p.b;
    const double slopeWin = c.win * (1 - c.win), slopeLoss = c.loss * (1 - c.loss);
    const double perDraw = cell.draws ? cell.draws / c.draw : 0;
    const double dA =
        (-cell.wins * (1 - c.win) - cell.losses * (1 - c.loss) + perDraw * (slopeWin + slopeLoss)) /
        p.b;
    const double dB = (-cell.wins * (1 - c.win) * u - cell.losses * (1 - c.loss) * w +
                       perDraw * (slopeWin * u + slopeLoss * w)) /
                      p.b;
    double power = 1;
    for (std::size_t i = 0; i < DEGREE; ++i, power *= cell.t) {
      (*gradient)[i] += dA * power;
      (*gradient)[DEGREE + i] += dB * power;
    }
  }
  return total;
}

// The Hessian, by central differences of the gradient.
Matrix hessian(const std::vector<Cell>& cells, const Vector& v) {
  Matrix h{};
  for (std::size_t i = 0; i < PARAMETERS; ++i) {
    const double step = 1e-4 * std::max(1.0, std::abs(v[i]));
    Vector up = v, down = v, gradientUp, gradientDown;
    up[i] += step;
    down[i] -= step;
    logLikelihood(cells, up, &gradientUp);
    logLikelihood(cells, down, &gradientDown);
    for (std::size_t j = 0; j < PARAMETERS; ++j)
      h[i][j] = (gradientUp[j] - gradientDown[j]) / (2 * step);
  }
  for (std::size_t i = 0; i < PARAMETERS; ++i)
    for (std::size_t j = 0; j < i; ++j) h[i][j] = h[j][i] = (h[i][j] + h[j][i]) / 2;
  return h;
}

// Solves m x = rhs by Gaussian elimination with partial pivoting; false when m is singular.
bool solve(Matrix m, Vector rhs, Vector* x) {
  for (std::size_t col = 0; col < PARAMETERS; ++col) {
    std::size_t pivot = col;
    for (std::size_t row = col + 1; row < PARAMETERS; ++row)
      if (std::abs(m[row][col]) > std::abs(m[pivot][col])) pivot = row;
    if (std::abs(m[pivot][col]) < 1e-300) return false;
    std::swap(m[col], m[pivot]);
    std::swap(rhs[col], rhs[pivot]);
    for (std::size_t row = col + 1; row < PARAMETERS; ++row) {
      const double factor = m[row][col] / m[col][col];
      for (std::size_t k = col; k < PARAMETERS; ++k) m[row][k] -= factor * m[col][k];
      rhs[row] -= factor * rhs[col];
    }
  }
  for (std::size_t col = PARAMETERS; col-- > 0;) {
    double sum = rhs[col];
    for (std::size_t k = col + 1; k < PARAMETERS; ++k) sum -= m[col][k] * (*x)[k];
    (*x)[col] = sum / m[col][col];
  }
  return true;
}

// The Levenberg-Marquardt step: (-H + damping * scale * I) step = gradient, which is Newton's
// step for small damping and a short gradient step for large damping.
bool dampedStep(const Matrix& h, const Vector& gradient, double damping, Vector* step) {
  double scale = 0;
  for (std::size_t i = 0; i < PARAMETERS; ++i) scale = std::max(scale, std::abs(h[i][i]));
  Matrix m{};
  for (std::size_t i = 0; i < PARAMETERS; ++i) {
    for (std::size_t j = 0; j < PARAMETERS; ++j) m[i][j] = -h[i][j];
    m[i][i] += damping * scale;
  }
  return solve(m, gradient, step);
}

}  // namespace

double wdlLogLikelihood(const std::vector<WdlSample>& samples, const WdlModel& model) {
  if (samples.empty()) return 0;
  return logLikelihood(cellsOf(samples), toVector(model), nullptr) / double(samples.size());
}

WdlModel fitWdlModel(const std::vector<WdlSample>& samples, std::ostream& log) {
  const std::vector<Cell> cells = cellsOf(samples);
  const double count = double(samples.size());
  Vector v = toVector(START);
  double best = logLikelihood(cells, v, nullptr) / count;
  double damping = 1e-3;
  log << cells.size() << " distinct (material, score) pairs; start: mean log-likelihood "
      << std::setprecision(8) << best << std::endl;
  for (int iteration = 1; iteration <= MAX_ITERATIONS && damping < 1e12; ++iteration) {
    Vector gradient;
    logLikelihood(cells, v, &gradient);
    const Matrix h = hessian(cells, v);
    double gained = 0;
    // Raise the damping until a step improves the likelihood (or no step can).
    for (; damping < 1e12; damping *= 10) {
      Vector step{}, next = v;
      if (!dampedStep(h, gradient, damping, &step)) continue;
      for (std::size_t i = 0; i < PARAMETERS; ++i) next[i] += step[i];
      const double value = logLikelihood(cells, next, nullptr) / count;
      if (value > best) {
        gained = value - best;
        best = value;
        v = next;
        damping = std::max(damping / 10, 1e-9);
        break;
      }
    }
    log << "iteration " << iteration << ": mean log-likelihood " << best << std::endl;
    if (gained < TOLERANCE) break;
  }
  return toModel(v);
}

}  // namespace quadrant

#include <catch2/catch.hpp>
#include <random>
#include <sstream>

#include "quadrant/tools/wdl_fit.h"

using namespace quadrant;

namespace {

// A model unlike the fitter's start: more decisive with less material, a and b of other shapes.
const WdlModel TRUTH = {{260, -300, 80, 150}, {70, 60, 40, 50}};

// Results drawn at random from `truth` for scores and materials spread over the model's range.
std::vector<WdlSample> samplesFrom(const WdlModel& truth, int count, std::uint64_t seed) {
  std::mt19937_64 random(seed);
  std::uniform_int_distribution<int> material(WDL_MATERIAL_LOW, WDL_MATERIAL_HIGH);
  std::uniform_int_distribution<int> score(-700, 700);
  std::uniform_real_distribution<double> chance(0, 1);
  std::vector<WdlSample> samples;
  for (int i = 0; i < count; ++i) {
    WdlSample s;
    s.material = material(random);
    s.score = score(random);
    const WdlChances c = wdlChances(wdlParameters(truth, s.material), s.score);
    const double draw = chance(random);
    s.result = draw < c.win ? 1 : draw < c.win + c.draw ? 0.5 : 0;
    samples.push_back(s);
  }
  return samples;
}

}  // namespace

TEST_CASE("The WDL fit recovers the model the results were drawn from", "[wdl]") {
  const std::vector<WdlSample> samples = samplesFrom(TRUTH, 60000, 42);
  std::ostringstream log;
  const WdlModel fitted = fitWdlModel(samples, log);
  CHECK_THAT(log.str(), Catch::Contains("iteration 1: mean log-likelihood"));
  // The maximum likelihood estimate is at least as likely as the truth on its own data, and far
  // more likely than the start.
  const double fittedLikelihood = wdlLogLikelihood(samples, fitted);
  CHECK(fittedLikelihood >= wdlLogLikelihood(samples, TRUTH));
  CHECK(fittedLikelihood > wdlLogLikelihood(samples, {{150, 0, 0, 0}, {100, 0, 0, 0}}) + 0.01);
  for (int material : {12, 30, 45, 60, 76}) {
    const WdlParameters truth = wdlParameters(TRUTH, material);
    const WdlParameters fit = wdlParameters(fitted, material);
    INFO(material << ": a " << fit.a << " (truth " << truth.a << "), b " << fit.b << " (truth "
                  << truth.b << ")");
    CHECK(std::abs(fit.a - truth.a) < 0.1 * truth.a);
    CHECK(std::abs(fit.b - truth.b) < 0.15 * truth.b);
  }
}

TEST_CASE("The WDL likelihood rules out a model without draws where draws happened", "[wdl]") {
  std::vector<WdlSample> samples = {{0, 40, 0.5}, {100, 40, 1}, {-100, 40, 0}};
  CHECK(std::isfinite(wdlLogLikelihood(samples, TRUTH)));
  const WdlModel negativeA = {{-10, 0, 0, 0}, {100, 0, 0, 0}};  // win + loss above 1
  CHECK(wdlLogLikelihood(samples, negativeA) == -std::numeric_limits<double>::infinity());
}

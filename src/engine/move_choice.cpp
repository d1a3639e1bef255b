#include "quadrant/engine/move_choice.h"

#include <algorithm>
#include <cmath>

#include "quadrant/eval/score.h"

namespace quadrant {
namespace {

// A uniform number in [0, 1) from the generator's top 53 bits: the same sequence on every
// platform, unlike the standard distributions.
double uniform(std::mt19937_64& random) { return double(random() >> 11) * 0x1.0p-53; }

}  // namespace

std::size_t chooseCandidate(const std::vector<int>& scores, const StrengthLevel& level,
                            std::mt19937_64& random) {
  const std::size_t best =
      std::size_t(std::max_element(scores.begin(), scores.end()) - scores.begin());
  if (level.temperature <= 0 || isMateScore(scores[best])) return best;
  std::vector<double> weights(scores.size(), 0);
  double total = 0;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    const int loss = scores[best] - scores[i];
    if (isMateScore(scores[i]) || loss > level.maxLoss) continue;
    weights[i] = std::exp(-double(loss) / level.temperature);
    total += weights[i];
  }
  double draw = uniform(random) * total;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    if (weights[i] == 0) continue;
    if (draw < weights[i]) return i;
    draw -= weights[i];
  }
  return best;  // rounding left the draw past the last weight
}

}  // namespace quadrant

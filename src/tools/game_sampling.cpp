#include "quadrant/tools/game_sampling.h"

#include "quadrant/eval/score.h"

namespace quadrant {

bool isQuietSample(const Position& pos, Move best, int score) {
  return !pos.inCheck() && !pos.isCapture(best) && !best.isPromotion() && !isMateScore(score);
}

std::vector<std::size_t> spreadSample(std::size_t candidates, int count, std::mt19937_64& random) {
  std::vector<std::size_t> kept;
  if (count <= 0 || candidates <= std::size_t(count)) {
    for (std::size_t i = 0; i < candidates; ++i) kept.push_back(i);
    return kept;
  }
  const std::size_t stretches = std::size_t(count);
  for (std::size_t k = 0; k < stretches; ++k) {
    const std::size_t first = k * candidates / stretches;
    const std::size_t end = (k + 1) * candidates / stretches;  // > first: candidates > stretches
    kept.push_back(first + std::size_t(random() % (end - first)));
  }
  return kept;
}

}  // namespace quadrant

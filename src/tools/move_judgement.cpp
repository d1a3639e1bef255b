#include "quadrant/tools/move_judgement.h"

#include <algorithm>

#include "quadrant/eval/wdl_model.h"

namespace quadrant {

double expectedScore(int score, int material) {
  const Wdl wdl = wdlFromScore(score, material);
  return (wdl.win + wdl.draw / 2.0) / 1000;
}

double expectedScoreLoss(int bestScore, int playedScore, int material) {
  return std::max(0.0, expectedScore(bestScore, material) - expectedScore(playedScore, material));
}

MoveQuality judgeMove(double expectedLoss) {
  return expectedLoss >= BLUNDER_LOSS      ? MoveQuality::Blunder
         : expectedLoss >= MISTAKE_LOSS    ? MoveQuality::Mistake
         : expectedLoss >= INACCURACY_LOSS ? MoveQuality::Inaccuracy
                                           : MoveQuality::Good;
}

std::string qualityGlyph(MoveQuality quality) {
  switch (quality) {
    case MoveQuality::Inaccuracy: return "?!";
    case MoveQuality::Mistake: return "?";
    case MoveQuality::Blunder: return "??";
    case MoveQuality::Good: break;
  }
  return "";
}

std::string qualityName(MoveQuality quality) {
  switch (quality) {
    case MoveQuality::Inaccuracy: return "Inaccuracy";
    case MoveQuality::Mistake: return "Mistake";
    case MoveQuality::Blunder: return "Blunder";
    case MoveQuality::Good: break;
  }
  return "";
}

}  // namespace quadrant

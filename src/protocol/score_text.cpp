#include "quadrant/protocol/score_text.h"

#include "quadrant/eval/score.h"

namespace quadrant {

std::string uciScoreText(int score) {
  return isMateScore(score) ? "mate " + std::to_string(mateInMoves(score))
                            : "cp " + std::to_string(score);
}

}  // namespace quadrant

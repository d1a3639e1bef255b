// The blend of a tapered score (core/tapered.h) by the game phase, once the evaluation is
// complete, and how the blend moves with what it blends (for the tuner).
#pragma once

#include "quadrant/core/tapered.h"

namespace quadrant {

// The game phase runs from 0 (bare kings and pawns) to MAX_PHASE (all pieces on the board).
constexpr int MAX_PHASE = 24;

// The endgame scale that leaves the endgame part as it is; drawish material scales it by less
// (0 for a dead draw), a tuned scale may scale it by more (endgame.h).
constexpr int SCALE_NORMAL = 64;

// Blends a score by phase; `egScale` (of SCALE_NORMAL) scales the endgame part. In whole
// centipawns each division rounds towards zero, as the evaluation's do.
template <class T>
constexpr T taper(BasicTapered<T> s, int phase, T egScale = SCALE_NORMAL) {
  return (s.mg * phase + s.eg * (MAX_PHASE - phase) * egScale / SCALE_NORMAL) / MAX_PHASE;
}

// How much taper(s, phase, egScale) moves per unit of s.mg, of s.eg and of egScale, each
// times `outer`: how much what the taper feeds moves per unit of the taper (the tuner's error).
struct TaperSlopes {
  double mg;
  double eg;
  double scale;
};
inline TaperSlopes taperSlopes(double outer, BasicTapered<double> s, int phase, double egScale) {
  return {outer * phase / MAX_PHASE,
          outer * (MAX_PHASE - phase) * egScale / (double(SCALE_NORMAL) * MAX_PHASE),
          outer * s.eg * (MAX_PHASE - phase) / (double(SCALE_NORMAL) * MAX_PHASE)};
}

}  // namespace quadrant

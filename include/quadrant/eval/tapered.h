// A tapered score: one value for the middlegame and one for the endgame, blended by the game
// phase when the evaluation is complete. The evaluation's are whole centipawns (Tapered); the
// tuner computes the same formulas with real numbers (BasicTapered<double>).
#pragma once

namespace quadrant {

template <class T>
struct BasicTapered {
  T mg = 0;
  T eg = 0;

  constexpr BasicTapered() = default;
  constexpr BasicTapered(T middlegame, T endgame) : mg(middlegame), eg(endgame) {}

  constexpr BasicTapered operator+(BasicTapered o) const { return {mg + o.mg, eg + o.eg}; }
  constexpr BasicTapered operator-(BasicTapered o) const { return {mg - o.mg, eg - o.eg}; }
  constexpr BasicTapered operator-() const { return {-mg, -eg}; }
  constexpr BasicTapered operator*(T k) const { return {mg * k, eg * k}; }
  constexpr BasicTapered& operator+=(BasicTapered o) {
    mg += o.mg;
    eg += o.eg;
    return *this;
  }
  constexpr BasicTapered& operator-=(BasicTapered o) {
    mg -= o.mg;
    eg -= o.eg;
    return *this;
  }
  constexpr bool operator==(BasicTapered o) const { return mg == o.mg && eg == o.eg; }
  constexpr bool operator!=(BasicTapered o) const { return !(*this == o); }
};

using Tapered = BasicTapered<int>;

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

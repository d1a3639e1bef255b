// A tapered score: one value for the middlegame and one for the endgame, blended by the game
// phase when the evaluation is complete.
#pragma once

namespace quadrant {

struct Tapered {
  int mg = 0;
  int eg = 0;

  constexpr Tapered() = default;
  constexpr Tapered(int middlegame, int endgame) : mg(middlegame), eg(endgame) {}

  constexpr Tapered operator+(Tapered o) const { return {mg + o.mg, eg + o.eg}; }
  constexpr Tapered operator-(Tapered o) const { return {mg - o.mg, eg - o.eg}; }
  constexpr Tapered operator-() const { return {-mg, -eg}; }
  constexpr Tapered operator*(int k) const { return {mg * k, eg * k}; }
  constexpr Tapered& operator+=(Tapered o) {
    mg += o.mg;
    eg += o.eg;
    return *this;
  }
  constexpr Tapered& operator-=(Tapered o) {
    mg -= o.mg;
    eg -= o.eg;
    return *this;
  }
  constexpr bool operator==(Tapered o) const { return mg == o.mg && eg == o.eg; }
  constexpr bool operator!=(Tapered o) const { return !(*this == o); }
};

// The game phase runs from 0 (bare kings and pawns) to MAX_PHASE (all pieces on the board).
constexpr int MAX_PHASE = 24;

// The endgame scale that leaves the endgame part as it is; drawish material scales it by less
// (0 for a dead draw), a tuned scale may scale it by more (endgame.h).
constexpr int SCALE_NORMAL = 64;

// Blends a score by phase; `egScale` (of SCALE_NORMAL) scales the endgame part.
constexpr int taper(Tapered s, int phase, int egScale = SCALE_NORMAL) {
  return (s.mg * phase + s.eg * (MAX_PHASE - phase) * egScale / SCALE_NORMAL) / MAX_PHASE;
}

}  // namespace quadrant

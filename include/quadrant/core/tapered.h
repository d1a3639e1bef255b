// A tapered score: one value for the middlegame and one for the endgame, which the evaluation
// blends by the game phase (eval/taper.h). The evaluation's weights and the sums positions keep
// of its piece-square tables (piece_square.h) are whole centipawns (Tapered); the tuner computes
// the same formulas with real numbers (BasicTapered<double>).
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

}  // namespace quadrant

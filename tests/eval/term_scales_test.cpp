#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>

#include "quadrant/eval/term_scales.h"

using namespace quadrant;

namespace {

// `percent` for `term`, 100 for every other term.
TermScales oneTermAt(EvalTerm term, int percent) {
  TermScales scales = UNSCALED_TERMS;
  scales[std::size_t(term)] = percent;
  return scales;
}

// Weights no two alike, odd and even, positive and negative, so that the rounding shows: weight
// i is (i - 100, 7 - i).
EvalWeights numberedWeights() {
  WeightVector weights;
  for (std::size_t i = 0; i < WEIGHT_COUNT; ++i) weights[i] = Tapered(int(i) - 100, 7 - int(i));
  return unflatten(weights);
}

}  // namespace

TEST_CASE("Term scales of 100 give the weights back unchanged", "[eval][tunables]") {
  for (const EvalWeights& w : {defaultWeights(), numberedWeights()}) {
    const WeightVector before = flatten(w);
    const WeightVector after = flatten(scaledWeights(w, UNSCALED_TERMS));
    for (std::size_t i = 0; i < WEIGHT_COUNT; ++i) {
      INFO("weight " << i);
      CHECK(after[i] == before[i]);
    }
  }
}

TEST_CASE("A term scale multiplies that term's weights alone, rounded half away from zero",
          "[eval][tunables]") {
  const WeightVector before = flatten(numberedWeights());
  // value * percent / 100 to the nearest integer, halves away from zero (term_scales.h), as
  // std::lround rounds.
  const auto expected = [](int value, int percent) {
    return int(std::lround(value * percent / 100.0));
  };
  for (std::size_t term = 0; term < EVAL_TERM_COUNT; ++term) {
    for (int percent : {50, 150}) {
      const WeightVector after =
          flatten(scaledWeights(numberedWeights(), oneTermAt(EvalTerm(term), percent)));
      std::size_t scaledCount = 0;
      for (std::size_t i = 0; i < WEIGHT_COUNT; ++i) {
        INFO(EVAL_TERM_NAMES[term] << " at " << percent << "%, weight " << i << ": " << before[i].mg
                                   << ", " << before[i].eg);
        if (std::size_t(weightTerm(i)) != term) {
          CHECK(after[i] == before[i]);
          continue;
        }
        ++scaledCount;
        CHECK(after[i].mg == expected(before[i].mg, percent));
        CHECK(after[i].eg == expected(before[i].eg, percent));
      }
      INFO(EVAL_TERM_NAMES[term]);
      CHECK(scaledCount > 0);  // every term has weights to scale
    }
  }
}

TEST_CASE("Term scales round halves away from zero on both sides", "[eval][tunables]") {
  EvalWeights w{};
  w.tempo = Tapered(7, -7);
  // 3.5 and -3.5 at half; 10.5 and -10.5 at 150 %.
  CHECK(scaledWeights(w, oneTermAt(EvalTerm::Tempo, 50)).tempo == Tapered(4, -4));
  CHECK(scaledWeights(w, oneTermAt(EvalTerm::Tempo, 150)).tempo == Tapered(11, -11));
  // 5.6 rounds up, -5.6 down; 4.9 down, -4.9 up.
  CHECK(scaledWeights(w, oneTermAt(EvalTerm::Tempo, 80)).tempo == Tapered(6, -6));
  CHECK(scaledWeights(w, oneTermAt(EvalTerm::Tempo, 70)).tempo == Tapered(5, -5));
}

TEST_CASE("A term scale's option is named after the term as the eval command shows it",
          "[eval][tunables]") {
  CHECK(termScaleName(EvalTerm::Material) == "EVAL_SCALE_MATERIAL");
  CHECK(termScaleName(EvalTerm::PieceSquare) == "EVAL_SCALE_PIECE_SQUARE");
  CHECK(termScaleName(EvalTerm::PassedPawns) == "EVAL_SCALE_PASSED_PAWNS");
  CHECK(termScaleName(EvalTerm::KingAttack) == "EVAL_SCALE_KING_ATTACK");
  CHECK(termScaleName(EvalTerm::King) == "EVAL_SCALE_KING_SAFETY");
  CHECK(termScaleName(EvalTerm::Tempo) == "EVAL_SCALE_TEMPO");
}

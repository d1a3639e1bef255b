// The material table (Fruit 2.1's design): everything the evaluation derives from the piece
// counts alone is computed once per material signature and cached by the material key: the
// material and its imbalance terms, the game phase, and which endgame knowledge applies.
#pragma once

#include <cstdint>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/eval/endgame.h"
#include "quadrant/eval/tapered.h"

namespace quadrant {

struct EvalWeights;

struct MaterialEntry {
  Key key = 0;
  bool valid = false;
  Tapered score;  // piece values and imbalance, from White's point of view
  int phase = 0;  // 0 (pawn ending) .. MAX_PHASE
  EndgameMatch endgame;
};

MaterialEntry analyseMaterial(const Position& pos, const EvalWeights& w);
// The material terms alone, into a sink (ScoreSink or TraceSink, see trace.h).
template <class Sink>
void materialTerms(const Position& pos, const EvalWeights& w, Sink& sink);

class MaterialTable {
 public:
  static constexpr std::size_t ENTRIES = 1 << 13;
  MaterialTable() : entries_(ENTRIES) {}
  const MaterialEntry& probe(const Position& pos, const EvalWeights& w);
  void clear();

 private:
  std::vector<MaterialEntry> entries_;
};

}  // namespace quadrant

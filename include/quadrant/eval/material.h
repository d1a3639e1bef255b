// The material table (Fruit 2.1's design): everything the evaluation derives from the piece
// counts alone is computed once per material signature and cached by the material key: the
// material and its imbalance terms, the game phase, and which endgame knowledge applies.
#pragma once

#include <cstdint>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/eval/endgame.h"
#include "quadrant/eval/taper.h"

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
  static constexpr int INDEX_BITS = 13;
  static constexpr std::size_t ENTRIES = std::size_t(1) << INDEX_BITS;
  MaterialTable() : entries_(ENTRIES) {}
  const MaterialEntry& probe(const Position& pos, const EvalWeights& w);
  void clear();

 private:
  // The material key packs the piece counts, so its bits are far from random: the index mixes
  // all of them (Fibonacci hashing), or signatures that differ only in, say, the black pawns
  // would share a slot and evict each other all through a search.
  static std::size_t indexOf(Key materialKey) {
    return std::size_t((materialKey * 0x9E3779B97F4A7C15ull) >> (64 - INDEX_BITS));
  }

  std::vector<MaterialEntry> entries_;
};

}  // namespace quadrant

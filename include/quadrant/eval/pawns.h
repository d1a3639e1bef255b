// Pawn structure, cached in a pawn hash table keyed by the position's pawn key: passed,
// candidate, doubled, isolated, backward, phalanx and supported pawns, and the pawn sets the
// rest of the evaluation needs (passers, attack spans, files without pawns). The king shelter
// (shield and storm) depends on the king square too, so each entry also caches it for the
// king squares it was last computed for.
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/eval/taper.h"

namespace quadrant {

struct EvalWeights;

// A Tapered in half the space, for the king shelter: its sum of a few weights per file stays
// far inside 16 bits, so it reads back unchanged.
struct CompactTapered {
  std::int16_t mg = 0, eg = 0;

  CompactTapered() = default;
  CompactTapered(Tapered t) : mg(std::int16_t(t.mg)), eg(std::int16_t(t.eg)) {
    assert(mg == t.mg && eg == t.eg);
  }
  operator Tapered() const { return {mg, eg}; }
};

// One cache line: the evaluation reads most of an entry, which the evaluator's prefetch then
// brings in whole. The pawn attacks, a few shifts to compute, are left to the evaluation.
struct alignas(64) PawnEntry {
  Key key = 0;
  Tapered score;                // structure score, from White's point of view
  Bitboard passed[2] = {};      // passed pawns of each colour
  Bitboard attackSpan[2] = {};  // squares each colour's pawns could ever attack (outposts)
  CompactTapered shelter[2];    // shield, storm and open files around shelterKing, for its colour
  std::uint8_t openFiles[2] = {};  // per colour: bit f set when file f holds none of its pawns
  std::int8_t shelterKing[2] = {NO_SQUARE, NO_SQUARE};
  bool valid = false;
};
static_assert(sizeof(PawnEntry) == 64, "a pawn entry fills one cache line");

// Scores and sets of one pawn structure, computed from scratch (the table's fill function, and
// the reference the tests compare cached entries against).
PawnEntry analysePawns(const Position& pos, const EvalWeights& w);
// The shelter of colour c's king on its current square, for c (positive is good for c).
Tapered kingShelter(const Position& pos, Color c, const PawnEntry& entry, const EvalWeights& w);

// The same terms into a sink (ScoreSink or TraceSink, see trace.h): the structure fills the
// entry's pawn sets; the shelter needs them.
template <class Sink>
void pawnStructureTerms(const Position& pos, const EvalWeights& w, PawnEntry& entry, Sink& sink);
template <class Sink>
void kingShelterTerms(const Position& pos, Color c, const PawnEntry& entry, const EvalWeights& w,
                      Sink& sink);

class PawnTable {
 public:
  static constexpr std::size_t ENTRIES = 1 << 14;
  PawnTable() : entries_(ENTRIES) {}
  // The entry for pos's pawns, computed on a miss; valid until the next probe.
  PawnEntry& probe(const Position& pos, const EvalWeights& w);
  // Starts loading the entry of a pawn key that will be probed soon (see Evaluator::prefetch).
  void prefetch(Key pawnKey) const { __builtin_prefetch(&entries_[pawnKey & (ENTRIES - 1)]); }
  void clear();

 private:
  std::vector<PawnEntry> entries_;
};

}  // namespace quadrant

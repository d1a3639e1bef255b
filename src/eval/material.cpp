#include "quadrant/eval/material.h"

#include "quadrant/eval/material_counts.h"
#include "quadrant/eval/trace.h"
#include "quadrant/eval/weights.h"

namespace quadrant {
namespace {

constexpr int PHASE_WEIGHT[7] = {0, 0, 1, 1, 2, 4, 0};
// Ahead by at least this many points, a side wants to trade pieces and keep its pawns.
constexpr int CLEARLY_AHEAD = 2;
// A knight's and a rook's worth moves with every own pawn more or fewer than this (Kaufman): at
// this many they are worth their plain values.
constexpr int PAWNS_AT_PLAIN_WORTH = 5;
// The knights, bishops, rooks and queens of both sides at the start: the pieces traded off are
// the difference.
constexpr int PIECES_AT_START = 14;

template <class Sink>
void balanceFor(Color c, const MaterialCounts& n, const EvalWeights& w, Sink& sink) {
  const int* own = n.of[c];
  for (int pt = PAWN; pt <= QUEEN; ++pt) sink.add(c, w.pieceValue[pt], own[pt]);
  if (own[BISHOP] >= 2) sink.add(c, w.bishopPair);
  sink.add(c, w.knightPerPawn, own[KNIGHT] * (own[PAWN] - PAWNS_AT_PLAIN_WORTH));
  sink.add(c, w.rookPerPawn, own[ROOK] * (own[PAWN] - PAWNS_AT_PLAIN_WORTH));
  if (own[ROOK] >= 2) sink.add(c, w.rookPair);
  if (own[ROOK] && own[QUEEN]) sink.add(c, w.queenAndRook);
}

// The side clearly ahead gains from every piece traded off and from every pawn it keeps; the
// side behind is better off keeping its queen (Gibbon).
template <class Sink>
void tradeTerms(const MaterialCounts& n, const EvalWeights& w, Sink& sink) {
  const int lead = n.points(WHITE) - n.points(BLACK);  // rough, only to tell who is ahead
  if (lead > -CLEARLY_AHEAD && lead < CLEARLY_AHEAD) return;
  const Color ahead = lead > 0 ? WHITE : BLACK;
  const Color behind = ~ahead;
  sink.add(ahead, w.tradeDown, PIECES_AT_START - n.pieces(WHITE) - n.pieces(BLACK));
  sink.add(ahead, w.pawnWhenAhead, n.of[ahead][PAWN]);
  if (n.of[behind][QUEEN]) sink.add(behind, w.queenWhenBehind);
}

}  // namespace

template <class Sink>
void materialTerms(const Position& pos, const EvalWeights& w, Sink& sink) {
  const MaterialCounts counts(pos);
  balanceFor(WHITE, counts, w, sink);
  balanceFor(BLACK, counts, w, sink);
  tradeTerms(counts, w, sink);
}

template void materialTerms(const Position&, const EvalWeights&, ScoreSink&);
template void materialTerms(const Position&, const EvalWeights&, TraceSink&);

MaterialEntry analyseMaterial(const Position& pos, const EvalWeights& w) {
  const MaterialCounts counts(pos);
  ScoreSink sink;
  materialTerms(pos, w, sink);
  MaterialEntry entry;
  entry.key = pos.materialKey();
  entry.valid = true;
  entry.score = sink.score;
  for (Color c : {WHITE, BLACK})
    for (int pt = KNIGHT; pt <= QUEEN; ++pt) entry.phase += PHASE_WEIGHT[pt] * counts.of[c][pt];
  if (entry.phase > MAX_PHASE) entry.phase = MAX_PHASE;
  entry.endgame = classifyEndgame(pos);
  return entry;
}

const MaterialEntry& MaterialTable::probe(const Position& pos, const EvalWeights& w) {
  MaterialEntry& entry = entries_[indexOf(pos.materialKey())];
  if (!entry.valid || entry.key != pos.materialKey()) entry = analyseMaterial(pos, w);
  return entry;
}

void MaterialTable::clear() {
  for (MaterialEntry& e : entries_) e = MaterialEntry();
}

}  // namespace quadrant

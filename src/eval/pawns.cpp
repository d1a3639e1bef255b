#include "quadrant/eval/pawns.h"

#include "quadrant/eval/trace.h"
#include "quadrant/eval/weights.h"

namespace quadrant {
namespace {

// A candidate passer: no enemy pawn ahead on its file, and at least as many own pawns able to
// support its advance (beside or behind it on the adjacent files) as enemy pawns guarding the
// squares ahead.
template <Color Us>
bool isCandidate(Square sq, Bitboard ours, Bitboard theirs) {
  constexpr Color Them = ~Us;
  if (theirs & forwardFileBB(Us, sq)) return false;
  const Bitboard helpers = ours & adjacentFilesBB(fileOf(sq)) & ~forwardRanksBB(Us, rankOf(sq));
  const Bitboard sentries = theirs & pawnAttackSpan(Us, sq);
  (void)Them;
  return popcount(helpers) >= popcount(sentries);
}

// Backward: no own pawn beside or behind on the adjacent files can ever defend it, and its
// stop square is watched by an enemy pawn, so it cannot safely advance either.
template <Color Us>
bool isBackward(Square sq, Bitboard ours, Bitboard enemyPawnAttacks) {
  const Bitboard supporters = ours & adjacentFilesBB(fileOf(sq)) & ~forwardRanksBB(Us, rankOf(sq));
  const Square stop = sq + pawnDirection(Us);
  return !supporters && (enemyPawnAttacks & squareBB(stop));
}

template <Color Us, class Sink>
void evaluateSide(const Position& pos, const EvalWeights& w, Bitboard enemyPawnAttacks,
                  PawnEntry& entry, Sink& sink) {
  constexpr Color Them = ~Us;
  const Bitboard ours = pos.pawns() & pos.pieces(Us);
  const Bitboard theirs = pos.pawns() & pos.pieces(Them);
  for (Square sq : squaresOf(ours)) {
    const int file = fileOf(sq), rank = relativeRank(Us, rankOf(sq));
    const bool doubled = ours & forwardFileBB(Us, sq);
    const bool isolated = !(ours & adjacentFilesBB(file));
    const bool phalanx = ours & adjacentFilesBB(file) & rankBB(rankOf(sq));
    const bool supported = attacks::pawn(Them, sq) & ours;
    if (doubled) sink.add(Us, w.doubled[file]);
    if (isolated) sink.add(Us, w.isolated[file]);
    if (phalanx) sink.add(Us, w.phalanx[rank]);
    if (supported) sink.add(Us, w.supported[rank]);
    const bool passed = !doubled && !(theirs & passedPawnMask(Us, sq));
    // An open pawn can be attacked from the front by rooks and has no pawn to guard it.
    if (!passed && !supported && !(theirs & forwardFileBB(Us, sq))) sink.add(Us, w.openPawn);
    if (passed) {
      entry.passed[Us] |= squareBB(sq);
      sink.add(Us, w.passed[rank]);
    } else if (!isolated && !supported && !phalanx && isBackward<Us>(sq, ours, enemyPawnAttacks)) {
      sink.add(Us, w.backward);
    } else if (!doubled && isCandidate<Us>(sq, ours, theirs)) {
      sink.add(Us, w.candidate[rank]);
    }
    entry.attackSpan[Us] |= pawnAttackSpan(Us, sq);
    entry.openFiles[Us] &= std::uint8_t(~(1u << file));
  }
}

}  // namespace

template <class Sink>
void pawnStructureTerms(const Position& pos, const EvalWeights& w, PawnEntry& entry, Sink& sink) {
  const Bitboard whiteAttacks = pawnAttacksOf<WHITE>(pos.pawns() & pos.pieces(WHITE));
  const Bitboard blackAttacks = pawnAttacksOf<BLACK>(pos.pawns() & pos.pieces(BLACK));
  entry.openFiles[WHITE] = entry.openFiles[BLACK] = 0xFF;
  evaluateSide<WHITE>(pos, w, blackAttacks, entry, sink);
  evaluateSide<BLACK>(pos, w, whiteAttacks, entry, sink);
}

PawnEntry analysePawns(const Position& pos, const EvalWeights& w) {
  PawnEntry entry;
  ScoreSink sink;
  pawnStructureTerms(pos, w, entry, sink);
  entry.key = pos.pawnKey();
  entry.valid = true;
  entry.score = sink.score;
  return entry;
}

// The three files around the king (the king's file moved off the edge): own pawns in front
// shield it (the pawn on its own file counts extra), enemy pawns marching up its files storm it
// (less when an own pawn blocks them), and files without own (or any) pawns open lines towards
// it.
template <class Sink>
void kingShelterTerms(const Position& pos, Color c, const PawnEntry& entry, const EvalWeights& w,
                      Sink& sink) {
  const Square king = pos.kingSquare(c);
  const int centre = fileOf(king) == 0 ? 1 : fileOf(king) == 7 ? 6 : fileOf(king);
  const Bitboard inFront = forwardRanksBB(c, rankOf(king)) | rankBB(rankOf(king));
  const Bitboard ours = pos.pawns() & pos.pieces(c) & inFront;
  const Bitboard theirs = pos.pawns() & pos.pieces(~c) & inFront;
  for (int file = centre - 1; file <= centre + 1; ++file) {
    const Bitboard shield = ours & fileBB(file);
    const Bitboard storm = theirs & fileBB(file);
    // The nearest own pawn shields; the most advanced enemy pawn storms.
    if (shield) {
      const int rank = relativeRank(c, rankOf(c == WHITE ? lsb(shield) : msb(shield)));
      sink.add(c, w.pawnShield[rank]);
      if (file == fileOf(king)) sink.add(c, w.kingFileShield[rank]);
    }
    if (storm) {
      // A storming pawn that an own pawn stops cannot open the file by advancing.
      const Square front = c == WHITE ? lsb(storm) : msb(storm);
      const bool blocked = ours & squareBB(front + pawnDirection(~c));
      sink.add(c, (blocked ? w.pawnStormBlocked : w.pawnStorm)[relativeRank(c, rankOf(front))]);
    }
    const bool noOwn = entry.openFiles[c] & (1u << file);
    const bool noTheirs = entry.openFiles[~c] & (1u << file);
    if (noOwn) sink.add(c, noTheirs ? w.kingOpenFile : w.kingSemiOpenFile);
  }
}

Tapered kingShelter(const Position& pos, Color c, const PawnEntry& entry, const EvalWeights& w) {
  ScoreSink sink;
  kingShelterTerms(pos, c, entry, w, sink);
  return c == WHITE ? sink.score : -sink.score;
}

template void pawnStructureTerms(const Position&, const EvalWeights&, PawnEntry&, ScoreSink&);
template void pawnStructureTerms(const Position&, const EvalWeights&, PawnEntry&, TraceSink&);
template void kingShelterTerms(const Position&, Color, const PawnEntry&, const EvalWeights&,
                               TraceSink&);

PawnEntry& PawnTable::probe(const Position& pos, const EvalWeights& w) {
  PawnEntry& entry = entries_[pos.pawnKey() & (ENTRIES - 1)];
  if (!entry.valid || entry.key != pos.pawnKey()) entry = analysePawns(pos, w);
  for (Color c : {WHITE, BLACK}) {
    if (entry.shelterKing[c] == pos.kingSquare(c)) continue;
    entry.shelterKing[c] = std::int8_t(pos.kingSquare(c));
    entry.shelter[c] = kingShelter(pos, c, entry, w);
  }
  return entry;
}

void PawnTable::clear() {
  for (PawnEntry& e : entries_) e = PawnEntry();
}

}  // namespace quadrant

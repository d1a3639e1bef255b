// Static-evaluation correction: what searches of similar positions found, relative to the
// evaluation, is added to the evaluation of the next such position before the search prunes by
// it. "Similar" is read four ways by the position, each a table keyed by one part of it (and the
// side to move): the pawn structure, the material, and each colour's pieces other than pawns with
// their squares. The evaluation's blind spots come back with the same part (a locked centre it
// overrates, a shelter it underrates, a piece badly placed), and the tables learn them within a
// game. A fifth table reads the way the node was reached: the last move paired with each of the
// moves two to seven plies before it (the continuation correction), for the errors that follow a
// plan rather than a structure (a piece sent to a square, then the reply that exploits it). The
// correction is a weighted sum of the entries.
#pragma once

#include <cstdint>
#include <memory>

#include "quadrant/core/position.h"

namespace quadrant {

// How many plies before the node each continuation-correction pair's earlier move lies; the later
// move is always the last one. The pairs reach CONTINUATION_CORRECTION_REACH moves back.
inline constexpr int CONTINUATION_CORRECTION_PLIES[] = {2, 3, 4, 5, 6, 7};
inline constexpr int CONTINUATION_CORRECTIONS = 6;
inline constexpr int CONTINUATION_CORRECTION_REACH = 7;

// One move of the path to a node as the continuation correction reads it, made once when the
// move is made (CorrectionHistory::step) so that a node finds its pairs without recomputing them.
struct CorrectionStep {
  std::int16_t* row = nullptr;  // the entries of the pairs this move begins; null when it has none
  int column = -1;              // this move's entry within a row, as a pair's later move; or -1
  int unbroken = 0;             // the moves of the path up to this one since the last null move
};

// The continuation-correction entries of one node, one per distance of
// CONTINUATION_CORRECTION_PLIES; null where that pair is missing (see CorrectionHistory::
// contextOf). The entries belong to the CorrectionHistory that made the context.
struct CorrectionContext {
  std::int16_t* pairs[CONTINUATION_CORRECTIONS] = {};
};

class CorrectionHistory {
 public:
  // Entries are centipawns times GRAIN, within +-MAX_CP * GRAIN.
  static constexpr int GRAIN = 256;
  static constexpr int MAX_CP = 64;
  static constexpr int ENTRIES = 16384;  // per position table and side to move; a power of two

  CorrectionHistory();
  void clear();

  // The step of a move (none for a null move) that leaves `piece` on its destination (NO_PIECE
  // after castling, whose destination is its rook's square), after `previous` (null at the root).
  // A null move ends the path: the moves before it were not answered in turn, so no pair spans
  // it. A castling has no pair: its piece is not recorded. The coloured pieces of a pair tell the
  // side to move, so the pairs need no table per side.
  CorrectionStep step(Move m, Piece piece, const CorrectionStep* previous);
  // The entries of a node reached by the `count` steps of `path`, oldest first (as many as lie
  // between the node and the root).
  static CorrectionContext contextOf(const CorrectionStep* path, int count);

  // The evaluation with the correction: the position tables' entries weighted by
  // CORRECTION_PERCENT (pawns), CORRECTION_MATERIAL_PERCENT and CORRECTION_NON_PAWN_PERCENT (each
  // colour), the context's pairs by CORRECTION_CONTINUATION_<plies>_PERCENT, kept short of the
  // table-win and mate ranges.
  int corrected(const Position& pos, int rawEval, const CorrectionContext& context = {}) const;
  // Starts loading the entries corrected(pos, ..., context) reads: each is a likely cache miss.
  void prefetch(const Position& pos, const CorrectionContext& context) const;
  // Moves each entry (the position's and the context's) towards `searched - rawEval`, the more the
  // deeper the search that found it: a running average whose newest sample weighs
  // min(depth + 1, CORRECTION_MAX_WEIGHT) / 256.
  void update(const Position& pos, int depth, int searched, int rawEval,
              const CorrectionContext& context = {});

 private:
  enum TableId { PAWNS, MATERIAL, WHITE_PIECES, BLACK_PIECES, TABLES };
  static constexpr int PIECES = 12;  // coloured pieces, pieceIndex
  // Entries by the earlier move's piece and destination, then the last move's: the children of a
  // node share the earlier moves, so their pairs lie in the same few rows.
  struct PairTable {
    std::int16_t entry[PIECES][64][PIECES][64];
  };

  static Key keyOf(const Position& pos, int table);
  static std::size_t indexOf(const Position& pos, int table);
  static int weightPercent(int table);
  static int pairWeightPercent(int pair);
  static int pieceIndex(Piece p) { return colorOf(p) * 6 + typeOf(p) - PAWN; }
  static void learn(std::int16_t& entry, int sample, int weight);

  std::int16_t table_[TABLES][2][ENTRIES];
  std::unique_ptr<PairTable> pairs_;  // 1.2 MB, on the heap
};

}  // namespace quadrant

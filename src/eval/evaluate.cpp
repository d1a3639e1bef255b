#include "quadrant/eval/evaluate.h"

#include <array>

namespace quadrant {
namespace {

struct Weights {
  int mg, eg;
};

constexpr Weights MATERIAL[7] = {{0, 0}, {100, 120}, {320, 300}, {330, 310}, {480, 520}, {950, 960}, {0, 0}};
constexpr int PHASE_WEIGHT[7] = {0, 0, 1, 1, 2, 4, 0};
constexpr int MAX_PHASE = 24;
constexpr int TEMPO = 10;

constexpr int edgeDistance(int x) { return x < 7 - x ? x : 7 - x; }

// Piece-square bonuses from White's side, built from simple geometric rules: pawns gain as
// they advance, minor pieces and the queen like the centre, rooks the seventh rank, and the
// king shelters in a corner in the middlegame but centralises in the endgame.
constexpr Weights squareBonus(PieceType pt, Square sq) {
  const int f = fileOf(sq), r = rankOf(sq);
  const int centre = edgeDistance(f) + edgeDistance(r);  // 0 (corner) .. 6 (centre)
  switch (pt) {
    case PAWN: return {(r - 1) * 4 + ((f == 3 || f == 4) && r >= 3 ? 12 : 0), (r - 1) * 10};
    case KNIGHT: return {6 * centre - 15, 5 * centre - 12};
    case BISHOP: return {3 * centre - 5, 3 * centre - 6};
    case ROOK: return {(r == 6 ? 15 : 0) + (f == 3 || f == 4 ? 5 : 0), 0};
    case QUEEN: return {2 * centre - 5, 4 * centre - 10};
    case KING: return {r == 0 ? (f <= 2 || f >= 6 ? 20 : 0) : -12 * r, 8 * centre - 24};
    default: return {0, 0};
  }
}

constexpr std::array<std::array<Weights, 64>, 7> makeTable() {
  std::array<std::array<Weights, 64>, 7> table{};
  for (int pt = PAWN; pt <= KING; ++pt)
    for (Square sq = 0; sq < 64; ++sq) {
      const Weights b = squareBonus(PieceType(pt), sq);
      table[pt][sq] = {MATERIAL[pt].mg + b.mg, MATERIAL[pt].eg + b.eg};
    }
  return table;
}
constexpr auto PIECE_SQUARE = makeTable();

}  // namespace

int evaluate(const Position& pos) {
  int mg = 0, eg = 0, phase = 0;
  for (Square sq : squaresOf(pos.occupied())) {
    const Piece p = pos.pieceOn(sq);
    const PieceType pt = typeOf(p);
    const Weights& w = PIECE_SQUARE[pt][relativeSquare(colorOf(p), sq)];
    const int sign = colorOf(p) == WHITE ? 1 : -1;
    mg += sign * w.mg;
    eg += sign * w.eg;
    phase += PHASE_WEIGHT[pt];
  }
  if (phase > MAX_PHASE) phase = MAX_PHASE;
  const int white = (mg * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE;
  return (pos.sideToMove() == WHITE ? white : -white) + TEMPO;
}

}  // namespace quadrant

#include "quadrant/core/attacks.h"

namespace quadrant::attacks {
namespace {

constexpr int STEP_FILE[4][2] = {{1, -1}, {0, 0}, {1, -1}, {1, -1}};
constexpr int STEP_RANK[4][2] = {{0, 0}, {1, -1}, {1, -1}, {-1, 1}};
constexpr int KNIGHT_DELTAS[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                     {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KING_DELTAS[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                   {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr int PAWN_DELTAS[2][2][2] = {{{1, 1}, {-1, 1}}, {{1, -1}, {-1, -1}}};

constexpr bool onBoard(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

constexpr Bitboard leaperAttacks(Square sq, const int (*deltas)[2], int count) {
  Bitboard result = 0;
  for (int i = 0; i < count; ++i) {
    const int f = fileOf(sq) + deltas[i][0], r = rankOf(sq) + deltas[i][1];
    if (onBoard(f, r)) result |= squareBB(makeSquare(f, r));
  }
  return result;
}

// Attacks along line direction d from sq, stopping at the first occupied square each way.
constexpr Bitboard walkLine(int d, Square sq, Bitboard occupied) {
  Bitboard result = 0;
  for (int way = 0; way < 2; ++way) {
    int f = fileOf(sq) + STEP_FILE[d][way], r = rankOf(sq) + STEP_RANK[d][way];
    for (; onBoard(f, r); f += STEP_FILE[d][way], r += STEP_RANK[d][way]) {
      result |= squareBB(makeSquare(f, r));
      if (occupied & squareBB(makeSquare(f, r))) break;
    }
  }
  return result;
}

// The occupancy bitboard of the line through sq that the 8-bit line occupancy `bits` describes.
constexpr Bitboard expandLineOccupancy(int d, unsigned bits, Bitboard lineMask) {
  Bitboard occupied = 0;
  for (Square s = 0; s < 64; ++s)
    if ((lineMask & squareBB(s)) && (bits & (1u << bitOnLine(LineDirection(d), s))))
      occupied |= squareBB(s);
  return occupied;
}

constexpr void initLeapers(Tables& t) {
  for (Square sq = 0; sq < 64; ++sq) {
    t.knight[sq] = leaperAttacks(sq, KNIGHT_DELTAS, 8);
    t.king[sq] = leaperAttacks(sq, KING_DELTAS, 8);
    t.pawn[WHITE][sq] = leaperAttacks(sq, PAWN_DELTAS[WHITE], 2);
    t.pawn[BLACK][sq] = leaperAttacks(sq, PAWN_DELTAS[BLACK], 2);
  }
}

constexpr void initSliders(Tables& t) {
  for (int d = 0; d < 4; ++d)
    for (Square sq = 0; sq < 64; ++sq) {
      t.lineMask[d][sq] = walkLine(d, sq, 0) | squareBB(sq);
      for (unsigned index = 0; index < 64; ++index)
        t.slider[d][sq][index] =
            walkLine(d, sq, expandLineOccupancy(d, index << 1, t.lineMask[d][sq]));
    }
  for (Square sq = 0; sq < 64; ++sq) {
    t.rookPseudo[sq] = walkLine(RANK_LINE, sq, 0) | walkLine(FILE_LINE, sq, 0);
    t.bishopPseudo[sq] = walkLine(DIAGONAL_LINE, sq, 0) | walkLine(ANTI_DIAGONAL_LINE, sq, 0);
  }
}

constexpr void initLineOccupancy(Tables& t) {
  for (Square sq = 0; sq < 64; ++sq)
    for (int d = 0; d < 4; ++d) {
      const int line = lineNumber(LineDirection(d), sq);
      t.lineNumbers[d][sq] = std::uint8_t(line);
      t.lineBits[sq][line] = std::uint8_t(1u << bitOnLine(LineDirection(d), sq));
    }
}

constexpr void initLinesBetween(Tables& t) {
  for (Square a = 0; a < 64; ++a)
    for (Square b = 0; b < 64; ++b) {
      t.between[a][b] = t.line[a][b] = 0;
      for (int d = 0; d < 4 && a != b; ++d) {
        if (!(t.lineMask[d][a] & squareBB(b))) continue;
        t.line[a][b] = t.lineMask[d][a];
        t.between[a][b] = walkLine(d, a, squareBB(b)) & walkLine(d, b, squareBB(a));
      }
    }
}

constexpr Tables buildTables() {
  Tables t{};
  initLeapers(t);
  initSliders(t);
  initLinesBetween(t);
  initLineOccupancy(t);
  return t;
}

}  // namespace

constexpr Tables tables = buildTables();

Bitboard slowSlider(Square sq, Bitboard occupied, bool diagonal) {
  return diagonal
             ? walkLine(DIAGONAL_LINE, sq, occupied) | walkLine(ANTI_DIAGONAL_LINE, sq, occupied)
             : walkLine(RANK_LINE, sq, occupied) | walkLine(FILE_LINE, sq, occupied);
}

}  // namespace quadrant::attacks

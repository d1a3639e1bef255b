// Attack tables.
//
// Leapers (pawn, knight, king) use one table per square. Sliders use rotated indices, as Gk does:
// every rank, file, diagonal and anti-diagonal ("line") has an 8-bit occupancy, and the attacks of
// a slider along a line are a table lookup by square and that occupancy. The position keeps the
// occupancy of all its lines up to date incrementally (see LineOccupancy); attacks against an
// arbitrary occupancy bitboard (SEE, en-passant and castling checks) collapse the line out of the
// bitboard with one multiplication instead. Both index the same tables.
#pragma once

#include <array>
#include <cstdint>

#include "quadrant/core/bitboard.h"

namespace quadrant {

enum LineDirection : int {
  RANK_LINE = 0,
  FILE_LINE = 1,
  DIAGONAL_LINE = 2,
  ANTI_DIAGONAL_LINE = 3
};

// Line numbering inside LineOccupancy: ranks 0-7, files 8-15, diagonals (file - rank + 7) 16-30,
// anti-diagonals (file + rank) 32-46. Along a file a square's bit is its rank; along every other
// line it is its file (squares on one diagonal all have different files).
constexpr int LINE_COUNT = 48;
constexpr int lineNumber(LineDirection d, Square sq) {
  const int f = fileOf(sq), r = rankOf(sq);
  return d == RANK_LINE       ? r
         : d == FILE_LINE     ? 8 + f
         : d == DIAGONAL_LINE ? 16 + f - r + 7
                              : 32 + f + r;
}
constexpr int bitOnLine(LineDirection d, Square sq) {
  return d == FILE_LINE ? rankOf(sq) : fileOf(sq);
}

namespace attacks {

struct Tables {
  Bitboard pawn[2][64];
  Bitboard knight[64];
  Bitboard king[64];
  // Indexed by the line occupancy without its two outer bits: an edge square never blocks.
  Bitboard slider[4][64][64];
  Bitboard lineMask[4][64];  // all squares of the line through sq in direction d
  Bitboard between[64][64];  // squares strictly between two aligned squares, else 0
  Bitboard line[64][64];     // the whole line through two aligned squares, else 0
  Bitboard rookPseudo[64];   // attacks on an empty board
  Bitboard bishopPseudo[64];
  // For LineOccupancy: lineNumber(d, sq), read rather than computed by the slider lookups, and
  // the bit of sq in each of the lines it is on (zero in the others), which toggles it in all.
  std::uint8_t lineNumbers[4][64];
  std::uint8_t lineBits[64][LINE_COUNT];
};

// Built at compile time (constant-initialised), so it is usable from any static initialiser.
extern const Tables tables;

inline Bitboard pawn(Color c, Square sq) { return tables.pawn[c][sq]; }
inline Bitboard knight(Square sq) { return tables.knight[sq]; }
inline Bitboard king(Square sq) { return tables.king[sq]; }
inline Bitboard between(Square a, Square b) { return tables.between[a][b]; }
inline Bitboard line(Square a, Square b) { return tables.line[a][b]; }
inline Bitboard rookPseudo(Square sq) { return tables.rookPseudo[sq]; }
inline Bitboard bishopPseudo(Square sq) { return tables.bishopPseudo[sq]; }

// Attacks along one line from sq, given the 8-bit occupancy of that line.
inline Bitboard onLine(LineDirection d, Square sq, unsigned lineOccupancy) {
  return tables.slider[d][sq][(lineOccupancy >> 1) & 63];
}

// The 8-bit occupancy of the line through sq, collapsed out of an occupancy bitboard.
inline unsigned collapseLine(LineDirection d, Square sq, Bitboard occupied) {
  switch (d) {
    case RANK_LINE: return unsigned(occupied >> (8 * rankOf(sq))) & 0xFF;
    case FILE_LINE:  // file bits 8r move to bit 56 + r; the partial products never overlap
      return unsigned((((occupied >> fileOf(sq)) & FILE_A_BB) * 0x0102040810204080ULL) >> 56);
    default:  // one square per file, so summing the eight ranks into the top byte keeps the files
      return unsigned(((occupied & tables.lineMask[d][sq]) * FILE_A_BB) >> 56);
  }
}

// Slider attacks against an arbitrary occupancy.
inline Bitboard bishop(Square sq, Bitboard occupied) {
  return onLine(DIAGONAL_LINE, sq, collapseLine(DIAGONAL_LINE, sq, occupied)) |
         onLine(ANTI_DIAGONAL_LINE, sq, collapseLine(ANTI_DIAGONAL_LINE, sq, occupied));
}
inline Bitboard rook(Square sq, Bitboard occupied) {
  return onLine(RANK_LINE, sq, collapseLine(RANK_LINE, sq, occupied)) |
         onLine(FILE_LINE, sq, collapseLine(FILE_LINE, sq, occupied));
}
inline Bitboard queen(Square sq, Bitboard occupied) {
  return bishop(sq, occupied) | rook(sq, occupied);
}

// Reference implementation by walking rays; used to build the tables and by the tests.
Bitboard slowSlider(Square sq, Bitboard occupied, bool diagonal);

}  // namespace attacks

// The 48 line occupancies of a position, updated incrementally as pieces come and go.
class LineOccupancy {
 public:
  void toggle(Square sq) {
    for (int line = 0; line < LINE_COUNT; ++line)
      lines_[line] ^= attacks::tables.lineBits[sq][line];
  }
  unsigned of(LineDirection d, Square sq) const {
    return lines_[attacks::tables.lineNumbers[d][sq]];
  }

  Bitboard bishopAttacks(Square sq) const {
    return attacks::onLine(DIAGONAL_LINE, sq, of(DIAGONAL_LINE, sq)) |
           attacks::onLine(ANTI_DIAGONAL_LINE, sq, of(ANTI_DIAGONAL_LINE, sq));
  }
  Bitboard rookAttacks(Square sq) const {
    return attacks::onLine(RANK_LINE, sq, of(RANK_LINE, sq)) |
           attacks::onLine(FILE_LINE, sq, of(FILE_LINE, sq));
  }
  bool operator==(const LineOccupancy& o) const { return lines_ == o.lines_; }

 private:
  std::array<std::uint8_t, LINE_COUNT> lines_{};
};

}  // namespace quadrant

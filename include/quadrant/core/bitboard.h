// Bitboard primitives: masks, shifts, population count and bit scans.
//
// The bit scans are De Bruijn multiplications (Leiserson, Prokop and Randall, 1998). Where the
// compiler offers a hardware instruction (tzcnt/lzcnt/popcnt through GCC/Clang builtins) the
// default build uses it; the QUADRANT_PORTABLE build uses the De Bruijn and SWAR versions. Both
// paths are always compiled so the tests can prove they agree.
#pragma once

#include <array>
#include <cstdint>

#include "quadrant/core/types.h"

namespace quadrant {

constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard fileBB(int file) { return FILE_A_BB << file; }
constexpr Bitboard rankBB(int rank) { return RANK_1_BB << (8 * rank); }
constexpr Bitboard squareBB(Square sq) { return Bitboard(1) << sq; }
constexpr Bitboard LIGHT_SQUARES_BB = 0x55AA55AA55AA55AAULL;

namespace debruijn {

// A De Bruijn sequence B(2,6): every 6-bit window of it is distinct, so multiplying it by a
// "ones up to bit i" pattern and keeping the top 6 bits names i uniquely.
constexpr std::uint64_t SEQUENCE = 0x03F79D71B4CB0A89ULL;

constexpr std::array<std::uint8_t, 64> makeIndexTable() {
  std::array<std::uint8_t, 64> table{};
  for (int i = 0; i < 64; ++i) {
    const std::uint64_t onesUpToI = i == 63 ? ~0ULL : (2ULL << i) - 1;
    table[(onesUpToI * SEQUENCE) >> 58] = std::uint8_t(i);
  }
  return table;
}
constexpr std::array<std::uint8_t, 64> INDEX = makeIndexTable();

// Precondition for both: b != 0.
constexpr int lsb(Bitboard b) { return INDEX[((b ^ (b - 1)) * SEQUENCE) >> 58]; }
constexpr int msb(Bitboard b) {
  b |= b >> 1;
  b |= b >> 2;
  b |= b >> 4;
  b |= b >> 8;
  b |= b >> 16;
  b |= b >> 32;
  return INDEX[(b * SEQUENCE) >> 58];
}

}  // namespace debruijn

constexpr int popcountSoftware(Bitboard b) {
  b = b - ((b >> 1) & 0x5555555555555555ULL);
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return int((b * 0x0101010101010101ULL) >> 56);
}

#if defined(__GNUC__) && !defined(QUADRANT_PORTABLE)
#define QUADRANT_HARDWARE_BITOPS 1
inline int lsbHardware(Bitboard b) { return __builtin_ctzll(b); }
inline int msbHardware(Bitboard b) { return 63 ^ __builtin_clzll(b); }
inline int popcountHardware(Bitboard b) { return __builtin_popcountll(b); }
inline int lsb(Bitboard b) { return lsbHardware(b); }
inline int msb(Bitboard b) { return msbHardware(b); }
inline int popcount(Bitboard b) { return popcountHardware(b); }
#else
inline int lsb(Bitboard b) { return debruijn::lsb(b); }
inline int msb(Bitboard b) { return debruijn::msb(b); }
inline int popcount(Bitboard b) { return popcountSoftware(b); }
#endif

// Bitscan with reset: returns the lowest set square and clears it. Precondition: b != 0.
inline Square popLsb(Bitboard& b) {
  const Square sq = lsb(b);
  b &= b - 1;
  return sq;
}

constexpr bool moreThanOne(Bitboard b) { return (b & (b - 1)) != 0; }

// Shifts that drop bits leaving the board on the a/h files.
constexpr Bitboard shiftNorth(Bitboard b) { return b << 8; }
constexpr Bitboard shiftSouth(Bitboard b) { return b >> 8; }
constexpr Bitboard shiftEast(Bitboard b) { return (b & ~fileBB(7)) << 1; }
constexpr Bitboard shiftWest(Bitboard b) { return (b & ~FILE_A_BB) >> 1; }

// "Forward" for colour c: north for White, south for Black.
template <Color C>
constexpr Bitboard pawnPush(Bitboard b) {
  return C == WHITE ? shiftNorth(b) : shiftSouth(b);
}
constexpr int pawnDirection(Color c) { return c == WHITE ? 8 : -8; }
// Every square colour C's pawns on `pawns` attack.
template <Color C>
constexpr Bitboard pawnAttacksOf(Bitboard pawns) {
  const Bitboard pushed = pawnPush<C>(pawns);
  return shiftEast(pushed) | shiftWest(pushed);
}
constexpr int relativeRank(Color c, int rank) { return c == WHITE ? rank : 7 - rank; }
constexpr Square relativeSquare(Color c, Square sq) { return c == WHITE ? sq : sq ^ 56; }

// Pawn-structure geometry, from colour c's side.
constexpr Bitboard adjacentFilesBB(int file) {
  return shiftEast(fileBB(file)) | shiftWest(fileBB(file));
}
// The ranks strictly in front of `rank`.
constexpr Bitboard forwardRanksBB(Color c, int rank) {
  if (c == WHITE) return rank >= 7 ? 0 : ~Bitboard(0) << (8 * (rank + 1));
  return rank <= 0 ? 0 : ~Bitboard(0) >> (8 * (8 - rank));
}
constexpr Bitboard forwardFileBB(Color c, Square sq) {
  return forwardRanksBB(c, rankOf(sq)) & fileBB(fileOf(sq));
}
// Every square a pawn on sq could still attack as it advances.
constexpr Bitboard pawnAttackSpan(Color c, Square sq) {
  return forwardRanksBB(c, rankOf(sq)) & adjacentFilesBB(fileOf(sq));
}
// The squares that must be free of enemy pawns for a pawn on sq to be passed.
constexpr Bitboard passedPawnMask(Color c, Square sq) {
  return pawnAttackSpan(c, sq) | forwardFileBB(c, sq);
}

// King moves between two squares (Chebyshev distance), looked up: the evaluation asks for many
// at every node.
namespace distance {

constexpr int compute(Square a, Square b) {
  const int df = fileOf(a) > fileOf(b) ? fileOf(a) - fileOf(b) : fileOf(b) - fileOf(a);
  const int dr = rankOf(a) > rankOf(b) ? rankOf(a) - rankOf(b) : rankOf(b) - rankOf(a);
  return df > dr ? df : dr;
}

constexpr std::array<std::array<std::uint8_t, 64>, 64> makeTable() {
  std::array<std::array<std::uint8_t, 64>, 64> table{};
  for (Square a = 0; a < 64; ++a)
    for (Square b = 0; b < 64; ++b) table[a][b] = std::uint8_t(compute(a, b));
  return table;
}
constexpr std::array<std::array<std::uint8_t, 64>, 64> TABLE = makeTable();

// RINGS[sq][d]: the squares exactly d king moves from sq.
constexpr std::array<std::array<Bitboard, 8>, 64> makeRings() {
  std::array<std::array<Bitboard, 8>, 64> rings{};
  for (Square a = 0; a < 64; ++a)
    for (Square b = 0; b < 64; ++b) rings[a][compute(a, b)] |= Bitboard(1) << b;
  return rings;
}
constexpr std::array<std::array<Bitboard, 8>, 64> RINGS = makeRings();

}  // namespace distance

constexpr int squareDistance(Square a, Square b) { return distance::TABLE[a][b]; }
// The squares exactly d (0..7) king moves from sq.
constexpr Bitboard distanceRingBB(Square sq, int d) { return distance::RINGS[sq][d]; }

// Iterate the set squares of a bitboard: for (Square s : squaresOf(b)).
class SquareIterator {
 public:
  explicit SquareIterator(Bitboard b) : b_(b) {}
  Square operator*() const { return lsb(b_); }
  SquareIterator& operator++() {
    b_ &= b_ - 1;
    return *this;
  }
  bool operator!=(const SquareIterator& o) const { return b_ != o.b_; }

 private:
  Bitboard b_;
};
struct squaresOf {
  Bitboard b;
  explicit squaresOf(Bitboard bb) : b(bb) {}
  SquareIterator begin() const { return SquareIterator(b); }
  SquareIterator end() const { return SquareIterator(0); }
};

}  // namespace quadrant

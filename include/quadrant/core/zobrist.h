// Zobrist keys. The main key uses the Polyglot Random64 constants and Polyglot's layout, so a
// position's key is its Polyglot book key and opening books are probed with it directly.
#pragma once

#include <array>

#include "quadrant/core/types.h"

namespace quadrant::zobrist {

// Polyglot piece kinds: black pawn 0, white pawn 1, black knight 2, ..., white king 11.
constexpr int polyglotKind(Piece p) { return 2 * (typeOf(p) - 1) + (colorOf(p) == WHITE ? 1 : 0); }

// Polyglot's Random64 table: 768 piece-square keys (64 * kind + square), then 4 castling keys
// (white short, white long, black short, black long), 8 en-passant file keys, the white-to-move
// key.
extern const Key RANDOM64[781];
// XOR of the castling keys of every right set in a 4-bit rights mask.
extern const std::array<Key, 16> CASTLING_KEYS;

constexpr int CASTLING_OFFSET = 768;
constexpr int EN_PASSANT_OFFSET = 772;
constexpr int TURN_OFFSET = 780;

inline Key piece(Piece p, Square sq) { return RANDOM64[64 * polyglotKind(p) + sq]; }
inline Key castling(unsigned rights) { return CASTLING_KEYS[rights & 15]; }
inline Key enPassantFile(int file) { return RANDOM64[EN_PASSANT_OFFSET + file]; }
inline Key whiteToMove() { return RANDOM64[TURN_OFFSET]; }

}  // namespace quadrant::zobrist

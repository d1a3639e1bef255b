// The board as UCI's "d" prints it, in the manner of Stockfish's "d": the ranks from 8 down, a
// piece by its FEN letter and an empty square as '.', then the FEN, the position's key as 16 hex
// digits (Polyglot's) and the squares of the pieces giving check:
//
//     r n b q k b n r
//     ...
//     R N B Q K B N R
//   Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//   Key: 463b96181691fc9c
//   Checkers:
#pragma once

#include <string>

#include "quadrant/core/position.h"

namespace quadrant {

// Lines separated by '\n', without a final one.
std::string boardText(const Position& pos);

}  // namespace quadrant

// The board as FEN writes it, shared by every writer of a FEN (Position::fen and CECP's edit
// mode, which builds a board before any Position exists).
#pragma once

#include <array>
#include <string>

#include "quadrant/core/types.h"

namespace quadrant {

using Board = std::array<Piece, 64>;  // indexed by square, a1 = 0

// The first FEN field: ranks 8 to 1 separated by '/', pieces as letters (white upper case),
// runs of empty squares as digits.
std::string fenPlacement(const Board& board);

// The piece a FEN letter names (white upper case); NO_PIECE for any other character.
Piece pieceFromLetter(char letter);

}  // namespace quadrant

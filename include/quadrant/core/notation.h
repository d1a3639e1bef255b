// Move notation: UCI coordinates and Standard Algebraic Notation, both ways.
#pragma once

#include <string>
#include <string_view>

#include "quadrant/core/position.h"

namespace quadrant {

// "e4"
std::string squareName(Square sq);

// UCI coordinates ("e2e4", "e7e8q"). Castling is written as the king's two-square move in
// standard chess and as "king takes own rook" in Chess960 (pos.isChess960()).
std::string moveToUci(const Position& pos, Move m);
std::string moveToUci(Move m, bool chess960);  // without a position; castling as stored
// Returns Move::none() unless the text names a legal move. Both castling forms are accepted, and
// the promotion letter in either case.
Move parseUciMove(const Position& pos, std::string_view text);

// SAN ("Nbd7", "exd6", "O-O-O", "e8=Q+", "Qxf7#"). m must be legal.
std::string moveToSan(const Position& pos, Move m);
// Accepts SAN with or without check marks and annotations (!, ?), "0-0" for castling, and
// promotions with or without '=', and long algebraic notation ("e2-e4", "Ng1-f3", "e4xd5").
// Returns Move::none() unless it names exactly one legal move.
Move parseSan(const Position& pos, std::string_view text);

}  // namespace quadrant

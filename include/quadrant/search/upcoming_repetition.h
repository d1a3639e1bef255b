// Upcoming repetitions: whether the side to move has a move that brings back a position played
// before, so that it can force a repetition draw. Such a move is a reversible move of a piece
// (not a pawn), and it changes the key by a value that depends on the piece, its two squares and
// the turn alone. The values of all such moves, 3,668 of them, are kept in a cuckoo hash table
// (Marcel van Kervinck's method, as Stockfish and Weiss use it): a key difference to an earlier
// position is looked up in two slots, and a hit names the move, which counts when the squares
// between its ends are empty and the piece on its occupied end is the side to move's.
#pragma once

#include <vector>

#include "quadrant/core/position.h"

namespace quadrant {

// `keys` ends with the keys of the positions leading to `pos`, then pos's own (the game's history,
// then the search path's). Only the latest `pliesBack` positions before pos are looked at: those
// since the last capture, pawn move or null move.
bool hasUpcomingRepetition(const Position& pos, const std::vector<Key>& keys, int pliesBack);

}  // namespace quadrant

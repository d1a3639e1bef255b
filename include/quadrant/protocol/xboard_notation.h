// How CECP (the XBoard/WinBoard protocol) writes moves, scores, thinking lines and the end of a
// game.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "quadrant/core/game_end.h"
#include "quadrant/core/position.h"
#include "quadrant/search/search.h"

namespace quadrant {

// Coordinate notation ("e2e4", "e7e8q"). Castling is the king's two-square move in standard
// chess and "O-O"/"O-O-O" in Chess960, as XBoard and Cute Chess send it for fischerandom.
std::string xboardMove(const Position& pos, Move m);

// Reads a move from the GUI: coordinates (in Chess960 castling only as king takes rook, so that
// "f1g1" stays a king step), "O-O"/"O-O-O", or SAN. None unless it names a legal move.
Move parseXboardMove(const Position& pos, std::string_view text);

// Whether an unrecognised command is shaped like a move (coordinates, castling or SAN), so that
// an illegal one is answered "Illegal move" rather than "Error (unknown command)".
bool looksLikeMove(std::string_view text);

// Centipawns, or a mate as 100000 + N (mate in N moves) and -100000 - N (mated in N).
long long xboardScore(int score);

// "ply score time nodes pv": time in centiseconds; the PV ends with '!' for a lower bound (fail
// high) and '?' for an upper bound (fail low).
std::string thinkingLine(const Position& root, const SearchInfo& info, std::int64_t centiseconds);

// The PGN result with its reason, as CECP claims it: "1-0 {White mates}", "1/2-1/2 {Stalemate}".
// Precondition: end != GameEnd::None and it was found in `pos`.
std::string resultClaim(const Position& pos, GameEnd end);

}  // namespace quadrant

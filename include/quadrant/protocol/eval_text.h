// The static evaluation of a position explained term by term, as UCI's "eval", CECP's "eval" and
// "quadrant eval" print it (in the manner of Stockfish's classical "eval"):
//
//   Term         |     White     |     Black     |     Total
//                |    MG     EG  |    MG     EG  |    MG     EG
//   -------------+---------------+---------------+--------------
//   Material     |  4075   4364  |  4075   4364  |     0      0
//   ...
//   -------------+---------------+---------------+--------------
//   Sum          |               |               |    17      5
//
// then the phase, the endgame scale, the tapered sum, any endgame recognizer that replaces it,
// and the evaluation from White's and from the side to move's point of view, in centipawns.
#pragma once

#include <string>

#include "quadrant/core/position.h"

namespace quadrant {

// Lines separated by '\n', without a final one.
std::string evaluationText(const Position& pos);

}  // namespace quadrant

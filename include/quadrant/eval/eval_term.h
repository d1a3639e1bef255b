// The evaluation's terms, as the `eval` command lists them. Every weight belongs to one term
// (weightTerm in weights.h); the non-linear terms are the quadratic king danger (King attack)
// and the complexity, which moves the endgame part of the whole sum.
// A term is credited to the colour that earns it: the king's shelter to the king's side, the
// attack on a king to the attacker.
#pragma once

#include <cstddef>
#include <cstdint>

namespace quadrant {

enum class EvalTerm : std::uint8_t {
  Material,     // piece values
  Imbalance,    // the material table's balance terms: bishop pair, redundancy, trading down
  PieceSquare,  // piece-square tables
  Pawns,        // pawn structure: candidate, phalanx, supported, doubled, isolated, backward
  PassedPawns,  // passers: rank, free path, blockade, king distances, unstoppable passers
  Mobility,     // safe squares per piece
  Pieces,       // centre control, outposts, bad bishop, rook files and 7th rank, development
  Threats,      // pieces attacked by lesser pieces or the king, hanging or held poorly
  KingAttack,   // tropism to the enemy king and the danger of the attack on it
  King,         // the own king: shelter, storm, open files, castling rights, distance to pawns
  Complexity,   // how winnable the endgame part is: credited to the side it favours
  Tempo,        // the side to move's bonus
};

constexpr std::size_t EVAL_TERM_COUNT = std::size_t(EvalTerm::Tempo) + 1;

constexpr const char* EVAL_TERM_NAMES[EVAL_TERM_COUNT] = {
    "Material", "Imbalance", "Piece-square", "Pawns",       "Passed pawns", "Mobility",
    "Pieces",   "Threats",   "King attack",  "King safety", "Complexity",   "Tempo",
};

}  // namespace quadrant

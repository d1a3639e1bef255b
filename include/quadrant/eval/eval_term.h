// The evaluation's terms, as the `eval` command lists them. Every weight belongs to one term
// (weightTerm in weights.h); the non-linear terms are the quadratic king danger (King attack)
// and the complexity, which moves the endgame part of the whole sum.
// A term is credited to the colour that earns it: the king's shelter to the king's side, the
// attack on a king to the attacker.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>

namespace quadrant {

// QUADRANT_EVAL_TERMS(T) calls T(NAME, SHOWN) once per term, in the order the `eval` command
// lists them: the enumerator EvalTerm::NAME, whose row the command heads SHOWN. The one place a
// term is declared: the enum and the names are both made from it.
// clang-format off
#define QUADRANT_EVAL_TERMS(T)                                                                     \
  T(Material, "Material")        /* piece values */                                                \
  /* the material table's balance terms: bishop pair, redundancy, trading down */                  \
  T(Imbalance, "Imbalance")                                                                        \
  T(PieceSquare, "Piece-square") /* piece-square tables */                                         \
  /* pawn structure: candidate, phalanx, supported, doubled, isolated, backward */                 \
  T(Pawns, "Pawns")                                                                                \
  /* passers: rank, free path, blockade, king distances, unstoppable passers */                    \
  T(PassedPawns, "Passed pawns")                                                                   \
  T(Mobility, "Mobility")        /* safe squares per piece */                                      \
  /* centre control, outposts, bad bishop, rook files and 7th rank, development */                 \
  T(Pieces, "Pieces")                                                                              \
  /* pieces attacked by lesser pieces or the king, hanging or held poorly */                       \
  T(Threats, "Threats")                                                                            \
  /* tropism to the enemy king and the danger of the attack on it */                               \
  T(KingAttack, "King attack")                                                                     \
  /* the own king: shelter, storm, open files, castling rights, distance to pawns */               \
  T(King, "King safety")                                                                           \
  /* how winnable the endgame part is: credited to the side it favours */                          \
  T(Complexity, "Complexity")                                                                      \
  T(Tempo, "Tempo")              /* the side to move's bonus */
// clang-format on

enum class EvalTerm : std::uint8_t {
#define QUADRANT_TERM_ENUMERATOR(name, shown) name,
  QUADRANT_EVAL_TERMS(QUADRANT_TERM_ENUMERATOR)
#undef QUADRANT_TERM_ENUMERATOR
};

// The name of term i, as the `eval` command heads its row.
constexpr const char* EVAL_TERM_NAMES[] = {
#define QUADRANT_TERM_NAME(name, shown) shown,
    QUADRANT_EVAL_TERMS(QUADRANT_TERM_NAME)
#undef QUADRANT_TERM_NAME
};

constexpr std::size_t EVAL_TERM_COUNT = std::size(EVAL_TERM_NAMES);

}  // namespace quadrant

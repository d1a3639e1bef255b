// Every weight of the evaluation, in one list.
//
// The weights are tapered scores from White's side (the evaluation mirrors them for Black),
// grouped by term. QUADRANT_EVAL_WEIGHTS is the one place a weight is declared: the struct
// EvalWeights, the tuner's listing of the weights (printWeights) and the term each weight is
// credited to in the trace (weightTerm) are all made from it, in its order. A weight that
// defaultWeights() does not set is zero, so a new term leaves the evaluation as it is until a
// tuning run gives it values (but a tuned scale is neutral at SCALE_NORMAL, not zero).
//
// The weights are also numbered 0 to WEIGHT_COUNT - 1 in the list's order, row by row (the
// flat view): the tuner addresses weight i, and the evaluation's trace records how often each
// weight was counted in a position (see evaluate.h). The flat view is a copy, a WeightVector
// (flatten and unflatten); weightIndex numbers a weight of EvalWeights in place.
#pragma once

#include <array>
#include <cstddef>
#include <ostream>

#include "quadrant/core/types.h"
#include "quadrant/eval/eval_term.h"
#include "quadrant/eval/taper.h"

namespace quadrant {

// The shapes of the list's entries besides a single Tapered: a row of weights (by rank, file,
// piece type, count...) and the piece-square tables, a row of 64 squares per piece type. (A
// macro argument holds no comma, so the list names them by these aliases.)
template <std::size_t N>
using TaperedRow = std::array<Tapered, N>;
using PieceSquareTables = std::array<TaperedRow<64>, 7>;

// QUADRANT_EVAL_WEIGHTS(W) calls W(SHAPE, NAME, TERM) once per entry: the member EvalWeights::NAME
// of type SHAPE, whose weights the trace credits to EvalTerm::TERM.
// clang-format off
#define QUADRANT_EVAL_WEIGHTS(W)                                                                   \
  /* Material and piece-square tables (by piece type; squares from White's side). */               \
  W(TaperedRow<7>, pieceValue, Material)                                                           \
  W(PieceSquareTables, pieceSquare, PieceSquare)                                                   \
  /* Material balance (Gibbon, Kaufman): the bishop pair, knights gaining and rooks losing */      \
  /* value with more own pawns, redundant major pieces, trading down when ahead, keeping the */    \
  /* queen when behind, keeping pawns when ahead. */                                               \
  W(Tapered, bishopPair, Imbalance)                                                                \
  W(Tapered, knightPerPawn, Imbalance)                                                             \
  W(Tapered, rookPerPawn, Imbalance)                                                               \
  W(Tapered, rookPair, Imbalance)                                                                  \
  W(Tapered, queenAndRook, Imbalance)                                                              \
  W(Tapered, tradeDown, Imbalance) /* side ahead: per non-pawn piece off the board */              \
  W(Tapered, pawnWhenAhead, Imbalance) /* side ahead: per own pawn still on the board */           \
  W(Tapered, queenWhenBehind, Imbalance) /* side behind: still has its queen */                    \
  /* Pawn structure (cached in the pawn hash). */                                                  \
  W(TaperedRow<8>, passed, PassedPawns) /* by relative rank */                                     \
  W(TaperedRow<8>, candidate, Pawns) /* by relative rank */                                        \
  W(TaperedRow<8>, phalanx, Pawns) /* side-by-side pawns, by relative rank */                      \
  W(TaperedRow<8>, supported, Pawns) /* pawns defended by a pawn, by relative rank */              \
  W(TaperedRow<8>, doubled, Pawns) /* by file */                                                   \
  W(TaperedRow<8>, isolated, Pawns) /* by file */                                                  \
  W(Tapered, backward, Pawns)                                                                      \
  /* neither opposed by an enemy pawn, nor defended by a pawn, nor passed */                       \
  W(Tapered, openPawn, Pawns)                                                                      \
  /* Passed pawns with the pieces: free path, blockade, king distances (by relative rank). */      \
  W(TaperedRow<8>, passedFreePath, PassedPawns)                                                    \
  W(TaperedRow<8>, passedBlocked, PassedPawns)                                                     \
  /* per square of distance to the stop square */                                                  \
  W(TaperedRow<8>, passedOwnKingDistance, PassedPawns)                                             \
  W(TaperedRow<8>, passedEnemyKingDistance, PassedPawns)                                           \
  /* rule of the square against a king without pieces */                                           \
  W(Tapered, unstoppablePasser, PassedPawns)                                                       \
  /* by rank: the stop square is empty and unattacked */                                           \
  W(TaperedRow<8>, passedSafeStop, PassedPawns)                                                    \
  /* Pieces. */                                                                                    \
  W(TaperedRow<9>, knightMobility, Mobility)                                                       \
  W(TaperedRow<14>, bishopMobility, Mobility)                                                      \
  W(TaperedRow<15>, rookMobility, Mobility)                                                        \
  W(TaperedRow<28>, queenMobility, Mobility)                                                       \
  /* per attack of a minor piece or pawn on the four centre squares */                             \
  W(Tapered, centreControl, Pieces)                                                                \
  W(Tapered, knightOutpost, Pieces)                                                                \
  W(Tapered, bishopOutpost, Pieces)                                                                \
  W(Tapered, badBishopPawn, Pieces) /* per own pawn on the bishop's colour */                      \
  W(Tapered, rookOpenFile, Pieces)                                                                 \
  W(Tapered, rookSemiOpenFile, Pieces)                                                             \
  W(Tapered, rookOnSeventh, Pieces)                                                                \
  /* rook with three safe squares at most, not on a half-open file, shut in by its own king; */    \
  /* counted twice when the king cannot castle any more */                                         \
  W(Tapered, trappedRook, Pieces)                                                                  \
  W(Tapered, bishopXRayPawns, Pieces) /* per enemy pawn on the bishop's empty-board diagonals */   \
  /* knight attacking an outpost square it does not stand on, free of own pieces */                \
  W(Tapered, reachableOutpost, Pieces)                                                             \
  /* by piece type: per square closer to the enemy king */                                         \
  W(TaperedRow<7>, tropism, KingAttack)                                                            \
  /* by minor piece type: per square away from the own king */                                     \
  W(TaperedRow<7>, kingProtector, King)                                                            \
  W(Tapered, undevelopedMinor, Pieces) /* minor piece still on its starting rank */                \
  /* queen out while minors are undeveloped, per undeveloped minor */                              \
  W(Tapered, earlyQueen, Pieces)                                                                   \
  /* knight or bishop with a pawn (either colour) just in front */                                 \
  W(Tapered, minorBehindPawn, Pieces)                                                              \
  /* bishop on a long diagonal seeing both its centre squares */                                   \
  W(Tapered, bishopLongDiagonal, Pieces)                                                           \
  W(Tapered, rookOnQueenFile, Pieces) /* rook on the enemy queen's file */                         \
  W(TaperedRow<7>, pinned, Pieces) /* by type: own piece pinned to the own king */                 \
  /* Space (Stockfish's classical term, mg only, while most pieces are on): safe squares in the */ \
  /* own half of the centre files, times the square of a weight that grows with the pieces and */  \
  /* the blocked pawns (the count is divided by SPACE_DIVISOR, evaluate.cpp). */                   \
  W(Tapered, space, Pieces)                                                                        \
  /* Threats. */                                                                                   \
  W(TaperedRow<7>, threatByPawn, Threats) /* by the attacked piece type */                         \
  W(TaperedRow<7>, threatByMinor, Threats)                                                         \
  W(TaperedRow<7>, threatByRook, Threats)                                                          \
  W(Tapered, hanging, Threats) /* attacked and undefended piece */                                 \
  /* enemy piece a safe pawn push would attack, per piece */                                       \
  W(Tapered, pawnPushThreat, Threats)                                                              \
  /* The rest read the squares the enemy holds poorly: attacked and undefended, or attacked */     \
  /* twice and defended at most once and by no pawn. */                                            \
  W(Tapered, weakPawn, Threats) /* enemy pawn held poorly and not attacked by a pawn */            \
  /* enemy minor held poorly and attacked by a rook or queen */                                    \
  W(Tapered, weakMinorByMajor, Threats)                                                            \
  /* enemy piece held poorly and attacked by the king */                                           \
  W(TaperedRow<7>, threatByKing, Threats)                                                          \
  /* enemy piece attacked once and defended once: its defender is tied */                          \
  W(Tapered, overloaded, Threats)                                                                  \
  /* The rest read the squares the enemy holds strongly: attacked by its pawns, or attacked */     \
  /* twice by it and not twice by the own side. */                                                 \
  /* squares a knight would attack the lone enemy queen from, attacked by an own knight, in */     \
  /* the mobility area and not held strongly */                                                    \
  W(Tapered, knightOnQueen, Threats)                                                               \
  /* the same for the own bishops and rooks through the pieces, on squares attacked twice */       \
  W(Tapered, sliderOnQueen, Threats)                                                               \
  /* squares both sides attack and the enemy does not hold strongly: its pieces' moves there */    \
  /* are restricted */                                                                             \
  W(Tapered, restrictedPiece, Threats)                                                             \
  /* attacked enemy piece, but the king, not held strongly and defended by the enemy queen */      \
  W(Tapered, weakQueenProtection, Threats)                                                         \
  /* King safety. The attack terms are counted in "units" (mg part) whose sum grows the danger */  \
  /* quadratically (kingDanger in nonlinear_terms.h); the rest are direct terms. */                \
  /* by attacker type: per attacker of the type, times the number of attackers */                  \
  W(TaperedRow<7>, kingAttackUnits, KingAttack)                                                    \
  W(TaperedRow<7>, safeCheckUnits, KingAttack) /* by checking piece type */                        \
  /* per attack on the zone, by its size: 6, 9, 12 */                                              \
  W(TaperedRow<3>, kingZoneAttackUnits, KingAttack)                                                \
  /* per zone square attacked, defended once at most, and then only by the king or queen */        \
  W(Tapered, weakKingSquareUnits, KingAttack)                                                      \
  /* per own pawn in the zone on a square that is not weak */                                      \
  W(Tapered, kingZonePawnUnits, KingAttack)                                                        \
  W(Tapered, queenlessAttackUnits, KingAttack) /* once, when the attacker has no queen */          \
  W(Tapered, kingDangerOffsetUnits, KingAttack) /* once in every attack */                         \
  W(Tapered, kingDanger, KingAttack) /* the quadratic danger's scale (mg) and eg share */          \
  /* rook whose file meets the enemy king's zone while it attacks none of the zone: x-ray */       \
  W(Tapered, rookOnKingRing, KingAttack)                                                           \
  /* bishop whose diagonals, through the pawns alone, meet the zone it does not attack */          \
  W(Tapered, bishopOnKingRing, KingAttack)                                                         \
  /* own pawn in front of the king, by relative rank */                                            \
  W(TaperedRow<8>, pawnShield, King)                                                               \
  /* enemy pawn approaching the king, by relative rank */                                          \
  W(TaperedRow<8>, pawnStorm, King)                                                                \
  /* the same, stopped by an own pawn just in front */                                             \
  W(TaperedRow<8>, pawnStormBlocked, King)                                                         \
  /* extra for the shield on the king's own file */                                                \
  W(TaperedRow<8>, kingFileShield, King)                                                           \
  W(Tapered, kingOpenFile, King)                                                                   \
  W(Tapered, kingSemiOpenFile, King)                                                               \
  W(Tapered, castlingRight, King)                                                                  \
  W(Tapered, kingPawnDistance, King) /* endgame: per square to the closest pawn */                 \
  /* Complexity (eg parts only; the mg parts are unused): the sum of these weights times their */  \
  /* counts moves the endgame part of the score away from zero when positive, or towards zero, */  \
  /* never past it, when negative (complexityShift in nonlinear_terms.h). A side ahead */          \
  /* with pawns on one flank only, or few of them, wins less often than its material */            \
  /* says. */                                                                                      \
  W(Tapered, complexityPawns, Complexity) /* per pawn */                                           \
  W(Tapered, complexityPassed, Complexity) /* per passed pawn */                                   \
  /* pawns on both the queen's and the king's side */                                              \
  W(Tapered, complexityBothFlanks, Complexity)                                                     \
  W(Tapered, complexityPawnEnding, Complexity) /* kings and pawns only */                          \
  W(Tapered, complexityOffset, Complexity) /* counted in every position */                         \
  /* Endgame scales that are tuned (endgame.h, tunedScaleWeight): the mg part is the factor on */  \
  /* the endgame part of the score, SCALE_NORMAL (64) for none; the eg part is unused. */          \
  W(Tapered, scaleOppositeBishopsKnights, Complexity)                                              \
  W(Tapered, scaleOppositeBishopsRooks, Complexity)                                                \
  W(Tapered, scaleLoneQueen, Complexity)                                                           \
  /* Every other endgame, by the number of pawns of the side ahead (eight or more: the last). */   \
  W(TaperedRow<9>, scaleByPawns, Complexity)                                                       \
  W(Tapered, tempo, Tempo)
// clang-format on

struct EvalWeights {
#define QUADRANT_WEIGHT_MEMBER(shape, name, term) shape name;
  QUADRANT_EVAL_WEIGHTS(QUADRANT_WEIGHT_MEMBER)
#undef QUADRANT_WEIGHT_MEMBER
};

// How many weights a shape of the list holds.
template <class Shape>
constexpr std::size_t WEIGHTS_IN = 1;  // a Tapered
template <class T, std::size_t N>
constexpr std::size_t WEIGHTS_IN<std::array<T, N>> = (N * WEIGHTS_IN<T>);

#define QUADRANT_WEIGHT_COUNT(shape, name, term) +WEIGHTS_IN<shape>
constexpr std::size_t WEIGHT_COUNT = 0 QUADRANT_EVAL_WEIGHTS(QUADRANT_WEIGHT_COUNT);
#undef QUADRANT_WEIGHT_COUNT
// The flat view's index of the king danger's scale, which the trace's formula reads (trace.h).
constexpr std::size_t KING_DANGER_WEIGHT = offsetof(EvalWeights, kingDanger) / sizeof(Tapered);

// The flat view: weight i of WEIGHT_COUNT.
using WeightVector = std::array<Tapered, WEIGHT_COUNT>;

// The weights the evaluation uses: positions sum their piece-square part as pieces move
// (installPieceSquareValues). In the normal build they are the defaults, fixed for the life of
// the process; the tuning build may replace them (useEvalWeights). The tuner and the tests that
// try other weights evaluate with a copy (evaluationParts), which adds up its piece-square
// tables itself.
const EvalWeights& evalWeights();
#ifdef QUADRANT_TUNABLES
// The tuning build: evalWeights() returns w from now on, and its piece-square tables are
// installed. Only while no search runs (the search threads read the weights unlocked); the
// evaluators' caches still hold scores of the old weights until they are cleared.
void useEvalWeights(const EvalWeights& w);
#endif
// The built-in defaults (src/eval/weights.cpp).
EvalWeights defaultWeights();
// The start-up step: installs the piece-square tables of evalWeights() into core
// (core/piece_square.h), so that positions sum them as their pieces move. Called first by main
// and by the tests' main, before any position is set up; each call is a new version of them.
void installPieceSquareValues();

// The weights as the flat view, and back: copies of the whole, for the tools (the tuner, the
// trace's sums, the breakdown and printWeights), never for the evaluation, which reads the
// members.
WeightVector flatten(const EvalWeights& w);
EvalWeights unflatten(const WeightVector& weights);
// The flat view's index of `weight`, a weight of w (one of its members or their elements).
std::size_t weightIndex(const EvalWeights& w, const Tapered& weight);
// The term of the evaluation that weight `index` belongs to.
EvalTerm weightTerm(std::size_t index);

// Writes the weights as the C++ body of defaultWeights(), the form src/eval/weights.cpp keeps
// them in, so a tuning run can be pasted back into the source.
void printWeights(std::ostream& out, const EvalWeights& w);

}  // namespace quadrant

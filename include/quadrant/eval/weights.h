// Every weight of the evaluation, in one place.
//
// The weights are tapered scores from White's side (the evaluation mirrors them for Black),
// grouped by term. EvalWeights holds nothing but Tapered values, so it can also be read as one
// flat array: the tuner addresses weight i of that array, and the evaluation's trace records
// how often each weight was counted in a position (see evaluate.h).
#pragma once

#include <array>
#include <cstddef>
#include <ostream>

#include "quadrant/core/types.h"
#include "quadrant/eval/eval_term.h"
#include "quadrant/eval/tapered.h"

namespace quadrant {

struct EvalWeights {
  // Material and piece-square tables (indexed by piece type; squares from White's side).
  std::array<Tapered, 7> pieceValue;
  std::array<std::array<Tapered, 64>, 7> pieceSquare;

  // Material balance (Gibbon, Kaufman): the bishop pair, knights gaining and rooks losing
  // value with more own pawns, redundant major pieces, trading down when ahead, keeping the
  // queen when behind, keeping pawns when ahead.
  Tapered bishopPair;
  Tapered knightPerPawn;
  Tapered rookPerPawn;
  Tapered rookPair;
  Tapered queenAndRook;
  Tapered tradeDown;        // side ahead: per non-pawn piece off the board
  Tapered pawnWhenAhead;    // side ahead: per own pawn still on the board
  Tapered queenWhenBehind;  // side behind: still has its queen

  // Pawn structure (cached in the pawn hash).
  std::array<Tapered, 8> passed;     // by relative rank
  std::array<Tapered, 8> candidate;  // by relative rank
  std::array<Tapered, 8> phalanx;    // side-by-side pawns, by relative rank
  std::array<Tapered, 8> supported;  // pawns defended by a pawn, by relative rank
  std::array<Tapered, 8> doubled;    // by file
  std::array<Tapered, 8> isolated;   // by file
  Tapered backward;
  Tapered openPawn;  // neither opposed by an enemy pawn, nor defended by a pawn, nor passed

  // Passed pawns with the pieces: free path, blockade, king distances (by relative rank).
  std::array<Tapered, 8> passedFreePath;
  std::array<Tapered, 8> passedBlocked;
  std::array<Tapered, 8> passedOwnKingDistance;  // per square of distance to the stop square
  std::array<Tapered, 8> passedEnemyKingDistance;
  Tapered unstoppablePasser;              // rule of the square against a king without pieces
  std::array<Tapered, 8> passedSafeStop;  // by rank: the stop square is empty and unattacked

  // Pieces.
  std::array<Tapered, 9> knightMobility;
  std::array<Tapered, 14> bishopMobility;
  std::array<Tapered, 15> rookMobility;
  std::array<Tapered, 28> queenMobility;
  Tapered centreControl;  // per attack of a minor piece or pawn on the four centre squares
  Tapered knightOutpost;
  Tapered bishopOutpost;
  Tapered badBishopPawn;  // per own pawn on the bishop's colour
  Tapered rookOpenFile;
  Tapered rookSemiOpenFile;
  Tapered rookOnSeventh;
  std::array<Tapered, 7> tropism;  // by piece type: per square closer to the enemy king
  Tapered undevelopedMinor;        // minor piece still on its starting rank
  Tapered earlyQueen;              // queen out while minors are undeveloped, per undeveloped minor
  Tapered minorBehindPawn;         // knight or bishop with a pawn (either colour) just in front
  Tapered bishopLongDiagonal;      // bishop on a long diagonal seeing both its centre squares
  Tapered rookOnQueenFile;         // rook on the enemy queen's file
  std::array<Tapered, 7> pinned;   // by type: own piece pinned to the own king
  // Space (Stockfish's classical term, mg only, while most pieces are on): safe squares in the
  // own half of the centre files, times the square of a weight that grows with the pieces and
  // the blocked pawns (the count is divided by SPACE_DIVISOR, evaluate.cpp).
  Tapered space;

  // Threats.
  std::array<Tapered, 7> threatByPawn;  // by the attacked piece type
  std::array<Tapered, 7> threatByMinor;
  std::array<Tapered, 7> threatByRook;
  Tapered hanging;         // attacked and undefended piece
  Tapered pawnPushThreat;  // enemy piece a safe pawn push would attack, per piece
  // The rest read the squares the enemy holds poorly: attacked and undefended, or attacked
  // twice and defended at most once and by no pawn.
  Tapered weakPawn;                     // enemy pawn held poorly and not attacked by a pawn
  Tapered weakMinorByMajor;             // enemy minor held poorly and attacked by a rook or queen
  std::array<Tapered, 7> threatByKing;  // enemy piece held poorly and attacked by the king
  Tapered overloaded;  // enemy piece attacked once and defended once: its defender is tied

  // King safety. The attack terms are counted in "units" (mg part) whose sum grows the danger
  // quadratically (kingDanger in trace.h); the rest are direct terms.
  std::array<Tapered, 7> kingAttackUnits;      // by attacker type: per attacker of the type,
                                               // times the number of attackers
  std::array<Tapered, 7> safeCheckUnits;       // by checking piece type
  std::array<Tapered, 3> kingZoneAttackUnits;  // per attack on the zone, by its size: 6, 9, 12
  Tapered weakKingSquareUnits;        // per zone square attacked, defended once at most, and then
                                      // only by the king or queen
  Tapered kingZonePawnUnits;          // per own pawn in the zone on a square that is not weak
  Tapered queenlessAttackUnits;       // once, when the attacker has no queen
  Tapered kingDangerOffsetUnits;      // once in every attack
  Tapered kingDanger;                 // the quadratic danger's scale (mg) and eg share
  std::array<Tapered, 8> pawnShield;  // own pawn in front of the king, by relative rank
  std::array<Tapered, 8> pawnStorm;   // enemy pawn approaching the king, by relative rank
  std::array<Tapered, 8> pawnStormBlocked;  // the same, stopped by an own pawn just in front
  std::array<Tapered, 8> kingFileShield;    // extra for the shield on the king's own file
  Tapered kingOpenFile;
  Tapered kingSemiOpenFile;
  Tapered castlingRight;
  Tapered kingPawnDistance;  // endgame: per square to the closest pawn

  // Complexity (eg parts only; the mg parts are unused): the sum of these weights times their
  // counts moves the endgame part of the score away from zero when positive, or towards zero,
  // never past it, when negative (see complexityShift in trace.h). A side ahead with pawns on
  // one flank only, or few of them, wins less often than its material says.
  Tapered complexityPawns;       // per pawn
  Tapered complexityPassed;      // per passed pawn
  Tapered complexityBothFlanks;  // pawns on both the queen's and the king's side
  Tapered complexityPawnEnding;  // kings and pawns only
  Tapered complexityOffset;      // counted in every position

  // Endgame scales that are tuned (endgame.h, tunedScaleWeight): the mg part is the factor on
  // the endgame part of the score, SCALE_NORMAL (64) for none; the eg part is unused.
  Tapered scaleOppositeBishopsKnights;
  Tapered scaleOppositeBishopsRooks;
  Tapered scaleLoneQueen;
  // Every other endgame, by the number of pawns of the side ahead (eight or more: the last).
  std::array<Tapered, 9> scaleByPawns;

  Tapered tempo;
};

constexpr std::size_t WEIGHT_COUNT = sizeof(EvalWeights) / sizeof(Tapered);

// The weights the evaluation uses. Mutable for the tuner; the engine never changes them.
EvalWeights& evalWeights();
// The built-in defaults (src/eval/weights.cpp).
EvalWeights defaultWeights();

// The flat view: weight i of WEIGHT_COUNT.
Tapered* weightArray(EvalWeights& w);
const Tapered* weightArray(const EvalWeights& w);
std::size_t weightIndex(const EvalWeights& w, const Tapered& weight);
// The term of the evaluation that weight `index` belongs to.
EvalTerm weightTerm(std::size_t index);

// Writes the weights as the C++ body of defaultWeights(), the form src/eval/weights.cpp keeps
// them in, so a tuning run can be pasted back into the source.
void printWeights(std::ostream& out, const EvalWeights& w);

}  // namespace quadrant

#include "quadrant/eval/weights.h"

#include <cstddef>
#include <type_traits>

namespace quadrant {
namespace {

static_assert(std::is_standard_layout_v<EvalWeights>, "the flat view needs a standard layout");
static_assert(sizeof(EvalWeights) == WEIGHT_COUNT * sizeof(Tapered),
              "EvalWeights holds only Tapered values");

constexpr Tapered S(int mg, int eg) { return Tapered(mg, eg); }

struct Field {
  const char* name;
  std::size_t offset;  // in Tapered units
  std::size_t count;
  std::size_t rowLength;  // arrays of arrays print row by row
  EvalTerm term;          // the term of the evaluation the weights belong to
};

#define QUADRANT_FIELD(f, row, term)                                                               \
  Field {                                                                                          \
#f, offsetof(EvalWeights, f) / sizeof(Tapered), sizeof(EvalWeights::f) / sizeof(Tapered), row, \
        EvalTerm::term                                                                             \
  }

const Field FIELDS[] = {
    QUADRANT_FIELD(pieceValue, 7, Material),
    QUADRANT_FIELD(pieceSquare, 64, PieceSquare),
    QUADRANT_FIELD(bishopPair, 1, Imbalance),
    QUADRANT_FIELD(knightPerPawn, 1, Imbalance),
    QUADRANT_FIELD(rookPerPawn, 1, Imbalance),
    QUADRANT_FIELD(rookPair, 1, Imbalance),
    QUADRANT_FIELD(queenAndRook, 1, Imbalance),
    QUADRANT_FIELD(tradeDown, 1, Imbalance),
    QUADRANT_FIELD(pawnWhenAhead, 1, Imbalance),
    QUADRANT_FIELD(queenWhenBehind, 1, Imbalance),
    QUADRANT_FIELD(passed, 8, PassedPawns),
    QUADRANT_FIELD(candidate, 8, Pawns),
    QUADRANT_FIELD(phalanx, 8, Pawns),
    QUADRANT_FIELD(supported, 8, Pawns),
    QUADRANT_FIELD(doubled, 8, Pawns),
    QUADRANT_FIELD(isolated, 8, Pawns),
    QUADRANT_FIELD(backward, 1, Pawns),
    QUADRANT_FIELD(openPawn, 1, Pawns),
    QUADRANT_FIELD(passedFreePath, 8, PassedPawns),
    QUADRANT_FIELD(passedBlocked, 8, PassedPawns),
    QUADRANT_FIELD(passedOwnKingDistance, 8, PassedPawns),
    QUADRANT_FIELD(passedEnemyKingDistance, 8, PassedPawns),
    QUADRANT_FIELD(unstoppablePasser, 1, PassedPawns),
    QUADRANT_FIELD(passedSafeStop, 8, PassedPawns),
    QUADRANT_FIELD(knightMobility, 9, Mobility),
    QUADRANT_FIELD(bishopMobility, 14, Mobility),
    QUADRANT_FIELD(rookMobility, 15, Mobility),
    QUADRANT_FIELD(queenMobility, 28, Mobility),
    QUADRANT_FIELD(centreControl, 1, Pieces),
    QUADRANT_FIELD(knightOutpost, 1, Pieces),
    QUADRANT_FIELD(bishopOutpost, 1, Pieces),
    QUADRANT_FIELD(badBishopPawn, 1, Pieces),
    QUADRANT_FIELD(rookOpenFile, 1, Pieces),
    QUADRANT_FIELD(rookSemiOpenFile, 1, Pieces),
    QUADRANT_FIELD(rookOnSeventh, 1, Pieces),
    QUADRANT_FIELD(tropism, 7, KingAttack),
    QUADRANT_FIELD(undevelopedMinor, 1, Pieces),
    QUADRANT_FIELD(earlyQueen, 1, Pieces),
    QUADRANT_FIELD(minorBehindPawn, 1, Pieces),
    QUADRANT_FIELD(bishopLongDiagonal, 1, Pieces),
    QUADRANT_FIELD(rookOnQueenFile, 1, Pieces),
    QUADRANT_FIELD(pinned, 7, Pieces),
    QUADRANT_FIELD(space, 1, Pieces),
    QUADRANT_FIELD(threatByPawn, 7, Threats),
    QUADRANT_FIELD(threatByMinor, 7, Threats),
    QUADRANT_FIELD(threatByRook, 7, Threats),
    QUADRANT_FIELD(hanging, 1, Threats),
    QUADRANT_FIELD(pawnPushThreat, 1, Threats),
    QUADRANT_FIELD(weakPawn, 1, Threats),
    QUADRANT_FIELD(weakMinorByMajor, 1, Threats),
    QUADRANT_FIELD(threatByKing, 7, Threats),
    QUADRANT_FIELD(overloaded, 1, Threats),
    QUADRANT_FIELD(kingAttackUnits, 7, KingAttack),
    QUADRANT_FIELD(safeCheckUnits, 7, KingAttack),
    QUADRANT_FIELD(kingZoneAttackUnits, 3, KingAttack),
    QUADRANT_FIELD(weakKingSquareUnits, 1, KingAttack),
    QUADRANT_FIELD(kingZonePawnUnits, 1, KingAttack),
    QUADRANT_FIELD(queenlessAttackUnits, 1, KingAttack),
    QUADRANT_FIELD(kingDangerOffsetUnits, 1, KingAttack),
    QUADRANT_FIELD(kingShelterUnits, 1, KingAttack),
    QUADRANT_FIELD(kingDanger, 1, KingAttack),
    QUADRANT_FIELD(pawnShield, 8, King),
    QUADRANT_FIELD(pawnStorm, 8, King),
    QUADRANT_FIELD(pawnStormBlocked, 8, King),
    QUADRANT_FIELD(kingFileShield, 8, King),
    QUADRANT_FIELD(kingOpenFile, 1, King),
    QUADRANT_FIELD(kingSemiOpenFile, 1, King),
    QUADRANT_FIELD(castlingRight, 1, King),
    QUADRANT_FIELD(kingPawnDistance, 1, King),
    QUADRANT_FIELD(complexityPawns, 1, Complexity),
    QUADRANT_FIELD(complexityPassed, 1, Complexity),
    QUADRANT_FIELD(complexityBothFlanks, 1, Complexity),
    QUADRANT_FIELD(complexityPawnEnding, 1, Complexity),
    QUADRANT_FIELD(complexityOffset, 1, Complexity),
    QUADRANT_FIELD(scaleOppositeBishopsKnights, 1, Complexity),
    QUADRANT_FIELD(scaleOppositeBishopsRooks, 1, Complexity),
    QUADRANT_FIELD(scaleLoneQueen, 1, Complexity),
    QUADRANT_FIELD(scaleByPawns, 9, Complexity),
    QUADRANT_FIELD(tempo, 1, Tempo),
};

#undef QUADRANT_FIELD

void printRow(std::ostream& out, const Tapered* values, std::size_t count) {
  out << '{';
  for (std::size_t i = 0; i < count; ++i) {
    if (i) out << (i % 8 ? ", " : ",\n      ");
    out << "S(" << values[i].mg << ", " << values[i].eg << ')';
  }
  out << '}';
}

}  // namespace

// Tuned by `quadrant tune` (Texel method, see docs/tuning.md): first on 293,000 quiet positions
// of 5,200 self-play games, starting from hand-set values; then on 711,000 positions of
// self-play games at 8,000 nodes, labelled half by the game's result and half by Stockfish 15.1
// at depth 8 (scripts/label-positions.py), regularised with 1e-7; then, with the king danger
// and the threats on poorly held pieces added at Ethereal 12's values (converted to Quadrant's
// centipawns, docs/evaluation.md), every weight on 527,094 quiet positions of 7,471 Stockfish
// 15.1 self-play games at 5,000-6,000 nodes, labelled half by the result and half by the
// players' own scores (pgn-positions.py --scores), regularised with 1e-7.
EvalWeights defaultWeights() {
  EvalWeights w{};
  w.pieceValue = {S(0, 0), S(65, 90), S(332, 332), S(362, 344), S(467, 537), S(988, 1005), S(0, 0)};
  w.pieceSquare[0] = {S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
                      S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
                      S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
                      S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
                      S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
                      S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
                      S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0),
                      S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0)};
  w.pieceSquare[1] = {
      S(-3, -8), S(-3, -8), S(-3, -8), S(-3, -8), S(-3, -8), S(-3, -8), S(-3, -8), S(-3, -8),
      S(3, 2),   S(6, 8),   S(1, 6),   S(-1, -1), S(-1, 4),  S(13, 11), S(11, 9),  S(-6, -4),
      S(3, 1),   S(-3, 8),  S(0, 6),   S(-7, 12), S(0, 8),   S(10, 14), S(14, 11), S(-2, 3),
      S(5, 14),  S(3, 15),  S(2, 12),  S(10, 9),  S(14, 4),  S(2, 17),  S(4, 17),  S(-4, 10),
      S(8, 24),  S(7, 17),  S(4, 17),  S(14, 11), S(22, 17), S(7, 18),  S(8, 25),  S(8, 21),
      S(13, 34), S(11, 32), S(13, 30), S(22, 33), S(24, 27), S(17, 33), S(14, 36), S(14, 36),
      S(16, 41), S(14, 41), S(14, 41), S(26, 41), S(26, 40), S(15, 39), S(15, 40), S(15, 41),
      S(18, 48), S(18, 48), S(18, 48), S(28, 48), S(28, 48), S(18, 48), S(18, 48), S(18, 48)};
  w.pieceSquare[2] = {
      S(-15, -12), S(-7, -8), S(-5, -5), S(4, 3),   S(6, 4),   S(1, -1),  S(-2, -4), S(-15, -13),
      S(-13, -7),  S(-4, -2), S(3, 3),   S(6, 9),   S(8, 9),   S(5, 3),   S(-3, -1), S(-8, -8),
      S(-11, -3),  S(-5, 1),  S(-2, 6),  S(13, 12), S(19, 17), S(6, 8),   S(2, 4),   S(-1, -1),
      S(5, 4),     S(9, 8),   S(17, 14), S(21, 21), S(22, 22), S(18, 13), S(12, 8),  S(8, 4),
      S(0, 2),     S(10, 7),  S(10, 12), S(26, 19), S(23, 18), S(19, 13), S(12, 7),  S(5, 4),
      S(-3, -3),   S(3, 2),   S(10, 8),  S(17, 12), S(16, 12), S(9, 8),   S(2, 3),   S(-3, -2),
      S(-10, -6),  S(-3, -2), S(3, 3),   S(9, 8),   S(9, 8),   S(3, 2),   S(-3, -2), S(-10, -7),
      S(-19, -12), S(-9, -7), S(-3, -2), S(3, 3),   S(3, 3),   S(-3, -2), S(-9, -7), S(-15, -12)};
  w.pieceSquare[3] = {
      S(-5, -6), S(-1, -1), S(2, 0),   S(2, 4),   S(2, 2),   S(-6, 3),  S(-1, -3), S(-3, -7),
      S(0, -3),  S(5, 0),   S(11, 3),  S(7, 5),   S(3, 6),   S(8, 5),   S(8, -1),  S(0, -3),
      S(-2, -1), S(7, 4),   S(13, 8),  S(7, 10),  S(12, 12), S(4, 3),   S(10, 5),  S(-2, -1),
      S(2, 3),   S(8, 6),   S(11, 12), S(16, 12), S(15, 12), S(9, 7),   S(5, 5),   S(3, 2),
      S(2, 2),   S(5, 6),   S(9, 10),  S(10, 7),  S(13, 14), S(10, 10), S(7, 7),   S(2, 2),
      S(1, 1),   S(3, 2),   S(7, 5),   S(11, 7),  S(9, 9),   S(10, 7),  S(5, 5),   S(4, 0),
      S(-2, -2), S(1, 1),   S(4, 3),   S(7, 6),   S(7, 7),   S(3, 2),   S(1, 1),   S(-2, -3),
      S(-5, -6), S(-2, -2), S(1, 0),   S(4, 2),   S(4, 3),   S(1, 0),   S(-2, -3), S(-5, -6)};
  w.pieceSquare[4] = {
      S(-10, -3), S(5, -2),  S(7, 0),  S(10, -2), S(12, -4), S(6, 0),   S(-1, -5), S(-8, -1),
      S(-13, -5), S(-4, -1), S(0, 0),  S(5, -1),  S(2, -4),  S(-1, -3), S(-2, -1), S(-8, -3),
      S(-4, -1),  S(-2, -1), S(0, 1),  S(5, -1),  S(4, 0),   S(-2, 1),  S(1, 1),   S(1, -4),
      S(-2, 3),   S(1, -1),  S(0, 1),  S(7, 3),   S(5, -1),  S(0, 0),   S(0, 0),   S(0, 0),
      S(0, 4),    S(2, 2),   S(0, 0),  S(5, 0),   S(6, 1),   S(1, 2),   S(2, 1),   S(0, 1),
      S(3, 4),    S(2, 1),   S(2, 3),  S(7, -1),  S(5, 0),   S(0, 0),   S(1, 1),   S(1, 0),
      S(9, -2),   S(8, 0),   S(10, 1), S(15, -3), S(15, 0),  S(10, -1), S(10, 0),  S(10, -1),
      S(2, 3),    S(1, 1),   S(0, 1),  S(6, 0),   S(6, 1),   S(0, 2),   S(0, 1),   S(1, 2)};
  w.pieceSquare[5] = {
      S(-7, -10), S(-1, -6), S(-2, -3), S(3, 4),  S(2, 1),  S(-1, -2), S(-3, -6), S(-5, -10),
      S(-5, -6),  S(-3, -3), S(6, 2),   S(3, 5),  S(10, 7), S(1, 2),   S(1, -2),  S(-3, -6),
      S(-3, -2),  S(7, 3),   S(0, 5),   S(4, 9),  S(4, 9),  S(9, 6),   S(3, 2),   S(2, -2),
      S(-4, 3),   S(2, 6),   S(0, 8),   S(6, 12), S(3, 13), S(6, 10),  S(3, 7),   S(2, 2),
      S(3, 3),    S(0, 6),   S(2, 9),   S(5, 14), S(6, 14), S(5, 10),  S(3, 6),   S(0, 3),
      S(-1, -2),  S(1, 2),   S(-1, 6),  S(6, 10), S(5, 10), S(4, 7),   S(1, 2),   S(1, -1),
      S(-3, -6),  S(-5, -2), S(1, 2),   S(4, 7),  S(3, 6),  S(2, 2),   S(-1, -2), S(-2, -5),
      S(-4, -9),  S(-3, -6), S(-1, -2), S(1, 2),  S(1, 2),  S(-1, -2), S(-3, -6), S(-5, -10)};
  w.pieceSquare[6] = {S(21, -26),  S(17, -19),  S(14, -10),  S(-8, -5),   S(-15, -6), S(-6, -10),
                      S(23, -23),  S(14, -33),  S(-8, -15),  S(-11, -6),  S(-11, 1),  S(-15, 4),
                      S(-12, 3),   S(-7, 2),    S(1, -3),    S(-3, -13),  S(-24, -6), S(-23, 2),
                      S(-24, 9),   S(-24, 13),  S(-24, 14),  S(-23, 7),   S(-23, 0),  S(-24, -9),
                      S(-36, 1),   S(-35, 9),   S(-36, 17),  S(-36, 23),  S(-36, 21), S(-36, 15),
                      S(-36, 6),   S(-36, -1),  S(-48, 0),   S(-48, 10),  S(-48, 19), S(-48, 24),
                      S(-48, 23),  S(-48, 18),  S(-48, 9),   S(-48, 1),   S(-60, -8), S(-60, 4),
                      S(-60, 11),  S(-60, 17),  S(-60, 17),  S(-60, 9),   S(-60, 3),  S(-60, -7),
                      S(-72, -16), S(-72, -5),  S(-72, 0),   S(-72, 7),   S(-72, 8),  S(-72, 0),
                      S(-72, -7),  S(-72, -16), S(-84, -24), S(-84, -16), S(-84, -8), S(-84, 0),
                      S(-84, 0),   S(-84, -8),  S(-84, -16), S(-84, -24)};
  w.bishopPair = S(37, 52);
  w.knightPerPawn = S(5, 3);
  w.rookPerPawn = S(-6, -12);
  w.rookPair = S(-9, -21);
  w.queenAndRook = S(-1, -7);
  w.tradeDown = S(-23, -3);
  w.pawnWhenAhead = S(10, 52);
  w.queenWhenBehind = S(6, 2);
  w.passed = {S(0, 0), S(0, 10), S(4, 17), S(11, 31), S(24, 51), S(41, 74), S(62, 111), S(0, 0)};
  w.candidate = {S(0, 0), S(1, 2), S(1, 4), S(8, 9), S(12, 15), S(18, 28), S(0, 0), S(0, 0)};
  w.phalanx = {S(0, 0), S(10, 2), S(7, 1), S(9, 3), S(19, 22), S(40, 43), S(70, 70), S(0, 0)};
  w.supported = {S(0, 0), S(0, 0), S(16, 12), S(9, 1), S(21, -2), S(26, 29), S(41, 41), S(0, 0)};
  w.doubled = {S(-5, -24), S(-5, -24), S(-5, -24), S(-5, -24),
               S(-5, -24), S(-5, -24), S(-5, -24), S(-5, -24)};
  w.isolated = {S(-6, -11), S(-6, -11), S(-6, -11), S(-6, -11),
                S(-6, -11), S(-6, -11), S(-6, -11), S(-6, -11)};
  w.backward = S(-4, -9);
  w.openPawn = S(0, 0);
  w.passedFreePath = {S(0, 0), S(0, 2), S(-1, 5), S(0, 7), S(5, 18), S(10, 32), S(20, 53), S(0, 0)};
  w.passedBlocked = {S(0, 0),    S(0, 1),    S(1, -2),    S(-3, -7),
                     S(-6, -12), S(-7, -16), S(-11, -27), S(0, 0)};
  w.passedOwnKingDistance = {S(0, 0),   S(0, 0),   S(0, -2),  S(-2, -9),
                             S(1, -13), S(2, -17), S(2, -15), S(0, 0)};
  w.passedEnemyKingDistance = {S(0, 0),   S(-1, 0),  S(0, 1),  S(0, 10),
                               S(-1, 19), S(-1, 29), S(8, 34), S(0, 0)};
  w.unstoppablePasser = S(0, 399);
  w.passedSafeStop = {S(0, 0), S(0, 0), S(0, 1), S(-1, 3), S(1, 2), S(2, 3), S(0, 1), S(0, 0)};
  w.knightMobility = {S(-31, -42), S(-25, -35), S(-9, -21), S(-3, -9), S(7, 1),
                      S(10, 13),   S(15, 20),   S(23, 21),  S(27, 15)};
  w.bishopMobility = {S(-34, -40), S(-23, -30), S(-7, -18), S(3, -7),  S(12, 6),
                      S(15, 14),   S(20, 20),   S(19, 26),  S(25, 30), S(29, 32),
                      S(37, 39),   S(36, 39),   S(39, 44),  S(40, 44)};
  w.rookMobility = {S(-35, -50), S(-22, -38), S(-7, -21), S(-6, -4), S(3, 4),
                    S(1, 18),    S(9, 25),    S(12, 33),  S(17, 37), S(20, 42),
                    S(23, 48),   S(25, 54),   S(29, 55),  S(31, 59), S(30, 61)};
  w.queenMobility = {S(-20, -40), S(-17, -34), S(-13, -28), S(-12, -22), S(-10, -16), S(-8, -10),
                     S(-3, -5),   S(5, 1),     S(9, 6),     S(11, 12),   S(14, 14),   S(16, 19),
                     S(18, 24),   S(21, 28),   S(19, 29),   S(19, 33),   S(21, 36),   S(24, 40),
                     S(24, 40),   S(24, 41),   S(26, 42),   S(26, 43),   S(28, 45),   S(28, 45),
                     S(29, 48),   S(29, 48),   S(29, 49),   S(30, 50)};
  w.centreControl = S(2, -2);
  w.knightOutpost = S(30, 11);
  w.bishopOutpost = S(25, 14);
  w.badBishopPawn = S(0, -6);
  w.rookOpenFile = S(32, -8);
  w.rookSemiOpenFile = S(13, 6);
  w.rookOnSeventh = S(6, 18);
  w.tropism = {S(0, 0), S(0, 0), S(6, -1), S(0, 0), S(3, 2), S(-3, 14), S(0, 0)};
  w.undevelopedMinor = S(0, 6);
  w.earlyQueen = S(-3, -3);
  w.minorBehindPawn = S(7, 11);
  w.bishopLongDiagonal = S(6, 3);
  w.rookOnQueenFile = S(10, 1);
  w.pinned = {S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0)};
  w.space = S(0, 0);
  w.threatByPawn = {S(0, 0), S(0, 0), S(57, 39), S(55, 40), S(69, 49), S(67, 50), S(0, 0)};
  w.threatByMinor = {S(0, 0), S(-4, 8), S(25, 27), S(30, 27), S(44, 44), S(44, 50), S(0, 0)};
  w.threatByRook = {S(0, 0), S(-6, 14), S(11, 19), S(12, 15), S(0, 10), S(43, 40), S(0, 0)};
  w.hanging = S(14, 15);
  w.pawnPushThreat = S(15, 9);
  w.weakPawn = S(8, 18);
  w.weakMinorByMajor = S(15, 34);
  w.threatByKing = {S(0, 0), S(2, 4), S(11, 13), S(12, 13), S(9, 15), S(27, 24), S(0, 0)};
  w.overloaded = S(2, 5);
  w.kingAttackUnits = {S(0, 0), S(0, 0), S(13, 0), S(6, 0), S(9, 0), S(6, 0), S(0, 0)};
  w.safeCheckUnits = {S(0, 0), S(0, 0), S(122, 0), S(52, 0), S(94, 0), S(90, 0), S(0, 0)};
  w.kingZoneAttackUnits = {S(65, 0), S(40, 0), S(26, 0)};
  w.weakKingSquareUnits = S(32, 0);
  w.kingZonePawnUnits = S(-22, 0);
  w.queenlessAttackUnits = S(-276, 0);
  w.kingDangerOffsetUnits = S(-19, 0);
  w.kingShelterUnits = S(0, 0);
  w.kingDanger = S(53, 42);
  w.pawnShield = {S(0, 0), S(19, -16), S(12, -17), S(3, -12), S(-4, -9), S(0, 5), S(0, 2), S(0, 0)};
  w.pawnStorm = {S(0, 0), S(2, 2), S(-11, -3), S(-20, 0), S(-5, -3), S(5, -7), S(8, -10), S(0, 0)};
  w.pawnStormBlocked = {S(0, 0),   S(1, 2),   S(-12, -6), S(-9, -1),
                        S(-3, -7), S(6, -11), S(9, -7),   S(0, 0)};
  w.kingFileShield = {S(0, 0), S(4, -1), S(7, -1), S(3, 1), S(0, -1), S(0, 0), S(0, 0), S(0, 0)};
  w.kingOpenFile = S(-22, -10);
  w.kingSemiOpenFile = S(-15, 2);
  w.castlingRight = S(25, -1);
  w.kingPawnDistance = S(-2, -15);
  w.complexityPawns = S(0, 5);
  w.complexityPassed = S(0, 1);
  w.complexityBothFlanks = S(0, 12);
  w.complexityPawnEnding = S(0, 6);
  w.complexityOffset = S(0, -32);
  w.scaleOppositeBishopsKnights = S(64, 0);
  w.scaleOppositeBishopsRooks = S(55, 0);
  w.scaleLoneQueen = S(62, 0);
  w.scaleByPawns = {S(64, 0), S(64, 0), S(64, 0), S(64, 0), S(64, 0),
                    S(64, 0), S(64, 0), S(64, 0), S(64, 0)};
  w.tempo = S(27, 14);
  return w;
}

EvalWeights& evalWeights() {
  static EvalWeights weights = defaultWeights();
  return weights;
}

Tapered* weightArray(EvalWeights& w) { return reinterpret_cast<Tapered*>(&w); }
const Tapered* weightArray(const EvalWeights& w) { return reinterpret_cast<const Tapered*>(&w); }

std::size_t weightIndex(const EvalWeights& w, const Tapered& weight) {
  return std::size_t(&weight - weightArray(w));
}

EvalTerm weightTerm(std::size_t index) {
  for (const Field& field : FIELDS)
    if (index >= field.offset && index < field.offset + field.count) return field.term;
  return EvalTerm::Tempo;  // unreachable: the fields cover every weight (a test checks it)
}

void printWeights(std::ostream& out, const EvalWeights& w) {
  const Tapered* all = weightArray(w);
  for (const Field& field : FIELDS) {
    if (field.count == 1) {
      out << "  w." << field.name << " = S(" << all[field.offset].mg << ", " << all[field.offset].eg
          << ");\n";
      continue;
    }
    for (std::size_t row = 0; row < field.count / field.rowLength; ++row) {
      out << "  w." << field.name;
      if (field.rowLength != field.count) out << '[' << row << ']';
      out << " = ";
      printRow(out, all + field.offset + row * field.rowLength, field.rowLength);
      out << ";\n";
    }
  }
}

}  // namespace quadrant

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
    QUADRANT_FIELD(doubled, 1, Pawns),
    QUADRANT_FIELD(isolated, 1, Pawns),
    QUADRANT_FIELD(backward, 1, Pawns),
    QUADRANT_FIELD(passedFreePath, 8, PassedPawns),
    QUADRANT_FIELD(passedBlocked, 8, PassedPawns),
    QUADRANT_FIELD(passedOwnKingDistance, 8, PassedPawns),
    QUADRANT_FIELD(passedEnemyKingDistance, 8, PassedPawns),
    QUADRANT_FIELD(unstoppablePasser, 1, PassedPawns),
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
    QUADRANT_FIELD(threatByPawn, 7, Threats),
    QUADRANT_FIELD(threatByMinor, 7, Threats),
    QUADRANT_FIELD(threatByRook, 7, Threats),
    QUADRANT_FIELD(hanging, 1, Threats),
    QUADRANT_FIELD(kingAttackUnits, 7, KingAttack),
    QUADRANT_FIELD(safeCheckUnits, 7, KingAttack),
    QUADRANT_FIELD(kingZoneAttackUnits, 1, KingAttack),
    QUADRANT_FIELD(kingDanger, 1, KingAttack),
    QUADRANT_FIELD(pawnShield, 8, King),
    QUADRANT_FIELD(pawnStorm, 8, King),
    QUADRANT_FIELD(kingOpenFile, 1, King),
    QUADRANT_FIELD(kingSemiOpenFile, 1, King),
    QUADRANT_FIELD(castlingRight, 1, King),
    QUADRANT_FIELD(kingPawnDistance, 1, King),
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

// Tuned by `quadrant tune` (Texel method, see the README) on 293,000 quiet positions of 5,200
// self-play games, starting from hand-set values; rerun it to regenerate them.
EvalWeights defaultWeights() {
  EvalWeights w{};
  w.pieceValue = {S(0, 0), S(78, 106), S(336, 328), S(356, 343), S(464, 540), S(982, 999), S(0, 0)};
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
      S(1, -1),  S(-1, 2),  S(2, 2),   S(1, 0),   S(-3, 0),  S(12, 5),  S(-1, 6),  S(-2, -4),
      S(0, 7),   S(3, 7),   S(6, 8),   S(0, 9),   S(0, 5),   S(0, 8),   S(9, 12),  S(-1, 3),
      S(11, 18), S(9, 19),  S(6, 14),  S(10, 13), S(15, 10), S(1, 15),  S(7, 20),  S(2, 15),
      S(9, 25),  S(7, 19),  S(12, 21), S(12, 20), S(20, 24), S(6, 17),  S(10, 24), S(12, 28),
      S(15, 36), S(12, 30), S(13, 31), S(23, 35), S(22, 30), S(12, 32), S(12, 33), S(11, 33),
      S(16, 42), S(14, 38), S(14, 39), S(26, 41), S(25, 39), S(15, 41), S(15, 40), S(15, 41),
      S(18, 48), S(18, 48), S(18, 48), S(28, 48), S(28, 48), S(18, 48), S(18, 48), S(18, 48)};
  w.pieceSquare[2] = {
      S(-15, -12), S(-8, -8), S(-3, -2), S(3, 3),   S(3, 3),   S(-2, -1), S(-6, -6), S(-15, -13),
      S(-11, -7),  S(-3, -2), S(3, 3),   S(15, 11), S(6, 10),  S(4, 2),   S(-3, -1), S(-7, -7),
      S(-5, -2),   S(1, 3),   S(0, 8),   S(14, 11), S(17, 14), S(12, 10), S(3, 4),   S(-3, -2),
      S(3, 2),     S(9, 8),   S(16, 14), S(23, 22), S(22, 20), S(14, 12), S(10, 8),  S(7, 4),
      S(1, 2),     S(10, 9),  S(13, 11), S(22, 17), S(23, 18), S(16, 13), S(9, 7),   S(3, 3),
      S(-3, -2),   S(3, 2),   S(10, 9),  S(16, 12), S(14, 12), S(9, 8),   S(3, 3),   S(-3, -2),
      S(-8, -6),   S(-3, -2), S(3, 3),   S(9, 8),   S(9, 8),   S(3, 2),   S(-3, -2), S(-10, -7),
      S(-16, -12), S(-9, -7), S(-3, -2), S(3, 3),   S(3, 3),   S(-3, -2), S(-9, -7), S(-15, -12)};
  w.pieceSquare[3] = {
      S(-5, -6), S(-2, -2), S(-1, -2), S(5, 4),   S(4, 4),   S(2, 2),   S(-2, -3), S(-5, -6),
      S(-2, -3), S(1, 0),   S(6, 3),   S(7, 4),   S(12, 7),  S(6, 4),   S(4, 0),   S(-2, -3),
      S(3, 1),   S(3, 2),   S(14, 7),  S(11, 12), S(6, 9),   S(9, 5),   S(3, 4),   S(-2, -1),
      S(4, 3),   S(8, 6),   S(7, 10),  S(13, 11), S(16, 14), S(10, 8),  S(4, 5),   S(2, 2),
      S(3, 2),   S(9, 7),   S(10, 10), S(14, 12), S(14, 14), S(10, 10), S(7, 7),   S(2, 2),
      S(1, 1),   S(3, 1),   S(7, 5),   S(10, 8),  S(9, 9),   S(9, 7),   S(4, 5),   S(1, 0),
      S(-2, -3), S(1, 1),   S(4, 2),   S(7, 6),   S(7, 6),   S(4, 3),   S(1, 1),   S(-2, -3),
      S(-5, -6), S(-2, -3), S(1, 0),   S(4, 2),   S(4, 3),   S(1, 0),   S(-2, -3), S(-5, -6)};
  w.pieceSquare[4] = {
      S(-2, -4), S(2, 0),   S(3, 2),  S(5, -1), S(4, -4), S(-1, 0),  S(-1, -3), S(-7, 1),
      S(-5, -3), S(1, 1),   S(-1, 0), S(4, -2), S(6, -1), S(0, -1),  S(-2, -1), S(1, -1),
      S(-2, -1), S(-2, -1), S(0, 1),  S(4, -1), S(4, 0),  S(-1, -1), S(1, 1),   S(1, -1),
      S(-1, 1),  S(0, -1),  S(1, 1),  S(6, 1),  S(5, 0),  S(1, 0),   S(0, 0),   S(0, 0),
      S(1, 2),   S(1, 1),   S(0, 0),  S(5, 0),  S(6, 1),  S(1, 1),   S(1, 0),   S(0, 1),
      S(2, 2),   S(1, 1),   S(0, 0),  S(7, 0),  S(5, 0),  S(0, 0),   S(1, 1),   S(1, 0),
      S(9, -1),  S(10, 2),  S(10, 1), S(15, 0), S(15, 0), S(10, 0),  S(10, 1),  S(10, 0),
      S(1, 1),   S(0, 0),   S(0, 0),  S(5, -1), S(5, 0),  S(0, 1),   S(0, 1),   S(0, 1)};
  w.pieceSquare[5] = {
      S(-5, -10), S(0, -6),  S(-1, -3), S(7, 3),  S(-2, 1), S(-1, -2), S(-3, -6), S(-5, -10),
      S(-3, -6),  S(-4, -3), S(1, 2),   S(-1, 5), S(1, 5),  S(-1, 2),  S(-1, -2), S(-3, -6),
      S(0, -2),   S(4, 3),   S(3, 6),   S(6, 9),  S(3, 9),  S(2, 5),   S(1, 2),   S(0, -2),
      S(1, 3),    S(2, 6),   S(3, 9),   S(7, 13), S(7, 14), S(6, 10),  S(3, 7),   S(2, 2),
      S(3, 3),    S(3, 6),   S(4, 9),   S(7, 14), S(7, 14), S(5, 10),  S(3, 6),   S(0, 2),
      S(-1, -2),  S(1, 2),   S(2, 6),   S(6, 10), S(5, 10), S(4, 7),   S(1, 2),   S(1, -1),
      S(-3, -6),  S(-2, -2), S(1, 2),   S(4, 7),  S(3, 6),  S(1, 2),   S(-1, -2), S(-3, -6),
      S(-4, -9),  S(-3, -6), S(-1, -2), S(1, 2),  S(1, 2),  S(-1, -2), S(-3, -6), S(-5, -10)};
  w.pieceSquare[6] = {S(22, -24),  S(16, -19),  S(16, -10),  S(-2, -3),   S(-4, -1),  S(-1, -9),
                      S(22, -20),  S(14, -26),  S(-12, -17), S(-12, -7),  S(-13, 0),  S(-13, 6),
                      S(-8, 9),    S(-9, 1),    S(-8, -5),   S(-10, -13), S(-24, -7), S(-23, 2),
                      S(-24, 8),   S(-24, 14),  S(-24, 16),  S(-23, 10),  S(-23, 0),  S(-25, -10),
                      S(-36, 1),   S(-35, 9),   S(-36, 16),  S(-36, 23),  S(-36, 24), S(-36, 16),
                      S(-36, 7),   S(-36, 0),   S(-48, 0),   S(-48, 9),   S(-48, 17), S(-48, 23),
                      S(-48, 23),  S(-48, 16),  S(-48, 8),   S(-48, 1),   S(-60, -8), S(-60, 1),
                      S(-60, 8),   S(-60, 16),  S(-60, 16),  S(-60, 8),   S(-60, 0),  S(-60, -7),
                      S(-72, -16), S(-72, -7),  S(-72, 0),   S(-72, 8),   S(-72, 8),  S(-72, 0),
                      S(-72, -8),  S(-72, -16), S(-84, -24), S(-84, -16), S(-84, -8), S(-84, 0),
                      S(-84, 0),   S(-84, -8),  S(-84, -16), S(-84, -24)};
  w.bishopPair = S(32, 51);
  w.knightPerPawn = S(2, -1);
  w.rookPerPawn = S(-9, -4);
  w.rookPair = S(-14, -17);
  w.queenAndRook = S(-4, -10);
  w.tradeDown = S(-10, -7);
  w.pawnWhenAhead = S(12, 40);
  w.queenWhenBehind = S(13, 8);
  w.passed = {S(0, 0), S(0, 9), S(2, 13), S(8, 23), S(21, 42), S(41, 71), S(61, 110), S(0, 0)};
  w.candidate = {S(0, 0), S(-1, 2), S(0, 8), S(0, 6), S(10, 19), S(15, 28), S(0, 0), S(0, 0)};
  w.phalanx = {S(0, 0), S(7, 4), S(5, -5), S(12, 6), S(20, 21), S(40, 40), S(70, 70), S(0, 0)};
  w.supported = {S(0, 0), S(0, 0), S(11, 5), S(14, 1), S(8, 6), S(24, 25), S(40, 40), S(0, 0)};
  w.doubled = S(-1, -19);
  w.isolated = S(-6, -10);
  w.backward = S(-3, -16);
  w.passedFreePath = {S(0, 0), S(0, 1), S(0, 3), S(1, 7), S(6, 19), S(10, 30), S(20, 51), S(0, 0)};
  w.passedBlocked = {S(0, 0),    S(0, 1),    S(1, -2),   S(-4, -6),
                     S(-7, -13), S(-5, -16), S(-9, -25), S(0, 0)};
  w.passedOwnKingDistance = {S(0, 0),  S(-5, 1), S(-3, -5), S(-6, -10),
                             S(0, -9), S(4, -9), S(0, -16), S(0, 0)};
  w.passedEnemyKingDistance = {S(0, 0),  S(1, 6),  S(0, 4),  S(2, 10),
                               S(5, 17), S(4, 22), S(7, 33), S(0, 0)};
  w.unstoppablePasser = S(0, 400);
  w.knightMobility = {S(-39, -48), S(-24, -34), S(-10, -21), S(1, -6), S(9, 2),
                      S(14, 12),   S(19, 20),   S(25, 19),   S(24, 16)};
  w.bishopMobility = {S(-35, -44), S(-26, -32), S(-12, -20), S(-4, -9), S(4, 2),
                      S(14, 12),   S(22, 19),   S(24, 26),   S(30, 33), S(33, 38),
                      S(37, 42),   S(37, 41),   S(39, 44),   S(40, 44)};
  w.rookMobility = {S(-30, -50), S(-19, -36), S(-16, -21), S(-12, -10), S(1, 2),
                    S(0, 14),    S(10, 24),   S(10, 30),   S(20, 41),   S(22, 45),
                    S(26, 51),   S(26, 56),   S(29, 59),   S(30, 60),   S(30, 60)};
  w.queenMobility = {S(-20, -40), S(-17, -34), S(-13, -28), S(-10, -22), S(-6, -16), S(-2, -10),
                     S(0, -5),    S(3, 0),     S(5, 6),     S(9, 10),    S(9, 14),   S(13, 18),
                     S(15, 23),   S(18, 25),   S(16, 29),   S(19, 32),   S(22, 36),  S(24, 38),
                     S(24, 40),   S(24, 41),   S(26, 42),   S(26, 44),   S(28, 45),  S(28, 47),
                     S(29, 48),   S(29, 48),   S(29, 49),   S(30, 50)};
  w.centreControl = S(3, 0);
  w.knightOutpost = S(31, 12);
  w.bishopOutpost = S(17, 11);
  w.badBishopPawn = S(2, -5);
  w.rookOpenFile = S(35, 9);
  w.rookSemiOpenFile = S(13, 5);
  w.rookOnSeventh = S(9, 23);
  w.tropism = {S(0, 0), S(0, 0), S(8, 2), S(-2, 8), S(2, 3), S(7, 2), S(0, 0)};
  w.undevelopedMinor = S(-6, 4);
  w.earlyQueen = S(-7, 0);
  w.threatByPawn = {S(0, 0), S(0, 0), S(51, 39), S(51, 40), S(70, 50), S(70, 50), S(0, 0)};
  w.threatByMinor = {S(0, 0), S(-5, 13), S(21, 24), S(21, 26), S(41, 48), S(41, 50), S(0, 0)};
  w.threatByRook = {S(0, 0), S(8, 17), S(17, 24), S(15, 23), S(0, 10), S(40, 40), S(0, 0)};
  w.hanging = S(28, 21);
  w.kingAttackUnits = {S(0, 0), S(0, 0), S(6, 0), S(6, 0), S(10, 0), S(16, 0), S(0, 0)};
  w.safeCheckUnits = {S(0, 0), S(0, 0), S(14, 0), S(8, 0), S(14, 0), S(12, 0), S(0, 0)};
  w.kingZoneAttackUnits = S(2, 0);
  w.kingDanger = S(64, 16);
  w.pawnShield = {S(0, 0), S(18, -7), S(10, -11), S(3, -9), S(-8, -7), S(0, 1), S(0, 0), S(0, 0)};
  w.pawnStorm = {S(0, 0), S(1, 2), S(-6, -2), S(-15, 0), S(-2, -1), S(0, -4), S(5, -3), S(0, 0)};
  w.kingOpenFile = S(-26, 4);
  w.kingSemiOpenFile = S(-1, 13);
  w.castlingRight = S(14, -1);
  w.kingPawnDistance = S(-3, -14);
  w.tempo = S(20, 9);
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

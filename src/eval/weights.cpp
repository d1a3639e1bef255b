#include "quadrant/eval/weights.h"

#include <cstddef>
#include <type_traits>

#include "quadrant/core/bitboard.h"
#include "quadrant/core/piece_square.h"

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
  std::size_t rowLength;  // tables print row by row
  EvalTerm term;          // the term of the evaluation the weights belong to
};

// How many weights of a shape printWeights writes as one row: a table's row, else all of them.
template <class Shape>
constexpr std::size_t ROW_LENGTH = sizeof(Shape) / sizeof(Tapered);
template <std::size_t N, std::size_t ROWS>
constexpr std::size_t ROW_LENGTH<std::array<TaperedRow<N>, ROWS>> = N;

#define QUADRANT_WEIGHT_FIELD(shape, name, term)                                               \
  Field{#name, offsetof(EvalWeights, name) / sizeof(Tapered), sizeof(shape) / sizeof(Tapered), \
        ROW_LENGTH<shape>, EvalTerm::term},
constexpr Field FIELDS[] = {QUADRANT_EVAL_WEIGHTS(QUADRANT_WEIGHT_FIELD)};
#undef QUADRANT_WEIGHT_FIELD

// The fields follow one another without a gap and end with the last weight, so every weight
// belongs to exactly one field.
constexpr bool fieldsCoverEveryWeight() {
  std::size_t next = 0;
  for (const Field& field : FIELDS) {
    if (field.offset != next) return false;
    next += field.count;
  }
  return next == WEIGHT_COUNT;
}
static_assert(fieldsCoverEveryWeight(), "the fields are the weights, each once");

void printRow(std::ostream& out, const Tapered* values, std::size_t count) {
  out << '{';
  for (std::size_t i = 0; i < count; ++i) {
    if (i) out << (i % 8 ? ", " : ",\n      ");
    out << "S(" << values[i].mg << ", " << values[i].eg << ')';
  }
  out << '}';
}

}  // namespace

// What `quadrant tune` (Texel method) printed, as clang-format lays it out; docs/tuning.md
// names the data and the runs. A weight not set here is zero.
EvalWeights defaultWeights() {
  EvalWeights w{};
  w.pieceValue = {S(0, 0), S(63, 90), S(324, 324), S(359, 339), S(466, 539), S(989, 1014), S(0, 0)};
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
      S(1, 8),   S(10, 7),  S(8, 4),   S(-6, 1),  S(3, 15),  S(17, 15), S(25, 9),  S(-9, -5),
      S(8, 5),   S(4, 7),   S(-1, 11), S(-6, 10), S(-4, 13), S(3, 15),  S(11, 7),  S(-3, -2),
      S(3, 13),  S(-4, 12), S(5, 4),   S(8, 4),   S(10, 4),  S(4, 17),  S(-4, 16), S(-11, 4),
      S(9, 27),  S(4, 16),  S(11, 16), S(8, 7),   S(14, 12), S(7, 16),  S(2, 29),  S(9, 19),
      S(17, 31), S(14, 34), S(19, 29), S(17, 33), S(26, 28), S(24, 34), S(17, 39), S(9, 39),
      S(15, 36), S(13, 38), S(15, 42), S(25, 40), S(26, 42), S(14, 39), S(18, 46), S(16, 43),
      S(18, 48), S(18, 48), S(18, 48), S(28, 48), S(28, 48), S(18, 48), S(18, 48), S(18, 48)};
  w.pieceSquare[2] = {
      S(-17, -14), S(-12, -9), S(2, -4),  S(6, 4),   S(11, 5),  S(1, 0),   S(-9, -12), S(-16, -13),
      S(-12, -6),  S(-5, 2),   S(-4, 4),  S(2, 10),  S(16, 9),  S(6, 1),   S(5, 1),    S(-4, -6),
      S(-18, -6),  S(-8, -2),  S(2, 7),   S(14, 12), S(10, 17), S(8, 10),  S(8, 3),    S(0, -3),
      S(2, 1),     S(11, 8),   S(6, 13),  S(22, 19), S(19, 25), S(21, 16), S(16, 12),  S(7, 3),
      S(-2, 1),    S(9, 3),    S(14, 10), S(26, 21), S(23, 19), S(23, 16), S(16, 8),   S(9, 7),
      S(-6, -3),   S(2, 1),    S(9, 2),   S(21, 16), S(15, 14), S(10, 9),  S(6, 4),    S(-1, -2),
      S(-10, -6),  S(-2, -3),  S(2, 3),   S(10, 11), S(7, 8),   S(2, 1),   S(-5, -3),  S(-10, -7),
      S(-26, -17), S(-10, -8), S(-5, -3), S(3, 2),   S(3, 3),   S(-3, -2), S(-9, -8),  S(-22, -16)};
  w.pieceSquare[3] = {
      S(-8, -6), S(4, -1),  S(0, -2), S(-1, 4),  S(1, 1),   S(-12, 5), S(0, -1),  S(7, -6),
      S(-3, -7), S(-9, -3), S(9, 2),  S(9, 5),   S(7, 11),  S(8, 6),   S(13, -7), S(10, -1),
      S(-1, -1), S(5, 4),   S(7, 7),  S(12, 11), S(13, 16), S(3, 0),   S(16, 4),  S(-10, -4),
      S(2, 6),   S(3, 4),   S(9, 19), S(22, 15), S(16, 10), S(13, 7),  S(8, 6),   S(1, -4),
      S(2, 0),   S(11, 8),  S(7, 6),  S(17, 11), S(14, 10), S(12, 6),  S(9, 11),  S(-2, 1),
      S(0, 0),   S(3, 0),   S(4, 8),  S(11, 7),  S(7, 7),   S(10, 7),  S(6, 6),   S(13, 4),
      S(-5, -4), S(-3, 1),  S(6, 6),  S(5, 6),   S(5, 6),   S(1, 1),   S(-2, 0),  S(-6, -4),
      S(-7, -7), S(-2, 0),  S(1, -1), S(3, 3),   S(3, 3),   S(1, 0),   S(-2, -2), S(-7, -7)};
  w.pieceSquare[4] = {
      S(-17, 1),  S(2, -4),  S(13, -7), S(12, -2), S(18, -7), S(16, -6), S(4, -4),  S(-8, -10),
      S(-12, -7), S(-7, -5), S(-3, -3), S(6, -3),  S(-2, -7), S(4, -1),  S(4, -2),  S(-19, -12),
      S(-16, -5), S(0, -4),  S(-6, 0),  S(5, 2),   S(1, -4),  S(-4, -5), S(9, -1),  S(-8, -7),
      S(0, 6),    S(0, 3),   S(1, 6),   S(5, 2),   S(3, -3),  S(1, 3),   S(4, 2),   S(-5, -2),
      S(2, 4),    S(-1, 1),  S(0, 4),   S(10, 1),  S(5, 2),   S(5, 5),   S(3, 3),   S(-1, 2),
      S(2, 9),    S(2, 6),   S(2, 3),   S(10, -2), S(6, -3),  S(3, 3),   S(2, 1),   S(-1, 2),
      S(8, -1),   S(4, 0),   S(11, -1), S(16, 0),  S(15, 0),  S(9, -1),  S(10, -2), S(8, -3),
      S(4, 9),    S(3, 7),   S(1, 5),   S(7, 4),   S(6, 2),   S(1, 5),   S(2, 6),   S(2, 5)};
  w.pieceSquare[5] = {
      S(-5, -10), S(2, -4),   S(-2, -3), S(2, 6),   S(2, 3),  S(-2, -4), S(-1, -7), S(-3, -9),
      S(0, -4),   S(-1, -4),  S(5, 0),   S(8, 0),   S(9, 7),  S(5, -1),  S(4, -3),  S(-4, -6),
      S(1, -1),   S(-1, 3),   S(-2, 6),  S(2, 10),  S(7, 10), S(11, 7),  S(11, 4),  S(8, 0),
      S(-2, 3),   S(-2, 6),   S(-1, 8),  S(2, 12),  S(2, 12), S(8, 12),  S(2, 6),   S(5, 4),
      S(2, 3),    S(-6, 8),   S(0, 9),   S(-5, 10), S(5, 14), S(5, 8),   S(5, 9),   S(9, 7),
      S(0, 0),    S(4, 5),    S(-3, 6),  S(7, 10),  S(5, 10), S(5, 6),   S(-4, 0),  S(4, -1),
      S(-6, -7),  S(-12, -2), S(-4, 1),  S(3, 8),   S(-1, 5), S(-1, 1),  S(-2, -2), S(-2, -3),
      S(-6, -8),  S(-4, -6),  S(-1, -3), S(3, 3),   S(1, 2),  S(0, -1),  S(-2, -5), S(-7, -10)};
  w.pieceSquare[6] = {S(15, -31),  S(15, -22),  S(5, -19),   S(-16, -11), S(-29, -10), S(-15, -13),
                      S(28, -24),  S(13, -38),  S(-4, -14),  S(-6, -4),   S(-9, -1),   S(-21, 5),
                      S(-14, 6),   S(-6, 3),    S(10, -5),   S(13, -10),  S(-24, -6),  S(-23, 2),
                      S(-24, 11),  S(-24, 16),  S(-24, 14),  S(-19, 7),   S(-20, 1),   S(-24, -11),
                      S(-36, -1),  S(-34, 8),   S(-36, 18),  S(-36, 21),  S(-37, 20),  S(-36, 15),
                      S(-37, 2),   S(-37, -5),  S(-48, -2),  S(-48, 10),  S(-48, 20),  S(-49, 21),
                      S(-48, 22),  S(-48, 19),  S(-47, 12),  S(-48, 2),   S(-59, -5),  S(-59, 6),
                      S(-60, 12),  S(-60, 19),  S(-59, 21),  S(-59, 16),  S(-59, 8),   S(-60, -6),
                      S(-72, -16), S(-72, -3),  S(-72, 2),   S(-72, 8),   S(-72, 9),   S(-72, 3),
                      S(-71, -5),  S(-72, -15), S(-84, -25), S(-84, -16), S(-84, -7),  S(-84, 0),
                      S(-84, 0),   S(-84, -7),  S(-84, -15), S(-84, -24)};
  w.bishopPair = S(32, 52);
  w.knightPerPawn = S(5, 0);
  w.rookPerPawn = S(-4, -8);
  w.rookPair = S(-10, -26);
  w.queenAndRook = S(-4, -6);
  w.tradeDown = S(-19, -1);
  w.pawnWhenAhead = S(4, 25);
  w.queenWhenBehind = S(-4, -2);
  w.passed = {S(0, 0), S(2, 11), S(2, 14), S(11, 37), S(22, 60), S(43, 81), S(64, 113), S(0, 0)};
  w.candidate = {S(0, 0), S(1, -3), S(-1, 0), S(4, 10), S(7, 15), S(21, 30), S(0, 0), S(0, 0)};
  w.phalanx = {S(0, 0), S(8, 0), S(4, 5), S(10, 7), S(12, 23), S(42, 49), S(70, 70), S(0, 0)};
  w.supported = {S(0, 0), S(0, 0), S(15, 7), S(15, 3), S(14, 4), S(32, 35), S(40, 42), S(0, 0)};
  w.doubled = {S(-5, -21), S(-6, -24), S(3, -15),  S(-6, -19),
               S(-1, -9),  S(-3, -20), S(-2, -19), S(0, -25)};
  w.isolated = {S(3, -7),   S(-3, -8),  S(-3, -12), S(-3, -10),
                S(-7, -13), S(-4, -13), S(-3, -13), S(2, -3)};
  w.backward = S(-5, -7);
  w.openPawn = S(-3, -8);
  w.passedFreePath = {S(0, 0),  S(-1, 2),  S(-3, 4),  S(-3, 5),
                      S(2, 16), S(10, 34), S(22, 57), S(0, 0)};
  w.passedBlocked = {S(0, 0),    S(-1, 1),   S(-3, -5),   S(-2, -3),
                     S(-7, -10), S(-5, -13), S(-16, -35), S(0, 0)};
  w.passedOwnKingDistance = {S(0, 0),   S(-2, 4),  S(-2, -4), S(1, -10),
                             S(3, -15), S(1, -17), S(2, -15), S(0, 0)};
  w.passedEnemyKingDistance = {S(0, 0),   S(-2, -4), S(2, 1),   S(-3, 9),
                               S(-3, 17), S(-1, 27), S(13, 32), S(0, 0)};
  w.unstoppablePasser = S(0, 397);
  w.passedSafeStop = {S(0, 0), S(7, 1), S(3, 3), S(4, 7), S(2, 7), S(10, 13), S(2, 5), S(0, 0)};
  w.knightMobility = {S(-37, -38), S(-34, -44), S(-15, -27), S(-4, -10), S(6, 5),
                      S(12, 15),   S(20, 20),   S(28, 20),   S(30, 13)};
  w.bishopMobility = {S(-41, -39), S(-19, -32), S(1, -18), S(5, -3),  S(15, 6),
                      S(16, 16),   S(17, 20),   S(23, 27), S(21, 28), S(27, 34),
                      S(35, 36),   S(31, 35),   S(39, 44), S(38, 41)};
  w.rookMobility = {S(-51, -53), S(-27, -41), S(-3, -15), S(-7, 1),  S(4, 3),
                    S(9, 17),    S(11, 27),   S(19, 32),  S(18, 38), S(20, 40),
                    S(21, 47),   S(22, 53),   S(29, 55),  S(31, 60), S(32, 61)};
  w.queenMobility = {S(-20, -40), S(-18, -33), S(-15, -27), S(-14, -22), S(-12, -17), S(-7, -10),
                     S(-1, -6),   S(7, -2),    S(9, 8),     S(14, 13),   S(17, 17),   S(19, 20),
                     S(18, 26),   S(22, 32),   S(17, 32),   S(18, 36),   S(22, 36),   S(25, 41),
                     S(23, 39),   S(24, 42),   S(25, 41),   S(25, 41),   S(28, 45),   S(26, 44),
                     S(29, 47),   S(28, 47),   S(29, 49),   S(30, 50)};
  w.centreControl = S(2, -5);
  w.knightOutpost = S(23, 5);
  w.bishopOutpost = S(34, 14);
  w.badBishopPawn = S(-4, -7);
  w.rookOpenFile = S(43, -7);
  w.rookSemiOpenFile = S(22, 3);
  w.rookOnSeventh = S(3, 21);
  w.tropism = {S(0, 0), S(0, 0), S(6, 0), S(-1, 0), S(3, 2), S(-2, 18), S(0, 0)};
  w.undevelopedMinor = S(2, 1);
  w.earlyQueen = S(-4, -7);
  w.minorBehindPawn = S(6, 10);
  w.bishopLongDiagonal = S(20, 11);
  w.rookOnQueenFile = S(10, 3);
  w.pinned = {S(0, 0), S(-14, 2), S(7, 6), S(16, 11), S(2, 4), S(0, 1), S(0, 0)};
  w.space = S(1, 0);
  w.threatByPawn = {S(0, 0), S(-2, -1), S(65, 36), S(60, 40), S(66, 46), S(67, 49), S(0, 0)};
  w.threatByMinor = {S(0, 0), S(-7, 6), S(31, 29), S(32, 29), S(48, 37), S(50, 48), S(0, 0)};
  w.threatByRook = {S(0, 0), S(-13, 12), S(8, 19), S(22, 8), S(0, 10), S(48, 39), S(0, 0)};
  w.hanging = S(12, 0);
  w.pawnPushThreat = S(11, 17);
  w.weakPawn = S(8, 22);
  w.weakMinorByMajor = S(18, 29);
  w.threatByKing = {S(0, 0), S(7, 8), S(16, 15), S(17, 16), S(10, 16), S(27, 24), S(0, 0)};
  w.overloaded = S(2, 2);
  w.kingAttackUnits = {S(0, 0), S(0, 0), S(16, 0), S(9, 0), S(13, 0), S(5, 0), S(0, 0)};
  w.safeCheckUnits = {S(0, 0), S(0, 0), S(124, 0), S(61, 0), S(107, 0), S(88, 0), S(0, 0)};
  w.kingZoneAttackUnits = {S(64, 0), S(41, 0), S(23, 0)};
  w.weakKingSquareUnits = S(33, 0);
  w.kingZonePawnUnits = S(-19, 0);
  w.queenlessAttackUnits = S(-271, 0);
  w.kingDangerOffsetUnits = S(-19, 0);
  w.kingDanger = S(57, 46);
  w.pawnShield = {S(0, 0),    S(22, -21), S(13, -18), S(3, -12),
                  S(-5, -15), S(-6, -2),  S(-2, 4),   S(0, 0)};
  w.pawnStorm = {S(0, 0), S(6, 5), S(-10, -1), S(-9, 1), S(2, -2), S(13, -11), S(15, -9), S(0, 0)};
  w.pawnStormBlocked = {S(0, 0),    S(1, 2),   S(-21, -11), S(6, -8),
                        S(13, -11), S(12, -9), S(8, -10),   S(0, 0)};
  w.kingFileShield = {S(0, 0), S(8, -3), S(11, 1), S(2, 0), S(-1, 0), S(2, 2), S(0, 2), S(0, 0)};
  w.kingOpenFile = S(-22, -15);
  w.kingSemiOpenFile = S(-14, -3);
  w.castlingRight = S(34, -1);
  w.kingPawnDistance = S(2, -12);
  w.complexityPawns = S(0, 4);
  w.complexityPassed = S(0, 2);
  w.complexityBothFlanks = S(0, 27);
  w.complexityPawnEnding = S(0, 26);
  w.complexityOffset = S(0, -59);
  w.scaleOppositeBishopsKnights = S(64, 0);
  w.scaleOppositeBishopsRooks = S(65, 0);
  w.scaleLoneQueen = S(61, 0);
  w.scaleByPawns = {S(33, 0), S(62, 0), S(79, 0), S(84, 0), S(86, 0),
                    S(86, 0), S(86, 0), S(82, 0), S(65, 0)};
  w.tempo = S(17, 11);
  return w;
}

const EvalWeights& evalWeights() {
  static const EvalWeights weights = defaultWeights();
  return weights;
}

namespace {

// The piece-square weights as positions sum them: by coloured piece and square, Black's negated.
PieceSquareValues::Table pieceSquareValues(const EvalWeights& w) {
  PieceSquareValues::Table table{};
  for (Color c : {WHITE, BLACK}) {
    for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING}) {
      for (Square sq = 0; sq < 64; ++sq) {
        const Tapered weight = w.pieceSquare[pt][relativeSquare(c, sq)];
        const Tapered value = c == WHITE ? weight : -weight;
        table[makePiece(c, pt)][sq] = SquareValue{value.mg, value.eg};
      }
    }
  }
  return table;
}

// Installed during static initialisation, before main() and any thread start, so every position
// the program sets up sums them (core/piece_square.h).
[[maybe_unused]] const bool pieceSquareValuesInstalled = [] {
  PieceSquareValues::install(pieceSquareValues(evalWeights()));
  return true;
}();

}  // namespace

Tapered* weightArray(EvalWeights& w) { return reinterpret_cast<Tapered*>(&w); }
const Tapered* weightArray(const EvalWeights& w) { return reinterpret_cast<const Tapered*>(&w); }

std::size_t weightIndex(const EvalWeights& w, const Tapered& weight) {
  return std::size_t(&weight - weightArray(w));
}

EvalTerm weightTerm(std::size_t index) {
  for (const Field& field : FIELDS)
    if (index >= field.offset && index < field.offset + field.count) return field.term;
  return EvalTerm::Tempo;  // unreachable: the fields cover every weight (static_assert above)
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

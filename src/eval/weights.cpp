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
  w.pieceValue = {S(0, 0), S(62, 85), S(327, 322), S(357, 334), S(470, 543), S(990, 1017), S(0, 0)};
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
      S(-5, 10), S(13, 11), S(2, 13),  S(3, 8),   S(5, 18),  S(18, 15), S(34, 8),  S(-3, -5),
      S(1, 3),   S(1, 5),   S(0, 12),  S(0, 11),  S(3, 10),  S(1, 15),  S(17, 5),  S(-2, -1),
      S(-6, 14), S(-4, 13), S(5, 4),   S(8, 3),   S(4, 6),   S(3, 12),  S(-1, 13), S(-9, 5),
      S(11, 23), S(7, 20),  S(10, 10), S(10, 3),  S(9, 8),   S(11, 17), S(-1, 28), S(1, 20),
      S(16, 26), S(15, 36), S(17, 26), S(16, 29), S(23, 25), S(24, 34), S(17, 44), S(3, 36),
      S(14, 31), S(14, 39), S(14, 42), S(26, 42), S(26, 42), S(15, 40), S(20, 51), S(15, 40),
      S(18, 48), S(18, 48), S(18, 48), S(28, 48), S(28, 48), S(18, 48), S(18, 48), S(18, 48)};
  w.pieceSquare[2] = {S(-16, -13), S(-7, -9),   S(5, -2),    S(7, 3),    S(10, 7),   S(-2, -2),
                      S(-10, -10), S(-16, -13), S(-12, -4),  S(-3, 2),   S(-4, -1),  S(1, 8),
                      S(9, 6),     S(4, -2),    S(0, -1),    S(-3, -7),  S(-15, -7), S(-10, -4),
                      S(-2, 9),    S(15, 12),   S(10, 15),   S(7, 8),    S(17, 2),   S(-4, -4),
                      S(2, 2),     S(10, 7),    S(13, 12),   S(17, 18),  S(20, 28),  S(21, 14),
                      S(16, 11),   S(9, 3),     S(3, 4),     S(14, 7),   S(12, 11),  S(30, 22),
                      S(23, 23),   S(24, 15),   S(13, 8),    S(13, 7),   S(-4, -1),  S(1, 1),
                      S(7, 3),     S(20, 14),   S(15, 14),   S(14, 11),  S(6, 5),    S(-1, -3),
                      S(-11, -6),  S(-4, -1),   S(0, 5),     S(11, 12),  S(8, 6),    S(0, 2),
                      S(-6, -2),   S(-11, -7),  S(-31, -20), S(-10, -8), S(-4, -3),  S(2, 1),
                      S(2, 2),     S(-3, -1),   S(-9, -8),   S(-22, -16)};
  w.pieceSquare[3] = {
      S(-9, -6), S(5, -2),  S(1, -2), S(-5, 1),  S(-1, 0),  S(-14, 3), S(1, -1),   S(5, -5),
      S(1, -5),  S(-3, -7), S(13, 2), S(4, 4),   S(-1, 9),  S(9, 4),   S(10, -16), S(6, -5),
      S(6, 1),   S(7, 7),   S(4, 6),  S(14, 10), S(7, 15),  S(-2, -3), S(18, 6),   S(-3, 0),
      S(0, 5),   S(3, 3),   S(6, 18), S(26, 11), S(15, 10), S(16, 8),  S(11, 4),   S(6, -5),
      S(0, 1),   S(13, 7),  S(9, 7),  S(12, 11), S(19, 17), S(10, 6),  S(13, 11),  S(-9, 2),
      S(-2, 0),  S(3, 2),   S(4, 11), S(11, 8),  S(8, 7),   S(12, 11), S(6, 7),    S(11, 0),
      S(-3, -2), S(-4, 3),  S(3, 8),  S(5, 7),   S(6, 7),   S(0, 1),   S(-3, 1),   S(-7, -3),
      S(-7, -6), S(-1, 2),  S(1, -1), S(3, 2),   S(4, 4),   S(2, -1),  S(-2, -3),  S(-7, -8)};
  w.pieceSquare[4] = {
      S(-19, 1),   S(4, -8),  S(12, -6), S(14, -6), S(21, -10), S(15, -7), S(2, -4), S(-5, -15),
      S(-13, -13), S(-4, -7), S(-2, -3), S(9, -6),  S(2, -7),   S(2, -4),  S(7, -7), S(-30, -17),
      S(-17, -5),  S(0, -7),  S(-5, -1), S(1, -2),  S(1, -3),   S(-3, -6), S(6, -1), S(-5, -8),
      S(0, 6),     S(-1, 4),  S(-3, 7),  S(5, 5),   S(5, 4),    S(5, 0),   S(7, 3),  S(-4, -2),
      S(1, 9),     S(-2, -1), S(3, 9),   S(11, 3),  S(8, 4),    S(3, 4),   S(5, 5),  S(-1, 1),
      S(1, 10),    S(3, 8),   S(1, 7),   S(8, -4),  S(7, -1),   S(2, 3),   S(2, 1),  S(0, 5),
      S(8, 0),     S(0, 3),   S(13, 3),  S(17, -2), S(13, -4),  S(7, -3),  S(11, 0), S(8, -2),
      S(5, 11),    S(5, 13),  S(0, 6),   S(6, 2),   S(6, 5),    S(1, 6),   S(2, 9),  S(2, 7)};
  w.pieceSquare[5] = {
      S(-4, -8), S(2, -3),   S(-2, -3), S(4, 4),   S(6, 2),  S(-5, -7), S(-4, -9), S(-3, -9),
      S(0, -6),  S(-3, -5),  S(5, -4),  S(8, 0),   S(12, 7), S(5, -1),  S(9, -3),  S(-3, -6),
      S(-3, -2), S(2, -2),   S(0, 9),   S(2, 12),  S(6, 10), S(10, 10), S(10, 4),  S(6, -1),
      S(-2, 3),  S(-4, 7),   S(3, 9),   S(3, 14),  S(3, 13), S(11, 14), S(3, 7),   S(6, 5),
      S(2, 5),   S(-6, 10),  S(-5, 8),  S(-5, 10), S(5, 15), S(6, 8),   S(3, 9),   S(10, 6),
      S(-1, 0),  S(2, 4),    S(-4, 8),  S(9, 11),  S(0, 6),  S(6, 6),   S(-5, -1), S(3, -5),
      S(-6, -6), S(-13, -2), S(-1, 4),  S(4, 9),   S(-5, 2), S(-3, 0),  S(0, 0),   S(0, -1),
      S(-7, -7), S(-1, -3),  S(-1, -3), S(3, 4),   S(1, 2),  S(0, -1),  S(-2, -5), S(-9, -10)};
  w.pieceSquare[6] = {S(9, -33),   S(14, -20),  S(6, -16),   S(-22, -13), S(-37, -12), S(-23, -11),
                      S(28, -22),  S(23, -43),  S(-2, -15),  S(-5, -5),   S(-13, 3),   S(-24, 4),
                      S(-21, 6),   S(-3, 2),    S(13, -5),   S(21, -15),  S(-25, -9),  S(-23, -1),
                      S(-23, 10),  S(-25, 13),  S(-26, 14),  S(-17, 9),   S(-16, -1),  S(-24, -11),
                      S(-36, -4),  S(-34, 6),   S(-36, 18),  S(-36, 19),  S(-36, 23),  S(-36, 13),
                      S(-36, 1),   S(-37, -7),  S(-48, -5),  S(-48, 9),   S(-48, 18),  S(-49, 25),
                      S(-48, 24),  S(-47, 20),  S(-46, 10),  S(-48, 0),   S(-59, -4),  S(-58, 9),
                      S(-60, 14),  S(-59, 20),  S(-59, 21),  S(-58, 21),  S(-58, 11),  S(-60, -3),
                      S(-72, -17), S(-72, -2),  S(-71, 4),   S(-72, 9),   S(-72, 10),  S(-72, 6),
                      S(-70, -3),  S(-72, -15), S(-84, -25), S(-84, -15), S(-84, -6),  S(-84, 0),
                      S(-84, 0),   S(-84, -7),  S(-83, -13), S(-84, -25)};
  w.bishopPair = S(34, 48);
  w.knightPerPawn = S(7, 2);
  w.rookPerPawn = S(-2, -7);
  w.rookPair = S(-9, -30);
  w.queenAndRook = S(-5, -5);
  w.tradeDown = S(-26, 2);
  w.pawnWhenAhead = S(5, 21);
  w.queenWhenBehind = S(-6, -3);
  w.passed = {S(0, 0), S(4, 11), S(2, 13), S(5, 38), S(25, 67), S(45, 84), S(66, 115), S(0, 0)};
  w.candidate = {S(0, 0), S(-1, -3), S(2, 0), S(3, 14), S(7, 20), S(22, 33), S(0, 0), S(0, 0)};
  w.phalanx = {S(0, 0), S(7, -1), S(6, 5), S(11, 9), S(14, 25), S(44, 56), S(70, 71), S(0, 0)};
  w.supported = {S(0, 0), S(0, 0), S(15, 8), S(14, 6), S(11, 10), S(27, 38), S(41, 44), S(0, 0)};
  w.doubled = {S(-11, -27), S(4, -22),  S(-1, -9), S(0, -18),
               S(-4, -8),   S(-2, -18), S(6, -19), S(3, -30)};
  w.isolated = {S(7, -6),   S(0, -8), S(-3, -11), S(-7, -10),
                S(-7, -12), S(0, -9), S(-6, -9),  S(-3, 1)};
  w.backward = S(-5, -7);
  w.openPawn = S(-4, -8);
  w.passedFreePath = {S(0, 0),  S(-1, 4),  S(-4, 2),  S(-5, 8),
                      S(2, 21), S(14, 44), S(23, 60), S(0, 0)};
  w.passedBlocked = {S(0, 0),    S(0, 4),    S(-1, -6),   S(2, -3),
                     S(-2, -10), S(-6, -16), S(-18, -39), S(0, 0)};
  w.passedOwnKingDistance = {S(0, 0),   S(-4, 5),   S(2, -5),  S(4, -13),
                             S(1, -17), S(-1, -17), S(1, -13), S(0, 0)};
  w.passedEnemyKingDistance = {S(0, 0),   S(-2, -4), S(-3, 3),  S(-6, 12),
                               S(-3, 18), S(0, 28),  S(13, 32), S(0, 0)};
  w.unstoppablePasser = S(0, 396);
  w.passedSafeStop = {S(0, 0), S(8, -3), S(-1, 2), S(4, 6), S(-3, 13), S(15, 21), S(3, 8), S(0, 0)};
  w.knightMobility = {S(-36, -38), S(-33, -45), S(-14, -25), S(-3, -8), S(8, 6),
                      S(12, 15),   S(19, 18),   S(26, 17),   S(29, 13)};
  w.bishopMobility = {S(-40, -43), S(-21, -34), S(2, -13), S(7, -5),  S(16, 5),
                      S(18, 13),   S(19, 21),   S(24, 28), S(23, 30), S(24, 36),
                      S(32, 38),   S(31, 32),   S(37, 44), S(36, 38)};
  w.rookMobility = {S(-50, -52), S(-23, -38), S(0, -13), S(-3, 0),  S(3, 3),
                    S(7, 13),    S(10, 27),   S(16, 31), S(18, 37), S(19, 40),
                    S(23, 46),   S(22, 52),   S(27, 58), S(34, 60), S(29, 64)};
  w.queenMobility = {S(-20, -40), S(-21, -34), S(-16, -27), S(-16, -23), S(-15, -18), S(-8, -12),
                     S(-1, -9),   S(4, -3),    S(8, 4),     S(14, 13),   S(17, 17),   S(19, 24),
                     S(19, 29),   S(24, 30),   S(21, 34),   S(21, 38),   S(26, 38),   S(23, 43),
                     S(25, 42),   S(25, 43),   S(27, 42),   S(24, 41),   S(30, 45),   S(26, 44),
                     S(29, 46),   S(27, 46),   S(29, 49),   S(30, 49)};
  w.centreControl = S(2, -4);
  w.knightOutpost = S(24, 9);
  w.bishopOutpost = S(33, 8);
  w.badBishopPawn = S(-2, -5);
  w.rookOpenFile = S(45, -8);
  w.rookSemiOpenFile = S(22, -1);
  w.rookOnSeventh = S(-4, 22);
  w.trappedRook = S(-6, -7);
  w.bishopXRayPawns = S(-2, 1);
  w.reachableOutpost = S(4, 4);
  w.tropism = {S(0, 0), S(0, 0), S(7, 0), S(1, 0), S(3, 2), S(-2, 21), S(0, 0)};
  w.kingProtector = {S(0, 0), S(0, 0), S(-3, -2), S(-3, -1), S(0, 0), S(0, 0), S(0, 0)};
  w.undevelopedMinor = S(1, 0);
  w.earlyQueen = S(-4, -5);
  w.minorBehindPawn = S(7, 11);
  w.bishopLongDiagonal = S(19, 12);
  w.rookOnQueenFile = S(13, 3);
  w.pinned = {S(0, 0), S(-20, 5), S(14, 8), S(29, 9), S(6, 6), S(0, 1), S(0, 0)};
  w.space = S(3, -2);
  w.threatByPawn = {S(0, 0), S(-1, -1), S(75, 34), S(64, 42), S(66, 47), S(70, 47), S(0, 0)};
  w.threatByMinor = {S(0, 0), S(-3, 8), S(32, 31), S(35, 28), S(50, 33), S(55, 47), S(0, 0)};
  w.threatByRook = {S(0, 0), S(-13, 12), S(9, 19), S(19, 11), S(0, 10), S(53, 42), S(0, 0)};
  w.hanging = S(16, 0);
  w.pawnPushThreat = S(15, 18);
  w.weakPawn = S(2, 22);
  w.weakMinorByMajor = S(20, 30);
  w.threatByKing = {S(0, 0), S(8, 6), S(18, 21), S(17, 19), S(11, 19), S(27, 24), S(0, 0)};
  w.overloaded = S(3, 4);
  w.knightOnQueen = S(3, 3);
  w.sliderOnQueen = S(8, -3);
  w.restrictedPiece = S(2, 1);
  w.weakQueenProtection = S(2, 4);
  w.kingAttackUnits = {S(0, 0), S(0, 0), S(17, 0), S(10, 0), S(13, 0), S(4, 0), S(0, 0)};
  w.safeCheckUnits = {S(0, 0), S(0, 0), S(128, 0), S(71, 0), S(114, 0), S(88, 0), S(0, 0)};
  w.kingZoneAttackUnits = {S(62, 0), S(39, 0), S(21, 0)};
  w.weakKingSquareUnits = S(32, 0);
  w.kingZonePawnUnits = S(-9, 0);
  w.queenlessAttackUnits = S(-266, 0);
  w.kingDangerOffsetUnits = S(-16, 0);
  w.kingDanger = S(58, 50);
  w.rookOnKingRing = S(6, -4);
  w.bishopOnKingRing = S(8, 0);
  w.pawnShield = {S(0, 0),    S(19, -23), S(12, -20), S(0, -16),
                  S(-2, -15), S(-6, -3),  S(2, 9),    S(0, 0)};
  w.pawnStorm = {S(0, 0), S(6, 8), S(-8, 1), S(-5, 2), S(0, -4), S(18, -12), S(15, -10), S(0, 0)};
  w.pawnStormBlocked = {S(0, 0),    S(1, 2),    S(-17, -14), S(12, -10),
                        S(14, -13), S(18, -11), S(10, -11),  S(0, 0)};
  w.kingFileShield = {S(0, 0), S(11, -7), S(14, -2), S(3, 2), S(1, -2), S(2, 1), S(2, 4), S(0, 0)};
  w.kingOpenFile = S(-21, -19);
  w.kingSemiOpenFile = S(-16, -6);
  w.castlingRight = S(29, -1);
  w.kingPawnDistance = S(2, -15);
  w.complexityPawns = S(0, 5);
  w.complexityPassed = S(0, 1);
  w.complexityBothFlanks = S(0, 36);
  w.complexityPawnEnding = S(0, 44);
  w.complexityOffset = S(0, -76);
  w.scaleOppositeBishopsKnights = S(59, 0);
  w.scaleOppositeBishopsRooks = S(68, 0);
  w.scaleLoneQueen = S(61, 0);
  w.scaleByPawns = {S(33, 0), S(60, 0), S(80, 0), S(83, 0), S(85, 0),
                    S(87, 0), S(86, 0), S(86, 0), S(71, 0)};
  w.tempo = S(38, 23);
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

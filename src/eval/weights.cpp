#include "quadrant/eval/weights.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "quadrant/core/bitboard.h"
#include "quadrant/core/piece_square.h"

namespace quadrant {
namespace {

// The flat view is EvalWeights' bytes read as an array: flatten and unflatten copy them (memcpy,
// what C++20 names bit_cast), and weightIndex reads a weight's index from its byte offset. Both
// need the weights to lie in the list's order without a gap (a standard layout, and the size of
// WEIGHT_COUNT weights), and the copies need types that memcpy copies whole.
static_assert(std::is_standard_layout_v<EvalWeights>, "the flat view needs a standard layout");
static_assert(sizeof(EvalWeights) == sizeof(WeightVector),
              "EvalWeights holds only Tapered values, without padding");
static_assert(std::is_trivially_copyable_v<EvalWeights> &&
                  std::is_trivially_copyable_v<WeightVector>,
              "the flat view copies the weights as bytes");

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
constexpr std::size_t ROW_LENGTH = WEIGHTS_IN<Shape>;
template <std::size_t N, std::size_t ROWS>
constexpr std::size_t ROW_LENGTH<std::array<TaperedRow<N>, ROWS>> = N;

#define QUADRANT_WEIGHT_FIELD(shape, name, term)                                 \
  Field{#name, offsetof(EvalWeights, name) / sizeof(Tapered), WEIGHTS_IN<shape>, \
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
  w.pieceValue = {S(0, 0), S(58, 85), S(334, 323), S(362, 333), S(473, 547), S(989, 1016), S(0, 0)};
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
      S(-5, 12), S(14, 11), S(7, 11),  S(4, 13),  S(1, 20),  S(22, 13), S(35, 6),  S(0, -5),
      S(-2, 6),  S(-1, 9),  S(0, 9),   S(-2, 9),  S(4, 10),  S(-1, 14), S(18, 2),  S(1, -2),
      S(-5, 15), S(-3, 15), S(-1, 4),  S(5, 3),   S(1, 5),   S(3, 8),   S(-1, 14), S(-9, 6),
      S(12, 23), S(10, 20), S(4, 10),  S(5, 6),   S(6, 9),   S(10, 15), S(1, 25),  S(3, 18),
      S(18, 29), S(16, 37), S(16, 29), S(15, 28), S(23, 24), S(25, 34), S(16, 43), S(6, 34),
      S(14, 29), S(15, 43), S(15, 43), S(27, 44), S(27, 42), S(16, 41), S(19, 51), S(13, 37),
      S(18, 48), S(18, 48), S(18, 48), S(28, 48), S(28, 48), S(18, 48), S(18, 48), S(18, 48)};
  w.pieceSquare[2] = {
      S(-16, -13), S(-7, -9),  S(4, -3),  S(7, 4),   S(10, 7),  S(-1, -1), S(-7, -9), S(-16, -13),
      S(-12, -4),  S(-3, 3),   S(-4, -2), S(1, 6),   S(7, 6),   S(2, -2),  S(1, -2),  S(-3, -8),
      S(-12, -6),  S(-6, -2),  S(-2, 8),  S(12, 13), S(10, 15), S(6, 6),   S(15, 0),  S(-3, -3),
      S(8, 3),     S(9, 6),    S(15, 13), S(18, 20), S(21, 27), S(26, 13), S(15, 10), S(9, 2),
      S(4, 5),     S(13, 6),   S(10, 14), S(32, 22), S(23, 22), S(26, 15), S(12, 10), S(17, 6),
      S(-5, -1),   S(1, 2),    S(8, 6),   S(17, 14), S(13, 13), S(15, 11), S(4, 5),   S(0, -3),
      S(-12, -6),  S(-6, 0),   S(-2, 4),  S(11, 12), S(8, 6),   S(1, 3),   S(-6, -2), S(-12, -6),
      S(-34, -21), S(-10, -8), S(-4, -4), S(2, 0),   S(2, 1),   S(-3, -1), S(-9, -8), S(-23, -17)};
  w.pieceSquare[3] = {
      S(-6, -4), S(6, -1),  S(0, -4),  S(-5, 0),  S(-2, -1), S(-17, 4), S(1, -2),  S(3, -7),
      S(5, -5),  S(1, -10), S(15, 1),  S(1, 2),   S(-2, 6),  S(10, 2),  S(9, -19), S(5, -6),
      S(5, 0),   S(13, 8),  S(1, 5),   S(12, 11), S(5, 15),  S(2, -3),  S(17, 4),  S(0, 1),
      S(2, 4),   S(4, 4),   S(11, 19), S(23, 10), S(20, 11), S(13, 9),  S(12, 4),  S(6, -6),
      S(0, 2),   S(10, 8),  S(9, 9),   S(13, 14), S(20, 18), S(12, 7),  S(15, 8),  S(-7, 3),
      S(0, 1),   S(4, 5),   S(1, 10),  S(11, 9),  S(10, 9),  S(12, 10), S(5, 7),   S(12, 0),
      S(-3, 0),  S(-8, 2),  S(2, 9),   S(5, 7),   S(4, 6),   S(0, 2),   S(-5, 0),  S(-9, -3),
      S(-7, -5), S(-1, 2),  S(1, 0),   S(3, 2),   S(4, 4),   S(1, -1),  S(-2, -3), S(-8, -9)};
  w.pieceSquare[4] = {
      S(-13, -3),  S(5, -8),  S(10, -7), S(15, -8), S(21, -12), S(17, -9), S(4, -6),  S(-2, -17),
      S(-17, -14), S(-4, -9), S(-2, -5), S(8, -8),  S(2, -10),  S(2, -7),  S(7, -8),  S(-34, -16),
      S(-17, -6),  S(-1, -7), S(-6, -2), S(-1, -3), S(1, -3),   S(-4, -6), S(7, -2),  S(-5, -10),
      S(-4, 6),    S(-2, 5),  S(-5, 8),  S(3, 4),   S(4, 3),    S(2, 0),   S(9, 3),   S(-4, -2),
      S(1, 11),    S(0, 3),   S(4, 10),  S(11, 4),  S(9, 5),    S(3, 5),   S(7, 6),   S(2, 2),
      S(1, 11),    S(3, 10),  S(1, 8),   S(9, -1),  S(8, 0),    S(2, 3),   S(3, 3),   S(-1, 5),
      S(7, 1),     S(0, 5),   S(13, 2),  S(17, -2), S(13, -5),  S(7, -3),  S(10, -1), S(8, -2),
      S(5, 13),    S(6, 15),  S(0, 8),   S(7, 4),   S(6, 6),    S(2, 8),   S(3, 12),  S(2, 9)};
  w.pieceSquare[5] = {
      S(-3, -8),  S(1, -3),   S(1, -2),  S(4, 2),   S(5, 1),  S(-6, -8), S(-4, -9), S(-3, -9),
      S(-1, -7),  S(-3, -6),  S(8, -7),  S(11, 0),  S(12, 6), S(7, -2),  S(11, -4), S(-3, -6),
      S(-3, -2),  S(3, -1),   S(2, 9),   S(5, 12),  S(6, 11), S(13, 11), S(11, 4),  S(6, -1),
      S(-3, 3),   S(-3, 8),   S(2, 9),   S(2, 16),  S(4, 14), S(11, 15), S(7, 8),   S(4, 5),
      S(2, 6),    S(-6, 11),  S(-3, 9),  S(-3, 12), S(4, 15), S(6, 8),   S(3, 9),   S(8, 4),
      S(-1, 1),   S(2, 5),    S(-4, 9),  S(8, 10),  S(-2, 5), S(7, 6),   S(-6, -2), S(3, -5),
      S(-11, -6), S(-18, -2), S(-2, 5),  S(2, 8),   S(-6, 2), S(-3, 0),  S(-1, 0),  S(1, 0),
      S(-8, -7),  S(-1, -2),  S(-2, -3), S(2, 3),   S(0, 0),  S(0, -1),  S(-3, -5), S(-10, -10)};
  w.pieceSquare[6] = {S(9, -34),   S(20, -20),  S(4, -14),   S(-28, -12), S(-41, -13), S(-29, -11),
                      S(24, -23),  S(23, -45),  S(2, -14),   S(-1, -4),   S(-12, 2),   S(-27, 4),
                      S(-25, 6),   S(-3, 2),    S(17, -6),   S(25, -18),  S(-25, -11), S(-22, -3),
                      S(-23, 9),   S(-26, 12),  S(-26, 13),  S(-17, 8),   S(-15, -3),  S(-24, -13),
                      S(-36, -6),  S(-34, 4),   S(-37, 15),  S(-36, 18),  S(-37, 21),  S(-36, 12),
                      S(-36, 1),   S(-38, -12), S(-48, -6),  S(-47, 10),  S(-48, 18),  S(-49, 26),
                      S(-48, 23),  S(-47, 22),  S(-46, 10),  S(-49, -2),  S(-59, -4),  S(-57, 13),
                      S(-59, 17),  S(-59, 22),  S(-59, 23),  S(-57, 24),  S(-57, 16),  S(-60, -2),
                      S(-72, -17), S(-71, 1),   S(-71, 6),   S(-72, 10),  S(-72, 11),  S(-71, 8),
                      S(-69, -1),  S(-72, -15), S(-84, -25), S(-84, -14), S(-84, -6),  S(-84, 0),
                      S(-84, 0),   S(-84, -7),  S(-83, -12), S(-84, -26)};
  w.bishopPair = S(38, 48);
  w.knightPerPawn = S(6, 2);
  w.rookPerPawn = S(1, -7);
  w.rookPair = S(-8, -31);
  w.queenAndRook = S(-7, -8);
  w.tradeDown = S(-26, 3);
  w.pawnWhenAhead = S(6, 19);
  w.queenWhenBehind = S(-5, -2);
  w.passed = {S(0, 0), S(5, 10), S(1, 12), S(1, 39), S(24, 72), S(46, 87), S(68, 119), S(0, 0)};
  w.candidate = {S(0, 0), S(-1, -1), S(3, -1), S(2, 14), S(7, 20), S(26, 36), S(0, 0), S(0, 0)};
  w.phalanx = {S(0, 0), S(7, -2), S(9, 3), S(12, 9), S(18, 29), S(45, 57), S(70, 72), S(0, 0)};
  w.supported = {S(0, 0), S(0, 0), S(17, 9), S(15, 5), S(13, 13), S(27, 40), S(42, 46), S(0, 0)};
  w.doubled = {S(-15, -30), S(4, -21), S(2, -9),  S(0, -14),
               S(-3, -5),   S(4, -15), S(5, -19), S(1, -31)};
  w.isolated = {S(6, -4),   S(-3, -8), S(-2, -10), S(-4, -11),
                S(-6, -12), S(2, -11), S(-5, -7),  S(-3, 3)};
  w.backward = S(-3, -8);
  w.openPawn = S(-4, -5);
  w.passedFreePath = {S(0, 0),  S(-1, 7),  S(-5, 3),  S(-7, 11),
                      S(1, 24), S(15, 55), S(24, 65), S(0, 0)};
  w.passedBlocked = {S(0, 0),    S(0, 2),    S(-2, -6),   S(0, -4),
                     S(-3, -10), S(-8, -18), S(-22, -43), S(0, 0)};
  w.passedOwnKingDistance = {S(0, 0),   S(-2, 3),  S(2, -5),  S(5, -13),
                             S(2, -18), S(0, -18), S(0, -14), S(0, 0)};
  w.passedEnemyKingDistance = {S(0, 0),   S(-2, -3), S(-3, 3),  S(-7, 12),
                               S(-6, 19), S(-3, 30), S(12, 34), S(0, 0)};
  w.unstoppablePasser = S(0, 395);
  w.passedSafeStop = {S(0, 0), S(7, -3), S(0, 1), S(3, 4), S(-3, 14), S(15, 28), S(4, 13), S(0, 0)};
  w.knightMobility = {S(-37, -39), S(-31, -45), S(-11, -21), S(0, -7), S(9, 5),
                      S(14, 14),   S(20, 18),   S(25, 18),   S(28, 11)};
  w.bishopMobility = {S(-42, -45), S(-22, -33), S(1, -14), S(8, -3),  S(17, 6),
                      S(21, 14),   S(23, 22),   S(26, 28), S(23, 32), S(25, 35),
                      S(31, 37),   S(31, 31),   S(36, 44), S(34, 35)};
  w.rookMobility = {S(-55, -53), S(-19, -37), S(0, -8),  S(-2, 2),  S(3, 3),
                    S(8, 15),    S(10, 24),   S(16, 29), S(19, 35), S(21, 41),
                    S(22, 46),   S(23, 53),   S(26, 59), S(34, 58), S(27, 65)};
  w.queenMobility = {S(-20, -40), S(-23, -34), S(-20, -28), S(-21, -24), S(-17, -20), S(-11, -13),
                     S(-4, -9),   S(2, -3),    S(7, 4),     S(14, 12),   S(18, 18),   S(20, 23),
                     S(22, 31),   S(25, 30),   S(23, 34),   S(25, 38),   S(27, 39),   S(24, 43),
                     S(27, 44),   S(28, 45),   S(28, 43),   S(26, 42),   S(30, 45),   S(26, 43),
                     S(28, 45),   S(26, 45),   S(29, 49),   S(30, 49)};
  w.centreControl = S(2, -3);
  w.knightOutpost = S(30, 10);
  w.bishopOutpost = S(33, 10);
  w.badBishopPawn = S(-2, -4);
  w.rookOpenFile = S(47, -9);
  w.rookSemiOpenFile = S(25, -2);
  w.rookOnSeventh = S(-6, 24);
  w.trappedRook = S(-9, -11);
  w.bishopXRayPawns = S(-3, -2);
  w.reachableOutpost = S(11, 4);
  w.tropism = {S(0, 0), S(0, 0), S(9, 0), S(2, 0), S(5, 1), S(0, 17), S(0, 0)};
  w.kingProtector = {S(0, 0), S(0, 0), S(-5, -3), S(-4, -2), S(0, 0), S(0, 0), S(0, 0)};
  w.undevelopedMinor = S(0, -1);
  w.earlyQueen = S(-7, -4);
  w.minorBehindPawn = S(7, 10);
  w.bishopLongDiagonal = S(20, 11);
  w.rookOnQueenFile = S(15, 3);
  w.pinned = {S(0, 0), S(-24, 6), S(21, 9), S(36, 10), S(7, 7), S(-4, -1), S(0, 0)};
  w.space = S(5, -4);
  w.threatByPawn = {S(0, 0), S(-1, -1), S(83, 34), S(73, 44), S(66, 46), S(70, 45), S(0, 0)};
  w.threatByMinor = {S(0, 0), S(-1, 10), S(33, 32), S(40, 29), S(51, 30), S(60, 46), S(0, 0)};
  w.threatByRook = {S(0, 0), S(-14, 13), S(10, 17), S(21, 9), S(0, 10), S(59, 43), S(0, 0)};
  w.hanging = S(18, 6);
  w.pawnPushThreat = S(19, 15);
  w.weakPawn = S(0, 21);
  w.weakMinorByMajor = S(21, 32);
  w.threatByKing = {S(0, 0), S(9, 6), S(21, 24), S(19, 21), S(13, 26), S(27, 24), S(0, 0)};
  w.overloaded = S(5, 6);
  w.knightOnQueen = S(7, 1);
  w.sliderOnQueen = S(16, -5);
  w.restrictedPiece = S(4, 1);
  w.weakQueenProtection = S(5, 8);
  w.kingAttackUnits = {S(0, 0), S(0, 0), S(15, 0), S(9, 0), S(13, 0), S(2, 0), S(0, 0)};
  w.safeCheckUnits = {S(0, 0), S(0, 0), S(129, 0), S(77, 0), S(122, 0), S(89, 0), S(0, 0)};
  w.kingZoneAttackUnits = {S(61, 0), S(37, 0), S(21, 0)};
  w.weakKingSquareUnits = S(29, 0);
  w.kingZonePawnUnits = S(-3, 0);
  w.queenlessAttackUnits = S(-262, 0);
  w.kingDangerOffsetUnits = S(-14, 0);
  w.kingDanger = S(61, 52);
  w.rookOnKingRing = S(8, -6);
  w.bishopOnKingRing = S(14, 1);
  w.pawnShield = {S(0, 0),    S(22, -26), S(12, -24), S(2, -18),
                  S(-3, -15), S(-7, -2),  S(3, 11),   S(0, 0)};
  w.pawnStorm = {S(0, 0), S(7, 11), S(-10, 6), S(-5, 1), S(1, -5), S(19, -13), S(15, -11), S(0, 0)};
  w.pawnStormBlocked = {S(0, 0),    S(1, 2),    S(-20, -20), S(16, -12),
                        S(16, -17), S(20, -14), S(10, -12),  S(0, 0)};
  w.kingFileShield = {S(0, 0), S(14, -5), S(15, -2), S(4, 2), S(3, 0), S(1, 1), S(2, 5), S(0, 0)};
  w.kingOpenFile = S(-18, -21);
  w.kingSemiOpenFile = S(-15, -7);
  w.castlingRight = S(23, 2);
  w.kingPawnDistance = S(3, -17);
  w.complexityPawns = S(0, 5);
  w.complexityPassed = S(0, 2);
  w.complexityBothFlanks = S(0, 39);
  w.complexityPawnEnding = S(0, 58);
  w.complexityOffset = S(0, -80);
  w.scaleOppositeBishopsKnights = S(58, 0);
  w.scaleOppositeBishopsRooks = S(67, 0);
  w.scaleLoneQueen = S(57, 0);
  w.scaleByPawns = {S(35, 0), S(57, 0), S(76, 0), S(79, 0), S(79, 0),
                    S(81, 0), S(83, 0), S(84, 0), S(74, 0)};
  w.tempo = S(59, 34);
  return w;
}

#ifdef QUADRANT_TUNABLES
namespace {
EvalWeights& installedWeights() {
  static EvalWeights weights = defaultWeights();
  return weights;
}
}  // namespace

const EvalWeights& evalWeights() { return installedWeights(); }

// Positions set up before keep the sums of the old tables; the new version tells the evaluation
// to add up theirs itself (PieceSquareValues::install).
void useEvalWeights(const EvalWeights& w) {
  installedWeights() = w;
  installPieceSquareValues();
}
#else
const EvalWeights& evalWeights() {
  static const EvalWeights weights = defaultWeights();
  return weights;
}
#endif

// The piece-square weights as positions sum them: by coloured piece and square, Black's negated.
void installPieceSquareValues() {
  const EvalWeights& w = evalWeights();
  PieceSquareValues::Table table{};
  for (Color c : {WHITE, BLACK}) {
    for (PieceType pt : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING}) {
      for (Square sq = 0; sq < 64; ++sq) {
        const Tapered weight = w.pieceSquare[pt][relativeSquare(c, sq)];
        table[makePiece(c, pt)][sq] = c == WHITE ? weight : -weight;
      }
    }
  }
  PieceSquareValues::install(table);
}

// The destinations pass as void*: GCC's -Wclass-memaccess warns of a memcpy into any class whose
// default constructor does something (Tapered's zeroes it), where memcpy needs only the trivially
// copyable types asserted above.
WeightVector flatten(const EvalWeights& w) {
  WeightVector weights;
  std::memcpy(static_cast<void*>(&weights), &w, sizeof weights);
  return weights;
}

EvalWeights unflatten(const WeightVector& weights) {
  EvalWeights w;
  std::memcpy(static_cast<void*>(&w), &weights, sizeof w);
  return w;
}

// Subtracting the addresses as pointers would be undefined (weight and w are not elements of one
// array). As integers (a mapping the compiler defines: the address, on GCC and Clang), their
// difference is weight's byte offset within w.
std::size_t weightIndex(const EvalWeights& w, const Tapered& weight) {
  const auto address = [](const void* p) { return reinterpret_cast<std::uintptr_t>(p); };
  return (address(&weight) - address(&w)) / sizeof(Tapered);
}

EvalTerm weightTerm(std::size_t index) {
  for (const Field& field : FIELDS)
    if (index >= field.offset && index < field.offset + field.count) return field.term;
  return EvalTerm::Tempo;  // unreachable: the fields cover every weight (static_assert above)
}

void printWeights(std::ostream& out, const EvalWeights& w) {
  const WeightVector all = flatten(w);
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
      printRow(out, &all[field.offset + row * field.rowLength], field.rowLength);
      out << ";\n";
    }
  }
}

}  // namespace quadrant

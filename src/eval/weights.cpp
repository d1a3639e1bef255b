#include "quadrant/eval/weights.h"

#include <cstddef>
#include <type_traits>

namespace quadrant {
namespace {

static_assert(std::is_standard_layout_v<EvalWeights>, "the flat view needs a standard layout");
static_assert(sizeof(EvalWeights) == WEIGHT_COUNT * sizeof(Tapered), "EvalWeights holds only Tapered values");

constexpr Tapered S(int mg, int eg) { return Tapered(mg, eg); }

constexpr int edgeDistance(int x) { return x < 7 - x ? x : 7 - x; }

// The starting piece-square bonuses, from simple geometric rules: pawns gain as they advance
// and in the centre, minor pieces and the queen like the centre, rooks the seventh rank and
// the centre files, and the king shelters in a corner in the middlegame but centralises in
// the endgame. Tuning refines them square by square.
Tapered ruleBonus(PieceType pt, Square sq) {
  const int f = fileOf(sq), r = rankOf(sq);
  const int centre = edgeDistance(f) + edgeDistance(r);  // 0 (corner) .. 6 (centre)
  switch (pt) {
    case PAWN: return S((r - 1) * 3 + ((f == 3 || f == 4) && r >= 3 ? 10 : 0), (r - 1) * 8);
    case KNIGHT: return S(6 * centre - 15, 5 * centre - 12);
    case BISHOP: return S(3 * centre - 5, 3 * centre - 6);
    case ROOK: return S((r == 6 ? 10 : 0) + (f == 3 || f == 4 ? 5 : 0), 0);
    case QUEEN: return S(2 * centre - 5, 4 * centre - 10);
    case KING: return S(r == 0 ? (f <= 2 || f >= 6 ? 20 : 0) : -12 * r, 8 * centre - 24);
    default: return S(0, 0);
  }
}

// Mobility bonuses rise steeply from no moves and flatten out: a piece with no safe square is
// nearly trapped, while the tenth square adds little.
template <std::size_t N>
std::array<Tapered, N> mobilityCurve(Tapered low, Tapered high) {
  std::array<Tapered, N> curve{};
  for (std::size_t i = 0; i < N; ++i) {
    const double x = double(i) / double(N - 1);
    const double shape = 1 - (1 - x) * (1 - x);  // concave: fast gains first
    curve[i] = S(low.mg + int((high.mg - low.mg) * shape), low.eg + int((high.eg - low.eg) * shape));
  }
  return curve;
}

struct Field {
  const char* name;
  std::size_t offset;     // in Tapered units
  std::size_t count;
  std::size_t rowLength;  // arrays of arrays print row by row
};

#define QUADRANT_FIELD(f, row) \
  Field { #f, offsetof(EvalWeights, f) / sizeof(Tapered), sizeof(EvalWeights::f) / sizeof(Tapered), row }

const Field FIELDS[] = {
    QUADRANT_FIELD(pieceValue, 7), QUADRANT_FIELD(pieceSquare, 64), QUADRANT_FIELD(bishopPair, 1),
    QUADRANT_FIELD(knightPerPawn, 1), QUADRANT_FIELD(rookPerPawn, 1), QUADRANT_FIELD(rookPair, 1),
    QUADRANT_FIELD(queenAndRook, 1), QUADRANT_FIELD(tradeDown, 1), QUADRANT_FIELD(pawnWhenAhead, 1),
    QUADRANT_FIELD(queenWhenBehind, 1), QUADRANT_FIELD(passed, 8), QUADRANT_FIELD(candidate, 8),
    QUADRANT_FIELD(phalanx, 8), QUADRANT_FIELD(supported, 8), QUADRANT_FIELD(doubled, 1),
    QUADRANT_FIELD(isolated, 1), QUADRANT_FIELD(backward, 1), QUADRANT_FIELD(passedFreePath, 8),
    QUADRANT_FIELD(passedBlocked, 8), QUADRANT_FIELD(passedOwnKingDistance, 8),
    QUADRANT_FIELD(passedEnemyKingDistance, 8), QUADRANT_FIELD(unstoppablePasser, 1),
    QUADRANT_FIELD(knightMobility, 9), QUADRANT_FIELD(bishopMobility, 14), QUADRANT_FIELD(rookMobility, 15),
    QUADRANT_FIELD(queenMobility, 28), QUADRANT_FIELD(centreControl, 1), QUADRANT_FIELD(knightOutpost, 1),
    QUADRANT_FIELD(bishopOutpost, 1), QUADRANT_FIELD(badBishopPawn, 1), QUADRANT_FIELD(rookOpenFile, 1),
    QUADRANT_FIELD(rookSemiOpenFile, 1), QUADRANT_FIELD(rookOnSeventh, 1), QUADRANT_FIELD(tropism, 7),
    QUADRANT_FIELD(undevelopedMinor, 1), QUADRANT_FIELD(earlyQueen, 1), QUADRANT_FIELD(threatByPawn, 7),
    QUADRANT_FIELD(threatByMinor, 7), QUADRANT_FIELD(threatByRook, 7), QUADRANT_FIELD(hanging, 1),
    QUADRANT_FIELD(kingAttackUnits, 7), QUADRANT_FIELD(safeCheckUnits, 7), QUADRANT_FIELD(kingZoneAttackUnits, 1),
    QUADRANT_FIELD(kingDanger, 1), QUADRANT_FIELD(pawnShield, 8), QUADRANT_FIELD(pawnStorm, 8),
    QUADRANT_FIELD(kingOpenFile, 1), QUADRANT_FIELD(kingSemiOpenFile, 1), QUADRANT_FIELD(castlingRight, 1),
    QUADRANT_FIELD(kingPawnDistance, 1), QUADRANT_FIELD(tempo, 1),
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

EvalWeights defaultWeights() {
  EvalWeights w{};
  w.pieceValue = {S(0, 0), S(85, 115), S(330, 320), S(345, 335), S(470, 540), S(980, 1000), S(0, 0)};
  for (int pt = PAWN; pt <= KING; ++pt)
    for (Square sq = 0; sq < 64; ++sq) w.pieceSquare[pt][sq] = ruleBonus(PieceType(pt), sq);
  w.bishopPair = S(30, 55);
  w.knightPerPawn = S(2, 3);
  w.rookPerPawn = S(-2, -4);
  w.rookPair = S(-10, -15);
  w.queenAndRook = S(-5, -10);
  w.tradeDown = S(4, 8);
  w.pawnWhenAhead = S(0, 6);
  w.queenWhenBehind = S(15, 10);

  w.passed = {S(0, 0), S(0, 8), S(2, 12), S(8, 22), S(20, 40), S(40, 70), S(60, 110), S(0, 0)};
  w.candidate = {S(0, 0), S(2, 4), S(3, 6), S(6, 10), S(10, 18), S(15, 28), S(0, 0), S(0, 0)};
  w.phalanx = {S(0, 0), S(3, 0), S(6, 2), S(10, 6), S(20, 18), S(40, 40), S(70, 70), S(0, 0)};
  w.supported = {S(0, 0), S(0, 0), S(8, 4), S(10, 6), S(14, 12), S(25, 25), S(40, 40), S(0, 0)};
  w.doubled = S(-8, -20);
  w.isolated = S(-8, -12);
  w.backward = S(-8, -10);

  w.passedFreePath = {S(0, 0), S(0, 0), S(0, 4), S(2, 8), S(5, 16), S(10, 30), S(20, 50), S(0, 0)};
  w.passedBlocked = {S(0, 0), S(0, 0), S(0, -2), S(-2, -5), S(-4, -10), S(-6, -18), S(-8, -25), S(0, 0)};
  w.passedOwnKingDistance = {S(0, 0), S(0, 0), S(0, -1), S(0, -2), S(0, -4), S(0, -7), S(0, -10), S(0, 0)};
  w.passedEnemyKingDistance = {S(0, 0), S(0, 0), S(0, 2), S(0, 5), S(0, 10), S(0, 16), S(0, 22), S(0, 0)};
  w.unstoppablePasser = S(0, 400);

  w.knightMobility = mobilityCurve<9>(S(-40, -50), S(25, 20));
  w.bishopMobility = mobilityCurve<14>(S(-35, -45), S(40, 45));
  w.rookMobility = mobilityCurve<15>(S(-30, -50), S(30, 60));
  w.queenMobility = mobilityCurve<28>(S(-20, -40), S(30, 50));
  w.centreControl = S(4, 0);
  w.knightOutpost = S(25, 12);
  w.bishopOutpost = S(12, 6);
  w.badBishopPawn = S(-2, -4);
  w.rookOpenFile = S(35, 12);
  w.rookSemiOpenFile = S(15, 8);
  w.rookOnSeventh = S(10, 25);
  w.tropism = {S(0, 0), S(0, 0), S(2, 1), S(1, 1), S(2, 2), S(4, 3), S(0, 0)};
  w.undevelopedMinor = S(-12, 0);
  w.earlyQueen = S(-6, 0);

  w.threatByPawn = {S(0, 0), S(0, 0), S(50, 40), S(50, 40), S(70, 50), S(70, 50), S(0, 0)};
  w.threatByMinor = {S(0, 0), S(4, 12), S(20, 25), S(20, 25), S(40, 50), S(40, 50), S(0, 0)};
  w.threatByRook = {S(0, 0), S(2, 12), S(15, 25), S(15, 25), S(0, 10), S(40, 40), S(0, 0)};
  w.hanging = S(25, 15);

  w.kingAttackUnits = {S(0, 0), S(0, 0), S(6, 0), S(6, 0), S(10, 0), S(16, 0), S(0, 0)};
  w.safeCheckUnits = {S(0, 0), S(0, 0), S(14, 0), S(8, 0), S(14, 0), S(12, 0), S(0, 0)};
  w.kingZoneAttackUnits = S(2, 0);
  w.kingDanger = S(64, 16);
  w.pawnShield = {S(0, 0), S(20, 0), S(12, 0), S(4, 0), S(0, 0), S(0, 0), S(0, 0), S(0, 0)};
  w.pawnStorm = {S(0, 0), S(0, 0), S(-5, 0), S(-12, 0), S(-6, 0), S(-2, 0), S(0, 0), S(0, 0)};
  w.kingOpenFile = S(-25, 0);
  w.kingSemiOpenFile = S(-10, 0);
  w.castlingRight = S(12, 0);
  w.kingPawnDistance = S(0, -6);

  w.tempo = S(15, 8);
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

void printWeights(std::ostream& out, const EvalWeights& w) {
  const Tapered* all = weightArray(w);
  for (const Field& field : FIELDS) {
    if (field.count == 1) {
      out << "  w." << field.name << " = S(" << all[field.offset].mg << ", " << all[field.offset].eg << ");\n";
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

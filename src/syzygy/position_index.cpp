#include "quadrant/syzygy/position_index.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "quadrant/core/attacks.h"

namespace quadrant::syzygy {
namespace {

constexpr int MAX_LEADING_PAWNS = 6;
constexpr int NO_CODE = -1;
constexpr std::uint64_t THREE_LEADERS_SIZE = 31332;  // placements of three unique pieces
constexpr std::uint64_t KING_PAIRS = 462;            // placements of the two kings

// Positive above the a1-h8 diagonal, negative below it, zero on it.
int diagonalSide(Square sq) { return rankOf(sq) - fileOf(sq); }
Square mirrorFile(Square sq) { return sq ^ 7; }
Square mirrorRank(Square sq) { return sq ^ 56; }
Square transpose(Square sq) { return ((sq >> 3) | (sq << 3)) & 63; }

// The numbering tables of the index, fixed by the file format.
struct IndexTables {
  std::uint64_t binomial[MAX_PIECES][64] = {};  // [k][n]: the ways to choose k of n things
  // Pawn squares a2-h7 numbered 47 down to 0, from the edge files inwards and from the second
  // rank up: the leading pawn is the one with the highest number, and a leading pawn numbered
  // s leaves exactly s squares for the other pawns of its group.
  int pawnSlot[64] = {};
  std::uint64_t leadingPawnsIndex[MAX_LEADING_PAWNS + 1][64] = {};  // [pawns][leading square]
  std::uint64_t leadingPawnsSize[MAX_LEADING_PAWNS + 1][4] = {};    // [pawns][file]
  int triangle[64] = {};       // a1-d1-d4: below the diagonal 0-5, on it 6-9; NO_CODE elsewhere
  int belowDiagonal[64] = {};  // the 28 squares below the a1-h8 diagonal; NO_CODE elsewhere
  int kingPair[10][64] = {};   // [triangle code][other king]: 0-461; NO_CODE when impossible

  IndexTables() {
    for (int n = 0; n < 64; ++n)
      for (int k = 0; k < MAX_PIECES; ++k)
        binomial[k][n] = k == 0 ? 1 : n == 0 ? 0 : binomial[k - 1][n - 1] + binomial[k][n - 1];
    numberPawnSquares();
    numberTriangles();
    numberKingPairs();
  }

  void numberPawnSquares() {
    int slot = 47;
    for (int file = 0; file < 4; ++file)
      for (int rank = 1; rank <= 6; ++rank) {
        pawnSlot[makeSquare(file, rank)] = slot--;
        pawnSlot[mirrorFile(makeSquare(file, rank))] = slot--;
      }
    for (int pawns = 1; pawns <= MAX_LEADING_PAWNS; ++pawns)
      for (int file = 0; file < 4; ++file) {
        std::uint64_t index = 0;
        for (int rank = 1; rank <= 6; ++rank) {
          const Square sq = makeSquare(file, rank);
          leadingPawnsIndex[pawns][sq] = index;
          index += binomial[pawns - 1][pawnSlot[sq]];
        }
        leadingPawnsSize[pawns][file] = index;
      }
  }

  void numberTriangles() {
    int below = 0, inTriangle = 0;
    for (Square sq = 0; sq < 64; ++sq) {
      belowDiagonal[sq] = diagonalSide(sq) < 0 ? below++ : NO_CODE;
      triangle[sq] =
          diagonalSide(sq) < 0 && fileOf(sq) <= 3 && rankOf(sq) <= 3 ? inTriangle++ : NO_CODE;
    }
    for (Square sq : {0, 9, 18, 27}) triangle[sq] = inTriangle++;  // a1, b2, c3, d4
  }

  // Kings apart; with the first king on the diagonal, the second not above it. The placements
  // with both kings on the diagonal come last.
  void numberKingPairs() {
    std::vector<std::pair<int, Square>> bothOnDiagonal;
    int code = 0;
    for (int first = 0; first < 10; ++first) {
      const Square king = Square(std::find(triangle, triangle + 64, first) - triangle);
      for (Square other = 0; other < 64; ++other) {
        kingPair[first][other] = NO_CODE;
        if (other == king || (attacks::king(king) & squareBB(other))) continue;
        if (diagonalSide(king) == 0 && diagonalSide(other) > 0) continue;
        if (diagonalSide(king) == 0 && diagonalSide(other) == 0)
          bothOnDiagonal.emplace_back(first, other);
        else
          kingPair[first][other] = code++;
      }
    }
    for (const auto& [first, other] : bothOnDiagonal) kingPair[first][other] = code++;
  }
};

const IndexTables& tables() {
  static const IndexTables built;
  return built;
}

bool validPiece(Piece p) { return (p & ~15) == 0 && typeOf(p) >= PAWN && typeOf(p) <= KING; }

int runLength(const Piece pieces[], int from, int end) {
  int length = 1;
  while (from + length < end && pieces[from + length] == pieces[from]) ++length;
  return length;
}

bool refuse(std::string* error, const std::string& why) {
  *error = why;
  return false;
}

// Checks that the piece list holds exactly the material and splits it into groups.
bool splitIntoGroups(const Material& material, const Piece pieces[], GroupLayout* layout,
                     std::string* error) {
  const int total = material.pieceCount();
  Material listed;
  for (int i = 0; i < total; ++i) {
    if (!validPiece(pieces[i])) return refuse(error, "unknown piece code in the piece list");
    ++listed.count[colorOf(pieces[i])][typeOf(pieces[i])];
  }
  if (listed.key() != material.key())
    return refuse(error, "the piece list does not match the table's material");
  int leading = 0;
  if (layout->hasPawns) {
    if (typeOf(pieces[0]) != PAWN)
      return refuse(error, "the piece list does not start with a pawn");
    leading = runLength(pieces, 0, total);
    if (leading != material.pawnCount(colorOf(pieces[0])) || leading > MAX_LEADING_PAWNS)
      return refuse(error, "the leading pawns are not listed together");
    if (layout->opponentPawns &&
        (typeOf(pieces[leading]) != PAWN ||
         runLength(pieces, leading, total) != material.pawnCount(~colorOf(pieces[0]))))
      return refuse(error, "the other side's pawns are not listed together");
  } else {
    leading = layout->threeLeaders ? 3 : 2;
    for (int i = 0; i < leading; ++i)
      if (listed.count[colorOf(pieces[i])][typeOf(pieces[i])] != 1 ||
          (!layout->threeLeaders && typeOf(pieces[i]) != KING))
        return refuse(error, "the leading pieces are not unique");
  }
  layout->length[layout->groups++] = leading;
  for (int i = leading; i < total; i += layout->length[layout->groups - 1])
    layout->length[layout->groups++] = runLength(pieces, i, total);
  return true;
}

}  // namespace

bool makeGroupLayout(const Material& material, const Piece pieces[], const int order[2], int file,
                     GroupLayout* layout, std::string* error) {
  const IndexTables& t = tables();
  *layout = GroupLayout{};
  layout->hasPawns = material.hasPawns();
  layout->threeLeaders = !layout->hasPawns && material.hasUniquePieces();
  layout->opponentPawns = material.pawnCount(WHITE) > 0 && material.pawnCount(BLACK) > 0;
  if (!splitIntoGroups(material, pieces, layout, error)) return false;
  const int groups = layout->groups;
  if (order[0] >= groups || (layout->opponentPawns && (order[1] >= groups || order[1] == order[0])))
    return refuse(error, "group order out of range");

  // Group sizes: each later group chooses its squares among those the earlier ones left.
  std::uint64_t size[MAX_PIECES] = {};
  size[0] = layout->hasPawns       ? t.leadingPawnsSize[layout->length[0]][file]
            : layout->threeLeaders ? THREE_LEADERS_SIZE
                                   : KING_PAIRS;
  int freeSquares = 64 - layout->length[0];
  for (int g = 1; g < groups; ++g) {
    const bool pawnGroup = g == 1 && layout->opponentPawns;
    size[g] = t.binomial[layout->length[g]][pawnGroup ? 48 - layout->length[0] : freeSquares];
    freeSquares -= layout->length[g];
  }
  // Slot k varies k-th fastest: the file gives the leading group's slot and the other pawns';
  // the remaining groups take the free slots in their own order.
  std::uint64_t multiplier = 1;
  int nextGroup = layout->opponentPawns ? 2 : 1;
  for (int slot = 0; slot < groups; ++slot) {
    const int g = slot == order[0]                            ? 0
                  : layout->opponentPawns && slot == order[1] ? 1
                                                              : nextGroup++;
    layout->multiplier[g] = multiplier;
    multiplier *= size[g];
  }
  layout->size = multiplier;
  return true;
}

int leadingPawnFile(const Square squares[], int count) {
  const IndexTables& t = tables();
  const Square lead = *std::max_element(
      squares, squares + count, [&](Square a, Square b) { return t.pawnSlot[a] < t.pawnSlot[b]; });
  return std::min(fileOf(lead), 7 - fileOf(lead));
}

namespace {

template <typename Transform>
void transformAll(Square squares[], int count, Transform transform) {
  for (int i = 0; i < count; ++i) squares[i] = transform(squares[i]);
}

// The leading pawns: the leading one (brought to files a-d) by its square, the others as a set
// of the squares numbered below it.
std::uint64_t leadingPawnsIndex(Square squares[], int pieceCount, int pawns) {
  const IndexTables& t = tables();
  const auto bySlot = [&](Square a, Square b) { return t.pawnSlot[a] < t.pawnSlot[b]; };
  std::iter_swap(squares, std::max_element(squares, squares + pawns, bySlot));
  if (fileOf(squares[0]) > 3) transformAll(squares, pieceCount, mirrorFile);
  std::sort(squares + 1, squares + pawns, bySlot);
  std::uint64_t index = t.leadingPawnsIndex[pawns][squares[0]];
  for (int i = 1; i < pawns; ++i) index += t.binomial[i][t.pawnSlot[squares[i]]];
  return index;
}

// Three unique pieces, the first in the a1-d1-d4 triangle. Four cases by how many of them stand
// on the diagonal before the first that does not (which is then below it).
std::uint64_t threeLeadersIndex(const Square sq[]) {
  const IndexTables& t = tables();
  const int skip1 = sq[1] > sq[0];
  const int skip2 = (sq[2] > sq[0]) + (sq[2] > sq[1]);
  if (diagonalSide(sq[0]))
    return (std::uint64_t(t.triangle[sq[0]]) * 63 + (sq[1] - skip1)) * 62 + (sq[2] - skip2);
  if (diagonalSide(sq[1]))
    return (6 * 63 + std::uint64_t(rankOf(sq[0])) * 28 + t.belowDiagonal[sq[1]]) * 62 + sq[2] -
           skip2;
  constexpr std::uint64_t TWO_ON_DIAGONAL = 6 * 63 * 62 + 4 * 28 * 62;
  if (diagonalSide(sq[2]))
    return TWO_ON_DIAGONAL + rankOf(sq[0]) * 7 * 28 + (rankOf(sq[1]) - skip1) * 28 +
           t.belowDiagonal[sq[2]];
  return TWO_ON_DIAGONAL + 4 * 7 * 28 + rankOf(sq[0]) * 7 * 6 + (rankOf(sq[1]) - skip1) * 6 +
         (rankOf(sq[2]) - skip2);
}

// Without pawns: the board is turned so that the first piece lies in a1-d1-d4 and the first
// leading piece off the diagonal below it. Returns NO_CODE for kings side by side.
long long leadingPiecesIndex(Square squares[], int pieceCount, const GroupLayout& layout) {
  if (fileOf(squares[0]) > 3) transformAll(squares, pieceCount, mirrorFile);
  if (rankOf(squares[0]) > 3) transformAll(squares, pieceCount, mirrorRank);
  for (int i = 0; i < layout.length[0]; ++i) {
    if (diagonalSide(squares[i]) == 0) continue;
    if (diagonalSide(squares[i]) > 0) transformAll(squares, pieceCount, transpose);
    break;
  }
  if (layout.threeLeaders) return (long long)(threeLeadersIndex(squares));
  return tables().kingPair[tables().triangle[squares[0]]][squares[1]];
}

}  // namespace

bool positionIndex(Square squares[], int pieceCount, const GroupLayout& layout,
                   std::uint64_t* index) {
  const IndexTables& t = tables();
  std::uint64_t result = 0;
  if (layout.hasPawns) {
    result = leadingPawnsIndex(squares, pieceCount, layout.length[0]);
  } else {
    const long long leading = leadingPiecesIndex(squares, pieceCount, layout);
    if (leading < 0) return false;
    result = std::uint64_t(leading);
  }
  result *= layout.multiplier[0];
  // Every later group as a set of squares, each square numbered among those the earlier
  // groups left free (the other side's pawns among the 48 pawn squares).
  int start = layout.length[0];
  for (int g = 1; g < layout.groups; ++g) {
    Square* group = squares + start;
    std::sort(group, group + layout.length[g]);
    const int firstSquare = g == 1 && layout.opponentPawns ? 8 : 0;
    std::uint64_t combination = 0;
    for (int i = 0; i < layout.length[g]; ++i) {
      const int taken = int(std::count_if(squares, group, [&](Square s) { return s < group[i]; }));
      const int number = group[i] - taken - firstSquare;
      if (number < 0) return false;  // a pawn on its first rank
      combination += t.binomial[i + 1][number];
    }
    result += combination * layout.multiplier[g];
    start += layout.length[g];
  }
  *index = result;
  return result < layout.size;
}

}  // namespace quadrant::syzygy

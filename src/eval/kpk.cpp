#include "quadrant/eval/kpk.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "quadrant/core/attacks.h"

namespace quadrant {
namespace {

// The bitbase stores normalised positions only: White has the pawn, on files a-d (the board's
// left-right mirror image has the same verdict), ranks 2-7.
constexpr int PAWN_SLOTS = 4 * 6;
constexpr int POSITION_COUNT = 2 * 64 * 64 * PAWN_SLOTS;

struct KpkPosition {
  Color sideToMove;
  Square whiteKing, blackKing, pawn;
};

// Index bits: side to move (1), white king (6), black king (6), pawn slot (0..23).
int indexOf(const KpkPosition& p) {
  const int pawnSlot = fileOf(p.pawn) + 4 * (rankOf(p.pawn) - 1);
  return int(p.sideToMove) | (p.whiteKing << 1) | (p.blackKing << 7) | (pawnSlot << 13);
}

KpkPosition positionAt(int index) {
  const int pawnSlot = index >> 13;
  return {Color(index & 1), (index >> 1) & 63, (index >> 7) & 63,
          makeSquare(pawnSlot % 4, pawnSlot / 4 + 1)};
}

bool isLegal(const KpkPosition& p) {
  if (p.whiteKing == p.blackKing || p.whiteKing == p.pawn || p.blackKing == p.pawn) return false;
  if (squareDistance(p.whiteKing, p.blackKing) <= 1) return false;
  // With White to move, a pawn check would mean Black had left his king in check.
  return !(p.sideToMove == WHITE && (attacks::pawn(WHITE, p.pawn) & squareBB(p.blackKing)));
}

enum Verdict : std::uint8_t { ILLEGAL, UNKNOWN, DRAW, WIN };

// The pawn has just promoted on `queening`, Black to move. A queen or a rook wins unless Black
// takes it at once or is stalemated; the rook is tried too because it may avoid a stalemate.
Verdict promotionVerdict(Square whiteKing, Square blackKing, Square queening) {
  const bool defended = squareDistance(whiteKing, queening) == 1;
  if (squareDistance(blackKing, queening) == 1 && !defended) return DRAW;
  // The black king's own square is left out of the occupancy: stepping back along a line of
  // attack does not escape it.
  const Bitboard occupied = squareBB(whiteKing) | squareBB(queening);
  const Bitboard guarded = attacks::king(whiteKing) | attacks::rook(queening, occupied);
  for (const Bitboard attacked : {guarded | attacks::bishop(queening, occupied), guarded}) {
    const bool inCheck = attacked & squareBB(blackKing);
    const bool canMove = attacks::king(blackKing) & ~attacked;
    if (inCheck || canMove) return WIN;  // not a stalemate: checkmate, or a won KQK/KRK
  }
  return DRAW;
}

// Folding successor verdicts into the mover's verdict: the mover picks the best successor, so one
// successor good for him decides, and only when every successor is known bad for him is the
// position known bad for him too.
class Outcome {
 public:
  explicit Outcome(Verdict moverWins) : good_(moverWins) {}
  void add(Verdict successor) {
    if (successor == good_)
      decided_ = true;
    else if (successor == UNKNOWN)
      open_ = true;
  }
  Verdict verdict() const {
    if (decided_) return good_;
    return open_ ? UNKNOWN : good_ == WIN ? DRAW : WIN;
  }

 private:
  Verdict good_;
  bool decided_ = false;
  bool open_ = false;
};

Verdict whiteToMove(const KpkPosition& p, const std::vector<Verdict>& table) {
  Outcome outcome(WIN);
  // The white king never touches the black one nor steps on its own pawn.
  for (Square to :
       squaresOf(attacks::king(p.whiteKing) & ~attacks::king(p.blackKing) & ~squareBB(p.pawn)))
    outcome.add(table[indexOf({BLACK, to, p.blackKing, p.pawn})]);
  const Bitboard kings = squareBB(p.whiteKing) | squareBB(p.blackKing);
  const Square push = p.pawn + 8;
  if (!(kings & squareBB(push))) {
    if (rankOf(push) == 7) {
      outcome.add(promotionVerdict(p.whiteKing, p.blackKing, push));
    } else {
      outcome.add(table[indexOf({BLACK, p.whiteKing, p.blackKing, push})]);
      if (rankOf(p.pawn) == 1 && !(kings & squareBB(push + 8)))
        outcome.add(table[indexOf({BLACK, p.whiteKing, p.blackKing, push + 8})]);
    }
  }
  return outcome.verdict();  // without moves (stalemate) nothing wins: a draw
}

Verdict blackToMove(const KpkPosition& p, const std::vector<Verdict>& table) {
  const Bitboard attacked = attacks::king(p.whiteKing) | attacks::pawn(WHITE, p.pawn);
  const Bitboard moves = attacks::king(p.blackKing) & ~attacked;
  if (!moves) return (attacked & squareBB(p.blackKing)) ? WIN : DRAW;  // checkmate or stalemate
  Outcome outcome(DRAW);
  for (Square to : squaresOf(moves))  // taking the pawn (undefended, as it is in `moves`) is KK
    outcome.add(to == p.pawn ? DRAW : table[indexOf({WHITE, p.whiteKing, to, p.pawn})]);
  return outcome.verdict();
}

// Retrograde analysis to a fixed point: every pass decides the positions whose successors have
// become decisive, so the pass count is the longest forced sequence. What no pass decides is a
// draw: White cannot force a win from it, as a win would have been found after finitely many
// passes.
std::vector<Verdict> solve() {
  std::vector<Verdict> table(POSITION_COUNT);
  for (int i = 0; i < POSITION_COUNT; ++i) table[i] = isLegal(positionAt(i)) ? UNKNOWN : ILLEGAL;
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < POSITION_COUNT; ++i) {
      if (table[i] != UNKNOWN) continue;
      const KpkPosition p = positionAt(i);
      table[i] = p.sideToMove == WHITE ? whiteToMove(p, table) : blackToMove(p, table);
      changed |= table[i] != UNKNOWN;
    }
  }
  return table;
}

struct Bitbase {
  std::array<std::uint64_t, POSITION_COUNT / 64> wins{};
  bool isWin(int index) const { return (wins[index >> 6] >> (index & 63)) & 1; }
};

Bitbase generate() {
  const std::vector<Verdict> table = solve();
  Bitbase base;
  for (int i = 0; i < POSITION_COUNT; ++i)
    if (table[i] == WIN) base.wins[i >> 6] |= std::uint64_t(1) << (i & 63);
  return base;
}

// A function-local static: built on first use, and C++11 makes its initialisation thread-safe.
const Bitbase& bitbase() {
  static const Bitbase base = generate();
  return base;
}

}  // namespace

bool kpkIsWin(Color strongSide, Square strongKing, Square pawn, Square weakKing, Color sideToMove) {
  if (!isValidSquare(strongKing) || !isValidSquare(pawn) || !isValidSquare(weakKing)) return false;
  // Seen from the strong side (ranks flipped for Black), with the pawn on files a-d.
  const int flip = (strongSide == WHITE ? 0 : 56) ^ (fileOf(pawn) > 3 ? 7 : 0);
  const KpkPosition p{sideToMove == strongSide ? WHITE : BLACK, strongKing ^ flip, weakKing ^ flip,
                      pawn ^ flip};
  if (rankOf(p.pawn) == 0 || rankOf(p.pawn) == 7 || !isLegal(p)) return false;
  return bitbase().isWin(indexOf(p));
}

}  // namespace quadrant

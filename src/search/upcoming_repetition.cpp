#include "quadrant/search/upcoming_repetition.h"

#include <algorithm>
#include <utility>

#include "quadrant/core/attacks.h"
#include "quadrant/core/zobrist.h"

namespace quadrant {
namespace {

// The key change of every reversible piece move, both directions in one entry (a move and its
// reverse change the key alike), with the move's two squares. Each key has two candidate slots;
// an insertion that finds its first slot taken moves the occupant to its other slot, and so on.
class CuckooTable {
 public:
  CuckooTable() {
    for (Color c : {WHITE, BLACK})
      for (PieceType pt : {KNIGHT, BISHOP, ROOK, QUEEN, KING})
        for (Square from = 0; from < 64; ++from)
          for (Square to : squaresOf(emptyBoardAttacks(pt, from)))
            if (from < to) insert(changeOf(makePiece(c, pt), from, to), Move(from, to));
  }

  // The move whose key change is `change`, or none.
  Move find(Key change) const {
    for (int slot : {first(change), second(change)})
      if (keys_[slot] == change) return moves_[slot];
    return Move::none();
  }

 private:
  static constexpr int SIZE = 8192;
  static int first(Key k) { return int(k & (SIZE - 1)); }
  static int second(Key k) { return int((k >> 16) & (SIZE - 1)); }

  static Bitboard emptyBoardAttacks(PieceType pt, Square sq) {
    switch (pt) {
      case KNIGHT: return attacks::knight(sq);
      case BISHOP: return attacks::bishopPseudo(sq);
      case ROOK: return attacks::rookPseudo(sq);
      case QUEEN: return attacks::bishopPseudo(sq) | attacks::rookPseudo(sq);
      default: return attacks::king(sq);
    }
  }
  static Key changeOf(Piece p, Square from, Square to) {
    return zobrist::piece(p, from) ^ zobrist::piece(p, to) ^ zobrist::whiteToMove();
  }

  void insert(Key key, Move move) {
    int slot = first(key);
    while (true) {
      std::swap(keys_[slot], key);
      std::swap(moves_[slot], move);
      if (!move) return;
      slot = slot == first(key) ? second(key) : first(key);
    }
  }

  Key keys_[SIZE] = {};
  Move moves_[SIZE] = {};
};

const CuckooTable cuckoo;

}  // namespace

// Only positions an odd number of plies back, with the other side to move, are one move away; the
// nearest such is three plies back (one ply back is the position the opponent just left).
bool hasUpcomingRepetition(const Position& pos, const std::vector<Key>& keys, int pliesBack) {
  const int last = int(keys.size()) - 1;
  const int reach = std::min(pliesBack, last);
  for (int back = 3; back <= reach; back += 2) {
    const Move m = cuckoo.find(pos.key() ^ keys[std::size_t(last - back)]);
    if (!m || (attacks::between(m.from(), m.to()) & pos.occupied())) continue;
    const Bitboard ends = (squareBB(m.from()) | squareBB(m.to())) & pos.occupied();
    if (ends && !moreThanOne(ends) && (ends & pos.us())) return true;
  }
  return false;
}

}  // namespace quadrant

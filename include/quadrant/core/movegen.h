// Legal move generation.
//
// Every generated move is legal: pins, checks, en-passant discoveries and castling through
// attacked squares are resolved during generation, using the check mask and pin lines. The
// generation is staged for the search's move picker:
//   Noisy  - captures (including en passant) and all promotions
//   Quiet  - everything else (including castling)
//   All    - both; in check this is exactly the set of check evasions
#pragma once

#include <cstdint>

#include "quadrant/core/position.h"

namespace quadrant {

class CheckSquares;

enum class GenType { Noisy, Quiet, All };

// 218 is the most legal moves known in a chess position; 256 leaves room.
class MoveList {
 public:
  static constexpr int CAPACITY = 256;
  void push(Move m) { storage_.moves[size_++] = m; }
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](int i) const { return storage_.moves[i]; }
  Move* begin() { return storage_.moves; }
  Move* end() { return storage_.moves + size_; }
  const Move* begin() const { return storage_.moves; }
  const Move* end() const { return storage_.moves + size_; }
  bool contains(Move m) const;

 private:
  // The moves are left uninitialised (a Move alone starts as none): a list is made at every node
  // of the search, quiescence included, and only [0, size_) is ever read, all of it pushed first.
  union Storage {
    Storage() {}
    Move moves[CAPACITY];
  };
  Storage storage_;
  int size_ = 0;
};

template <GenType T>
void generateMoves(const Position& pos, MoveList& list);

inline MoveList legalMoves(const Position& pos) {
  MoveList list;
  generateMoves<GenType::All>(pos, list);
  return list;
}

// The quiet moves that give check: those of generateMoves<GenType::Quiet> that checks.givesCheck
// accepts, in the same order, but each piece's targets cut to its checking squares before they
// are listed (quiescence asks at nodes where most quiet moves do not check). checks is pos's.
void generateQuietChecks(const Position& pos, CheckSquares& checks, MoveList& list);

// Whether m is a legal move here: for moves from the transposition table or the killer slots,
// which were legal in some other position. Generates only the moving piece's moves.
bool isLegal(const Position& pos, Move m);

// The number of legal moves, counted from the target sets without listing them (perft's
// bulk counting at the last ply).
std::uint64_t countLegalMoves(const Position& pos);

}  // namespace quadrant

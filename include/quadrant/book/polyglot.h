// Polyglot opening books (.bin).
//
// A book is a sequence of 16-byte big-endian entries sorted by key: the position's Polyglot key
// (64 bits, which Position::key() already is), the move (16 bits), the weight (16 bits) and a
// learning field (32 bits, kept but unused). A position may have several entries, one per move.
//
// The Polyglot move packs to file (bits 0-2), to rank (3-5), from file (6-8), from rank (9-11)
// and the promotion piece (12-14: none, knight, bishop, rook, queen). Castling is written as
// "king takes own rook" (e1h1), in standard chess as in Chess960, like the engine's own Move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/core/types.h"

namespace quadrant {

// One entry as stored in the file.
struct PolyglotEntry {
  Key key = 0;
  std::uint16_t move = 0;  // Polyglot encoding
  std::uint16_t weight = 0;
  std::uint32_t learn = 0;

  bool operator==(const PolyglotEntry& o) const {
    return key == o.key && move == o.move && weight == o.weight && learn == o.learn;
  }
};

// A book entry decoded for a given position: the move is legal there.
struct BookMove {
  Move move;
  std::uint16_t weight = 0;
  std::uint32_t learn = 0;
};

// The Polyglot encoding of an engine move (castling stays king-takes-rook).
std::uint16_t polyglotMove(Move m);

// The legal move of pos that a Polyglot move names, or Move::none(). Besides the standard
// king-takes-rook castling, the king's two-square move (e1g1) is accepted in standard chess,
// as some book writers use it; in Chess960 it would be ambiguous with a plain king move.
Move decodePolyglotMove(const Position& pos, std::uint16_t move);

// Sorts the entries into book order (key ascending, then weight descending, then move) and
// writes them to path. On failure returns false and describes the problem in *error.
bool writePolyglotBook(const std::string& path, std::vector<PolyglotEntry> entries,
                       std::string* error);

// How to choose among a position's book moves.
struct BookPickOptions {
  // 0 always plays the heaviest move; 100 picks at random in proportion to the weights; in
  // between, in proportion to weight^(100 / variety), which favours the heavy moves.
  int variety = 0;
  // Moves lighter than this are never played.
  int minWeight = 1;
};

class PolyglotBook {
 public:
  static constexpr std::size_t ENTRY_BYTES = 16;

  // Reads the whole file. A missing, empty, truncated (size not a multiple of 16) or unsorted
  // file is rejected: returns false, describes the problem in *error and leaves the book empty.
  bool load(const std::string& path, std::string* error);
  void clear() { entries_.clear(); }

  bool empty() const { return entries_.empty(); }
  std::size_t size() const { return entries_.size(); }
  const std::vector<PolyglotEntry>& allEntries() const { return entries_; }

  // How many entries the file holds for pos's key, legal or not.
  std::size_t entryCount(const Position& pos) const;
  // The entries for pos in file order, decoded; entries whose move is not legal in pos (a
  // corrupt book or a key collision) are dropped.
  std::vector<BookMove> entries(const Position& pos) const;
  // A book move for pos chosen as the options say, or Move::none() when there is none.
  Move pick(const Position& pos, const BookPickOptions& options, std::mt19937_64& random) const;

 private:
  std::vector<PolyglotEntry> entries_;  // invariant: sorted by key
};

}  // namespace quadrant

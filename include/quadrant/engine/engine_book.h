// The engine's own opening book and the options that steer it (OwnBook, BookFile, Book Variety,
// Book Min Weight, Book Depth). The protocol loops ask it for a move before they search; it
// answers only with moves that are legal in the position (PolyglotBook checks every entry).
//
// A book that cannot be read never stops the engine: the problem is told once and the engine
// plays on without a book. So is a shipped book that is not found where it is looked for.
#pragma once

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "quadrant/book/polyglot.h"
#include "quadrant/core/position.h"

namespace quadrant {

// Where the shipped book is looked for, in this order: books/quadrant.bin next to the executable
// (a release archive, Windows), in the executable's parent directory (build/quadrant run from
// anywhere), quadrant.bin in the data folder of the installation (QUADRANT_DATA_DIR, compiled
// in: PREFIX/share/quadrant for make install, /usr/share/games/quadrant for the Debian package),
// then books/quadrant.bin in the working directory. The executable's folder is known on Linux
// and Windows.
std::vector<std::string> shippedBookCandidates();
// The first of shippedBookCandidates() that is a file, or "" when there is none.
std::string findShippedBook();

class EngineBook {
 public:
  static constexpr int DEFAULT_VARIETY = 100;
  static constexpr int DEFAULT_MIN_WEIGHT = 1;
  static constexpr int DEFAULT_DEPTH = 30;  // moves of the game, by the position's move number

  // OwnBook is on when the shipped book is found (the first of `candidates` that is a file); the
  // book itself is read at its first use.
  explicit EngineBook(const std::vector<std::string>& candidates = shippedBookCandidates());

  // OwnBook. It leaves the notice of a shipped book not found alone: without a book the engine
  // plays without one whatever OwnBook says, and the engine sets every option's default at its
  // start, which is no choice of the user's.
  void setEnabled(bool on) { enabled_ = on; }
  // Reads the book at path at once ("" or "<empty>": no book). When it cannot be read, *error
  // says why and the previous book stays.
  bool setFile(const std::string& path, std::string* error);
  void setVariety(int variety) { pick_.variety = variety; }
  void setMinWeight(int weight) { pick_.minWeight = weight; }
  void setDepth(int moves) { depthMoves_ = moves; }

  // The book move to play in pos, or Move::none() when OwnBook is off, pos is past the book
  // depth, or the book has no move there. *notice receives a message to pass on to the user
  // (the book could not be read), at most once per book file.
  Move choose(const Position& pos, std::string* notice);
  // Every legal book move for pos, whatever OwnBook and the depth say (for CECP's bk). *notice
  // as for choose().
  std::vector<BookMove> moves(const Position& pos, std::string* notice);
  // The name of the book file in use, for messages.
  const std::string& path() const { return path_; }
  // Once, when the shipped book was not found and BookFile has not been set since: where it was
  // looked for, and that the engine plays without a book. "" otherwise.
  std::string takeMissingNotice() { return std::exchange(missingNotice_, ""); }

 private:
  bool ensureLoaded(std::string* notice);

  PolyglotBook book_;
  std::string path_;
  bool enabled_ = false;
  bool loadTried_ = false;  // invariant: the book at path_ was read, or its failure was told
  std::string missingNotice_;
  BookPickOptions pick_{DEFAULT_VARIETY, DEFAULT_MIN_WEIGHT};
  int depthMoves_ = DEFAULT_DEPTH;
  std::mt19937_64 random_{std::random_device{}()};
};

}  // namespace quadrant

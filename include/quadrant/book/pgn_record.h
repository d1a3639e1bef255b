// A game as PGN holds it: its tags, its start and its movetext, a tree of moves each with the
// annotation glyphs, the comment and the variations that follow it. The reader (book/pgn.h)
// fills one from a file, the writer (book/pgn_writer.h) writes one out, and the annotator
// (tools/annotated_game.h) adds the engine's words to one read, keeping the game's own.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "quadrant/core/position.h"

namespace quadrant {

// The null move as PGN writes it; a PgnMove holds it as core/game.h's NULL_MOVE (played with
// playGameMove), never where the side to move is in check.
constexpr const char* NULL_MOVE_SAN = "--";

// The traditional annotations and their numeric glyphs (NAGs): "!" $1, "?" $2, "!!" $3, "??" $4,
// "!?" $5, "?!" $6. 0 for any other text.
int nagOfSuffix(std::string_view suffix);
// The traditional annotation of a NAG from 1 to 6; "" for any other.
std::string_view suffixOfNag(int nag);

struct PgnMove;

// A line of moves: the main line, or a variation played instead of a move.
struct PgnLine {
  // Written as {comment} before the first move; empty for none. A '}' in it, which would end the
  // comment early, is left out when written. Commands in square brackets ("[%eval 0.31]") stay
  // on one line.
  std::string comment;
  std::vector<PgnMove> moves;  // legal in sequence from where the line starts
};

// A move with what is written after it.
struct PgnMove {
  Move move;              // NULL_MOVE (core/game.h) is written "--"
  std::vector<int> nags;  // numeric annotation glyphs, 0 to 255, in the order written
  std::string comment;    // as PgnLine's, after the move
  // Lines played instead of this move, each from the position before it.
  std::vector<PgnLine> variations;
};

struct PgnRecord {
  std::vector<std::pair<std::string, std::string>> tags;  // in file order
  Position start;
  PgnLine movetext;  // the main line
  // The termination marker: 1-0, 0-1, 1/2-1/2 or * (the writer writes anything else, such as a
  // Result tag of another form, as *, so that the movetext still reads back).
  std::string result = "*";

  // The value of a tag, or "" when the game has none by that name.
  std::string tag(const std::string& name) const;
  // The moves of the main line, without their annotations.
  std::vector<Move> mainLineMoves() const;
};

}  // namespace quadrant

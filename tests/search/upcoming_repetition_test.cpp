#include "quadrant/search/upcoming_repetition.h"

#include <catch2/catch.hpp>
#include <initializer_list>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"

using namespace quadrant;

namespace {

// A game from `fen` through `moves`: its last position and the keys of all of its positions.
struct Line {
  Position pos;
  std::vector<Key> keys;
};

Line play(const char* fen, std::initializer_list<const char*> moves) {
  Line line;
  REQUIRE(line.pos.setFen(fen));
  line.keys.push_back(line.pos.key());
  for (const char* text : moves) {
    const Move m = parseUciMove(line.pos, text);
    REQUIRE(m);
    line.pos.makeMove(m);
    line.keys.push_back(line.pos.key());
  }
  return line;
}

bool upcoming(const Line& line) {
  return hasUpcomingRepetition(line.pos, line.keys, line.pos.halfmoveClock());
}

constexpr const char* START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace

TEST_CASE("A knight that can go back to where it was brings back the position", "[repetition]") {
  // After Nf3 Nf6 Ng1, Black's Ng8 returns to the starting position.
  REQUIRE(upcoming(play(START, {"g1f3", "g8f6", "f3g1"})));
  // After Nf3 Nf6 Nc3 no single move returns to an earlier position.
  REQUIRE_FALSE(upcoming(play(START, {"g1f3", "g8f6", "b1c3"})));
  // A pawn move in between makes the earlier positions unreachable.
  REQUIRE_FALSE(upcoming(play(START, {"g1f3", "e7e6", "f3g1"})));
}

// Whether `now` can bring back `earlier`, given as the position three plies back.
bool bringsBack(const char* now, const char* earlier) {
  Position pos, before;
  REQUIRE(pos.setFen(now));
  REQUIRE(before.setFen(earlier));
  return hasUpcomingRepetition(pos, {before.key(), 0, 0, pos.key()}, 3);
}

TEST_CASE("Only the side to move's piece can bring a position back", "[repetition]") {
  // The two positions differ by a black knight on g8 or f6: Black can play Ng8, White cannot.
  REQUIRE(bringsBack("rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 4 3",
                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3 2"));
  REQUIRE_FALSE(bringsBack("rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3",
                           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 3 2"));
}

TEST_CASE("A slider's way back must be clear", "[repetition]") {
  // The rook on a4 returns to a1 when a3 and a2 are empty, not past the knight on a2.
  REQUIRE(bringsBack("4k3/8/8/8/R7/8/8/4K3 w - - 5 10", "4k3/8/8/8/8/8/8/R3K3 b - - 4 9"));
  REQUIRE_FALSE(bringsBack("4k3/8/8/8/R7/8/n7/4K3 w - - 5 10", "4k3/8/8/8/8/8/n7/R3K3 b - - 4 9"));
}

TEST_CASE("Positions before the reach are not looked at", "[repetition]") {
  const Line line = play(START, {"g1f3", "g8f6", "f3g1"});
  REQUIRE(hasUpcomingRepetition(line.pos, line.keys, 3));
  REQUIRE_FALSE(hasUpcomingRepetition(line.pos, line.keys, 2));
}

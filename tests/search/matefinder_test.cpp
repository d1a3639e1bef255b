#include <catch2/catch.hpp>

#include <string>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"
#include "quadrant/search/matefinder.h"

using namespace quadrant;

namespace {

// Small enough to keep the sanitizer runs quick; the positions need far fewer entries.
constexpr std::size_t TEST_HASH_ENTRIES = std::size_t(1) << 16;

struct MateProblem {
  const char* fen;
  int mateIn;  // the shortest forced mate, confirmed by Stockfish
};

// Mate lengths confirmed with Stockfish ("go depth 24", and "go mate 2" for Morphy's problem,
// whose rook sacrifice its normal search misses at depth 22); the two from Win at Chess also
// with Quadrant's normal search, which finds the same mate in 5. In the Chess960 position the
// king stands between the rook and d1: only castling (b1a1, king takes rook) puts the rook there.
const MateProblem PROBLEMS[] = {
    {"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1},                                    // back rank
    {"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 1},  // scholar's mate
    {"kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1", 2},                                    // Morphy: Ra6
    {"r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", 2},    // Legal's mate
    {"5k2/8/4K3/8/8/8/8/6R1 w - - 0 1", 2},                                      // rook tempo move
    {"r1b3kr/ppp1Bp1p/1b6/n2P4/2p3q1/2Q2N2/P4PPP/RN2R1K1 w - - 1 1", 3},         // Qh8+ sacrifice
    {"1k5r/pP3ppp/3p2b1/1BN1n3/1Q2P3/P1B5/KP3P1P/7q w - - 1 1", 3},
    {"r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 3},  // black mates
    {"6r1/p3p1r1/1p1pPp1k/q3n3/4P3/3BR2P/PPP2QP1/7K w - - 0 2", 4},
    {"6r1/p3p1rk/1p1pPp1p/q3n2R/4P3/3BR2P/PPP2QP1/7K w - - 0 1", 5},  // Rxh6+ first
    {"r6k/p1Q4p/2p1b1rq/4p3/B3P3/4P3/PPP3P1/4RRK1 b - - 0 1", 5},     // WAC: Rxg2+
    {"7Q/ppp2q2/3p2k1/P2Ppr1N/1PP5/7R/5rP1/6K1 b - - 0 1", 5},        // WAC: Rxg2+
    {"7k/5P2/6K1/8/8/8/8/8 w - - 0 1", 1},                            // f8=Q#
    {"7k/5P2/5K2/8/8/8/8/8 w - - 0 1", 2},                            // Kg6 stalemates
    {"2rkr3/2p1p3/8/1B6/8/8/8/RK6 w A - 0 1", 1},                     // Chess960 O-O-O#
};

Position positionFrom(const std::string& fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return pos;
}

MateFinderOptions testOptions(int maxMoves) {
  MateFinderOptions options;
  options.maxMoves = maxMoves;
  options.hashEntries = TEST_HASH_ENTRIES;
  return options;
}

MateResult solve(const Position& pos, int maxMoves, int checksOnlyLastMoves = 1) {
  MateFinderOptions options = testOptions(maxMoves);
  options.checksOnlyLastMoves = checksOnlyLastMoves;
  MateFinder finder(options);
  return finder.solve(pos);
}

// Plays the line out: every move must be legal, and the last must leave the other side
// checkmated.
bool endsInCheckmate(Position pos, const std::vector<Move>& line) {
  for (Move m : line) {
    if (!legalMoves(pos).contains(m)) return false;
    pos.makeMove(m);
  }
  return pos.inCheck() && legalMoves(pos).empty();
}

}  // namespace

TEST_CASE("Mate finder solves mate-in-1 to mate-in-5 problems with the shortest length",
          "[matefinder]") {
  for (const MateProblem& problem : PROBLEMS) {
    INFO(problem.fen);
    const Position pos = positionFrom(problem.fen);
    const MateResult result = solve(pos, 5);
    CHECK(result.mateIn == problem.mateIn);
    CHECK(result.refutedUpTo == problem.mateIn - 1);
    CHECK_FALSE(result.stopped);
    CHECK(result.pv.size() == std::size_t(2 * problem.mateIn - 1));
    CHECK(endsInCheckmate(pos, result.pv));
  }
}

TEST_CASE("Mate finder answers none when the mate is longer than asked", "[matefinder]") {
  for (const MateProblem& problem : PROBLEMS) {
    if (problem.mateIn < 2) continue;
    INFO(problem.fen);
    const MateResult result = solve(positionFrom(problem.fen), problem.mateIn - 1);
    CHECK_FALSE(result.found());
    CHECK(result.pv.empty());
    CHECK(result.refutedUpTo == problem.mateIn - 1);
    CHECK_FALSE(result.stopped);
  }
}

TEST_CASE("Mate finder refutes positions without a forced mate", "[matefinder]") {
  // The start position, and a rook ending whose shortest mate takes 6 moves.
  for (const char* fen : {Position::START_FEN, "8/8/8/8/8/4k3/8/RR4K1 w - - 0 1"}) {
    INFO(fen);
    const MateResult result = solve(positionFrom(fen), 3);
    CHECK_FALSE(result.found());
    CHECK(result.refutedUpTo == 3);
  }
}

TEST_CASE("Mate finder answers none when the side to move has no legal move", "[matefinder]") {
  for (const char* fen :
       {"6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1", "k7/8/1QK5/8/8/8/8/8 b - - 0 1"}) {  // mated, stalemated
    INFO(fen);
    const MateResult result = solve(positionFrom(fen), 2);
    CHECK_FALSE(result.found());
    CHECK(result.refutedUpTo == 2);
  }
}

TEST_CASE("Mate finder with checks only everywhere still finds an all-checks mate",
          "[matefinder]") {
  // Qh8+ Kxh8 Bf6+ Kg8 Re8#: every attacker move checks.
  const Position pos = positionFrom("r1b3kr/ppp1Bp1p/1b6/n2P4/2p3q1/2Q2N2/P4PPP/RN2R1K1 w - - 1 1");
  const MateResult result = solve(pos, 3, MateFinderOptions::CHECKS_EVERYWHERE);
  CHECK(result.mateIn == 3);
  CHECK(endsInCheckmate(pos, result.pv));
  // Morphy's Ra6 is a quiet move: with checks only the mate in 2 is out of reach.
  CHECK_FALSE(solve(positionFrom("kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1"), 2,
                    MateFinderOptions::CHECKS_EVERYWHERE)
                  .found());
}

TEST_CASE(
    "Mate finder proves the stalemate trap mate and writes Chess960 castling as king takes rook",
    "[matefinder]") {
  const MateResult trap = solve(positionFrom("7k/5P2/5K2/8/8/8/8/8 w - - 0 1"), 2);
  REQUIRE(trap.pv.size() == 3);
  CHECK(moveToUci(positionFrom("7k/5P2/5K2/8/8/8/8/8 w - - 0 1"), trap.pv[0]) == "f7f8q");
  const Position chess960 = positionFrom("2rkr3/2p1p3/8/1B6/8/8/8/RK6 w A - 0 1");
  const MateResult castling = solve(chess960, 1);
  REQUIRE(castling.pv.size() == 1);
  CHECK(moveToUci(chess960, castling.pv[0]) == "b1a1");
}

TEST_CASE("Mate finder honours its node limit", "[matefinder]") {
  MateFinderOptions options = testOptions(10);
  options.nodeLimit = 20000;
  MateFinder finder(options);
  const MateResult result = finder.solve(Position());
  CHECK(result.stopped);
  CHECK_FALSE(result.found());
  CHECK(result.nodes >= 20000);
  CHECK(result.nodes < 20000 + 1000);  // a few move orderings past the limit at most
}

TEST_CASE("Mate finder stopped before it starts answers at once", "[matefinder]") {
  MateFinder finder(testOptions(10));
  finder.stop();
  const MateResult result = finder.solve(Position());
  CHECK(result.stopped);
  CHECK(result.refutedUpTo == 0);
  CHECK(result.nodes == 0);
}

TEST_CASE("Mate finder honours its time limit", "[matefinder]") {
  MateFinderOptions options = testOptions(30);  // far beyond what 50 ms can refute here
  options.timeLimitMs = 50;
  MateFinder finder(options);
  const MateResult result = finder.solve(Position());
  CHECK(result.stopped);
  CHECK_FALSE(result.found());
  CHECK(result.refutedUpTo < 30);
}

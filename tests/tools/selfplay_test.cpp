#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../cli_run.h"
#include "../support.h"
#include "quadrant/core/game_end.h"
#include "quadrant/eval/endgame.h"
#include "quadrant/tools/selfplay.h"

using namespace quadrant;
using test::positionOf;

namespace {

struct PlayedGame {
  std::vector<std::string> positions;  // the "FEN [result]" lines written
  std::string log;
};

// Options for a few tiny games.
SelfplayOptions tinyGames(int games) {
  SelfplayOptions options;
  options.games = games;
  options.nodes = 300;
  options.start.nodes = 300;
  options.resolveDepth = 2;
  options.hashMegabytes = 1;
  return options;
}

PlayedGame play(const SelfplayOptions& options) {
  std::ostringstream out, log;
  runSelfplay(options, out, log);
  return {test::linesOf(out.str()), log.str()};
}

// One game of self-play from `fen`, with no random moves, keeping every quiet position as it is
// (its quiescence leaf, which for these quiet positions is the position).
PlayedGame playFrom(const std::string& fen) {
  SelfplayOptions options = tinyGames(1);
  options.nodes = 500;
  options.start.randomPlies = 0;
  options.openings = {fen};
  options.positionsPerGame = 0;
  options.resolveDepth = 0;
  return play(options);
}

// The position counts of the log's lines "game 1/3 [0.5] 4 positions".
std::vector<int> positionCounts(const std::string& log) {
  std::vector<int> counts;
  for (const std::string& line : test::linesOf(log)) {
    const std::size_t end = line.rfind(" positions");
    REQUIRE(end != std::string::npos);
    counts.push_back(std::stoi(line.substr(line.rfind(' ', end - 1) + 1)));
  }
  return counts;
}

}  // namespace

// Self-play judges its games by the engine's rules (core/game_end.h), not by the search's
// knowledge of drawn endings: each case below sets a position the two tell apart, or one both
// must call over, against what self-play does with it.
TEST_CASE("Self-play ends a game on dead material, as the engine's rules do", "[selfplay]") {
  // Bishops on squares of one colour: whatever is played, no mate is possible.
  const std::string bishops = "2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1";
  REQUIRE(gameEnd(Game(positionOf(bishops))) == GameEnd::InsufficientMaterial);
  // The game is over before a move is played: a draw, and no position to keep.
  CHECK(playFrom(bishops).log == "game 1/1 [0.5] 0 positions\n");
}

TEST_CASE("Self-play plays on where only best play holds the draw, as the engine's rules do",
          "[selfplay]") {
  // Two knights cannot force mate on a king off the edge, but a mate can still come about: the
  // search's knowledge calls it drawn, the rules do not.
  const std::string knights = "8/8/4k3/8/8/8/8/1NN1K3 w - - 0 1";
  REQUIRE(isKnownDraw(positionOf(knights)));
  REQUIRE(gameEnd(Game(positionOf(knights))) == GameEnd::None);
  // No knight can come within the king's reach in one move, so the first two moves are quiet
  // and kept; a game ended by the search's knowledge would keep only the first.
  CHECK(playFrom(knights).positions.size() >= 2);
}

TEST_CASE("Self-play scores a mate for the side that gives it", "[selfplay]") {
  // Mate in one for White (Ra8#), then for Black (Ra1#); a mating position is no quiet sample.
  CHECK(playFrom("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").log == "game 1/1 [1.0] 0 positions\n");
  CHECK(playFrom("r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1").log == "game 1/1 [0.0] 0 positions\n");
}

TEST_CASE("Self-play keeps a few positions of each game, none of them in check", "[selfplay]") {
  SelfplayOptions options = tinyGames(3);
  options.positionsPerGame = 4;
  const PlayedGame games = play(options);
  const std::vector<int> counts = positionCounts(games.log);
  REQUIRE(counts.size() == 3);
  int total = 0;
  for (int count : counts) {
    CHECK(count <= 4);
    total += count;
  }
  CHECK(total >= 6);  // games of a few dozen plies have four quiet positions, give or take a mate
  REQUIRE(games.positions.size() == std::size_t(total));
  for (const std::string& line : games.positions) {
    INFO(line);
    const Position pos = positionOf(line.substr(0, line.find(" [")));
    CHECK_FALSE(pos.inCheck());
    // A random start eight plies deep, then the game: no position of the opening plies.
    CHECK(test::gamePly(pos) >= 8);
  }
}

TEST_CASE("Self-play repeats its data from the same seed, and not from another", "[selfplay]") {
  SelfplayOptions options = tinyGames(2);
  const PlayedGame first = play(options), again = play(options);
  CHECK(again.positions == first.positions);
  options.seed = 2;
  CHECK(play(options).positions != first.positions);
}

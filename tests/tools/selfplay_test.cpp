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

// One game of self-play from `fen`, with no random moves.
PlayedGame playFrom(const std::string& fen) {
  SelfplayOptions options;
  options.games = 1;
  options.nodes = 500;
  options.randomPlies = 0;
  options.openings = {fen};
  options.hashMegabytes = 1;
  std::ostringstream out, log;
  runSelfplay(options, out, log);
  return {test::linesOf(out.str()), log.str()};
}

}  // namespace

// Self-play judges its games by the engine's rules (core/game_end.h), not by the search's
// knowledge of drawn endings: each case below sets a position the two tell apart, or one both
// must call over, against what self-play does with it.
TEST_CASE("Self-play ends a game on dead material, as the engine's rules do", "[selfplay]") {
  // Bishops on squares of one colour: whatever is played, no mate is possible.
  const std::string bishops = "2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1";
  REQUIRE(gameEnd(Game(positionOf(bishops))) == GameEnd::InsufficientMaterial);
  const PlayedGame game = playFrom(bishops);
  // The first move is searched and kept; the position it leads to ends the game drawn.
  REQUIRE(game.positions.size() == 1);
  CHECK_THAT(game.positions[0],
             Catch::StartsWith("2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1 ") && Catch::EndsWith(" [0.5]"));
  CHECK(game.log == "game 1/1 [0.5] 1 positions\n");
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

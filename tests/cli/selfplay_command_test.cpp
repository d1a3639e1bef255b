#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <string>
#include <vector>

#include "../cli_run.h"
#include "../temp_path.h"
#include "quadrant/core/position.h"

using namespace quadrant;

namespace {

std::vector<Position> positionsIn(const test::TempPath& data) {
  std::ifstream in(data.str());
  std::vector<Position> positions;
  for (std::string line; std::getline(in, line);) {
    Position pos;
    REQUIRE(pos.setFen(line.substr(0, line.find(" ["))));
    positions.push_back(pos);
  }
  return positions;
}

}  // namespace

TEST_CASE("quadrant selfplay writes positions with results that quadrant tune reads", "[cli]") {
  const test::TempPath data("selfplay-test-data.txt");
  const test::CliRun play =
      test::runCli({"selfplay", "2", data.str(), "--nodes", "300", "--start-nodes", "300",
                    "--resolve-depth", "2", "--seed", "7"});
  REQUIRE(play.status == 0);
  REQUIRE_THAT(play.out, Catch::Contains("positions written to " + data.str()));

  std::ifstream in(data.str());
  int lines = 0;
  for (std::string line; std::getline(in, line); ++lines) {
    const std::size_t bracket = line.find(" [");
    REQUIRE(bracket != std::string::npos);
    const std::string result = line.substr(bracket + 1);
    CHECK((result == "[1.0]" || result == "[0.5]" || result == "[0.0]"));
    Position pos;
    CHECK(pos.setFen(line.substr(0, bracket)));
  }
  REQUIRE(lines > 0);

  const test::CliRun tune =
      test::runCli({"tune", data.str(), "--iterations", "2", "--regularize", "1e-7"});
  CHECK(tune.status == 0);
  CHECK_THAT(tune.out, Catch::Contains("bishopPair"));
  // A few games give a few hundred positions: the tuner says they are far too few, and no more.
  CHECK_THAT(tune.err, Catch::StartsWith("warning: tune: ") &&
                           Catch::Contains(" values: far too few for weights worth playing"));
  CHECK(test::linesOf(tune.err).size() == 1);
}

TEST_CASE("quadrant selfplay starts from the --openings positions, clocks included", "[cli]") {
  const test::TempPath openings("selfplay-test-openings.epd");
  openings.write(
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 40 id \"late\";\n"
      "not an opening\n");
  const test::TempPath data("selfplay-test-openings-data.txt");
  const test::CliRun play = test::runCli({"selfplay", "1", data.str(), "--nodes", "200",
                                          "--random-plies", "0", "--openings", openings.str()});
  REQUIRE(play.status == 0);
  CHECK(play.err == "warning: selfplay: passed over 1 unreadable line of '" + openings.str() +
                        "' (the first: line 2: expected 4 FEN fields, found 3)\n");
  const std::vector<Position> positions = positionsIn(data);
  CHECK_FALSE(positions.empty());
  for (const Position& pos : positions)
    CHECK(pos.fullmoveNumber() >= 40);  // the game began at the opening's move 40
}

TEST_CASE("quadrant selfplay keeps at most --per-game positions of each game", "[cli]") {
  const test::TempPath all("selfplay-test-all.txt");
  const test::TempPath few("selfplay-test-few.txt");
  // Resolved at depth 0, a position's leaf depends on it alone: the leaves of a few positions
  // of a game are among the leaves of all of them.
  const std::vector<std::string> common = {"--nodes",         "300", "--start-nodes", "300",
                                           "--resolve-depth", "0",   "--seed",        "11"};
  std::vector<std::string> playAll = {"selfplay", "3", all.str(), "--per-game", "0"};
  playAll.insert(playAll.end(), common.begin(), common.end());
  std::vector<std::string> playFew = playAll;
  playFew[2] = few.str();
  playFew[4] = "2";
  REQUIRE(test::runCli(playAll).status == 0);
  const test::CliRun sampled = test::runCli(playFew);
  REQUIRE(sampled.status == 0);
  const std::vector<Position> every = positionsIn(all), kept = positionsIn(few);
  REQUIRE(every.size() > 6);  // the same three games, all their quiet positions
  CHECK(kept.size() == 6);
  for (const Position& pos : kept) {
    const auto same = [&](const Position& p) { return p.fen() == pos.fen(); };
    CHECK(std::find_if(every.begin(), every.end(), same) != every.end());
  }
  CHECK_THAT(sampled.err, Catch::Equals(""));
}

TEST_CASE("quadrant selfplay takes the --openings positions in turn", "[cli]") {
  const test::TempPath openings("selfplay-test-turn.epd");
  openings.write(
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 10;\n"
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 300;\n");
  const test::TempPath data("selfplay-test-turn-data.txt");
  const test::CliRun play =
      test::runCli({"selfplay", "3", data.str(), "--nodes", "200", "--random-plies", "0",
                    "--per-game", "1", "--resolve-depth", "0", "--openings", openings.str()});
  REQUIRE(play.status == 0);
  REQUIRE_THAT(play.out, Catch::Contains("3 positions written"));
  // Games 1 and 3 start at move 10, game 2 at move 300; a game ends as a draw after 400 plies,
  // so those from move 10 end before move 300 however they are played.
  const std::vector<Position> positions = positionsIn(data);
  REQUIRE(positions.size() == 3);
  CHECK(positions[0].fullmoveNumber() < 300);
  CHECK(positions[1].fullmoveNumber() >= 300);
  CHECK(positions[2].fullmoveNumber() < 300);
}

TEST_CASE("quadrant selfplay rejects bad arguments and unreadable files", "[cli]") {
  const std::string usage =
      "usage: quadrant selfplay GAMES OUT [--nodes N] [--random-plies N] [--start-margin CP]\n"
      "                         [--start-nodes N] [--per-game N] [--resolve-depth D] [--openings "
      "EPD]\n                         [--seed S]\n";
  CHECK(test::runCli({"selfplay", "3"}).err ==
        "error: selfplay: expected an output file\n" + usage);
  CHECK(test::runCli({"selfplay", "0", "out.txt"}).err ==
        "error: selfplay: expected a game count from 1 to 100000000, got '0'\n" + usage);
  CHECK(test::runCli({"selfplay", "1", "out.txt", "--random-plies", "41"}).err ==
        "error: selfplay: expected a ply count from 0 to 40 after --random-plies, got '41'\n" +
            usage);
  CHECK(test::runCli({"selfplay", "1", "out.txt", "--resolve-depth", "31"}).err ==
        "error: selfplay: expected a depth from 0 to 30 after --resolve-depth, got '31'\n" + usage);
  CHECK(test::runCli({"selfplay", "1", "out.txt", "--per-game", "-1"}).err ==
        "error: selfplay: expected a position count from 0 to 1000 after --per-game, got '-1'\n" +
            usage);
  CHECK(test::runCli({"selfplay", "1", "out.txt", "--openings"}).err ==
        "error: selfplay: expected a file of positions after --openings\n" + usage);
  const test::CliRun noOpenings =
      test::runCli({"selfplay", "1", "out.txt", "--openings", "no-such-file.epd"});
  CHECK(noOpenings.status == 2);
  CHECK(noOpenings.err == "error: selfplay: cannot read openings 'no-such-file.epd'\n");
  const test::CliRun unwritable = test::runCli({"selfplay", "1", "/nonexistent/quadrant/out.txt"});
  CHECK(unwritable.status == 2);
  CHECK(unwritable.err == "error: selfplay: cannot write '/nonexistent/quadrant/out.txt'\n");
}

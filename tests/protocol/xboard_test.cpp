#include <catch2/catch.hpp>
#include <cctype>
#include <chrono>
#include <map>
#include <sstream>

#include "../live_loop.h"
#include "../transcript.h"
#include "quadrant/core/game.h"
#include "quadrant/core/game_end.h"
#include "quadrant/core/movegen.h"
#include "quadrant/protocol/xboard.h"
#include "quadrant/protocol/xboard_notation.h"

using namespace quadrant;
using LiveXboard = test::LiveLoop<XboardLoop>;

namespace {

std::string transcript(const std::string& input) { return test::transcript<XboardLoop>(input); }

// For the cases that read the thinking output line by line: with no book set, the engine neither
// plays a book move nor says at its first go that it found no book.
const std::string NO_BOOK = "option BookFile=\n";

// The engine's moves, in order.
std::vector<std::string> enginesMoves(const std::string& out) {
  std::vector<std::string> moves;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("move ", 0) == 0) moves.push_back(line.substr(5));
  return moves;
}

std::string wordAfter(const std::string& text, const std::string& prefix, std::size_t from = 0) {
  const std::size_t at = text.find(prefix, from);
  if (at == std::string::npos) return "";
  std::istringstream rest(text.substr(at + prefix.size()));
  std::string word;
  rest >> word;
  return word;
}

}  // namespace

TEST_CASE("protover 2 is answered with the features and the options", "[xboard]") {
  const std::string out = transcript("xboard\nprotover 2\n");
  for (const char* feature : {"myname=\"Quadrant ", "setboard=1", "usermove=1", "ping=1",
                              "analyze=1", "colors=0", "sigint=0", "reuse=1", "san=0", "memory=1",
                              "smp=1", "playother=1", "variants=\"normal,fischerandom\""})
    CHECK_THAT(out, Catch::Contains(feature));
  CHECK_THAT(out, Catch::Contains("feature option=\"MultiPV -spin 1 1 256\""));
  CHECK_THAT(out, Catch::Contains("feature option=\"Move_Overhead -spin 30 0 5000\""));
  CHECK_THAT(out, Catch::Contains("feature option=\"Clear_Hash -button\""));
  CHECK_THAT(out, Catch::Contains("feature option=\"Resign_Threshold -spin 1500 0 10000\""));
  CHECK(out.find("Hash -spin") == std::string::npos);  // set through "memory"
  CHECK_THAT(out, Catch::EndsWith("feature done=1\n"));
}

namespace {

// The features of a protover 2 answer, options aside, read as python-chess reads them: words
// split at spaces outside quotes, each KEY=VALUE with the quotes taken off.
std::map<std::string, std::string> features(const std::string& answer) {
  std::map<std::string, std::string> found;
  std::istringstream lines(answer);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("feature ", 0) != 0 || line.rfind("feature option=", 0) == 0) continue;
    std::string word;
    bool quoted = false;
    for (const char c : line.substr(8) + ' ') {
      if (c == '"') {
        quoted = !quoted;
      } else if (c != ' ' || quoted) {
        word += c;
      } else if (!word.empty()) {
        const std::size_t equals = word.find('=');
        REQUIRE(equals != std::string::npos);
        found[word.substr(0, equals)] = word.substr(equals + 1);
        word.clear();
      }
    }
  }
  return found;
}

}  // namespace

// python-chess 1.11.2 (lichess-bot's) fails without ping and setboard, and warns about (and
// answers "rejected" to) reuse=0, sigterm=0 and san=1.
TEST_CASE("The features are ones python-chess takes without a warning", "[xboard]") {
  const std::map<std::string, std::string> sent = features(transcript("xboard\nprotover 2\n"));
  const auto valueOf = [&](const std::string& key, const std::string& byDefault) {
    const auto found = sent.find(key);
    return found == sent.end() ? byDefault : found->second;
  };
  CHECK(valueOf("myname", "") == "Quadrant " QUADRANT_VERSION);
  CHECK(valueOf("ping", "0") == "1");
  CHECK(valueOf("setboard", "0") == "1");
  CHECK(valueOf("reuse", "1") != "0");
  CHECK(valueOf("sigterm", "1") != "0");
  CHECK(valueOf("san", "0") != "1");
  CHECK(valueOf("done", "") == "1");
}

TEST_CASE("The engine plays Black after new and answers a user move", "[xboard]") {
  const std::string out = transcript("new\nsd 3\nusermove e2e4\nping 1\n");
  const auto moves = enginesMoves(out);
  REQUIRE(moves.size() == 1);
  Position pos;
  pos.makeMove(parseXboardMove(pos, "e2e4"));
  CHECK(parseXboardMove(pos, moves[0]));
  CHECK(out.find("move ") < out.find("pong 1"));
}

TEST_CASE("Bare moves are accepted like usermove", "[xboard]") {
  const std::string out = transcript("new\nsd 2\ne2e4\n");
  CHECK(enginesMoves(out).size() == 1);
  CHECK(out.find("Illegal") == std::string::npos);
}

TEST_CASE("Force mode takes moves for both sides and go plays the side to move", "[xboard]") {
  const std::string forced = transcript("new\nforce\ne2e4\ne7e5\ng1f3\nping 4\n");
  CHECK(enginesMoves(forced).empty());
  CHECK_THAT(forced, Catch::Contains("pong 4"));
  const std::string out = transcript("new\nforce\ne2e4\ne7e5\nsd 3\ngo\n");
  const auto moves = enginesMoves(out);
  REQUIRE(moves.size() == 1);
  Game game;
  for (const char* m : {"e2e4", "e7e5"}) game.play(parseXboardMove(game.position(), m));
  CHECK(game.position().sideToMove() == WHITE);
  CHECK(parseXboardMove(game.position(), moves[0]));
}

TEST_CASE("After go the engine keeps playing its colour", "[xboard]") {
  const auto moves = enginesMoves(transcript("new\nsd 2\ngo\nping 1\ne7e5\n"));
  REQUIRE(moves.size() == 2);
  Game game;
  game.play(parseXboardMove(game.position(), moves[0]));
  game.play(parseXboardMove(game.position(), "e7e5"));
  CHECK(parseXboardMove(game.position(), moves[1]));
}

TEST_CASE("playother makes the engine play the side not on move", "[xboard]") {
  CHECK(enginesMoves(transcript("new\nforce\nplayother\nping 1\n")).empty());
  const auto moves = enginesMoves(transcript("new\nforce\ne2e4\nplayother\nsd 2\ne7e5\n"));
  REQUIRE(moves.size() == 1);
  Game game;
  for (const char* m : {"e2e4", "e7e5"}) game.play(parseXboardMove(game.position(), m));
  CHECK(parseXboardMove(game.position(), moves[0]));
}

TEST_CASE("The old white and black commands set the side to move and the engine's colour",
          "[xboard]") {
  // black: Black on move in the start position, the engine plays White and answers Black's move.
  const auto moves = enginesMoves(transcript("new\nforce\nblack\nsd 2\ne7e5\n"));
  REQUIRE(moves.size() == 1);
  Position pos;
  REQUIRE(pos.setFen("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
  CHECK(parseXboardMove(pos, moves[0]));
  CHECK(enginesMoves(transcript("new\nforce\nwhite\nping 1\n")).empty());
}

TEST_CASE("Illegal moves are refused and change nothing", "[xboard]") {
  const std::string out =
      transcript("new\nforce\ne2e5\nusermove e7e5\nusermove Nf3\ne7e5\nusermove\n");
  CHECK_THAT(out, Catch::Contains("Illegal move: e2e5\n"));
  CHECK_THAT(out, Catch::Contains("Illegal move: e7e5\n"));
  CHECK_THAT(out, Catch::Contains("Error (missing move): usermove\n"));
  CHECK(test::occurrences(out, "Illegal move") == 2);  // Nf3 (SAN) and then e7e5 were legal
}

TEST_CASE("Unknown commands and garbage get an Error line and the loop keeps serving", "[xboard]") {
  const std::string out =
      transcript("frobnicate now\n" + std::string(1 << 20, 'q') + "\n\x01\x02\nping 9\n");
  CHECK_THAT(out, Catch::Contains("Error (unknown command): frobnicate\n"));
  CHECK(out.size() < 400);
  CHECK_THAT(out, Catch::EndsWith("pong 9\n"));
}

TEST_CASE("ping is answered after the move the engine was thinking about", "[xboard]") {
  const std::string out = transcript("new\nforce\nsd 6\ngo\nping 3\nping 4\n");
  const auto move = out.find("move ");
  REQUIRE(move != std::string::npos);
  CHECK(move < out.find("pong 3"));
  CHECK(out.find("pong 3") < out.find("pong 4"));
}

TEST_CASE("setboard sets up a position and a bad FEN is refused with its reason", "[xboard]") {
  const std::string out = transcript(
      "new\nforce\nsetboard 8/8/8/8/8/8/8/8 w - - 0 1\n"
      "setboard garbage\n"
      "setboard 7k/8/6K1/8/8/8/8/R7 w - - 0 1\n"
      "sd 3\ngo\n");
  CHECK_THAT(out, Catch::Contains("tellusererror Illegal position: missing white king"));
  CHECK_THAT(
      out, Catch::Contains(
               "Error (illegal position: missing white king): setboard 8/8/8/8/8/8/8/8 w - - 0 1"));
  CHECK(test::occurrences(out, "Error (illegal position") == 2);
  CHECK_THAT(out, Catch::Contains("move a1a8\n1-0 {White mates}\n"));
}

TEST_CASE("undo and remove take moves back", "[xboard]") {
  const std::string out =
      transcript("new\nforce\nundo\ne2e4\ne7e5\nundo\ne7e5\nremove\ne2e4\nremove\n");
  CHECK_THAT(out, Catch::Contains("Error (command not legal now): undo"));
  CHECK_THAT(out, Catch::Contains("Error (command not legal now): remove"));
  CHECK(out.find("Illegal") == std::string::npos);
}

TEST_CASE("edit mode sets up the board, castling rights and the side to move", "[xboard]") {
  // White to move, kings and rooks at home: castling is allowed.
  const std::string castles =
      transcript("new\nforce\nedit\n#\nKe1\nRh1\nc\nKe8\nRa8\n.\ne1g1\ne8c8\nping 1\n");
  CHECK(castles.find("Illegal") == std::string::npos);
  CHECK_THAT(castles, Catch::Contains("pong 1"));
  // The old way to set up a Black-to-move position: a2a3 first, then edit.
  const std::string black =
      transcript("new\nforce\na2a3\nedit\n#\nKa1\nc\nKh8\nPh7\n.\nh7h5\nh5h4\n");
  CHECK(black.find("Illegal move: h7h5") == std::string::npos);
  CHECK_THAT(black, Catch::Contains("Illegal move: h5h4"));
  // An impossible board is refused (what follows: refused_position_test.cpp).
  const std::string bad = transcript("new\nforce\nedit\n#\nKe1\nzz\n.\n");
  CHECK_THAT(bad, Catch::Contains("Error (unknown edit command): zz"));
  CHECK_THAT(bad, Catch::Contains("tellusererror Illegal position: missing black king"));
}

TEST_CASE("fischerandom takes Shredder-FEN and O-O castling", "[xboard]") {
  const std::string out = transcript(
      "new\nvariant fischerandom\nforce\n"
      "setboard r3k2r/8/8/8/8/8/8/1R2K1R1 w GBha - 0 1\nO-O\nO-O-O\nundo\nundo\nusermove "
      "O-O-O\nping 2\n");
  CHECK(out.find("Illegal") == std::string::npos);
  CHECK(out.find("Error") == std::string::npos);
  CHECK_THAT(transcript("new\nvariant crazyhouse\n"),
             Catch::Contains("Error (unsupported variant): variant crazyhouse"));
}

TEST_CASE("Mate claims follow the move that mates", "[xboard]") {
  const std::string out =
      transcript("new\nforce\nsetboard 7k/8/6K1/8/8/8/8/R7 w - - 0 1\nsd 4\ngo\n");
  CHECK_THAT(out, Catch::EndsWith("move a1a8\n1-0 {White mates}\n"));
}

TEST_CASE("A user move that ends the game is claimed instead of answered", "[xboard]") {
  auto afterUserMove = [](const std::string& fen, const std::string& move) {
    return transcript("new\nforce\nsetboard " + fen + "\nplayother\nsd 2\nusermove " + move + "\n");
  };
  CHECK(afterUserMove("k7/8/8/1Q6/8/8/8/7K w - - 0 1", "b5b6") == "1/2-1/2 {Stalemate}\n");
  CHECK(afterUserMove("4k3/8/8/8/8/r7/8/1N2K3 w - - 0 1", "b1a3") ==
        "1/2-1/2 {Insufficient material}\n");
  CHECK(afterUserMove("4k3/8/8/8/8/8/R7/4K3 w - - 99 80", "a2a3") ==
        "1/2-1/2 {Draw by fifty move rule}\n");
  CHECK(afterUserMove("k7/8/1K6/8/8/8/7Q/8 w - - 0 1", "h2h8") == "1-0 {White mates}\n");
  const std::string repeated =
      transcript("new\nforce\ng1f3\ng8f6\nf3g1\nf6g8\ng1f3\ng8f6\nf3g1\nplayother\nf6g8\n");
  CHECK(repeated == "1/2-1/2 {Draw by repetition}\n");
}

TEST_CASE("go in a finished game claims the result", "[xboard]") {
  CHECK(transcript("new\nforce\nsetboard 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\ngo\n") ==
        "1/2-1/2 {Stalemate}\n");
}

TEST_CASE("Thinking output follows post and nopost with XBoard mate scores", "[xboard]") {
  // Without a book: no book move, and no word that the book was not found.
  const std::string quiet = transcript(NO_BOOK + "new\nforce\nsd 3\ngo\n");
  CHECK(enginesMoves(quiet).size() == 1);
  CHECK(test::occurrences(quiet, "\n") == 1);

  const std::string mate =
      transcript(NO_BOOK + "new\nforce\nsetboard 7k/8/5K2/8/8/8/8/R7 w - - 0 1\npost\nsd 5\ngo\n");
  CHECK_THAT(mate, Catch::Contains(" 100002 "));
  CHECK_THAT(mate, Catch::Contains("move f6g6"));
  // "ply score time nodes pv"
  std::istringstream first(mate);
  int ply = 0;
  long long score = 0, centiseconds = -1, nodes = 0;
  std::string pv;
  REQUIRE(first >> ply >> score >> centiseconds >> nodes >> pv);
  CHECK(ply == 1);
  CHECK(centiseconds >= 0);
  CHECK(nodes > 0);
  CHECK(parseXboardMove(
      [] {
        Position p;
        p.setFen("7k/8/5K2/8/8/8/8/R7 w - - 0 1");
        return p;
      }(),
      pv));

  const std::string mated =
      transcript("new\nforce\nsetboard k7/8/1K6/8/8/8/8/7Q b - - 0 1\npost\nsd 3\ngo\n");
  CHECK_THAT(mated, Catch::Contains(" -100001 "));
}

TEST_CASE("Levels in every form, st and sd give the engine time to move", "[xboard]") {
  for (const char* level : {"level 40 5 0", "level 0 2:30 2", "level 0 0:05 0.05", "level 1 0:01 0",
                            "level 0 1 0 extra"}) {
    const std::string out = transcript(std::string("new\n") + level + "\nforce\ntime 100\ngo\n");
    INFO(level);
    if (std::string(level).find("extra") != std::string::npos) {
      CHECK_THAT(out, Catch::Contains("Error (level expects MPS BASE INC): level 0 1 0 extra"));
    } else {
      CHECK(enginesMoves(out).size() == 1);
      CHECK(out.find("Error") == std::string::npos);
    }
  }
  const std::string bad =
      transcript("new\nlevel x 5 0\nst 0\nst soon\nsd deep\nnps -3\ntime abc\notim\n");
  CHECK_THAT(bad, Catch::Contains(
                      "Error (level expects moves, minutes[:seconds] and seconds): level x 5 0"));
  CHECK_THAT(bad, Catch::Contains("Error (st expects a positive number of seconds): st 0"));
  CHECK_THAT(bad, Catch::Contains("Error (st expects a positive number of seconds): st soon"));
  CHECK_THAT(bad, Catch::Contains("Error (sd expects a depth"));
  CHECK_THAT(bad, Catch::Contains("Error (nps expects a number of nodes per second): nps -3"));
  CHECK_THAT(bad,
             Catch::Contains("Error (time expects centiseconds from 0 to 8640000000): time abc"));
  CHECK(test::occurrences(bad, "Error") == 7);
}

TEST_CASE("The engine moves within its clock when time is short", "[xboard]") {
  LiveXboard loop;
  loop.send("new\nlevel 0 0:30 0\nforce\ntime 40\notim 3000");
  const auto start = std::chrono::steady_clock::now();
  loop.send("go");
  REQUIRE(loop.waitFor("move ") != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(400));
}

// The engine ponders with the clock it expects to have; the GUI's "time" before the move says
// what it really has (less, by the GUI's and the pipes' delays, or much less as here). A ponder
// hit is timed by that clock, as a fresh search (or UCI's go) would be.
TEST_CASE("A ponder hit is timed by the clock sent with the move", "[xboard]") {
  LiveXboard loop;
  loop.send("new\nhard\npost\nlevel 0 1 0\nforce\ntime 6000\notim 6000\ngo");
  // A depth-3 line means a line long enough to hold a ponder move, however loaded the machine.
  REQUIRE(loop.waitFor("\n3 ") != std::string::npos);
  loop.send("?");  // moves at once, then ponders expecting about 60 s on its clock
  const std::size_t hint = loop.waitFor("Hint: ");
  REQUIRE(hint != std::string::npos);
  REQUIRE(loop.waitFor("\n", hint) != std::string::npos);
  const std::string guess = wordAfter(loop.output(), "Hint: ");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const std::size_t before = loop.output().size();
  const auto start = std::chrono::steady_clock::now();
  loop.send("time 5\notim 6000\nusermove " + guess);  // 50 ms left
  REQUIRE(loop.waitFor("move ", before) != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(400));
  CHECK(loop.output().find("Illegal") == std::string::npos);
}

TEST_CASE("st limits every move and nps counts time in nodes", "[xboard]") {
  LiveXboard loop;
  loop.send("new\nst 0.2\nforce");
  const auto start = std::chrono::steady_clock::now();
  loop.send("go");
  REQUIRE(loop.waitFor("move ") != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(1000));

  // st 8 at 1000 nodes per second: at most 8000 nodes, reported as 8 seconds at most.
  const std::string out = transcript(NO_BOOK + "new\nst 8\nnps 1000\npost\nforce\ngo\n");
  REQUIRE(enginesMoves(out).size() == 1);
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line) && line.rfind("move", 0) != 0;) {
    std::istringstream fields(line);
    long long ply = 0, score = 0, centiseconds = 0, nodes = 0;
    REQUIRE(fields >> ply >> score >> centiseconds >> nodes);
    CHECK(nodes <= 8000 + 2000);  // the search checks its node budget every so often
    CHECK(centiseconds == nodes / 10);
  }
}

TEST_CASE("? makes the engine move at once", "[xboard]") {
  LiveXboard loop;
  loop.send("new\nst 1000\npost\nforce\ngo");
  REQUIRE(loop.waitFor("\n") != std::string::npos);  // it is thinking
  const auto start = std::chrono::steady_clock::now();
  loop.send("?");
  REQUIRE(loop.waitFor("move ", 0, std::chrono::seconds(20)) != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
}

TEST_CASE("hard ponders on the expected reply and a ponder hit moves at once", "[xboard]") {
  LiveXboard loop;
  loop.send(
      "new\nhard\npost\nlevel 0 1 0\nforce\nsetboard "
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n"
      "time 1000\notim 1000\ngo");
  const std::size_t hint = loop.waitFor("Hint: ");
  REQUIRE(hint != std::string::npos);
  REQUIRE(loop.waitFor("\n", hint) != std::string::npos);
  const std::string guess = wordAfter(loop.output(), "Hint: ");
  loop.send("ping 5");  // pondering does not delay the pong
  const std::size_t pong = loop.waitFor("pong 5", hint);
  REQUIRE(pong != std::string::npos);
  CHECK(loop.output().find("move ", hint) == std::string::npos);
  loop.send("time 990\notim 900\nusermove " + guess);
  REQUIRE(loop.waitFor("move ", pong) != std::string::npos);
  loop.send("force\nping 6");
  REQUIRE(loop.waitFor("pong 6", pong) != std::string::npos);
  CHECK(loop.output().find("Illegal") == std::string::npos);
}

// python-chess takes every thinking line up to the pong of the ping it sends after the move as
// the move's: lines of the pondering search (another position, another side's view) printed then
// became the move's score, depth and line in lichess-bot.
TEST_CASE("Pondering prints no thinking until the ponder hit, then its latest line first",
          "[xboard]") {
  const auto isThinkingLine = [](const std::string& line) {
    return !line.empty() && std::isdigit(static_cast<unsigned char>(line[0]));
  };
  LiveXboard loop;
  loop.send(
      "new\nhard\npost\nlevel 0 1 0\nforce\nsetboard "
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n"
      "time 6000\notim 6000\ngo");
  // A depth-3 line means a line long enough to hold a ponder move, however loaded the machine.
  REQUIRE(loop.waitFor("\n3 ") != std::string::npos);
  loop.send("?");  // moves at once, then ponders expecting about 60 s on its clock
  const std::size_t hint = loop.waitFor("Hint: ");
  REQUIRE(hint != std::string::npos);
  REQUIRE(loop.waitFor("\n", hint) != std::string::npos);
  const std::string guess = wordAfter(loop.output(), "Hint: ");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // pondering, many depths deep
  loop.send("ping 5");
  const std::size_t pong = loop.waitFor("pong 5", hint);
  REQUIRE(pong != std::string::npos);
  std::istringstream whilePondering(loop.output().substr(hint, pong - hint));
  for (std::string line; std::getline(whilePondering, line);) CHECK_FALSE(isThinkingLine(line));

  loop.send("time 5\notim 6000\nusermove " + guess);  // 50 ms left: the move comes at once
  const std::size_t move = loop.waitFor("move ", pong);
  REQUIRE(move != std::string::npos);
  std::istringstream afterHit(loop.output().substr(pong, move - pong));
  int firstDepth = 0;
  for (std::string line; std::getline(afterHit, line) && !firstDepth;)
    if (isThinkingLine(line)) firstDepth = std::stoi(line);
  CHECK(firstDepth > 4);  // the pondering's latest line, not a fresh search's first
  loop.send("easy\nping 6");
  REQUIRE(loop.waitFor("pong 6", move) != std::string::npos);
}

TEST_CASE("A ponder miss searches the move actually played", "[xboard]") {
  LiveXboard loop;
  loop.send("new\nhard\npost\nsd 8\nforce\ngo");
  const std::size_t hint = loop.waitFor("Hint: ");
  REQUIRE(hint != std::string::npos);
  const std::string guess = wordAfter(loop.output(), "Hint: ");
  const std::string miss = guess == "a7a6" ? "h7h6" : "a7a6";
  loop.send("usermove " + miss);
  const std::size_t second = loop.waitFor("move ", loop.waitFor("move ") + 1);
  REQUIRE(second != std::string::npos);
  CHECK(loop.output().find("Illegal") == std::string::npos);
  loop.send("easy\nping 1");
  REQUIRE(loop.waitFor("pong 1", second) != std::string::npos);
}

TEST_CASE("analyze thinks without moving until exit, and . reports progress", "[xboard]") {
  LiveXboard loop;
  loop.send("new\nforce\nanalyze");
  REQUIRE(loop.waitFor("\n") != std::string::npos);
  loop.send(".");
  REQUIRE(loop.waitFor("stat01: ") != std::string::npos);
  loop.send("e2e4\nundo\nnew\nsetboard 7k/8/6K1/8/8/8/8/R7 w - - 0 1");
  REQUIRE(loop.waitFor(" 100001 ") != std::string::npos);
  loop.send("exit\nping 7");
  const std::size_t pong = loop.waitFor("pong 7");
  REQUIRE(pong != std::string::npos);
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const std::string out = loop.output();
  CHECK(out.size() == pong + std::string("pong 7\n").size());  // silent after exit
  CHECK(out.find("move ") == std::string::npos);
}

TEST_CASE("hint suggests a move and bk says when there is no book", "[xboard]") {
  const std::string out = transcript("new\nforce\nsd 4\ngo\nping 1\nforce\nhint\nbk\n");
  const auto moves = enginesMoves(out);
  REQUIRE(moves.size() == 1);
  Game game;
  game.play(parseXboardMove(game.position(), moves[0]));
  CHECK(parseXboardMove(game.position(), wordAfter(out, "Hint: ")));
  CHECK_THAT(out, Catch::EndsWith("\tno BookFile is set: playing without a book\n\n"));
}

TEST_CASE("memory, cores and option set the engine options", "[xboard]") {
  const std::string out = transcript(
      "memory 8\ncores 4\nmemory lots\ncores 0\n"
      "option MultiPV=2\noption Move Overhead=100\noption Clear Hash\noption Resign Threshold=800\n"
      "option MultiPV=0\noption Move Overhead=99999\noption Resign Threshold=-1\noption No Such "
      "Thing=1\n"
      "new\nforce\npost\nsd 3\ngo\n");
  CHECK_THAT(out,
             Catch::Contains("Error (memory expects megabytes from 1 to 1048576): memory lots"));
  CHECK_THAT(out,
             Catch::Contains("Error (cores expects a number of cores from 1 to 1024): cores 0"));
  CHECK_THAT(out,
             Catch::Contains("Error (MultiPV must be from 1 to 256, not '0'): option MultiPV=0"));
  CHECK_THAT(out, Catch::Contains("Error (Move Overhead must be from 0 to 5000 ms, not '99999'): "
                                  "option Move Overhead=99999"));
  CHECK_THAT(out,
             Catch::Contains(
                 "Error (Resign Threshold must be from 0 (never) to 10000 centipawns, not '-1')"));
  CHECK_THAT(out, Catch::Contains("Error (unknown option): option No Such Thing=1"));
  CHECK(test::occurrences(out, "Error") == 6);
  // MultiPV 2: two lines for the last depth.
  CHECK(test::occurrences(out, "\n3 ") >= 2);
}

TEST_CASE("Information-only commands are accepted silently", "[xboard]") {
  CHECK(transcript("xboard\naccepted setboard\nrejected nps\nrandom\ncomputer\nname "
                   "Fairy-Max\nrating 2100 1800\n"
                   "ics -\npost\nnopost\nhard\neasy\nresult 1-0 {White mates}\n") == "");
}

TEST_CASE("The engine resigns a hopeless game and can be told not to", "[xboard]") {
  // Black with a lone king against three queens; the test answers for White with the move that
  // leaves Black the most replies, and pings after every move so that it sees the engine's answer.
  auto play = [](const std::string& setup) {
    LiveXboard loop;
    Position start;
    REQUIRE(start.setFen("4k3/8/8/8/8/8/8/QQQ1K3 b - - 0 1"));
    Game game(start);
    loop.send("new\n" + setup + "sd 3\nforce\nsetboard " + start.fen() + "\ngo\nping 0");
    for (int ping = 0; ping < 3; ++ping) {
      const std::size_t pong = loop.waitFor("pong " + std::to_string(ping));
      REQUIRE(pong != std::string::npos);
      const std::string out = loop.output();
      const std::size_t move = out.rfind("move ", pong);
      if (out.find("resign") != std::string::npos || move == std::string::npos) break;
      game.play(parseXboardMove(game.position(), wordAfter(out, "move ", move)));
      Move reply;
      int replies = 0;
      for (Move m : legalMoves(game.position())) {
        Game trial = game;
        trial.play(m);
        if (gameEnd(trial) == GameEnd::None && legalMoves(trial.position()).size() > replies) {
          reply = m;
          replies = legalMoves(trial.position()).size();
        }
      }
      REQUIRE(reply);
      loop.send("usermove " + xboardMove(game.position(), reply) + "\nping " +
                std::to_string(ping + 1));
      game.play(reply);
    }
    return loop.output();
  };
  const std::string resigned = play("");
  CHECK_THAT(resigned, Catch::Contains("resign\n"));
  CHECK(test::occurrences(resigned, "move ") ==
        2);  // resigns on its third move instead of playing it
  CHECK(play("option Resign Threshold=0\n").find("resign") == std::string::npos);
}

// The engine's side with a lone king against three queens, at move 40: hopeless.
const std::string HOPELESS = "4k3/8/8/8/8/8/8/QQQ1K3 b - - 0 40";
const std::string WINNING = "4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 40";

TEST_CASE("A draw offer is accepted when the engine is worse", "[xboard]") {
  // Made while the engine waits for the opponent: its last score answers at once.
  const std::string worse =
      transcript("new\nforce\nsetboard " + HOPELESS + "\nsd 3\ngo\nping 1\ndraw\n");
  CHECK_THAT(worse, Catch::EndsWith("offer draw\n"));
  const std::string better =
      transcript("new\nforce\nsetboard " + WINNING + "\nsd 3\ngo\nping 1\ndraw\n");
  CHECK(better.find("offer draw") == std::string::npos);
}

// A score of 0 or a little below is a level game: the engine as Black after 1. e4 (its score a
// little below 0) plays on. A lost engine takes the draw at any move.
TEST_CASE("A draw offer in the opening is declined near equality, taken when lost", "[xboard]") {
  const std::string opening = transcript(NO_BOOK + "new\nforce\ne2e4\nsd 6\ndraw\ngo\nping 1\n");
  CHECK(enginesMoves(opening).size() == 1);
  CHECK(opening.find("offer draw") == std::string::npos);
  const std::string hopelessEarly =
      transcript("new\nforce\nsetboard 4k3/8/8/8/8/8/8/QQQ1K3 b - - 0 1\nsd 3\ngo\nping 1\ndraw\n");
  CHECK_THAT(hopelessEarly, Catch::EndsWith("offer draw\n"));
  // A bare king against king and queen, in force mode: a move each, the offer, then go.
  const std::string bareKing = transcript(
      "new\nforce\nsetboard 4k3/8/8/8/8/8/q7/4K3 w - - 0 1\ne1f1\na2a3\ndraw\nsd 4\ngo\nping 1\n");
  const std::size_t offer = bareKing.find("offer draw\n");
  REQUIRE(offer != std::string::npos);
  CHECK(bareKing.find("move ", offer) == offer + std::string("offer draw\n").size());
}

// python-chess waits for a move after go: in a position drawn by rule already, the offer is
// accepted before the move and the claim follows it.
TEST_CASE("A draw offer in a position drawn by rule gets offer draw, a move, then the claim",
          "[xboard]") {
  const std::string out =
      transcript("new\nforce\nsetboard 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1\ndraw\nsd 2\ngo\nping 1\n");
  const std::size_t offer = out.find("offer draw\nmove ");
  REQUIRE(offer != std::string::npos);
  CHECK_THAT(out, Catch::EndsWith("\n1/2-1/2 {Insufficient material}\npong 1\n"));
  CHECK(enginesMoves(out).size() == 1);
  // Without an offer, go claims the draw at once.
  CHECK(transcript("new\nforce\nsetboard 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1\nsd 2\ngo\n") ==
        "1/2-1/2 {Insufficient material}\n");
}

TEST_CASE("A draw offer in a dead draw is accepted at any move", "[xboard]") {
  // A rook pawn with the bishop of the wrong colour: no side can win, whatever the score says.
  const std::string out =
      transcript("new\nforce\nsetboard 7k/8/8/7P/8/8/8/K2B4 w - - 0 1\nsd 3\ndraw\ngo\nping 1\n");
  const std::size_t offer = out.find("offer draw\n");
  REQUIRE(offer != std::string::npos);
  CHECK(out.find("move ", offer) == offer + std::string("offer draw\n").size());
}

// python-chess sends force, the moves, the clocks, then draw, then go: the offer is answered
// when the search of the engine's move ends, just before the move.
TEST_CASE("A draw offer in force mode is answered with the engine's next move", "[xboard]") {
  const std::string pythonChess = "new\nforce\nsetboard ";
  const std::string clocksDrawGo =
      "\nlevel 0 1 0\ntime 3000\notim 3000\ndraw\npost\neasy\ngo\nping 1\n";
  const std::string worse = transcript(pythonChess + HOPELESS + clocksDrawGo);
  const std::size_t offer = worse.find("offer draw\n");
  REQUIRE(offer != std::string::npos);
  CHECK(worse.find("move ", offer) == offer + std::string("offer draw\n").size());
  CHECK(test::occurrences(worse, "offer draw") == 1);

  const std::string better = transcript(pythonChess + WINNING + clocksDrawGo);
  CHECK(better.find("offer draw") == std::string::npos);
  CHECK(enginesMoves(better).size() == 1);

  // A declined offer is not answered again on the next move; a new game drops a pending one.
  const std::string once =
      transcript(pythonChess + HOPELESS + "\nsd 2\ndraw\ngo\nping 1\nforce\nundo\nsetboard " +
                 HOPELESS + "\ngo\nping 2\n");
  CHECK(test::occurrences(once, "offer draw") == 1);
  CHECK(enginesMoves(once).size() == 2);
  const std::string dropped =
      transcript("new\nforce\ndraw\nnew\nforce\nsetboard " + HOPELESS + "\nsd 2\ngo\nping 1\n");
  CHECK(dropped.find("offer draw") == std::string::npos);
}

TEST_CASE("A draw offer made while the engine thinks is answered with its move", "[xboard]") {
  const std::string out =
      transcript("new\nforce\nsetboard " + HOPELESS + "\nst 0.3\ngo\ndraw\nping 1\n");
  const std::size_t offer = out.find("offer draw\nmove ");
  CHECK(offer != std::string::npos);
  CHECK(test::occurrences(out, "offer draw") == 1);
}

// The move being thought about belongs to a game or position the GUI has just replaced: it is
// dropped, never played unsearched or in the new position.
TEST_CASE("A command that changes the game while the engine thinks drops its move", "[xboard]") {
  for (const char* command :
       {"new", "setboard 4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 40", "undo", "remove", "edit\n.",
        "variant normal", "white", "black", "result 1-0", "force", "playother"}) {
    INFO(command);
    LiveXboard loop;
    loop.send(NO_BOOK + "new\nst 1000\npost\nforce\ne2e4\ne7e5\ngo");
    REQUIRE(loop.waitFor("\n", NO_BOOK.size()) != std::string::npos);  // it is thinking
    loop.send(std::string(command) + "\nping 1");
    REQUIRE(loop.waitFor("pong 1", 0, std::chrono::seconds(20)) != std::string::npos);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(loop.output().find("move ") == std::string::npos);
    CHECK(loop.output().find("Error") == std::string::npos);
  }
}

// An option that steers the search waits for the move being thought about, which its search
// finishes as it would have: the option is no way to cut a search short.
TEST_CASE("An option set while the engine thinks lets its search finish first", "[xboard]") {
  LiveXboard loop;
  const auto start = std::chrono::steady_clock::now();
  loop.send(NO_BOOK + "new\nst 0.5\npost\nforce\ngo");
  REQUIRE(loop.waitFor("\n", NO_BOOK.size()) != std::string::npos);  // it is thinking
  loop.send("memory 4\ncores 1\noption Clear Hash\nping 1");
  const std::size_t pong = loop.waitFor("pong 1", 0, std::chrono::seconds(20));
  REQUIRE(pong != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(350));
  const std::size_t move = loop.output().find("move ");
  CHECK(move < pong);
  CHECK(test::occurrences(loop.output(), "move ") == 1);
}

TEST_CASE("result and force stop the engine without a move", "[xboard]") {
  LiveXboard loop;
  loop.send("new\nst 1000\nforce\ngo");
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  loop.send("result 1/2-1/2 {Draw}\nping 2");
  REQUIRE(loop.waitFor("pong 2", 0, std::chrono::seconds(20)) != std::string::npos);
  CHECK(loop.output().find("move ") == std::string::npos);
}

TEST_CASE("eval explains the evaluation in comment lines, but not while thinking", "[xboard]") {
  const std::string out = transcript("new\nforce\ne2e4\neval\nping 1\n");
  CHECK_THAT(out, Catch::StartsWith("# Term "));
  CHECK_THAT(out, Catch::EndsWith(" cp for Black to move\npong 1\n"));
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line) && line != "pong 1";)
    CHECK_THAT(line, Catch::StartsWith("#"));

  const std::string busy = transcript("new\nst 10\ngo\neval\n?\nping 2\n");
  CHECK_THAT(busy, Catch::Contains("Error (engine is thinking): eval\n"));
  CHECK_THAT(busy, Catch::EndsWith("pong 2\n"));
}

// A person who typed "xboard" at the console, as the banner suggests, is told the CECP commands.
// XBoard never sends "help"; should one, no line of the answer starts with a word it acts on.
TEST_CASE("help lists the CECP commands a person can type and where the manual is", "[xboard]") {
  const std::string out = transcript("xboard\nhelp\nping 1\n");
  for (const char* command :
       {"\n  new ", "\n  e2e4, usermove e2e4 ", "\n  go ", "\n  force ", "\n  setboard FEN ",
        "\n  level MPS BASE INC ", "\n  analyze, exit ", "\n  help, quit "})
    CHECK_THAT(out, Catch::Contains(command));
  CHECK_THAT(out, Catch::Contains("'man quadrant'"));
  CHECK_THAT(out, Catch::Contains("docs/cecp.md"));
  CHECK(out.find("Error") == std::string::npos);
  CHECK_THAT(out, Catch::EndsWith("pages of docs/ in its source.\npong 1\n"));
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    std::string first;
    std::istringstream(line) >> first;
    for (const char* acted :
         {"move", "feature", "pong", "Illegal", "Error", "resign", "offer", "telluser",
          "tellusererror", "askuser", "tellics", "1-0", "0-1", "1/2-1/2", "Hint:", "#"})
      if (line != "pong 1") CHECK(first != acted);
  }
}

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "../live_loop.h"
#include "../transcript.h"
#include "quadrant/core/key_text.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/ply.h"
#include "quadrant/protocol/uci.h"

using namespace quadrant;

namespace {
std::string transcript(const std::string& input) { return test::transcript<UciLoop>(input); }

// go perft counts on the search thread, and the end of input stops it: the count is waited for
// as a GUI waits for it.
std::string perftOutput(const std::string& commands) {
  test::LiveLoop<UciLoop> loop;
  loop.send(commands);
  REQUIRE(loop.waitFor("Nodes searched: ") != std::string::npos);
  REQUIRE(loop.waitFor("\n\n", loop.waitFor("Nodes searched: ")) != std::string::npos);
  return loop.output();
}
}  // namespace

TEST_CASE("UCI handshake", "[uci]") {
  const std::string out = transcript("uci\nisready\nquit\n");
  CHECK_THAT(out, Catch::StartsWith("id name Quadrant " QUADRANT_VERSION "\n"));
  CHECK_THAT(out, Catch::Contains("option name UCI_Chess960 type check default false"));
  CHECK_THAT(out, Catch::Contains("uciok\nreadyok\n"));
}

TEST_CASE("go perft divides the root moves in Stockfish's format", "[uci]") {
  const std::string out = perftOutput("position startpos moves e2e4 e7e5\ngo perft 2");
  CHECK_THAT(out, Catch::Contains("g1f3: 29\n"));
  CHECK_THAT(out, Catch::Contains("\nNodes searched: 835\n"));
}

TEST_CASE("position fen with moves, then display", "[uci]") {
  const std::string out =
      transcript("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1 e8c8\nd\n");
  CHECK_THAT(out, Catch::Contains("Fen: 2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2"));
}

TEST_CASE("eval explains the evaluation of the current position", "[uci]") {
  const std::string out = transcript("position startpos moves e2e4\neval\nisready\n");
  CHECK_THAT(out, Catch::StartsWith("Term "));
  CHECK_THAT(out, Catch::Contains("\nTempo        |     0      0  |"));  // Black to move
  CHECK_THAT(out, Catch::Contains(" cp for Black to move\nreadyok\n"));
}

TEST_CASE("UCI_ShowWDL adds win/draw/loss per mille to every score, and only when on", "[uci]") {
  const std::string search =
      "setoption name OwnBook value false\n"
      "position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n"
      "go depth 8\n";
  const std::string off = transcript(search);
  const std::string wdlOn = "setoption name UCI_ShowWDL value true\n";
  const std::string on = transcript(wdlOn + search);
  const std::string mate =
      transcript(wdlOn + "position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\ngo depth 4\n");
  CHECK_THAT(off, Catch::Contains(" score cp "));
  CHECK_THAT(off, !Catch::Contains("wdl"));
  int scores = 0;
  std::istringstream lines(on + mate);
  for (std::string line; std::getline(lines, line);) {
    if (line.find(" score ") == std::string::npos) continue;
    ++scores;
    INFO(line);
    const std::size_t wdl = line.find(" wdl ");
    REQUIRE(wdl != std::string::npos);
    std::istringstream rest(line.substr(wdl + 5));
    int win = -1, draw = -1, loss = -1;
    REQUIRE((rest >> win >> draw >> loss));
    CHECK(win + draw + loss == 1000);
    if (line.find(" score mate ") != std::string::npos) CHECK(win == 1000);
  }
  CHECK(scores >= 8 + 4);  // a line per depth at least
  CHECK_THAT(mate, Catch::Contains("score mate 1 wdl 1000 0 0 nodes "));
}

TEST_CASE("Chess960 castling is read and written as king takes rook", "[uci]") {
  const std::string out = perftOutput(
      "setoption name UCI_Chess960 value true\n"
      "position fen 1rk5/8/8/8/8/8/8/4K3 b b - 0 1 moves c8b8\nd\n"
      "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ngo perft 1");
  CHECK_THAT(out, Catch::Contains("Fen: 2kr4/8/8/8/8/8/8/4K3 w - - 1 2"));
  CHECK_THAT(out, Catch::Contains("e1h1: 1"));
  CHECK_THAT(out, Catch::Contains("e1a1: 1"));
}

TEST_CASE("Bad input gets an info string and keeps the previous position", "[uci]") {
  const std::string out = transcript(
      "position startpos moves e2e4\n"
      "position fen 8/8/8/8/8/8/8/8 w - - 0 1\n"
      "position startpos moves e2e4 e2e4\n"
      "position sideways\n"
      "flip the board\n"
      "setoption name NoSuchOption value 3\n"
      "setoption name UCI_Chess960 value maybe\n"
      "go perft 0\n"
      "go perft x\n"
      "d\n");
  CHECK_THAT(out, Catch::Contains("info string invalid FEN: missing white king"));
  CHECK_THAT(out, Catch::Contains("info string illegal move 'e2e4'"));
  CHECK_THAT(out, Catch::Contains("info string position expects 'startpos' or 'fen'"));
  CHECK_THAT(out, Catch::Contains("info string unknown command 'flip'"));
  CHECK_THAT(out, Catch::Contains("info string unknown option 'NoSuchOption'"));
  CHECK_THAT(out, Catch::Contains("info string UCI_Chess960 must be true or false"));
  CHECK_THAT(out, Catch::Contains("info string go perft expects a number from 1 to 20"));
  CHECK_THAT(out,
             Catch::Contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
}

TEST_CASE("d shows the board, the FEN, the whole key and the checkers", "[uci]") {
  const std::string out = transcript(
      "position startpos moves e2e4 f7f6 d1h5\nd\n"
      "position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1\nd\n");
  Position check;
  REQUIRE(check.setFen("rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2"));
  CHECK_THAT(out, Catch::Contains("\nKey: " + keyText(check.key()) + "\nCheckers: h5\n"));
  Position kings;
  REQUIRE(kings.setFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
  CHECK_THAT(out, Catch::EndsWith("\nKey: " + keyText(kings.key()) + "\nCheckers:\n"));
}

TEST_CASE("A huge line is answered briefly and the loop keeps serving", "[uci]") {
  const std::string out = transcript(std::string(1 << 20, 'x') + "\nisready\n");
  CHECK_THAT(out, Catch::Contains("info string unknown command"));
  CHECK(out.size() < 200);
  CHECK_THAT(out, Catch::EndsWith("readyok\n"));
}

TEST_CASE("go depth reports iterations and a legal bestmove", "[uci]") {
  const std::string out = transcript("position startpos moves e2e4\ngo depth 4\n");
  CHECK_THAT(out, Catch::Contains("info depth 1 seldepth"));
  CHECK_THAT(out, Catch::Contains("info depth 4 seldepth"));
  CHECK_THAT(out, Catch::Contains(" hashfull "));
  CHECK_THAT(out, Catch::Contains(" pv "));
  CHECK_THAT(out, Catch::Contains("bestmove "));
}

TEST_CASE("Mate scores are reported as score mate N", "[uci]") {
  const std::string out = transcript("position fen 7k/8/5K2/8/8/8/8/R7 w - - 0 1\ngo depth 5\n");
  CHECK_THAT(out, Catch::Contains("score mate 2"));
  CHECK_THAT(out, Catch::Contains("bestmove f6g6"));
  const std::string mated = transcript("position fen k7/8/1K6/8/8/8/8/7Q b - - 0 1\ngo depth 3\n");
  CHECK_THAT(mated, Catch::Contains("score mate -1"));
  CHECK_THAT(mated, Catch::Contains("bestmove a8b8"));
}

TEST_CASE("An infinite search answers isready and waits for stop", "[uci]") {
  const std::string out = transcript("go infinite\nisready\nstop\nisready\n");
  const auto ready = out.find("readyok");
  const auto best = out.find("bestmove ");
  REQUIRE(ready != std::string::npos);
  REQUIRE(best != std::string::npos);
  CHECK(ready < best);
  CHECK(out.find("readyok", best) != std::string::npos);
}

TEST_CASE("Pondering holds the bestmove until ponderhit", "[uci]") {
  const std::string out = transcript(
      "setoption name Ponder value true\nposition startpos\n"
      "go ponder wtime 1000 btime 1000\nponderhit\n");
  CHECK_THAT(out, Catch::Contains("bestmove "));
}

// After a ponderhit the clock of the move starts again, but the nodes reported are the whole
// search's: the time reported with them must be the whole search's too, or the nps is inflated
// (python-chess and lichess-bot showed several times the real speed).
TEST_CASE("After a ponderhit, time and nps cover the whole search, pondering included", "[uci]") {
  using Ms = std::chrono::milliseconds;
  test::LiveLoop<UciLoop> loop;
  const auto start = std::chrono::steady_clock::now();
  loop.send(
      "setoption name OwnBook value false\nsetoption name Ponder value true\n"
      "position startpos moves e2e4\ngo ponder wtime 60000 btime 60000");
  std::this_thread::sleep_for(Ms(400));
  const std::size_t hit = loop.output().size();
  loop.send("ponderhit");
  const std::size_t line = loop.waitFor("info depth ", hit, std::chrono::seconds(20));
  const auto arrived = std::chrono::steady_clock::now();
  REQUIRE(line != std::string::npos);
  REQUIRE(loop.waitFor("\n", line) != std::string::npos);
  loop.send("stop");
  REQUIRE(loop.waitFor("bestmove ", line) != std::string::npos);
  const std::string out = loop.output();
  std::istringstream fields(out.substr(line, out.find('\n', line) - line));
  long long nodes = -1, nps = -1, timeMs = -1;
  for (std::string word; fields >> word;) {
    if (word == "nodes") fields >> nodes;
    if (word == "nps") fields >> nps;
    if (word == "time") fields >> timeMs;
  }
  const long long wallMs = std::chrono::duration_cast<Ms>(arrived - start).count();
  INFO(out.substr(line, out.find('\n', line) - line) << " after " << wallMs << " ms");
  CHECK(timeMs <= wallMs);
  CHECK(timeMs > wallMs - 250);  // counted since the ponderhit, it would be 400 ms short
  CHECK(nps == nodes * 1000 / std::max(1LL, timeMs));
}

TEST_CASE("The end of input stops an infinite or pondering search with a bestmove", "[uci]") {
  CHECK_THAT(transcript("go infinite\n"), Catch::Contains("bestmove "));
  CHECK_THAT(transcript("go ponder wtime 1000 btime 1000\n"), Catch::Contains("bestmove "));
}

TEST_CASE("A position with no legal move answers bestmove 0000", "[uci]") {
  CHECK_THAT(transcript("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\ngo depth 3\n"),
             Catch::Contains("bestmove 0000"));
}

TEST_CASE("Options and go parameters are checked", "[uci]") {
  const std::string out = transcript(
      "setoption name Hash value 0\n"
      "setoption name Hash value 4\n"
      "setoption name Threads value 1025\n"
      "setoption name Move Overhead value -5\n"
      "setoption name Clear Hash\n"
      "go depth x\n"
      "go wibble\n"
      "go movetime 20\n");
  CHECK_THAT(out, Catch::Contains("info string Hash must be a size in MB"));
  CHECK_THAT(out, Catch::Contains("info string Threads must be from 1 to 1024, not '1025'"));
  CHECK_THAT(out, Catch::Contains("info string Move Overhead must be from 0 to 5000"));
  CHECK_THAT(out, Catch::Contains("info string go depth expects a number"));
  CHECK_THAT(out, Catch::Contains("info string unknown go parameter 'wibble'"));
  CHECK_THAT(out, Catch::Contains("bestmove "));
  CHECK(out.find("info string", out.find("Move Overhead")) == out.find("info string go depth"));
}

TEST_CASE("MultiPV reports distinct lines and searchmoves narrows the root", "[uci]") {
  const std::string out =
      transcript("setoption name MultiPV value 3\nposition startpos\ngo depth 4\n");
  CHECK_THAT(out, Catch::Contains("info depth 4 seldepth"));
  CHECK_THAT(out, Catch::Contains(" multipv 1 "));
  CHECK_THAT(out, Catch::Contains(" multipv 2 "));
  CHECK_THAT(out, Catch::Contains(" multipv 3 "));
  CHECK(out.find(" multipv 4 ") == std::string::npos);

  const std::string narrowed = transcript("position startpos\ngo depth 4 searchmoves a2a3 h2h4\n");
  const bool allowed = narrowed.find("bestmove a2a3") != std::string::npos ||
                       narrowed.find("bestmove h2h4") != std::string::npos;
  CHECK(allowed);

  const std::string bad =
      transcript("setoption name MultiPV value 0\ngo depth 2 searchmoves e2e5\n");
  CHECK_THAT(bad, Catch::Contains("info string MultiPV must be from 1 to 256"));
  CHECK_THAT(bad, Catch::Contains("info string searchmoves: 'e2e5' is not a legal move here"));
}

TEST_CASE("Every thread count mates, and Threads may change while a search runs",
          "[uci][threads]") {
  for (const char* threads : {"1", "2", "3"}) {
    const std::string out =
        transcript(std::string("setoption name Threads value ") + threads +
                   "\nposition fen 6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1\ngo depth 5\n");
    CHECK_THAT(out, Catch::Contains("info depth 5 seldepth 1 multipv 1 score mate 1"));
    CHECK_THAT(out, Catch::EndsWith("bestmove a1a8\n"));
  }
  const std::string narrowed = transcript(
      "setoption name Threads value 2\nposition fen 6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1\ngo depth 5 "
      "searchmoves e1d2\n");
  CHECK_THAT(narrowed, Catch::Contains("bestmove e1d2"));
  // Setting Threads stops the infinite search, which answers; the timed one then answers too.
  const std::string out = transcript(
      "setoption name Threads value 2\ngo infinite\nsetoption name Threads value 4\ngo movetime "
      "50\n");
  std::size_t answers = 0;
  for (std::size_t at = out.find("bestmove"); at != std::string::npos;
       at = out.find("bestmove", at + 1))
    ++answers;
  CHECK(answers == 2);
}

namespace {

const std::string NO_BOOK = "setoption name OwnBook value false\n";

// The move heading the PV of the last info line with one that starts before `end`.
std::string lastPvHead(const std::string& out, std::size_t end) {
  std::string head;
  std::istringstream lines(out.substr(0, end));
  for (std::string line; std::getline(lines, line);) {
    const std::size_t pv = line.find(" pv ");
    if (line.rfind("info depth ", 0) == 0 && pv != std::string::npos)
      std::istringstream(line.substr(pv + 4)) >> head;
  }
  return head;
}

// The move of the first bestmove at or after `from`.
std::string bestmoveAt(const std::string& out, std::size_t from) {
  std::string word, move;
  std::istringstream(out.substr(out.find("bestmove ", from))) >> word >> move;
  return move;
}

bool legalIn(const std::string& fen, const std::string& move) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return parseUciMove(pos, move) != Move::none();
}

}  // namespace

// A GUI waits for the bestmove of every go it sends (python-chess's analysis() waited forever).
TEST_CASE("Every go with a refused value is answered, the value clamped or left out", "[uci]") {
  const std::vector<std::string> gos = {"go depth 300",    "go nodes 0",
                                        "go movetime 0",   "go movetime -1",
                                        "go mate 0",       "go depth 0",
                                        "go movestogo -1", "go wtime 1000.5 btime 1000",
                                        "go depth 5 foo",  "go infinite searchmoves e2e5"};
  std::string input = NO_BOOK;
  for (const std::string& go : gos) input += go + "\n";
  const std::string out = transcript(input + "stop\n");
  CHECK(test::occurrences(out, "bestmove ") == gos.size());
  for (std::size_t at = out.find("bestmove "); at != std::string::npos;
       at = out.find("bestmove ", at + 1))
    CHECK(legalIn(Position::START_FEN, bestmoveAt(out, at)));
  CHECK_THAT(out, Catch::Contains("info string go depth expects a number from 1 to " +
                                  std::to_string(MAX_DEPTH) + ", not '300': taking " +
                                  std::to_string(MAX_DEPTH) + "\n"));
  CHECK_THAT(out, Catch::Contains("go nodes expects a number from 1 to "));
  CHECK(test::occurrences(out, ", not '0': taking 1\n") == 4);  // nodes, movetime, mate, depth
  CHECK_THAT(out, Catch::Contains("go movetime expects a number from 1 to "));
  CHECK_THAT(out, Catch::Contains(", not '-1': taking 1\n"));
  CHECK_THAT(out, Catch::Contains("info string go movestogo expects a number from 0 to 100000, "
                                  "not '-1': taking 0\n"));
  CHECK_THAT(out, Catch::Contains(", not '1000.5': taking 1000\n"));
  CHECK_THAT(out, Catch::Contains("info string unknown go parameter 'foo': left out\n"));
  CHECK_THAT(
      out, Catch::Contains("info string searchmoves: 'e2e5' is not a legal move here: left out\n"));
}

TEST_CASE("A go left with no limit searches until stop, and the end of input stops it", "[uci]") {
  test::LiveLoop<UciLoop> loop;
  loop.send(NO_BOOK + "go depth x");
  REQUIRE(loop.waitFor("info string no limit left: searching until stop\n") != std::string::npos);
  REQUIRE(loop.waitFor("info depth 2 ") != std::string::npos);
  CHECK(loop.waitFor("bestmove", 0, std::chrono::milliseconds(300)) == std::string::npos);
  loop.send("stop");
  CHECK(loop.waitFor("bestmove ") != std::string::npos);
  CHECK(test::occurrences(transcript(NO_BOOK + "go nodes\n"), "bestmove ") == 1);
}

// A GUI that sends one of these while the engine thinks has moved on: the search must not be cut
// silently with a move no iteration chose.
TEST_CASE("A command that needs the search to end stops it, says so and plays a searched move",
          "[uci]") {
  const std::string syzygy = std::string(QUADRANT_TEST_DATA) + "/syzygy";
  const std::pair<std::string, std::string> commands[] = {
      {"ucinewgame", "ucinewgame"},
      {"setoption name Hash value 8", "setoption name Hash"},
      {"setoption name Threads value 2", "setoption name Threads"},
      {"setoption name Clear Hash", "setoption name Clear Hash"},
      {"setoption name SyzygyPath value " + syzygy, "setoption name SyzygyPath"},
      {"bench 1 1 1", "bench"},
      {"go depth 1", "go"}};
  for (const char* search : {"go movetime 20000", "go infinite"}) {
    for (const auto& [command, name] : commands) {
      INFO(search << ", then " << command);
      test::LiveLoop<UciLoop> loop;
      loop.send(NO_BOOK + "position startpos moves e2e4\n" + search);
      REQUIRE(loop.waitFor("info depth 5 ") != std::string::npos);
      const std::size_t sent = loop.output().size();
      loop.send(command);
      const std::size_t note = loop.waitFor(
          "info string search stopped by '" + name + "': its best move so far follows\nbestmove ",
          sent, std::chrono::seconds(10));
      REQUIRE(note != std::string::npos);
      const std::string out = loop.output();
      CHECK(bestmoveAt(out, note) == lastPvHead(out, note));
      loop.send("isready");
      REQUIRE(loop.waitFor("readyok", note) != std::string::npos);
    }
  }
}

TEST_CASE("A refused setoption value leaves the running search alone", "[uci]") {
  test::LiveLoop<UciLoop> loop;
  loop.send(NO_BOOK + "go infinite");
  REQUIRE(loop.waitFor("info depth 3 ") != std::string::npos);
  loop.send("setoption name Hash value 0\nsetoption name Threads value many\nisready");
  REQUIRE(loop.waitFor("readyok") != std::string::npos);
  CHECK(loop.output().find("bestmove") == std::string::npos);
  loop.send("stop");
  CHECK(loop.waitFor("bestmove ") != std::string::npos);
  CHECK(loop.output().find("search stopped by") == std::string::npos);
}

// position only says what the next go searches; the search running answers its own go, after
// the time it was given.
TEST_CASE("position during a search leaves it running and sets the next search's position",
          "[uci]") {
  using Ms = std::chrono::milliseconds;
  const std::string afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  const std::string afterD4 = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1";
  for (const char* search : {"go movetime 2500", "go infinite"}) {
    INFO(search);
    test::LiveLoop<UciLoop> loop;
    loop.send(NO_BOOK + "position startpos moves e2e4\n" + search);
    REQUIRE(loop.waitFor("info depth 3 ") != std::string::npos);
    loop.send("position startpos moves d2d4\nd");
    REQUIRE(loop.waitFor("Checkers:") != std::string::npos);
    CHECK_THAT(loop.output(), Catch::Contains("Fen: " + afterD4 + "\n"));
    CHECK(loop.waitFor("bestmove", 0, Ms(300)) == std::string::npos);
    if (std::string(search) == "go infinite") loop.send("stop");
    const std::size_t best = loop.waitFor("bestmove ", 0, std::chrono::seconds(20));
    REQUIRE(best != std::string::npos);
    const std::string out = loop.output();
    CHECK(legalIn(afterE4, bestmoveAt(out, best)));
    CHECK(bestmoveAt(out, best) == lastPvHead(out, best));
    CHECK(out.find("search stopped by") == std::string::npos);
    loop.send("go depth 3");
    const std::size_t next = loop.waitFor("bestmove ", best + 1);
    REQUIRE(next != std::string::npos);
    CHECK(legalIn(afterD4, bestmoveAt(loop.output(), next)));
  }
}

TEST_CASE("A mated or stalemated root gets a score line before bestmove 0000", "[uci]") {
  const std::string mated = "position fen k7/1Q6/1K6/8/8/8/8/8 b - - 0 1\n";
  const std::string stalemated = "position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\n";
  for (const char* go :
       {"go depth 3\n", "go movetime 50\n", "go mate 2\n", "go infinite\nstop\n"}) {
    INFO(go);
    CHECK_THAT(transcript(mated + go),
               Catch::EndsWith("\ninfo depth 0 score mate 0\nbestmove 0000\n"));
    CHECK_THAT(transcript(stalemated + go),
               Catch::EndsWith("\ninfo depth 0 score cp 0\nbestmove 0000\n"));
  }
}

TEST_CASE("A single legal move under movetime is reported with its score", "[uci]") {
  for (const char* overhead : {"0", "100"}) {
    INFO("Move Overhead " << overhead);
    const std::string out =
        transcript(std::string("setoption name Move Overhead value ") + overhead +
                   "\nposition fen 4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\n"
                   "go movetime 100\n");
    CHECK_THAT(out, Catch::Contains(" score cp 0 "));
    CHECK_THAT(out, Catch::EndsWith("pv e1d2\nbestmove e1d2\n"));
  }
}

// Kiwipete's perft 8 counts for days.
TEST_CASE("go perft runs where the search runs: stop and quit end it", "[uci]") {
  using Clock = std::chrono::steady_clock;
  const std::string deep =
      "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\n"
      "go perft 8\n";
  {
    test::LiveLoop<UciLoop> loop;
    loop.send(deep + "isready");
    REQUIRE(loop.waitFor("readyok") != std::string::npos);  // answered while counting
    loop.send("stop");
    CHECK(loop.waitFor("info string go perft 8 stopped before its end: no count\n", 0,
                       std::chrono::seconds(10)) != std::string::npos);
    loop.send("position startpos\ngo perft 2");
    CHECK(loop.waitFor("\nNodes searched: 400\n\n") != std::string::npos);
  }
  const auto start = Clock::now();
  const std::string out = transcript(deep + "quit\n");
  CHECK(Clock::now() - start < std::chrono::seconds(10));
  CHECK(out.find("Nodes searched") == std::string::npos);
}

// As Stockfish: a script piping "go perft N" gets its count.
TEST_CASE("The end of input waits for go perft to print its count", "[uci]") {
  const std::string out = transcript("position startpos\ngo perft 4\n");
  CHECK_THAT(out, Catch::EndsWith("\nNodes searched: 197281\n\n"));
  CHECK(out.find("stopped") == std::string::npos);
}

// A count of depth 1 or 2, or of a root with no move, takes no time: it is finished, not cut
// short, even when a stop or quit follows at once.
TEST_CASE("An instant perft is never reported as stopped", "[uci]") {
  const std::pair<std::string, const char*> counts[] = {
      {"position startpos\ngo perft 1\n", "\nNodes searched: 20\n"},
      {"position startpos\ngo perft 2\n", "\nNodes searched: 400\n"},
      {"position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\ngo perft 3\n", "\nNodes searched: 0\n"},
  };
  for (const auto& [go, count] : counts)
    for (const char* end : {"stop\n", "quit\n"}) {
      INFO(go + end);
      const std::string out = transcript(go + end);
      CHECK_THAT(out, Catch::Contains(count));
      CHECK(out.find("stopped") == std::string::npos);
    }
}

TEST_CASE("help lists the commands a person can type and where the manual is", "[uci]") {
  const std::string out = transcript("help\nboard\n");
  for (const char* command : {"\n  position startpos", "\n  go depth N", "\n  stop ", "\n  d ",
                              "\n  eval ", "\n  bench ", "\n  go perft N", "\n  help, quit "})
    CHECK_THAT(out, Catch::Contains(command));
  CHECK_THAT(out, Catch::Contains("'man quadrant'"));
  CHECK_THAT(out, Catch::Contains("docs/uci.md"));
  CHECK_THAT(out, Catch::EndsWith("info string unknown command 'board'; 'help' lists the "
                                  "commands\n"));
}

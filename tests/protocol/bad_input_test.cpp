// The bad-input suite: the real UCI and CECP loops fed what a broken GUI, a careless user or a
// damaged file may send. Every case checks that the engine says what was wrong (UCI with
// "info string ...", CECP with "Error (...): ..." or "Illegal move: ...") and that it then goes
// on serving from the state it had before the bad command.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <memory>
#include <sstream>
#include <thread>

#include "../live_loop.h"
#include "../temp_path.h"
#include "../transcript.h"
#include "quadrant/book/polyglot.h"
#include "quadrant/core/notation.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;
using test::TempPath;

// The allocation-failure cases ask for more memory than the machine has; under AddressSanitizer
// that must come back as a failed allocation (which the engine handles) rather than as a report.
extern "C" const char* __asan_default_options() { return "allocator_may_return_null=1"; }

namespace {

const std::string START_AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
const std::string ONE_MEGABYTE(1 << 20, 'z');
// For the cases that look at the search itself: the shipped book may answer first otherwise.
const std::string NO_BOOK = "setoption name OwnBook value false\n";

std::string uci(const std::string& input) { return test::transcript<UciLoop>(input); }
std::string cecp(const std::string& input) { return test::transcript<XboardLoop>(input); }

using test::lastLineAfter;

// The FEN the last "d" showed.
std::string shownFen(const std::string& out) { return lastLineAfter(out, "Fen: "); }

// The last bestmove is a legal move of the position given by FEN.
bool legalBestmove(const std::string& out, const std::string& fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  std::istringstream words(lastLineAfter(out, "bestmove "));
  std::string move;
  words >> move;
  return parseUciMove(pos, move) != Move::none();
}

// "g1f3 g8f6 f3g1 f6g8 ..." for `plies` plies: knights out and back, no pawn moved.
std::string knightShuffle(int plies) {
  static const char* const cycle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
  std::string moves;
  for (int i = 0; i < plies; ++i) moves += std::string(" ") + cycle[i % 4];
  return moves;
}

// A book with one move, 1.e4, from the start position.
void writeE4Book(const TempPath& file) {
  const Position start;
  std::string error;
  REQUIRE(writePolyglotBook(
      file.str(), {{start.key(), polyglotMove(parseUciMove(start, "e2e4")), 1, 0}}, &error));
}

std::string uciBook(const TempPath& good, const std::string& bad) {
  return "setoption name OwnBook value true\nsetoption name BookFile value " + good.str() +
         "\nsetoption name BookFile value " + bad + "\nposition startpos\ngo movetime 50\n";
}

std::string cecpBook(const TempPath& good, const std::string& bad) {
  return "option OwnBook=1\noption BookFile=" + good.str() + "\noption BookFile=" + bad +
         "\nnew\nforce\nbk\n";
}

// Whether the kernel refuses an allocation larger than the machine's memory, as Linux does
// with vm.overcommit_memory 0 (the default) or 2. With 1 it grants any size, and filling the
// table would then exhaust the machine, so the allocation-failure cases are skipped there.
bool hugeAllocationsFail() {
  std::ifstream setting("/proc/sys/vm/overcommit_memory");
  int mode = 1;
  return (setting >> mode) && mode != 1;
}

// Whether every byte of the output is one a terminal shows as text: no control character but
// the line ends, no DEL, and none of the bytes the bad-byte cases send that are no UTF-8.
bool onlyTextBytes(const std::string& out) {
  return std::none_of(out.begin(), out.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && byte != '\n') || byte == 0x7f || byte == 0xfe || byte == 0xff;
  });
}

template <class F>
std::chrono::milliseconds timed(F&& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               start);
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// UCI

TEST_CASE("UCI: a FEN with too few fields is refused and the position kept", "[bad-input][uci]") {
  const std::string out = uci("position startpos moves e2e4\nposition fen 8/8/8 w\nd\n");
  CHECK_THAT(out, Catch::Contains("info string invalid FEN: FEN needs at least 4 fields"));
  CHECK(shownFen(out) == START_AFTER_E4);
}

TEST_CASE("UCI: every kind of bad FEN field is refused with its reason", "[bad-input][uci]") {
  const std::pair<const char*, const char*> cases[] = {
      {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "invalid character '9'"},
      {"4k3/8/8/8/8/8/8/4K3 white - - 0 1", "side to move must be 'w' or 'b'"},
      {"4k3/8/8/8/8/8/8/4K3 w X - 0 1", "invalid character 'X' in the castling field"},
      {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "does not follow a double pawn push"},
      {"4k3/8/8/8/8/8/8/4K3 w - - -3 1", "invalid halfmove clock"},
      {"4k3/8/8/8/8/8/8/4KR2 w - - 0 1 extra", "unexpected text after the FEN"},
      {"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "the side not to move is in check"},
  };
  for (const auto& [fen, reason] : cases) {
    INFO(fen);
    const std::string out =
        uci("position startpos moves e2e4\nposition fen " + std::string(fen) + "\nd\n");
    CHECK_THAT(out, Catch::Contains("info string invalid FEN: ") && Catch::Contains(reason));
    CHECK(shownFen(out) == START_AFTER_E4);
  }
}

TEST_CASE("UCI: position fen with no FEN at all is refused", "[bad-input][uci]") {
  const std::string out =
      uci("position startpos moves e2e4\nposition fen\nposition fen moves e2e4\nd\n");
  CHECK(test::occurrences(out, "info string invalid FEN: FEN needs at least 4 fields") == 2);
  CHECK(shownFen(out) == START_AFTER_E4);
}

TEST_CASE("UCI: position without startpos or fen is refused", "[bad-input][uci]") {
  const std::string out = uci("position startpos moves e2e4\nposition\nposition moves d2d4\nd\n");
  CHECK(test::occurrences(out, "info string position expects 'startpos' or 'fen'") == 2);
  CHECK(shownFen(out) == START_AFTER_E4);
}

TEST_CASE("UCI: an illegal move in position ... moves refuses the whole command",
          "[bad-input][uci]") {
  const std::string out =
      uci("position startpos moves e2e4\nposition startpos moves d2d4 d7d5 d4d5\nd\n");
  CHECK_THAT(out, Catch::Contains("info string illegal move 'd4d5' in position "
                                  "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"));
  CHECK(shownFen(out) == START_AFTER_E4);
}

TEST_CASE("UCI: a promotion without its piece and a castling without the right are illegal",
          "[bad-input][uci]") {
  const std::string out =
      uci("position fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8\n"
          "position fen r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1 moves e1g1\n"
          "position fen r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1 moves e1h1\nd\n");
  CHECK_THAT(out, Catch::Contains("info string illegal move 'a7a8'"));
  CHECK_THAT(out, Catch::Contains("info string illegal move 'e1g1'"));
  CHECK_THAT(out, Catch::Contains("info string illegal move 'e1h1'"));
  CHECK(shownFen(out) == Position::START_FEN);
}

TEST_CASE("UCI: a move list of 10,000 knight moves is taken and the engine still plays",
          "[bad-input][uci]") {
  const std::string out =
      uci("position startpos moves" + knightShuffle(10000) + "\nd\ngo depth 1\n");
  const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 10000 5001";
  CHECK(shownFen(out) == fen);
  CHECK(legalBestmove(out, fen));
}

TEST_CASE("UCI: 10,000 moves with an illegal last one leave the previous position",
          "[bad-input][uci]") {
  const std::string out = uci("position startpos moves e2e4\nposition startpos moves" +
                              knightShuffle(10000) + " e2e5\nd\n");
  CHECK_THAT(out, Catch::Contains("info string illegal move 'e2e5'"));
  CHECK(shownFen(out) == START_AFTER_E4);
}

TEST_CASE("UCI: a 1 MB FEN, move or option value gets a short answer", "[bad-input][uci]") {
  const std::string out =
      uci("position startpos moves e2e4\n"
          "position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 " +
          ONE_MEGABYTE +
          "\n"
          "position fen 4k3/8/8/8/8/8/8/4K3 " +
          ONE_MEGABYTE +
          " - - 0 1\n"
          "position startpos moves " +
          ONE_MEGABYTE +
          "\n"
          "setoption name MultiPV value " +
          ONE_MEGABYTE +
          "\n"
          "go depth " +
          ONE_MEGABYTE + "\nd\n");
  CHECK(test::occurrences(out, "info string invalid FEN: ") == 2);
  CHECK_THAT(out, Catch::Contains("info string illegal move 'zzz"));
  CHECK_THAT(out, Catch::Contains("info string MultiPV must be from 1 to 256"));
  CHECK_THAT(out, Catch::Contains("info string go depth expects a number"));
  std::istringstream lines(out);  // the go searches, so its info lines come too
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("info string", 0) == 0) CHECK(line.size() < 400);
  CHECK(shownFen(out) == START_AFTER_E4);
}

TEST_CASE("UCI: binary garbage with NUL and high bytes is an unknown command", "[bad-input][uci]") {
  const std::string garbage("\x01\x00\xff\xfe\x80garbage\x00\x7f", 14);
  const std::string out =
      uci(garbage + "\n" + garbage + " " + garbage + "\nisready\nposition startpos\ngo depth 1\n");
  CHECK(test::occurrences(out, "info string unknown command '") == 2);
  CHECK_THAT(out, Catch::Contains("readyok"));
  CHECK(legalBestmove(out, Position::START_FEN));
}

TEST_CASE("UCI: an unknown command's name is quoted short", "[bad-input][uci]") {
  const std::string out = uci(std::string(300, 'q') + " value\nisready\n");
  CHECK_THAT(out, Catch::Contains("info string unknown command '" + std::string(80, 'q') + "...'"));
  CHECK_THAT(out, Catch::EndsWith("readyok\n"));
}

TEST_CASE("UCI: bad bytes are echoed escaped and the engine serves on from its position",
          "[bad-input][uci]") {
  const std::string out =
      uci("position startpos moves e2e4\n"
          "position fen 4k3/8/8/8/8/8/8/4K2\xff w - - 0 1\n"
          "position startpos moves e2e4 \xfe\x01\n"
          "\x1b[2J\xff\n"
          "setoption name \x07Hash\xff value 1\n"
          "setoption name MultiPV value 2\x7f\n"
          "go depth " +
          std::string(1, '\0') +
          "\n"
          "position startpos moves M\xc3\xbcller\n"
          "isready\nd\n");
  CHECK_THAT(out, Catch::Contains("info string invalid FEN: invalid character '\\xff' in the "
                                  "board; go answers bestmove 0000"));
  CHECK_THAT(out, Catch::Contains("info string illegal move '\\xfe\\x01' in position "));
  CHECK_THAT(out, Catch::Contains("info string unknown command '\\x1b[2J\\xff'; 'help' lists the "
                                  "commands\n"));
  CHECK_THAT(out, Catch::Contains("info string unknown option '\\x07Hash\\xff'\n"));
  CHECK_THAT(out, Catch::Contains("info string MultiPV must be from 1 to 256, not '2\\x7f'\n"));
  CHECK_THAT(out, Catch::Contains("info string go depth expects a number from 1 to "));
  CHECK_THAT(out, Catch::Contains(", not '\\x00': left out\n"));
  CHECK_THAT(out, Catch::Contains("info string illegal move 'M\xc3\xbcller' in position "));
  CHECK(onlyTextBytes(out));
  CHECK_THAT(out, Catch::Contains("readyok\n"));
  CHECK(shownFen(out) == START_AFTER_E4);
}

TEST_CASE("UCI: a GUI that sends bad bytes gets each answer escaped and readyok after it",
          "[bad-input][uci]") {
  test::LiveLoop<UciLoop> loop;
  loop.send("position startpos moves e2e4");
  loop.send("position startpos moves e2e4 e7e5 " + std::string("\0\xff", 2));
  REQUIRE(loop.waitFor("info string illegal move '\\x00\\xff' in position ") != std::string::npos);
  loop.send("\xc0\xaf" + std::string(1000, 'q'));
  REQUIRE(loop.waitFor("info string unknown command '\\xc0\\xaf" + std::string(78, 'q') +
                       "...'; 'help' lists the commands\n") != std::string::npos);
  loop.send("isready");
  REQUIRE(loop.waitFor("readyok\n") != std::string::npos);
  loop.send("d");
  REQUIRE(loop.waitFor("Checkers:") != std::string::npos);
  loop.send("quit");
  CHECK(shownFen(loop.output()) == START_AFTER_E4);
  CHECK(onlyTextBytes(loop.output()));
}

TEST_CASE("UCI: Windows line ends, blank lines and stray spaces are read as usual",
          "[bad-input][uci]") {
  const std::string out =
      uci("\r\n   \r\n\t\r\n  position   startpos  moves  e2e4 \r\n\r\nd\r\nisready\r\n");
  CHECK(out.find("info string") == std::string::npos);
  CHECK(shownFen(out) == START_AFTER_E4);
  CHECK_THAT(out, Catch::EndsWith("readyok\n"));
}

TEST_CASE("UCI: go before any position searches the start position", "[bad-input][uci]") {
  const std::string out = uci("go depth 1\n");
  CHECK(test::occurrences(out, "bestmove ") == 1);
  CHECK(legalBestmove(out, Position::START_FEN));
}

TEST_CASE("UCI: stop and ponderhit with no search running change nothing", "[bad-input][uci]") {
  const std::string out =
      uci("stop\nponderhit\nstop\nponderhit\nisready\nposition startpos moves e2e4\ngo depth 1\n");
  CHECK_THAT(out, Catch::StartsWith("readyok\n"));
  CHECK(test::occurrences(out, "bestmove ") == 1);
  CHECK(legalBestmove(out, START_AFTER_E4));
}

TEST_CASE("UCI: a ponderhit with no search does not reach the next ponder search",
          "[bad-input][uci]") {
  test::LiveLoop<UciLoop> loop;
  loop.send(
      "ponderhit\nsetoption name Ponder value true\nposition startpos\ngo ponder wtime 60 btime "
      "60");
  REQUIRE(loop.waitFor("info depth 2 ") != std::string::npos);
  // With its 60 ms spent, a search told of a ponderhit would answer within this wait.
  CHECK(loop.waitFor("bestmove", 0, std::chrono::milliseconds(300)) == std::string::npos);
  loop.send("ponderhit");
  CHECK(loop.waitFor("bestmove") != std::string::npos);
}

TEST_CASE("UCI: stop and ponderhit after the search has answered give no second bestmove",
          "[bad-input][uci]") {
  const std::string out = uci("go depth 1\nisready\nstop\nponderhit\nstop\nisready\n");
  CHECK(test::occurrences(out, "bestmove ") == 1);
  CHECK(test::occurrences(out, "readyok") == 2);
}

TEST_CASE("UCI: go with bad values is answered, each value clamped or left out",
          "[bad-input][uci]") {
  const std::string out =
      uci(NO_BOOK +
          "go depth 0\ngo depth x\ngo movetime -5\ngo nodes\ngo wtime 1e3\ngo mate 0\n"
          "go movestogo -1\ngo depth 1 sideways\nisready\n");
  CHECK(test::occurrences(out, "info string go ") == 7);
  CHECK_THAT(out, Catch::Contains("info string unknown go parameter 'sideways': left out"));
  CHECK(test::occurrences(out, "bestmove ") == 8);
  CHECK(legalBestmove(out, Position::START_FEN));
  CHECK_THAT(out, Catch::Contains("readyok\n"));
}

TEST_CASE("UCI: searchmoves naming an illegal move searches the legal ones named",
          "[bad-input][uci]") {
  const std::string out =
      uci("position startpos\ngo depth 1 searchmoves e2e4 e2e5\nisready\ngo depth 1 searchmoves "
          "d2d4\n");
  CHECK_THAT(
      out, Catch::Contains("info string searchmoves: 'e2e5' is not a legal move here: left out\n"));
  CHECK(test::occurrences(out, "bestmove ") == 2);
  CHECK_THAT(out, Catch::Contains("bestmove e2e4\n"));
  CHECK_THAT(out, Catch::EndsWith("bestmove d2d4\n"));
}

TEST_CASE("UCI: go perft out of range or without a depth is refused", "[bad-input][uci]") {
  test::LiveLoop<UciLoop> loop;
  loop.send("go perft 21\ngo perft\ngo perft -1\ngo perft 1");
  REQUIRE(loop.waitFor("Nodes searched: 20\n") != std::string::npos);
  CHECK(test::occurrences(loop.output(), "info string go perft expects a number from 1 to 20") ==
        3);
}

TEST_CASE("UCI: setoption without a name is refused", "[bad-input][uci]") {
  const std::string out = uci("setoption\nsetoption value 3\nsetoption Hash value 3\nisready\n");
  CHECK(test::occurrences(out, "info string setoption expects 'name'") == 3);
  CHECK_THAT(out, Catch::EndsWith("readyok\n"));
}

TEST_CASE("UCI: setoption with an unknown name says which", "[bad-input][uci]") {
  const std::string out =
      uci("setoption name Hash Size value 4\nsetoption name value 4\nsetoption name "
          "Threads2\nisready\n");
  CHECK_THAT(out, Catch::Contains("info string unknown option 'Hash Size'"));
  CHECK_THAT(out, Catch::Contains("info string unknown option ''"));
  CHECK_THAT(out, Catch::Contains("info string unknown option 'Threads2'"));
  CHECK_THAT(out, Catch::EndsWith("readyok\n"));
}

TEST_CASE("UCI: out-of-range and non-numeric values keep the option's previous value",
          "[bad-input][uci]") {
  const std::string out =
      uci(NO_BOOK +
          "setoption name MultiPV value 3\nsetoption name MultiPV value 0\n"
          "setoption name MultiPV value 257\nsetoption name MultiPV value three\n"
          "setoption name MultiPV value\nsetoption name MultiPV value 2.5\ngo depth 2\n");
  CHECK(test::occurrences(out, "info string MultiPV must be from 1 to 256, not '") == 5);
  CHECK_THAT(out, Catch::Contains(" multipv 3 "));
  CHECK(legalBestmove(out, Position::START_FEN));
}

TEST_CASE("UCI: a check option takes only true or false", "[bad-input][uci]") {
  const std::string out =
      uci("setoption name Ponder value 1\nsetoption name OwnBook value yes\nisready\n");
  CHECK_THAT(out, Catch::Contains("info string Ponder must be true or false, not '1'"));
  CHECK_THAT(out, Catch::Contains("info string OwnBook must be true or false, not 'yes'"));
  CHECK_THAT(out, Catch::EndsWith("readyok\n"));
}

TEST_CASE("UCI: Threads 0 and a negative thread count are refused", "[bad-input][uci]") {
  const std::string out =
      uci("setoption name Threads value 0\nsetoption name Threads value -2\ngo depth 1\n");
  CHECK(test::occurrences(out, "info string Threads must be from 1 to 1024") == 2);
  CHECK(legalBestmove(out, Position::START_FEN));
}

TEST_CASE("UCI: Hash 0 and Hash above the maximum are refused and the table kept",
          "[bad-input][uci]") {
  const std::string out =
      uci("setoption name Hash value 2\nsetoption name Hash value 0\n"
          "setoption name Hash value 1048577\nsetoption name Hash value -1\ngo depth 3\n");
  CHECK(test::occurrences(out, "info string Hash must be a size in MB from 1 to 1048576, not '") ==
        3);
  CHECK(legalBestmove(out, Position::START_FEN));
}

TEST_CASE("UCI: a hash table larger than the machine's memory is reported and the old one kept",
          "[bad-input][uci]") {
  if (!hugeAllocationsFail()) {
    WARN("the kernel grants any allocation (vm.overcommit_memory 1): case skipped");
    return;
  }
  const std::string out =
      uci(NO_BOOK +
          "setoption name Hash value 2\nsetoption name Hash value 0\n"
          "setoption name Hash value 1048576\nposition startpos moves e2e4\ngo depth 4\n");
  CHECK_THAT(out,
             Catch::Contains(
                 "info string could not allocate 1048576 MB for the hash table; keeping 2 MB"));
  CHECK_THAT(out, Catch::Contains("info depth 4 "));
  CHECK(legalBestmove(out, START_AFTER_E4));
}

TEST_CASE("UCI: a missing book file is reported and the previous book kept",
          "[bad-input][uci][book]") {
  TempPath good("bad_input_good.bin");
  writeE4Book(good);
  const std::string out = uci(uciBook(good, "/nonexistent/quadrant/book.bin"));
  CHECK_THAT(
      out, Catch::Contains(
               "info string cannot open book file '/nonexistent/quadrant/book.bin': no such file; "
               "keeping '" +
               good.str() + "'"));
  CHECK_THAT(out, Catch::EndsWith("info string book move e2e4\nbestmove e2e4\n"));
}

TEST_CASE("UCI: an empty book file is reported and the previous book kept",
          "[bad-input][uci][book]") {
  TempPath good("bad_input_good.bin"), empty("bad_input_empty.bin");
  writeE4Book(good);
  empty.write("");
  const std::string out = uci(uciBook(good, empty.str()));
  CHECK_THAT(out, Catch::Contains("info string book file '" + empty.str() + "'") &&
                      Catch::Contains("keeping '" + good.str() + "'"));
  CHECK_THAT(out, Catch::EndsWith("bestmove e2e4\n"));
}

TEST_CASE("UCI: a corrupt or unsorted book, or a directory, is reported and the previous book kept",
          "[bad-input][uci][book]") {
  TempPath good("bad_input_good.bin"), unsorted("bad_input_unsorted.bin"),
      directory("bad_input_directory");
  writeE4Book(good);
  std::filesystem::create_directories(directory.path());
  // Two entries whose keys fall: a binary search would miss positions.
  unsorted.write(std::string("\xff\xff\xff\xff\xff\xff\xff\xff", 8) + std::string(8, '\x01') +
                 std::string(16, '\x00'));
  for (const std::string& bad : {unsorted.str(), directory.str()}) {
    INFO(bad);
    const std::string out = uci(uciBook(good, bad));
    CHECK_THAT(out, Catch::Contains("keeping '" + good.str() + "'"));
    CHECK_THAT(out, Catch::EndsWith("bestmove e2e4\n"));
  }
  CHECK_THAT(uci(uciBook(good, unsorted.str())), Catch::Contains("is not sorted by key"));
  CHECK_THAT(uci(uciBook(good, directory.str())), Catch::Contains("not a regular file"));
}

TEST_CASE("UCI: the end of input during a timed search lets it finish with its bestmove",
          "[bad-input][uci]") {
  std::string out;
  const auto spent = timed([&] { out = uci("position startpos moves e2e4\ngo movetime 100\n"); });
  CHECK(test::occurrences(out, "bestmove ") == 1);
  CHECK(legalBestmove(out, START_AFTER_E4));
  CHECK(spent < std::chrono::seconds(10));
  CHECK(test::occurrences(uci("go nodes 3000\n"), "bestmove ") == 1);
}

TEST_CASE("UCI: the end of input during go mate ends with a bestmove", "[bad-input][uci]") {
  std::string out;
  const auto spent =
      timed([&] { out = uci("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo mate 3\n"); });
  CHECK_THAT(out, Catch::EndsWith("bestmove a1a8\n"));
  CHECK(spent < std::chrono::seconds(10));
}

TEST_CASE("UCI: quit during an infinite search ends it at once", "[bad-input][uci]") {
  std::string out;
  const auto spent = timed([&] { out = uci("go infinite\nquit\nisready\n"); });
  CHECK(spent < std::chrono::seconds(10));
  CHECK(out.find("readyok") == std::string::npos);  // nothing after quit is read
}

// ---------------------------------------------------------------------------------------------
// CECP

TEST_CASE("CECP: an illegal move is refused and changes nothing", "[bad-input][xboard]") {
  const std::string out =
      cecp("new\nforce\ne2e5\nusermove e2e4\nusermove e2e4\ne7e5\nundo\nundo\nundo\n");
  CHECK_THAT(out, Catch::Contains("Illegal move: e2e5\n"));
  CHECK_THAT(out, Catch::Contains("Illegal move: e2e4\n"));  // the second e2e4: Black is to move
  CHECK(test::occurrences(out, "Illegal move") == 2);
  CHECK(test::occurrences(out, "Error (command not legal now): undo") ==
        1);  // two moves were played
}

TEST_CASE("CECP: usermove with garbage, NUL or high bytes is an illegal move",
          "[bad-input][xboard]") {
  const std::string garbage("\xff\xfe\x00\x80", 4);
  const std::string out =
      cecp("new\nforce\nusermove " + garbage + "\nusermove ZZ9\nusermove e2e4\nping 1\n");
  CHECK(test::occurrences(out, "Illegal move: ") == 2);
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: a 1 MB move gets a short answer", "[bad-input][xboard]") {
  const std::string out = cecp("new\nforce\nusermove " + ONE_MEGABYTE + "\nping 1\n");
  CHECK_THAT(out, Catch::Contains("Illegal move: zzz"));
  CHECK(out.size() < 300);
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: an unknown command with binary bytes gets an Error line", "[bad-input][xboard]") {
  const std::string garbage("\x01\x00\xff\x80stuff", 9);
  const std::string out = cecp(garbage + "\nsideways 3\nping 7\n");
  CHECK(test::occurrences(out, "Error (unknown command): ") == 2);
  CHECK_THAT(out, Catch::Contains("Error (unknown command): sideways\n"));
  CHECK_THAT(out, Catch::EndsWith("pong 7\n"));
}

TEST_CASE("CECP: bad bytes are echoed escaped and the game goes on from its position",
          "[bad-input][xboard]") {
  const std::string out = cecp(
      "new\nforce\ne2e4\n"
      "usermove \xff\x1b\n"
      "\x1b[2J\xfe\n"
      "variant \x7f\n"
      "option \x07=1\n"
      "option MultiPV=\x01\n"
      "usermove M\xc3\xbcller\n"
      "e7e5\n"
      "setboard 4k3/8/8/8/8/8/8/4K2\xff w - - 0 1\nping 1\n");
  CHECK_THAT(out, Catch::Contains("Illegal move: \\xff\\x1b\n"));
  CHECK_THAT(out, Catch::Contains("Error (unknown command): \\x1b[2J\\xfe\n"));
  CHECK_THAT(out, Catch::Contains("tellusererror Illegal position: invalid character '\\xff' in "
                                  "the board\n"));
  CHECK_THAT(out, Catch::Contains("Error (illegal position: invalid character '\\xff' in the "
                                  "board): setboard 4k3/8/8/8/8/8/8/4K2\\xff w - - 0 1\n"));
  CHECK_THAT(out, Catch::Contains("Error (unsupported variant): variant \\x7f\n"));
  CHECK_THAT(out, Catch::Contains("Error (unknown option): option \\x07=1\n"));
  CHECK_THAT(out, Catch::Contains("Error (MultiPV must be from 1 to 256, not '\\x01'): "
                                  "option MultiPV=\\x01\n"));
  CHECK_THAT(out, Catch::Contains("Illegal move: M\xc3\xbcller\n"));
  CHECK(onlyTextBytes(out));
  CHECK(test::occurrences(out, "Illegal move") == 2);  // e7e5: the game after 1.e4 stands
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

// What follows a refused setboard: refused_position_test.cpp.
TEST_CASE("CECP: a bad setboard is refused with its reason", "[bad-input][xboard]") {
  const std::string out = cecp(
      "new\nforce\ne2e4\nsetboard 8/8/8 w\nsetboard 4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra\n"
      "setboard\ne7e5\nping 1\n");
  CHECK(test::occurrences(out, "tellusererror Illegal position: ") == 3);
  CHECK_THAT(out, Catch::Contains("Error (illegal position: FEN needs at least 4 fields (board, "
                                  "side, castling, en passant)): "
                                  "setboard 8/8/8 w\n"));
  CHECK_THAT(out,
             Catch::Contains(
                 "Error (illegal position: unexpected text after the FEN: 'extra'): setboard"));
  CHECK_THAT(out,
             Catch::Contains("Illegal move (no position: the last setboard was refused): e7e5\n"));
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: a setboard with the side not to move in check is refused", "[bad-input][xboard]") {
  const std::string out =
      cecp("new\nforce\nsetboard 4k3/4R3/8/8/8/8/8/4K3 w - - 0 1\ne2e4\nping 1\n");
  CHECK_THAT(out,
             Catch::Contains("tellusererror Illegal position: the side not to move is in check\n"));
  CHECK_THAT(out, Catch::Contains("Illegal move (no position: the last setboard was refused): "
                                  "e2e4\n"));
}

TEST_CASE("CECP: a 1 MB setboard gets a short answer", "[bad-input][xboard]") {
  const std::string out = cecp("setboard 4k3/8/8/8/8/8/8/4K3 w - - 0 1 " + ONE_MEGABYTE +
                               "\n"
                               "setboard 4k3/8/8/8/8/8/8/4K3 " +
                               ONE_MEGABYTE + " - - 0 1\nping 1\n");
  CHECK(test::occurrences(out, "tellusererror Illegal position: ") == 2);
  CHECK(out.size() < 2000);
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: bad level, st, sd, nps, time and otim values leave the clock alone",
          "[bad-input][xboard]") {
  const std::string out = cecp(
      "level 40 5\nlevel x 5 0\nlevel 40 5:xx 0\nst 0\nst -1\nsd 1000\nsd deep\nnps -5\n"
      "time abc\notim 1.5\ntime -100\notim -1\nnew\nforce\nsd 1\ngo\nping 1\n");
  CHECK_THAT(out, Catch::Contains("Error (level expects MPS BASE INC): level 40 5\n"));
  CHECK(test::occurrences(
            out, "Error (level expects moves, minutes[:seconds] and seconds): level ") == 2);
  CHECK(test::occurrences(out, "Error (st expects a positive number of seconds): st ") == 2);
  CHECK(test::occurrences(out, "Error (sd expects a depth from 0 (none) to ") == 2);
  CHECK_THAT(out, Catch::Contains("Error (nps expects a number of nodes per second): nps -5\n"));
  const std::string clockError = " expects centiseconds from 0 to 8640000000): ";
  CHECK_THAT(out, Catch::Contains("Error (time" + clockError + "time abc\n"));
  CHECK_THAT(out, Catch::Contains("Error (otim" + clockError + "otim 1.5\n"));
  CHECK_THAT(out, Catch::Contains("Error (time" + clockError + "time -100\n"));
  CHECK_THAT(out, Catch::Contains("Error (otim" + clockError + "otim -1\n"));
  CHECK_THAT(out, Catch::Contains("move "));
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: memory and cores with bad values are refused", "[bad-input][xboard]") {
  const std::string out = cecp(
      "memory -1\nmemory lots\nmemory 0\nmemory 1048577\ncores 0\ncores -3\ncores many\n"
      "cores 1025\nnew\nforce\nsd 1\ngo\nping 1\n");
  CHECK(test::occurrences(out, "Error (memory expects megabytes from 1 to 1048576): memory ") == 4);
  CHECK_THAT(out,
             Catch::Contains("Error (memory expects megabytes from 1 to 1048576): memory 0\n"));
  CHECK(test::occurrences(out, "Error (cores expects a number of cores from 1 to 1024): cores ") ==
        4);
  CHECK_THAT(
      out, Catch::Contains("Error (cores expects a number of cores from 1 to 1024): cores 1025\n"));
  CHECK_THAT(out, Catch::Contains("move "));
}

TEST_CASE("CECP: memory beyond the machine's is reported and the old table kept",
          "[bad-input][xboard]") {
  if (!hugeAllocationsFail()) {
    WARN("the kernel grants any allocation (vm.overcommit_memory 1): case skipped");
    return;
  }
  const std::string out = cecp("memory 2\nmemory 1048576\nnew\nforce\nsd 3\ngo\nping 1\n");
  CHECK_THAT(out, Catch::Contains("Error (could not allocate 1048576 MB for the hash table; "
                                  "keeping 2 MB): memory 1048576\n"));
  CHECK_THAT(out, Catch::Contains("move "));
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: option with an unknown name or a bad value is refused", "[bad-input][xboard]") {
  const std::string out = cecp(
      "option Nothing=1\noption MultiPV=0\noption MultiPV\noption Resign Threshold=-1\n"
      "option OwnBook=2\noption =5\nping 1\n");
  CHECK_THAT(out, Catch::Contains("Error (unknown option): option Nothing=1\n"));
  CHECK(test::occurrences(out, "Error (MultiPV must be from 1 to 256, not '") == 2);
  CHECK_THAT(out,
             Catch::Contains(
                 "Error (Resign Threshold must be from 0 (never) to 10000 centipawns, not '-1')"));
  CHECK_THAT(out,
             Catch::Contains("Error (OwnBook must be true or false, not '2'): option OwnBook=2\n"));
  CHECK_THAT(out, Catch::Contains("Error (unknown option): option =5\n"));
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: a missing, empty or corrupt book file is reported and the previous book kept",
          "[bad-input][xboard][book]") {
  TempPath good("bad_input_good.bin"), empty("bad_input_empty.bin"),
      truncated("bad_input_truncated.bin");
  writeE4Book(good);
  empty.write("");
  truncated.write(std::string(20, '\x07'));
  for (const std::string& bad :
       {std::string("/nonexistent/quadrant/book.bin"), empty.str(), truncated.str()}) {
    INFO(bad);
    const std::string out = cecp(cecpBook(good, bad));
    CHECK_THAT(out, Catch::Contains("Error (") &&
                        Catch::Contains("keeping '" + good.str() + "'): option BookFile="));
    CHECK_THAT(out, Catch::Contains("\te4 1 0 100.0%\n"));
  }
}

TEST_CASE("CECP: undo and remove with too few moves are refused", "[bad-input][xboard]") {
  const std::string out = cecp("new\nforce\nundo\nremove\ne2e4\nremove\nundo\nundo\nping 1\n");
  CHECK(test::occurrences(out, "Error (command not legal now): undo\n") == 2);
  CHECK(test::occurrences(out, "Error (command not legal now): remove\n") == 2);
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: an unsupported variant is refused and the game kept", "[bad-input][xboard]") {
  const std::string out = cecp("new\nforce\ne2e4\nvariant crazyhouse\nvariant\ne7e5\nping 1\n");
  CHECK_THAT(out, Catch::Contains("Error (unsupported variant): variant crazyhouse\n"));
  CHECK_THAT(out, Catch::Contains("Error (unsupported variant): variant \n"));
  CHECK(out.find("Illegal move") == std::string::npos);
}

TEST_CASE("CECP: edit mode refuses bad edit commands and an impossible board",
          "[bad-input][xboard]") {
  const std::string out =
      cecp("new\nforce\ne2e4\nedit\nZa1\nKi9\nK\nxx\n#\nPa1\n.\ne7e5\nping 1\n");
  CHECK(test::occurrences(out, "Error (unknown edit command): ") == 4);
  CHECK(test::occurrences(out, "tellusererror Illegal position: ") == 1);
  CHECK_THAT(out, Catch::Contains("Illegal move (no position: the last edit was refused): e7e5\n"));
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: white or black that would leave the side not to move in check is refused",
          "[bad-input][xboard]") {
  const std::string out =
      cecp("new\nforce\nsetboard 4k3/8/8/8/8/8/8/r3K3 w - - 0 1\nblack\nforce\nKe2\nping 1\n");
  CHECK_THAT(
      out, Catch::Contains("Error (illegal position: the side not to move is in check): black\n"));
  CHECK(out.find("Illegal move") == std::string::npos);  // White, in check, was still to move
}

TEST_CASE("CECP: commands with nothing to act on are ignored", "[bad-input][xboard]") {
  const std::string out = cecp("?\nexit\n.\nhint\ndraw\nplayother\nping 1\n");
  CHECK(out == "pong 1\n");
}

TEST_CASE("CECP: a ping without a number is refused, not answered with an empty pong",
          "[bad-input][xboard]") {
  const std::string out = cecp("ping\nping soon\nping 1.5\nping 42\n");
  CHECK(out ==
        "Error (ping expects a number): ping\n"
        "Error (ping expects a number): ping soon\n"
        "Error (ping expects a number): ping 1.5\n"
        "pong 42\n");
}

// A result that is none of PGN's four leaves the game as it was: here the engine, Black after
// new, still answers White's move.
TEST_CASE("CECP: a result that is no result is refused and the game goes on",
          "[bad-input][xboard]") {
  const std::string out = cecp("new\nsd 2\nresult garbage\nresult\ne2e4\nping 1\n");
  CHECK_THAT(out,
             Catch::StartsWith("Error (result expects 1-0, 0-1, 1/2-1/2 or *): result garbage\n"
                               "Error (result expects 1-0, 0-1, 1/2-1/2 or *): result\n"));
  CHECK(test::occurrences(out, "move ") == 1);
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
  // Each of the four ends the game: the engine no longer answers.
  for (const char* result : {"1-0", "0-1", "1/2-1/2 {Draw}", "*"}) {
    INFO(result);
    CHECK(cecp(std::string("new\nsd 2\nresult ") + result + "\ne2e4\nping 1\n") == "pong 1\n");
  }
}

TEST_CASE("CECP: Windows line ends and blank lines are read as usual", "[bad-input][xboard]") {
  const std::string out = cecp("\r\nnew\r\n\r\n  force \r\ne2e4\r\n\t\r\ne7e5\r\nping 2\r\n");
  CHECK(out == "pong 2\n");
}

TEST_CASE("CECP: a move in a finished game is illegal", "[bad-input][xboard]") {
  const std::string out =
      cecp("new\nforce\nsetboard 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\nh8g8\nKg8\nping 1\n");
  CHECK(test::occurrences(out, "Illegal move: ") == 2);
  CHECK_THAT(out, Catch::EndsWith("pong 1\n"));
}

TEST_CASE("CECP: the end of input while thinking lets the engine move", "[bad-input][xboard]") {
  std::string out;
  const auto spent = timed([&] { out = cecp("new\nsd 3\ne2e4\n"); });
  CHECK(test::occurrences(out, "move ") == 1);
  CHECK(spent < std::chrono::seconds(10));
}

TEST_CASE("CECP: the end of input during analysis or in edit mode ends the loop without a move",
          "[bad-input][xboard]") {
  std::string analysis, editing;
  const auto spent = timed([&] {
    analysis = cecp("new\npost\nanalyze\n");
    editing = cecp("new\nedit\n#\n");
  });
  CHECK(analysis.find("move ") == std::string::npos);
  CHECK(editing.empty());
  CHECK(spent < std::chrono::seconds(10));
}

TEST_CASE("CECP: quit ends the session in edit mode too", "[bad-input][xboard]") {
  // Found by the CECP fuzzer: the input reader stops at quit, and a loop that took it for an
  // edit command waited for more input for ever. The loop runs on a thread of its own so that
  // a hang fails the test instead of blocking the suite.
  struct Session {
    std::istringstream in{"xboard\nnew\nedit\nquit\n"};
    std::ostringstream out;
    std::promise<void> ended;
  };
  auto session = std::make_shared<Session>();
  std::future<void> ended = session->ended.get_future();
  std::thread([session] {
    XboardLoop(session->in, session->out).run();
    session->ended.set_value();
  }).detach();
  REQUIRE(ended.wait_for(std::chrono::seconds(20)) == std::future_status::ready);
  CHECK(session->out.str().find("unknown edit command") == std::string::npos);
}

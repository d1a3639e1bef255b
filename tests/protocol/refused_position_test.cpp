// What GUIs and tools send as a position, taken as Stockfish and python-chess take it, and the
// rule for what is still refused: the engine never searches a position the GUI has left. UCI
// answers the next go with "bestmove 0000", CECP refuses moves and go, each saying why, until a
// position is accepted.
#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "../transcript.h"
#include "quadrant/core/notation.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;

namespace {

const std::string NO_BOOK = "setoption name OwnBook value false\n";

std::string uci(const std::string& input) { return test::transcript<UciLoop>(input); }
std::string cecp(const std::string& input) { return test::transcript<XboardLoop>(input); }

// The words after "bestmove " on each bestmove line, in order.
std::vector<std::string> bestmoves(const std::string& out) {
  std::vector<std::string> found;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("bestmove ", 0) == 0) found.push_back(line.substr(9));
  return found;
}

// The move of a "bestmove MOVE [ponder REPLY]" answer.
std::string moveOf(const std::string& answer) { return answer.substr(0, answer.find(' ')); }

bool legalIn(const std::string& fen, const std::string& move) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return parseUciMove(pos, move) != Move::none();
}

}  // namespace

TEST_CASE("UCI: castling rights with no rook are dropped, said, and the position searched",
          "[uci][position]") {
  const std::string out = uci(NO_BOOK +
                              "position startpos moves e2e4\ngo depth 3\n"
                              "position fen 4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\nd\ngo depth 3\n");
  CHECK_THAT(out,
             Catch::Contains("info string castling right 'Q' dropped: no rook to castle with"));
  CHECK_THAT(out,
             Catch::Contains("info string castling right 'k' dropped: no rook to castle with"));
  CHECK_THAT(out, Catch::Contains("Fen: 4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
  const auto answers = bestmoves(out);
  REQUIRE(answers.size() == 2);
  CHECK(legalIn("4k3/8/8/8/8/8/8/4K2R w K - 0 1", moveOf(answers[1])));
}

TEST_CASE("UCI: a king off its first rank drops its castling rights", "[uci][position]") {
  const std::string out = uci("position fen 4k3/8/8/8/8/8/4K3/7R w K - 0 1\nd\n");
  CHECK_THAT(out, Catch::Contains("info string castling right 'K' dropped: the king is not on its "
                                  "first rank"));
  CHECK_THAT(out, Catch::Contains("Fen: 4k3/8/8/8/8/8/4K3/7R w - - 0 1"));
}

TEST_CASE("UCI: a promotion letter is read in either case", "[uci][position]") {
  const std::string out = uci(NO_BOOK +
                              "position fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8Q\nd\n"
                              "position fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8N\nd\n"
                              "go depth 2\n");
  CHECK_THAT(out, Catch::Contains("Fen: Q3k3/8/8/8/8/8/8/4K3 b - - 0 1"));
  CHECK_THAT(out, Catch::Contains("Fen: N3k3/8/8/8/8/8/8/4K3 b - - 0 1"));
  const auto answers = bestmoves(out);
  REQUIRE(answers.size() == 1);
  CHECK(legalIn("N3k3/8/8/8/8/8/8/4K3 b - - 0 1", moveOf(answers[0])));
}

TEST_CASE("UCI: the moves end at 0000, and the position before it is searched", "[uci][position]") {
  const std::string out = uci(NO_BOOK + "position startpos moves e2e4 0000 d2d4\nd\ngo depth 3\n");
  CHECK_THAT(out, Catch::Contains("info string the moves after '0000' (a null move) are not read"));
  const std::string afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  CHECK_THAT(out, Catch::Contains("Fen: " + afterE4));
  const auto answers = bestmoves(out);
  REQUIRE(answers.size() == 1);
  CHECK(legalIn(afterE4, moveOf(answers[0])));
  // A list ending at 0000 has nothing more to say.
  CHECK_THAT(uci("position startpos moves e2e4 0000\n"), !Catch::Contains("info string"));
}

TEST_CASE("UCI: after a refused position, go answers bestmove 0000 and says why",
          "[uci][position]") {
  const std::pair<const char*, const char*> refused[] = {
      {"position fen 4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "invalid FEN: en-passant square 'e6'"},
      {"position startpos moves e2e4 e2e4", "illegal move 'e2e4' in position"},
      {"position fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8", "illegal move 'a7a8'"},
      {"position sideways", "position expects 'startpos' or 'fen'"},
  };
  for (const auto& [command, reason] : refused) {
    INFO(command);
    const std::string out = uci(NO_BOOK + "position startpos moves e2e4\ngo depth 3\n" + command +
                                "\ngo depth 3\ngo perft 2\ngo movetime 50\n");
    CHECK_THAT(out, Catch::Contains(std::string("info string ") + reason));
    CHECK_THAT(out, Catch::Contains("go answers bestmove 0000 until a position is accepted"));
    CHECK(test::occurrences(out, std::string("info string no position to search: ") + reason) == 3);
    CHECK(out.find("Nodes searched") == std::string::npos);
    const auto answers = bestmoves(out);
    REQUIRE(answers.size() == 3);
    CHECK(answers[1] == "0000");
    CHECK(answers[2] == "0000");
  }
}

TEST_CASE("UCI: the next accepted position ends the refusal", "[uci][position]") {
  const std::string out =
      uci(NO_BOOK +
          "position startpos moves e2e5\ngo depth 2\nposition startpos moves d2d4\n"
          "go depth 2\n");
  const auto answers = bestmoves(out);
  REQUIRE(answers.size() == 2);
  CHECK(answers[0] == "0000");
  CHECK(legalIn("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", moveOf(answers[1])));
}

TEST_CASE("CECP: a refused setboard leaves no position: moves and go are refused until one stands",
          "[xboard][position]") {
  const std::string out = cecp(
      "new\nforce\ne2e4\nsetboard 8/8/8/8/8/8/8/8 w - - 0 1\ne7e5\ngo\nplayother\nanalyze\n"
      "undo\nping 1\nsetboard 7k/8/6K1/8/8/8/8/R7 w - - 0 1\nsd 3\ngo\n");
  const std::string why = "no position: the last setboard was refused";
  CHECK_THAT(out, Catch::Contains("Illegal move (" + why + "): e7e5"));
  for (const char* command : {"go", "playother", "analyze", "undo"})
    CHECK_THAT(out, Catch::Contains("Error (" + why + "): " + command + "\n"));
  CHECK_THAT(out, Catch::Contains("pong 1\n"));
  CHECK_THAT(out, Catch::Contains("move a1a8\n1-0 {White mates}\n"));
  CHECK(test::occurrences(out, "\nmove ") == 1);
}

TEST_CASE("CECP: a refused edit leaves no position; new sets one", "[xboard][position]") {
  const std::string out = cecp("new\nforce\nedit\n#\nKe1\n.\ne2e4\nnew\ne2e4\nping 1\n");
  CHECK_THAT(out, Catch::Contains("tellusererror Illegal position: missing black king"));
  CHECK_THAT(out, Catch::Contains("Illegal move (no position: the last edit was refused): e2e4\n"));
  CHECK(test::occurrences(out, "Illegal move") == 1);
  CHECK_THAT(out, Catch::Contains("pong 1"));
}

TEST_CASE("CECP: castling rights with no rook are dropped with a comment", "[xboard][position]") {
  const std::string out =
      cecp("new\nforce\nsetboard 4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\ne1g1\nsd 2\ngo\n");
  CHECK_THAT(out, Catch::Contains("# castling right 'Q' dropped: no rook to castle with"));
  CHECK(out.find("Illegal") == std::string::npos);
  CHECK(out.find("Error") == std::string::npos);
  CHECK_THAT(out, Catch::Contains("\nmove "));
}

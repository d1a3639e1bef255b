#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "../cli_run.h"
#include "../live_loop.h"
#include "../temp_path.h"
#include "../transcript.h"
#include "quadrant/book/polyglot.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/engine/engine_book.h"
#include "quadrant/protocol/uci.h"
#include "quadrant/protocol/xboard.h"

using namespace quadrant;
using test::TempPath;
using test::transcript;

namespace {

const std::string SHIPPED_BOOK = std::string(QUADRANT_TEST_DATA) + "/../../books/quadrant.bin";
const std::string SHIPPED_SOURCE = std::string(QUADRANT_TEST_DATA) + "/../../books/openings.pgn";

PolyglotEntry entryFor(const Position& pos, const char* uci, std::uint16_t weight) {
  const Move m = parseUciMove(pos, uci);
  REQUIRE(m);
  return {pos.key(), polyglotMove(m), weight, 0};
}

// A book with e4 (3) and d4 (1) at the start and c5 after 1.e4.
void writeSmallBook(const TempPath& file) {
  const Position start;
  Position afterE4 = start;
  afterE4.makeMove(parseUciMove(start, "e2e4"));
  std::string error;
  REQUIRE(writePolyglotBook(
      file.str(),
      {entryFor(start, "e2e4", 3), entryFor(start, "d2d4", 1), entryFor(afterE4, "c7c5", 2)},
      &error));
}

std::string uciBookOptions(const TempPath& file) {
  return "setoption name OwnBook value true\nsetoption name Book Variety value 0\nsetoption name "
         "BookFile value " +
         file.str() + "\n";
}

// Walks every position the book's moves lead to from pos, checking that each entry decodes to a
// legal move; returns how many positions had entries.
int walkBook(const PolyglotBook& book, const Position& pos, std::set<Key>& seen) {
  if (!seen.insert(pos.key()).second) return 0;
  const std::vector<BookMove> moves = book.entries(pos);
  REQUIRE(moves.size() == book.entryCount(pos));
  int positions = moves.empty() ? 0 : 1;
  for (const BookMove& b : moves) {
    REQUIRE(isLegal(pos, b.move));
    Position next = pos;
    next.makeMove(b.move);
    positions += walkBook(book, next, seen);
  }
  return positions;
}

}  // namespace

TEST_CASE("UCI go answers from the book at once, within the depth and never when analysing",
          "[uci][book]") {
  TempPath file("quadrant_engine_book_uci.bin");
  writeSmallBook(file);
  const std::string options = uciBookOptions(file);

  const std::string out = transcript<UciLoop>(options +
                                              "position startpos\ngo wtime 1000 btime 1000\n"
                                              "position startpos moves e2e4\ngo movetime 1000\n");
  CHECK_THAT(out, Catch::Contains("info string book move e2e4\nbestmove e2e4\n"));
  CHECK_THAT(out, Catch::Contains("info string book move c7c5\nbestmove c7c5\n"));
  CHECK(out.find("info depth") == std::string::npos);

  // A restricted search keeps to its moves.
  const std::string restricted =
      transcript<UciLoop>(options + "position startpos\ngo depth 2 searchmoves a2a3\n");
  CHECK(restricted.find("book move") == std::string::npos);
  CHECK_THAT(restricted, Catch::Contains("bestmove a2a3"));

  // Analysis and pondering search whatever the book says, until told to stop; so does a go
  // without any limit.
  for (const char* go : {"go infinite", "go ponder", "go"}) {
    INFO(go);
    test::LiveLoop<UciLoop> uci;
    uci.send(options + "position startpos\n" + go);
    REQUIRE(uci.waitFor("info depth 3") != std::string::npos);
    uci.send("stop");
    REQUIRE(uci.waitFor("bestmove") != std::string::npos);
    CHECK(uci.output().find("book move") == std::string::npos);
  }

  // Past the book depth (moves of the game, from the FEN's move number) the engine searches.
  const std::string shallowDepth = options + "setoption name Book Depth value 1\n";
  const std::string deep = transcript<UciLoop>(
      shallowDepth +
      "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2\ngo movetime 100\n");
  CHECK(deep.find("book move") == std::string::npos);
  CHECK_THAT(deep, Catch::Contains("info depth 2"));
  const std::string first =
      transcript<UciLoop>(shallowDepth + "position startpos\ngo movetime 100\n");
  CHECK_THAT(first, Catch::EndsWith("info string book move e2e4\nbestmove e2e4\n"));

  const std::string off = transcript<UciLoop>(
      options + "setoption name OwnBook value false\nposition startpos\ngo movetime 100\n");
  CHECK(off.find("book move") == std::string::npos);

  const std::string light = transcript<UciLoop>(
      options + "setoption name Book Min Weight value 4\nposition startpos\ngo movetime 100\n");
  CHECK(light.find("book move") == std::string::npos);
}

// lichess-bot plays with clocks; python-chess's analyse(multipv=3) sends MultiPV 3 and go depth, and
// sets UCI_AnalyseMode.
TEST_CASE("UCI: only a game move comes from the book, every analysis searches", "[uci][book]") {
  TempPath file("quadrant_engine_book_analysis.bin");
  writeSmallBook(file);
  const std::string options = uciBookOptions(file) + "position startpos\n";
  for (const char* game : {"go wtime 1000 btime 1000", "go movetime 100",
                           "go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5"}) {
    INFO(game);
    CHECK_THAT(transcript<UciLoop>(options + game + "\n"),
               Catch::EndsWith("info string book move e2e4\nbestmove e2e4\n"));
  }
  for (const char* analysis :
       {"go depth 3", "go nodes 5000", "go mate 1", "go wtime 1000 btime 1000 depth 3",
        "go wtime 1000 btime 1000 nodes 5000", "go movetime 100 searchmoves e2e4 d2d4",
        "setoption name MultiPV value 2\ngo wtime 1000 btime 1000",
        "setoption name UCI_AnalyseMode value true\ngo wtime 1000 btime 1000"}) {
    INFO(analysis);
    const std::string out = transcript<UciLoop>(options + analysis + "\n");
    CHECK(out.find("book move") == std::string::npos);
    CHECK_THAT(out, Catch::Contains("info depth 1 "));
    CHECK_THAT(out, Catch::Contains("\nbestmove "));
  }
  CHECK_THAT(transcript<UciLoop>(options +
                                 "setoption name UCI_AnalyseMode value true\n"
                                 "setoption name UCI_AnalyseMode value false\ngo movetime 100\n"),
             Catch::EndsWith("info string book move e2e4\nbestmove e2e4\n"));

  // The report's case: three lines at depth 8 from the start position.
  const std::string lines =
      transcript<UciLoop>(options + "setoption name MultiPV value 3\ngo depth 8\n");
  for (const char* line : {" multipv 1 ", " multipv 2 ", " multipv 3 "}) {
    INFO(line);
    const std::size_t at = lines.find(line, lines.find("info depth 8 "));
    REQUIRE(at != std::string::npos);
    CHECK(lines.find(" pv ", at) != std::string::npos);
  }
}

TEST_CASE("UCI: book options are listed, bad book files are reported and the old book kept",
          "[uci][book]") {
  TempPath file("quadrant_engine_book_keep.bin"), corrupt("quadrant_engine_book_corrupt.bin");
  writeSmallBook(file);
  corrupt.write(std::string(17, 'x'));
  const std::string listed = transcript<UciLoop>("uci\n");
  for (const char* option :
       {"option name OwnBook type check default ", "option name BookFile type string default ",
        "option name Book Variety type spin default 100 min 0 max 100",
        "option name Book Min Weight type spin default 1 min 0 max 65535",
        "option name Book Depth type spin default 30 min 1 max 1000"})
    CHECK_THAT(listed, Catch::Contains(option));

  const std::string out =
      transcript<UciLoop>(uciBookOptions(file) + "setoption name BookFile value " + corrupt.str() +
                          "\nsetoption name BookFile value " + file.str() +
                          ".missing\nposition startpos\ngo movetime 100\n");
  CHECK_THAT(out, Catch::Contains("info string book file '" + corrupt.str() + "' has 17 bytes") &&
                      Catch::Contains("keeping '" + file.str() + "'"));
  CHECK_THAT(out, Catch::Contains("no such file; keeping"));
  CHECK_THAT(out, Catch::EndsWith("bestmove e2e4\n"));

  const std::string none = transcript<UciLoop>(
      "setoption name OwnBook value true\nsetoption name BookFile value <empty>\nposition "
      "startpos\ngo movetime 20\ngo movetime 20\n");
  CHECK_THAT(none, Catch::Contains("info string no BookFile is set: playing without a book"));
  CHECK(none.find("no BookFile") == none.rfind("no BookFile"));  // told once
  CHECK_THAT(none, Catch::Contains("info depth 1"));
}

TEST_CASE("UCI go mate looks for the mate, not the book move", "[uci][book]") {
  TempPath file("quadrant_engine_book_mate.bin");
  Position pos;
  REQUIRE(pos.setFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
  std::string error;
  REQUIRE(writePolyglotBook(file.str(), {entryFor(pos, "g1f2", 100)}, &error));
  const std::string setUp =
      uciBookOptions(file) + "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\n";
  const std::string mate = transcript<UciLoop>(setUp + "go mate 1\n");
  CHECK(mate.find("book move") == std::string::npos);
  CHECK_THAT(mate, Catch::EndsWith("bestmove a1a8\n"));
  CHECK_THAT(transcript<UciLoop>(setUp + "go movetime 100\n"), Catch::EndsWith("bestmove g1f2\n"));
}

TEST_CASE("UCI: a book whose entries are all illegal is never played from", "[uci][book]") {
  TempPath file("quadrant_engine_book_illegal.bin");
  const Position start;
  // e2e5 and e1e2 are not legal at the start; the key is right, so only the legality check
  // saves us.
  std::string error;
  REQUIRE(writePolyglotBook(file.str(),
                            {{start.key(), std::uint16_t((4 + 8 * 4) | (12 << 6)), 100, 0},
                             {start.key(), std::uint16_t(12 | (4 << 6)), 100, 0}},
                            &error));
  const std::string out =
      transcript<UciLoop>(uciBookOptions(file) + "position startpos\ngo movetime 100\n");
  CHECK(out.find("book move") == std::string::npos);
  CHECK_THAT(out, Catch::Contains("info depth 2"));
}

TEST_CASE("CECP plays book moves, bk lists them and BookFile is a file option", "[xboard][book]") {
  TempPath file("quadrant_engine_book_cecp.bin");
  writeSmallBook(file);
  const std::string options =
      "option OwnBook=1\noption Book Variety=0\noption BookFile=" + file.str() + "\n";

  const std::string features = transcript<XboardLoop>("xboard\nprotover 2\n");
  CHECK_THAT(features, Catch::Contains("feature option=\"OwnBook -check "));
  CHECK_THAT(features, Catch::Contains("feature option=\"BookFile -file"));

  const std::string out = transcript<XboardLoop>("xboard\n" + options + "new\nbk\ngo\nping 1\n");
  CHECK_THAT(out, Catch::Contains("\te4 3 0 75.0%\n\td4 1 0 25.0%\n\n"));
  CHECK_THAT(out, Catch::Contains("move e2e4\npong 1"));

  // As Black after 1.e4, the reply comes from the book too.
  const std::string black = transcript<XboardLoop>("xboard\n" + options + "new\ne2e4\nping 2\n");
  CHECK_THAT(black, Catch::Contains("move c7c5\npong 2"));
  CHECK_THAT(transcript<XboardLoop>("xboard\n" + options + "new\nst 0.1\ngo\nping 1\n"),
             Catch::Contains("move e2e4\npong 1"));

  // A depth limit, node-count time or more than one line make it an analysis: it searches.
  for (const char* analysis : {"sd 2", "st 1\nnps 5000", "st 0.1\noption MultiPV=2"}) {
    INFO(analysis);
    const std::string searched =
        transcript<XboardLoop>("xboard\n" + options + "new\n" + analysis + "\npost\ngo\nping 1\n");
    CHECK_THAT(searched, Catch::Contains("\n1 ") || Catch::StartsWith("1 "));
    CHECK_THAT(searched, Catch::Contains("\nmove "));
  }

  const std::string missing = transcript<XboardLoop>(
      "xboard\noption OwnBook=1\noption BookFile=" + file.str() + ".missing\nnew\nforce\nbk\n");
  CHECK_THAT(missing, Catch::Contains("Error (cannot open book file"));
  CHECK_THAT(missing, Catch::Contains("no such file; still no book"));
}

TEST_CASE("The shipped book is built from books/openings.pgn and every entry is legal",
          "[book][shipped]") {
  PolyglotBook shipped;
  std::string error;
  REQUIRE(shipped.load(SHIPPED_BOOK, &error));
  CHECK(shipped.size() > 3000);
  CHECK(std::filesystem::file_size(SHIPPED_BOOK) < 4u * 1024 * 1024);

  std::set<Key> seen;
  CHECK(walkBook(shipped, Position(), seen) > 3000);
  const Position start;
  CHECK(shipped.entries(start).size() >= 5);

  // Rebuilt by the documented command, the book is the same byte for byte.
  TempPath rebuilt("quadrant_shipped_rebuilt.bin");
  const test::CliRun run =
      test::runCli({"makebook", SHIPPED_SOURCE, rebuilt.str(), "--max-ply", "30"});
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  std::ifstream a(SHIPPED_BOOK, std::ios::binary), b(rebuilt.str(), std::ios::binary);
  const std::string shippedBytes((std::istreambuf_iterator<char>(a)),
                                 std::istreambuf_iterator<char>());
  const std::string rebuiltBytes((std::istreambuf_iterator<char>(b)),
                                 std::istreambuf_iterator<char>());
  CHECK(shippedBytes == rebuiltBytes);
}

TEST_CASE("The shipped book is found under books/ in the working directory", "[book][shipped]") {
  TempPath directory("quadrant_book_lookup");
  std::filesystem::create_directories(directory.path() / "books");
  std::ofstream(directory.path() / "books" / "quadrant.bin") << std::string(16, '\0');
  const std::filesystem::path previous = std::filesystem::current_path();
  std::filesystem::current_path(directory.path());
  const std::string found = findShippedBook();
  std::filesystem::current_path(previous);
  CHECK(std::filesystem::equivalent(found, directory.path() / "books" / "quadrant.bin"));
}

TEST_CASE("The shipped book is looked for by the executable, then installed, then here",
          "[book][shipped]") {
  namespace fs = std::filesystem;
  const std::vector<std::string> candidates = shippedBookCandidates();
  REQUIRE(candidates.size() == 4);
  const fs::path executableFolder = fs::path(QUADRANT_ENGINE_BINARY).parent_path() / "tests";
  CHECK(fs::path(candidates[0]) == executableFolder / "books" / "quadrant.bin");
  CHECK(fs::path(candidates[1]) == executableFolder.parent_path() / "books" / "quadrant.bin");
  CHECK(fs::path(candidates[2]) == fs::path(QUADRANT_DATA_DIR) / "quadrant.bin");
  CHECK(fs::path(candidates[3]) == fs::current_path() / "books" / "quadrant.bin");
}

// The engine copied into a folder of its own without a book, started from "/": the first go of
// the session tells where the book was looked for, once.
TEST_CASE("The engine without a book says so once at its first go", "[book][shipped]") {
  namespace fs = std::filesystem;
  if (fs::exists(fs::path(QUADRANT_DATA_DIR) / "quadrant.bin")) {
    WARN("an installed book is found: nothing to check");
    return;
  }
  TempPath folder("quadrant_bookless");
  fs::create_directories(folder.path());
  fs::copy_file(QUADRANT_ENGINE_BINARY, folder.path() / "quadrant");
  const std::string command =
      "cd / && printf 'position startpos\\ngo depth 1\\nisready\\nucinewgame\\nposition "
      "startpos\\ngo depth 1\\nisready\\n' | '" +
      (folder.path() / "quadrant").string() + "'";
  std::string out;
  if (std::FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    while (std::size_t read = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, read);
    pclose(pipe);
  }
  INFO(out);
  CHECK(test::occurrences(out, "info string no opening book at ") == 1);
  CHECK_THAT(out, Catch::Contains((folder.path() / "books" / "quadrant.bin").string()) &&
                      Catch::Contains(": playing without a book\n"));
  CHECK(test::occurrences(out, "bestmove ") == 2);
}

// The engine itself, copied into a folder of its own with the book beside it, as a release
// archive lays them out, and started from another working directory.
TEST_CASE("The engine finds the book beside its executable", "[book][shipped]") {
  namespace fs = std::filesystem;
  TempPath folder("quadrant_release");
  fs::create_directories(folder.path() / "books");
  fs::copy_file(QUADRANT_ENGINE_BINARY, folder.path() / "quadrant");
  fs::copy_file(SHIPPED_BOOK, folder.path() / "books" / "quadrant.bin");
  const std::string command = "cd / && echo uci | '" + (folder.path() / "quadrant").string() + "'";
  std::string out;
  if (std::FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    while (std::size_t read = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, read);
    pclose(pipe);
  }
  CHECK_THAT(out, Catch::Contains("option name BookFile type string default " +
                                  (folder.path() / "books" / "quadrant.bin").string() + "\n"));
  CHECK_THAT(out, Catch::Contains("option name OwnBook type check default true\n"));
}

TEST_CASE("A shipped book not found is told once, with where it was looked for", "[book]") {
  const std::vector<std::string> nowhere = {"/nonexistent/a/books/quadrant.bin",
                                            "/nonexistent/b/books/quadrant.bin"};
  EngineBook missing(nowhere);
  std::string notice;
  CHECK_FALSE(missing.choose(Position(), &notice));  // OwnBook is off without a book
  CHECK(notice.empty());
  CHECK(missing.takeMissingNotice() ==
        "no opening book at /nonexistent/a/books/quadrant.bin or "
        "/nonexistent/b/books/quadrant.bin: playing without a book");
  CHECK(missing.takeMissingNotice().empty());
  // A place that comes twice (the working directory is the executable's folder) is named once.
  EngineBook twice({nowhere[0], nowhere[1], nowhere[0]});
  CHECK(twice.takeMissingNotice() ==
        "no opening book at /nonexistent/a/books/quadrant.bin or "
        "/nonexistent/b/books/quadrant.bin: playing without a book");
  // OwnBook changes nothing without a book (the engine sets it to its default at its start);
  // a user who sets BookFile has chosen, and there is nothing to tell.
  EngineBook offOrOn(nowhere);
  offOrOn.setEnabled(false);
  offOrOn.setEnabled(true);
  CHECK_FALSE(offOrOn.takeMissingNotice().empty());
  EngineBook chosen(nowhere);
  std::string error;
  REQUIRE(chosen.setFile("<empty>", &error));
  CHECK(chosen.takeMissingNotice().empty());
  // The book found is read, and nothing is told.
  EngineBook found({nowhere[0], SHIPPED_BOOK});
  CHECK(found.takeMissingNotice().empty());
  CHECK(found.choose(Position(), &notice));
}

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../cli_run.h"
#include "../support.h"
#include "../temp_path.h"
#include "quadrant/book/book_builder.h"
#include "quadrant/book/pgn.h"
#include "quadrant/book/polyglot.h"
#include "quadrant/core/notation.h"

using namespace quadrant;
using test::TempPath;

namespace {

// Seven games with shared openings, a transposition (1.Nf3 d5 2.d4 = 1.d4 d5 2.Nf3) and castling.
const char* const SOURCE_GAMES =
    "[Event \"1\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
    "[Event \"2\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nf6 {Petrov} 1/2-1/2\n\n"
    "[Event \"3\"]\n[Result \"0-1\"]\n\n1. e4 c5 (1... e5) 2. Nf3 d6 0-1\n\n"
    "[Event \"4\"]\n\n1. d4 d5 2. c4 e6 *\n\n"
    "[Event \"5\"]\n\n1. Nf3 d5 2. d4 Nf6 *\n\n"
    "[Event \"6\"]\n\n1. d4 d5 2. Nf3 Nf6 *\n\n"
    "[Event \"7\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 *\n";

// The book's moves for the position after `moves`, as UCI move -> weight.
std::map<std::string, int> bookMoves(const PolyglotBook& book, const std::string& moves) {
  const Position pos = test::positionAfter(moves);
  std::map<std::string, int> found;
  for (const BookMove& b : book.entries(pos)) found[moveToUci(pos, b.move)] = b.weight;
  CHECK(book.entryCount(pos) == found.size());  // no entry was dropped as illegal
  return found;
}

PolyglotBook makeBook(const std::vector<std::string>& flags, test::CliRun* run = nullptr) {
  TempPath pgn("quadrant_makebook_source.pgn"), bin("quadrant_makebook_out.bin");
  pgn.write(SOURCE_GAMES);
  std::vector<std::string> args = {"makebook", pgn.str(), bin.str()};
  args.insert(args.end(), flags.begin(), flags.end());
  const test::CliRun result = test::runCli(args);
  REQUIRE(result.status == 0);
  if (run) *run = result;
  PolyglotBook book;
  std::string error;
  REQUIRE(book.load(bin.str(), &error));
  return book;
}

using Counts = std::map<std::string, int>;

}  // namespace

TEST_CASE("A book made by makebook holds exactly the moves and counts of its games",
          "[book][makebook]") {
  test::CliRun run;
  const PolyglotBook book = makeBook({}, &run);
  CHECK_THAT(run.out, Catch::Contains("7 games (0 with problems), 23 entries"));
  CHECK(run.err.empty());
  CHECK(book.size() == 23);

  CHECK(bookMoves(book, "") == Counts{{"e2e4", 4}, {"d2d4", 2}, {"g1f3", 1}});
  CHECK(bookMoves(book, "e2e4") == Counts{{"e7e5", 3}, {"c7c5", 1}});
  CHECK(bookMoves(book, "e2e4 e7e5") == Counts{{"g1f3", 3}});
  CHECK(bookMoves(book, "e2e4 e7e5 g1f3") == Counts{{"b8c6", 2}, {"g8f6", 1}});
  CHECK(bookMoves(book, "e2e4 e7e5 g1f3 b8c6") == Counts{{"f1b5", 1}, {"f1c4", 1}});
  CHECK(bookMoves(book, "e2e4 e7e5 g1f3 b8c6 f1b5") == Counts{{"a7a6", 1}});
  CHECK(bookMoves(book, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6")
            .empty());  // the last move has no entry after it
  CHECK(bookMoves(book, "d2d4") == Counts{{"d7d5", 2}});
  CHECK(bookMoves(book, "d2d4 d7d5") == Counts{{"c2c4", 1}, {"g1f3", 1}});
  // Both move orders reach one position, so its move was played twice.
  CHECK(bookMoves(book, "d2d4 d7d5 g1f3") == Counts{{"g8f6", 2}});
  CHECK(bookMoves(book, "g1f3 d7d5 d2d4") == Counts{{"g8f6", 2}});
  CHECK(bookMoves(book, "e2e4 c7c5 g1f3") == Counts{{"d7d6", 1}});

  // Castling is stored king-takes-rook and read back as the castling move.
  const Position beforeCastling = test::positionAfter("e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
  const std::vector<BookMove> castling = book.entries(beforeCastling);
  REQUIRE(castling.size() == 1);
  CHECK(castling[0].move.isCastling());
  CHECK(moveToUci(beforeCastling, castling[0].move) == "e1g1");
  CHECK(book.allEntries().end() != std::find_if(book.allEntries().begin(), book.allEntries().end(),
                                                [&](const PolyglotEntry& e) {
                                                  return e.key == beforeCastling.key() &&
                                                         e.move == (7 | (4 << 6));
                                                }));
}

TEST_CASE("makebook: --max-ply keeps the first plies, --min-games drops rare moves",
          "[book][makebook]") {
  const PolyglotBook shallow = makeBook({"--max-ply", "2"});
  CHECK(shallow.size() == 7);
  CHECK(bookMoves(shallow, "e2e4") == Counts{{"e7e5", 3}, {"c7c5", 1}});
  CHECK(bookMoves(shallow, "e2e4 e7e5").empty());

  const PolyglotBook common = makeBook({"--min-games", "2"});
  CHECK(common.size() == 7);
  CHECK(bookMoves(common, "") == Counts{{"e2e4", 4}, {"d2d4", 2}});
  CHECK(bookMoves(common, "e2e4 e7e5 g1f3") == Counts{{"b8c6", 2}});
  CHECK(bookMoves(common, "g1f3 d7d5 d2d4") == Counts{{"g8f6", 2}});
}

// python-chess reads "2. Nf3 !" as Nf3 with $1: an annotation written apart from its move is no
// move, and the game is read on.
TEST_CASE("makebook reads annotations written apart from their moves", "[book][makebook]") {
  TempPath pgn("quadrant_makebook_apart.pgn"), bin("quadrant_makebook_apart.bin");
  pgn.write("1. e4 e5 2. Nf3 ! Nc6 ?! 3. Bb5 !? $1 a6 ?? *\n");
  const test::CliRun run = test::runCli({"makebook", pgn.str(), bin.str()});
  CHECK(run.status == 0);
  CHECK(run.err.empty());
  CHECK_THAT(run.out, Catch::Contains("1 game (0 with problems), 6 entries"));
  PolyglotBook book;
  std::string error;
  REQUIRE(book.load(bin.str(), &error));
  CHECK(bookMoves(book, "e2e4 e7e5 g1f3 b8c6 f1b5") == Counts{{"a7a6", 1}});
}

TEST_CASE("A game's moves count for the book up to a null move", "[book][makebook]") {
  BookBuilder builder(BookBuildOptions{});
  Position pos;
  const Move e4 = parseSan(pos, "e4");
  pos.makeMove(e4);
  pos.makeNullMove();
  builder.addGame(Position(), {e4, NULL_MOVE, parseSan(pos, "d4")});
  const std::vector<PolyglotEntry> entries = builder.entries();
  REQUIRE(entries.size() == 1);
  CHECK(entries[0].key == Position().key());
}

TEST_CASE("Weights past 16 bits are scaled per position and never reach 0", "[book][makebook]") {
  BookBuilder builder(BookBuildOptions{});
  const Position start;
  const Move e4 = parseUciMove(start, "e2e4"), d4 = parseUciMove(start, "d2d4"),
             a3 = parseUciMove(start, "a2a3");
  for (int i = 0; i < 131070; ++i) builder.addGame(start, {e4});
  for (int i = 0; i < 65535; ++i) builder.addGame(start, {d4});
  builder.addGame(start, {a3});
  Counts weights;
  for (const PolyglotEntry& e : builder.entries())
    weights[moveToUci(start, decodePolyglotMove(start, e.move))] = e.weight;
  CHECK(weights == Counts{{"e2e4", 65535}, {"d2d4", 32767}, {"a2a3", 1}});
}

TEST_CASE("makebook reports bad arguments, unreadable input and games with problems",
          "[book][makebook][cli]") {
  TempPath pgn("quadrant_makebook_bad.pgn"), bin("quadrant_makebook_bad.bin");
  CHECK(test::runCli({"makebook"}).status == 2);
  CHECK(test::runCli({"makebook", pgn.str()}).status == 2);
  CHECK(test::runCli({"makebook", pgn.str(), bin.str(), "--max-ply", "0"}).status == 2);
  CHECK(test::runCli({"makebook", pgn.str(), bin.str(), "--min-games"}).status == 2);
  CHECK(test::runCli({"makebook", pgn.str(), bin.str(), "--colour", "white"}).status == 2);

  const test::CliRun missing = test::runCli({"makebook", pgn.str(), bin.str()});
  CHECK(missing.status == 2);
  CHECK_THAT(missing.err, Catch::Contains("cannot open PGN file"));

  pgn.write("");
  const test::CliRun nothing = test::runCli({"makebook", pgn.str(), bin.str()});
  CHECK(nothing.status == 2);
  CHECK(nothing.err == "error: makebook: no game in PGN file '" + pgn.str() + "'\n");

  pgn.write("[Event \"no moves\"]\n\n*\n");
  const test::CliRun empty = test::runCli({"makebook", pgn.str(), bin.str()});
  CHECK(empty.status == 2);
  CHECK(empty.err ==
        "error: makebook: no book moves: 1 game read, none with a move played at least once "
        "within 40 plies; nothing written\n");
  pgn.write("1. e4 *\n");
  CHECK(
      test::runCli({"makebook", pgn.str(), bin.str(), "--min-games", "2", "--max-ply", "1"}).err ==
      "error: makebook: no book moves: 1 game read, none with a move played at least 2 times "
      "within 1 ply; nothing written\n");
  CHECK_FALSE(std::filesystem::exists(bin.path()));

  pgn.write("[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"b\"]\n\n1. d4 *\n");
  const test::CliRun partial = test::runCli({"makebook", pgn.str(), bin.str()});
  CHECK(partial.status == 0);
  CHECK_THAT(partial.err,
             Catch::Contains("game 1 (line 1)") && Catch::Contains("'Ke3' is not a legal move"));
  CHECK_THAT(partial.out, Catch::Contains("2 games (1 with problems), 3 entries"));

  pgn.write("1. e4 *\n");
  const test::CliRun one = test::runCli({"makebook", pgn.str(), bin.str()});
  CHECK(one.out == "makebook: 1 game (0 with problems), 1 entry for 1 position written to " +
                       bin.str() + "\n");

  const test::CliRun unwritable =
      test::runCli({"makebook", pgn.str(), pgn.str() + "/not/a/dir/book.bin"});
  CHECK(unwritable.status == 2);
  CHECK_THAT(unwritable.err, Catch::Contains("cannot write book file"));
}

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "../support.h"
#include "../temp_path.h"
#include "quadrant/book/polyglot.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"

using namespace quadrant;
using test::TempPath;

namespace {

// One entry in the file format, built byte by byte independently of the writer.
std::string rawEntry(Key key, std::uint16_t move, std::uint16_t weight, std::uint32_t learn = 0) {
  std::string bytes;
  for (int i = 7; i >= 0; --i) bytes.push_back(char(key >> (8 * i)));
  bytes.push_back(char(move >> 8));
  bytes.push_back(char(move));
  bytes.push_back(char(weight >> 8));
  bytes.push_back(char(weight));
  for (int i = 3; i >= 0; --i) bytes.push_back(char(learn >> (8 * i)));
  return bytes;
}

// The Polyglot encoding of a from-to move given in coordinates, with a promotion code 0-4.
std::uint16_t encoded(const std::string& uci, int promotion = 0) {
  const auto square = [&](std::size_t i) { return (uci[i] - 'a') + 8 * (uci[i + 1] - '1'); };
  return std::uint16_t(square(2) | (square(0) << 6) | (promotion << 12));
}

Position fromFen(const std::string& fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return pos;
}

constexpr Key START_KEY = 0x463b96181691fc9cULL;  // published in the Polyglot specification
constexpr Key AFTER_E4_KEY = 0x823c9b50fd114196ULL;

}  // namespace

TEST_CASE("A hand-made Polyglot file is read with the published keys", "[book]") {
  TempPath file("quadrant_book_published.bin");
  file.write(rawEntry(START_KEY, encoded("e2e4"), 40, 7) +
             rawEntry(START_KEY, encoded("d2d4"), 30) +
             rawEntry(AFTER_E4_KEY, encoded("c7c5"), 12));
  PolyglotBook book;
  std::string error;
  REQUIRE(book.load(file.str(), &error));
  CHECK(book.size() == 3);

  const Position start;
  const std::vector<BookMove> moves = book.entries(start);
  REQUIRE(moves.size() == 2);
  CHECK(moveToUci(start, moves[0].move) == "e2e4");
  CHECK(moves[0].weight == 40);
  CHECK(moves[0].learn == 7);
  CHECK(moveToUci(start, moves[1].move) == "d2d4");

  const Position afterE4 = test::positionAfter("e2e4");
  REQUIRE(book.entries(afterE4).size() == 1);
  CHECK(moveToUci(afterE4, book.entries(afterE4)[0].move) == "c7c5");
  CHECK(book.entries(test::positionAfter("d2d4")).empty());
}

TEST_CASE("The writer sorts the entries and they read back unchanged", "[book]") {
  const Position start, afterE4 = test::positionAfter("e2e4");
  const std::vector<PolyglotEntry> written = {
      {afterE4.key(), encoded("e7e5"), 5, 0},
      {start.key(), encoded("g1f3"), 3, 0},
      {start.key(), encoded("e2e4"), 9, 123456},
      {afterE4.key(), encoded("c7c5"), 8, 0},
  };
  TempPath file("quadrant_book_roundtrip.bin");
  std::string error;
  REQUIRE(writePolyglotBook(file.str(), written, &error));
  CHECK(std::filesystem::file_size(file.str()) == written.size() * PolyglotBook::ENTRY_BYTES);

  PolyglotBook book;
  REQUIRE(book.load(file.str(), &error));
  // Book order: key ascending, heaviest first within a key.
  const bool startFirst = start.key() < afterE4.key();
  const std::vector<PolyglotEntry> startEntries = {written[2], written[1]};
  const std::vector<PolyglotEntry> e4Entries = {written[3], written[0]};
  std::vector<PolyglotEntry> expected = startFirst ? startEntries : e4Entries;
  const std::vector<PolyglotEntry>& second = startFirst ? e4Entries : startEntries;
  expected.insert(expected.end(), second.begin(), second.end());
  CHECK(book.allEntries() == expected);

  const std::vector<BookMove> moves = book.entries(start);
  REQUIRE(moves.size() == 2);
  CHECK(moveToUci(start, moves[0].move) == "e2e4");
  CHECK(moves[0].learn == 123456);
  CHECK(moveToUci(start, moves[1].move) == "g1f3");
}

TEST_CASE("Castling: king takes rook in standard chess and Chess960, king steps two in standard",
          "[book]") {
  const Position standard = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  const Move shortCastle = decodePolyglotMove(standard, encoded("e1h1"));
  REQUIRE(shortCastle.isCastling());
  CHECK(shortCastle == standard.castlingMove(WHITE_OO));
  CHECK(decodePolyglotMove(standard, encoded("e1a1")) == standard.castlingMove(WHITE_OOO));
  CHECK(decodePolyglotMove(standard, encoded("e1g1")) == shortCastle);
  CHECK(decodePolyglotMove(standard, encoded("e1c1")) == standard.castlingMove(WHITE_OOO));
  // The encoder writes the Polyglot form, king takes rook.
  CHECK(polyglotMove(shortCastle) == encoded("e1h1"));

  const Position black = fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
  CHECK(decodePolyglotMove(black, encoded("e8h8")) == black.castlingMove(BLACK_OO));
  CHECK(decodePolyglotMove(black, encoded("e8a8")) == black.castlingMove(BLACK_OOO));

  // Chess960 with the king on f1: f1h1 castles, while f1g1 is a plain king step.
  const Position fischer = fromFen("r4k1r/8/8/8/8/8/8/R4K1R w HAha - 0 1");
  REQUIRE(fischer.isChess960());
  CHECK(decodePolyglotMove(fischer, encoded("f1h1")) == fischer.castlingMove(WHITE_OO));
  CHECK(decodePolyglotMove(fischer, encoded("f1a1")) == fischer.castlingMove(WHITE_OOO));
  const Move step = decodePolyglotMove(fischer, encoded("f1g1"));
  REQUIRE(step);
  CHECK_FALSE(step.isCastling());
  CHECK(polyglotMove(fischer.castlingMove(WHITE_OOO)) == encoded("f1a1"));
}

TEST_CASE("Promotion codes map to the promotion piece", "[book]") {
  const Position pos = fromFen("7k/P7/8/8/8/8/8/K7 w - - 0 1");
  const PieceType pieces[] = {KNIGHT, BISHOP, ROOK, QUEEN};
  for (int code = 1; code <= 4; ++code) {
    const Move m = decodePolyglotMove(pos, encoded("a7a8", code));
    REQUIRE(m.isPromotion());
    CHECK(m.promotion() == pieces[code - 1]);
    CHECK(polyglotMove(m) == encoded("a7a8", code));
  }
  // A pawn reaching the last rank must name its piece; code 5 and up names none.
  CHECK_FALSE(decodePolyglotMove(pos, encoded("a7a8")));
  CHECK_FALSE(decodePolyglotMove(pos, encoded("a7a8", 5)));
}

TEST_CASE("Entries whose move is illegal in the position are dropped", "[book]") {
  TempPath file("quadrant_book_illegal.bin");
  file.write(rawEntry(START_KEY, encoded("e2e4"), 10) + rawEntry(START_KEY, encoded("e2e5"), 50) +
             rawEntry(START_KEY, encoded("e1e2"), 50) + rawEntry(START_KEY, 0, 50));
  PolyglotBook book;
  std::string error;
  REQUIRE(book.load(file.str(), &error));
  const Position start;
  CHECK(book.entryCount(start) == 4);
  const std::vector<BookMove> moves = book.entries(start);
  REQUIRE(moves.size() == 1);
  CHECK(moveToUci(start, moves[0].move) == "e2e4");
  std::mt19937_64 random(1);
  CHECK(moveToUci(start, book.pick(start, {100, 1}, random)) == "e2e4");
}

TEST_CASE("Corrupt or missing book files are rejected with a clear message", "[book]") {
  TempPath file("quadrant_book_corrupt.bin");
  PolyglotBook book;
  std::string error;
  const std::string valid = rawEntry(START_KEY, encoded("e2e4"), 1);

  SECTION("missing") {
    CHECK_FALSE(book.load(file.str(), &error));
    CHECK_THAT(error, Catch::Contains("cannot open book file") && Catch::Contains("no such file"));
  }
  SECTION("a directory") {
    CHECK_FALSE(book.load(std::filesystem::temp_directory_path().string(), &error));
    CHECK_THAT(error, Catch::Contains("not a regular file"));
  }
  SECTION("empty") {
    file.write("");
    CHECK_FALSE(book.load(file.str(), &error));
    CHECK_THAT(error, Catch::Contains("is empty"));
  }
  SECTION("truncated") {
    file.write(valid + valid.substr(0, 9));
    CHECK_FALSE(book.load(file.str(), &error));
    CHECK_THAT(error, Catch::Contains("25 bytes") && Catch::Contains("not a multiple of 16"));
  }
  SECTION("unsorted") {
    file.write(rawEntry(AFTER_E4_KEY, encoded("c7c5"), 1) + valid +
               rawEntry(AFTER_E4_KEY, encoded("c7c5"), 1));
    REQUIRE(AFTER_E4_KEY > START_KEY);
    CHECK_FALSE(book.load(file.str(), &error));
    CHECK_THAT(error, Catch::Contains("not sorted") && Catch::Contains("entry 1"));
  }
  CHECK(book.empty());
  CHECK(book.entries(Position()).empty());
}

TEST_CASE("A failed load leaves the book empty even after a good one", "[book]") {
  TempPath good("quadrant_book_good.bin"), bad("quadrant_book_bad.bin");
  good.write(rawEntry(START_KEY, encoded("e2e4"), 1));
  bad.write("not a book");
  PolyglotBook book;
  std::string error;
  REQUIRE(book.load(good.str(), &error));
  CHECK_FALSE(book.load(bad.str(), &error));
  CHECK(book.empty());
}

TEST_CASE("Picking: the heaviest move, a weighted draw, the minimum weight", "[book]") {
  TempPath file("quadrant_book_pick.bin");
  file.write(rawEntry(START_KEY, encoded("d2d4"), 10) + rawEntry(START_KEY, encoded("e2e4"), 30) +
             rawEntry(START_KEY, encoded("c2c4"), 30) + rawEntry(START_KEY, encoded("a2a3"), 0));
  PolyglotBook book;
  std::string error;
  REQUIRE(book.load(file.str(), &error));
  const Position start;
  std::mt19937_64 random(2024);

  // Ties between the heaviest go to the first in the file.
  CHECK(moveToUci(start, book.pick(start, {0, 1}, random)) == "e2e4");
  CHECK_FALSE(book.pick(start, {0, 31}, random));
  CHECK(moveToUci(start, book.pick(start, {100, 20}, random)) != "d2d4");

  int d4 = 0, zeroWeight = 0;
  constexpr int DRAWS = 7000;
  for (int i = 0; i < DRAWS; ++i) {
    const std::string move = moveToUci(start, book.pick(start, {100, 0}, random));
    d4 += move == "d2d4";
    zeroWeight += move == "a2a3";
  }
  // Proportional to the weights: d4 has 10 of 70, about 1000 draws; weight 0 is never drawn.
  CHECK(d4 > 800);
  CHECK(d4 < 1200);
  CHECK(zeroWeight == 0);

  // Lower variety favours the heavy moves.
  int d4Sharp = 0;
  for (int i = 0; i < DRAWS; ++i)
    d4Sharp += moveToUci(start, book.pick(start, {50, 0}, random)) == "d2d4";
  CHECK(d4Sharp < d4 / 2);

  CHECK_FALSE(book.pick(test::positionAfter("e2e4"), {100, 0}, random));
}

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "../support.h"
#include "quadrant/core/position.h"
#include "quadrant/core/shown_input.h"

using namespace quadrant;

TEST_CASE("FEN round trips over the standard suite", "[fen]") {
  for (const auto& c : test::loadPerftSuite("standard.epd")) {
    Position pos;
    REQUIRE(pos.setFen(c.fen));
    Position again;
    REQUIRE(again.setFen(pos.fen()));
    CHECK(again.fen() == pos.fen());
    CHECK(again.key() == pos.key());
    // The suite's FENs are canonical except for en-passant squares no pawn can use.
    if (c.fen.find(" - ") != std::string::npos) CHECK(pos.fen() == c.fen);
  }
}

TEST_CASE("Shredder-FEN round trips over the Chess960 suite", "[fen]") {
  for (const auto& c : test::loadPerftSuite("fischer.epd")) {
    Position pos;
    INFO(c.fen);
    REQUIRE(pos.setFen(c.fen));
    CHECK(pos.fen(CastlingNotation::Shredder) == c.fen);
    Position fromXFen;
    REQUIRE(fromXFen.setFen(pos.fen(CastlingNotation::XFen)));
    CHECK(fromXFen.key() == pos.key());
    CHECK(fromXFen.fen(CastlingNotation::Shredder) == c.fen);
  }
}

TEST_CASE("X-FEN names an inner rook by its file", "[fen]") {
  Position pos;
  // Two white rooks on the king side: castling with the g1 rook needs its file letter.
  REQUIRE(pos.setFen("4k3/8/8/8/8/8/8/R3K1RR w GA - 0 1"));
  CHECK(pos.fen() == "4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1");
  CHECK(pos.castlingRookSquare(WHITE_OO) == makeSquare(6, 0));
  REQUIRE(pos.setFen("4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1"));
  CHECK(pos.castlingRookSquare(WHITE_OO) == makeSquare(7, 0));
}

TEST_CASE("Missing clocks default to 0 and 1", "[fen]") {
  Position pos;
  REQUIRE(pos.setFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3"));
  CHECK(pos.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

// Found by the FEN fuzzer: a halfmove clock of 9999 grew to 10000 with a move, which FEN
// reading then refused, and the fullmove number wrapped to 0 past 65535.
TEST_CASE("The clocks stop at their largest value and the FEN written reads back", "[fen]") {
  Position pos;
  REQUIRE(pos.setFen("4k3/8/8/8/8/8/8/R3K3 w - - 65535 65535"));
  for (const char* uci : {"a1a2", "e8d8", "a2a3"}) {
    pos.makeMove(parseUciMove(pos, uci));
    Position again;
    INFO(pos.fen());
    REQUIRE(again.setFen(pos.fen()));
    CHECK(again.fen() == pos.fen());
  }
  CHECK(pos.halfmoveClock() == Position::MAX_COUNTER);
  CHECK(pos.fullmoveNumber() == Position::MAX_COUNTER);
}

TEST_CASE("An error quotes a long field cut short", "[fen]") {
  const std::string field(100000, 'w');
  for (const std::string& fen :
       {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 " + field, "4k3/8/8/8/8/8/8/4K3 " + field + " - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - " + field, "4k3/8/8/8/8/8/8/4K3 w - - " + field}) {
    Position pos;
    std::string error;
    CHECK_FALSE(pos.setFen(fen, &error));
    CHECK_THAT(error, Catch::Contains("'" + std::string(SHOWN_INPUT_CHARACTERS, 'w') + "...'"));
    CHECK(error.size() < 200);
  }
}

TEST_CASE("An error shows the bytes of a field that are no text escaped", "[fen]") {
  const std::pair<std::string, const char*> cases[] = {
      {"4k3/8/8/8/8/8/8/4K2\xff w - - 0 1", "invalid character '\\xff' in the board"},
      {"4k3/8/8/8/8/8/8/4K2R \x1b[2J - - 0 1", "not '\\x1b[2J'"},
      {"4k3/8/8/8/8/8/8/4K2R w \x7f - 0 1", "invalid character '\\x7f' in the castling field"},
      {"4k3/8/8/8/8/8/8/4K2R w - e\xc3\xa9 0 1", "invalid en-passant square 'e\xc3\xa9'"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 \xe2\x82", "after the FEN: '\\xe2\\x82'"},
  };
  for (const auto& [fen, reason] : cases) {
    INFO(fen);
    Position pos;
    std::string error;
    CHECK_FALSE(pos.setFen(fen, &error));
    CHECK_THAT(error, Catch::Contains(reason));
  }
}

TEST_CASE("Invalid FENs are rejected with a reason and leave the position unchanged", "[fen]") {
  const std::pair<const char*, const char*> cases[] = {
      {"", "at least 4 fields"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "at least 4 fields"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "unexpected text"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "8 ranks"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1", "more than 8 ranks"},
      {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "more than 8 squares"},
      {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "does not have 8 squares"},
      {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "invalid character '9'"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "invalid character 'X'"},
      {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "missing black king"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "missing white king"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", "more than one white king"},
      {"rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "more than 8 white pawns"},
      {"rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "more than 16 white pieces"},
      {"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "first or last rank"},
      {"p3k3/8/8/8/8/8/8/4K3 w - - 0 1", "first or last rank"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
      {"4k3/8/8/8/8/8/8/4K2R w KK - 0 1", "given twice"},
      {"4k3/8/8/8/8/8/8/4K2R w KH - 0 1", "given twice"},
      {"4k3/8/8/8/8/8/8/4K2R w X - 0 1", "invalid character 'X'"},
      {"4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "invalid en-passant square"},
      {"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "6th rank"},
      {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "double pawn push"},
      {"4k3/8/4p3/4p3/8/8/8/4K3 w - e6 0 1", "double pawn push"},
      {"4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove clock"},
      {"4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmove clock"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 one", "fullmove number"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 65536 1", "halfmove clock"},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 65536", "fullmove number"},
      {"4k3/8/8/8/8/8/8/4K2R w - - 0 1 ", nullptr},
      {"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "side not to move is in check"},
      {"4k3/3P1P2/3N4/8/8/8/8/4K3 b - - 0 1", "more than two"},
  };
  for (const auto& [fen, reason] : cases) {
    Position pos;
    const std::string before = pos.fen();
    std::string error;
    INFO(fen);
    if (!reason) {
      CHECK(pos.setFen(fen, &error));
      continue;
    }
    CHECK_FALSE(pos.setFen(fen, &error));
    CHECK_THAT(error, Catch::Contains(reason));
    CHECK(pos.fen() == before);
  }
}

TEST_CASE("A castling right that cannot be used is dropped and said why", "[fen]") {
  const struct {
    const char* fen;
    const char* kept;
    std::vector<std::string> dropped;
  } cases[] = {
      {"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1",
       "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
       {"castling right 'Q' dropped: no rook to castle with",
        "castling right 'k' dropped: no rook to castle with",
        "castling right 'q' dropped: no rook to castle with"}},
      {"4k3/8/8/8/8/8/4K3/7R w K - 0 1",
       "4k3/8/8/8/8/8/4K3/7R w - - 0 1",
       {"castling right 'K' dropped: the king is not on its first rank"}},
      {"4k3/8/8/8/8/8/8/4K2R w C - 0 1",
       "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
       {"castling right 'C' dropped: no rook to castle with"}},
      {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {}},
  };
  for (const auto& c : cases) {
    INFO(c.fen);
    Position pos;
    std::vector<std::string> dropped{"left from before"};
    REQUIRE(pos.setFen(c.fen, nullptr, &dropped));
    CHECK(pos.fen() == c.kept);
    CHECK(dropped == c.dropped);
    // The same position as the FEN without the rights: the same key.
    CHECK(pos.key() == test::positionOf(c.kept).key());
  }
}

TEST_CASE("withSideToMove hands the move to a side and keeps the rest but en passant", "[fen]") {
  const Position pos =
      test::positionOf("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 12");
  REQUIRE(pos.fen() == "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 12");
  Position turned;
  std::string error;
  REQUIRE(pos.withSideToMove(WHITE, &turned, &error));
  CHECK(turned.fen() == "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR w KQkq - 3 12");
  // The side already to move keeps the move; the en-passant capture is gone all the same.
  REQUIRE(pos.withSideToMove(BLACK, &turned, &error));
  CHECK(turned.fen() == "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 3 12");
  CHECK(turned.key() != pos.key());
}

TEST_CASE("withSideToMove keeps Chess960 castling and refuses a side not to move in check",
          "[fen]") {
  Position chess960;
  chess960.setChess960(true);
  REQUIRE(chess960.setFen("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"));
  Position turned;
  std::string error;
  REQUIRE(chess960.withSideToMove(BLACK, &turned, &error));
  CHECK(turned.isChess960());
  CHECK(turned.fen(CastlingNotation::Shredder) == "1r2k1r1/8/8/8/8/8/8/1R2K1R1 b GBgb - 0 1");

  // White in check from the rook: Black cannot be to move.
  const Position checked = test::positionOf("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
  const Position before = turned;
  CHECK_FALSE(checked.withSideToMove(BLACK, &turned, &error));
  CHECK(error == "the side not to move is in check");
  CHECK(turned.fen() == before.fen());
}

#include <catch2/catch.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "quadrant/book/pgn.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"

using namespace quadrant;

namespace {

std::vector<PgnGame> readAll(const std::string& text) {
  std::istringstream in(text);
  PgnReader reader(in);
  std::vector<PgnGame> games;
  for (PgnGame game; reader.next(&game);) games.push_back(game);
  return games;
}

// A line's moves in UCI coordinates ("--" for a null move), played out from pos.
std::string uciMoves(Position pos, const PgnLine& line) {
  std::string text;
  for (const PgnMove& m : line.moves) {
    text +=
        (text.empty() ? "" : " ") + (m.move == NULL_MOVE ? NULL_MOVE_SAN : moveToUci(pos, m.move));
    playGameMove(&pos, m.move);
  }
  return text;
}

std::string uciMoves(const PgnGame& game) { return uciMoves(game.start, game.movetext); }

// The main line's comments: the one before the first move, then each move's.
std::vector<std::string> comments(const PgnGame& game) {
  std::vector<std::string> found = {game.movetext.comment};
  for (const PgnMove& m : game.movetext.moves) found.push_back(m.comment);
  return found;
}

// The position after the first `plies` moves of the main line.
Position after(const PgnGame& game, std::size_t plies) {
  Position pos = game.start;
  for (std::size_t i = 0; i < plies; ++i) playGameMove(&pos, game.movetext.moves[i].move);
  return pos;
}

}  // namespace

TEST_CASE("PGN: tags, SAN, move numbers, comments, variations, NAGs and the result", "[pgn]") {
  const std::vector<PgnGame> games = readAll(
      "[Event \"Casual \\\"blitz\\\"\"]\n"
      "[White \"A\\\\B\"]\n"
      "[Result \"1-0\"]\n"
      "\n"
      "1. e4 {a comment (with parentheses)} e5 2.Nf3 (2. f4 exf4 (2...d5 {nested}) 3. Nf3) Nc6 $1\n"
      "3. Bb5 a6!? ; the rest of this line is a comment 4. Ba4\n"
      "4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5 8. Nb3 Qxd1 9. Rxd1 1-0\n");
  REQUIRE(games.size() == 1);
  const PgnGame& game = games[0];
  CHECK(game.tag("Event") == "Casual \"blitz\"");
  CHECK(game.tag("White") == "A\\B");
  CHECK(game.tag("Black").empty());
  CHECK(game.result == "1-0");
  CHECK(game.problem.empty());
  CHECK(uciMoves(game) ==
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6 e1g1 f7f6 d2d4 e5d4 f3d4 c6c5 d4b3 d8d1 f1d1");
  // 2. Nf3's variation, with one of its own on 2... exf4.
  const std::vector<PgnMove>& moves = game.movetext.moves;
  REQUIRE(moves[2].variations.size() == 1);
  const PgnLine& f4 = moves[2].variations[0];
  CHECK(uciMoves(after(game, 2), f4) == "f2f4 e5f4 g1f3");
  REQUIRE(f4.moves[1].variations.size() == 1);
  Position afterF4 = after(game, 2);
  afterF4.makeMove(f4.moves[0].move);
  CHECK(uciMoves(afterF4, f4.moves[1].variations[0]) == "d7d5");
  CHECK(f4.moves[1].variations[0].moves[0].comment == "nested");
  // $1 after Nc6, "!?" glued to a6.
  CHECK(moves[3].nags == std::vector<int>{1});
  CHECK(moves[5].nags == std::vector<int>{5});
  for (std::size_t i : {0, 1, 2, 4, 6}) CHECK(moves[i].nags.empty());
}

// python-chess reads "e4 !" as e4 with $1, as PGN's import format allows.
TEST_CASE("PGN: long algebraic moves and an en-passant capture's e.p. are read", "[pgn]") {
  const auto games =
      readAll("1. e2-e4 Ng8-f6 2. e4-e5 d7-d5 3. exd6 e.p. e7xd6 4. Ng1-f3 {fine} *\n");
  REQUIRE(games.size() == 1);
  CHECK(games[0].problem.empty());
  CHECK(uciMoves(games[0]) == "e2e4 g8f6 e4e5 d7d5 e5d6 e7d6 g1f3");
  CHECK(games[0].movetext.moves.back().comment == "fine");
}

TEST_CASE("PGN: an annotation written apart from its move is the move's NAG", "[pgn]") {
  const std::vector<PgnGame> games = readAll(
      "1. e4 ! e5 2. Nf3 !? Nc6 ?! 3. Bb5 $14 a6 !! ?? 4. Ba4 !!! Nf6?! *\n"
      "$1 ! 1. d4 $999 d5 $ *\n");
  REQUIRE(games.size() == 2);
  CHECK(games[0].problem.empty());
  CHECK(uciMoves(games[0]) == "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6");
  std::vector<std::vector<int>> nags;
  for (const PgnMove& m : games[0].movetext.moves) nags.push_back(m.nags);
  CHECK(nags == std::vector<std::vector<int>>{{1}, {}, {5}, {6}, {14}, {3, 4}, {}, {6}});
  // Before the first move, out of range or without a number: no NAG, and no problem.
  CHECK(games[1].problem.empty());
  CHECK(uciMoves(games[1]) == "d2d4 d7d5");
  for (const PgnMove& m : games[1].movetext.moves) CHECK(m.nags.empty());
}

TEST_CASE("PGN: a variation keeps its moves up to an unplayable one, the main line goes on",
          "[pgn]") {
  const std::vector<PgnGame> games =
      readAll("1. e4 e5 (1... c5 {Sicilian} 2. Ke3 Nc6 (2... d6)) 2. Nf3 {main} Nc6 *\n");
  REQUIRE(games.size() == 1);
  const PgnGame& game = games[0];
  CHECK(uciMoves(game) == "e2e4 e7e5 g1f3 b8c6");
  CHECK_FALSE(game.cutShort);
  CHECK_THAT(game.problem, Catch::StartsWith("line 1: 'Ke3' is not a legal move in "));
  REQUIRE(game.movetext.moves[1].variations.size() == 1);
  const PgnLine& sicilian = game.movetext.moves[1].variations[0];
  CHECK(uciMoves(after(game, 1), sicilian) == "c7c5");
  CHECK(sicilian.moves[0].comment == "Sicilian");
  CHECK(game.movetext.moves[2].comment == "main");
}

TEST_CASE("PGN: variations nested too deep are skipped and reported", "[pgn]") {
  // Every level an alternative to the first move of the one around it: all from the start.
  std::string deep = "1. e4";
  for (int i = 0; i < MAX_VARIATION_DEPTH + 5; ++i) deep += " (1. d4";
  deep += std::string(MAX_VARIATION_DEPTH + 5, ')') + " e5 *\n";
  const std::vector<PgnGame> games = readAll(deep);
  REQUIRE(games.size() == 1);
  CHECK(uciMoves(games[0]) == "e2e4 e7e5");
  CHECK_FALSE(games[0].cutShort);
  CHECK(games[0].problem ==
        "line 1: variations nested over " + std::to_string(MAX_VARIATION_DEPTH) + " deep skipped");
  int depth = 0;
  for (const PgnMove* m = &games[0].movetext.moves[0]; !m->variations.empty();
       m = &m->variations[0].moves[0])
    ++depth;
  CHECK(depth == MAX_VARIATION_DEPTH);
}

TEST_CASE("PGN: the main line's comments are kept with the move they follow", "[pgn]") {
  const std::vector<PgnGame> games = readAll(
      "[Event \"x\"]\n{before}\n[Result \"*\"]\n{first}\n{ second\n  line }"
      " 1. e4 {a (b)} ; to the end\n"
      "e5 (1... c5 {in a variation}) 2. Nf3 {[%eval 0.31]\t[%clk 0:03:00]} Nc6 *\n"
      "[Event \"y\"]\n\n1. d4 {kept} d5 2. Kd3 {lost} *\n");
  REQUIRE(games.size() == 2);
  CHECK(comments(games[0]) == std::vector<std::string>{"first second line", "a (b) to the end", "",
                                                       "[%eval 0.31] [%clk 0:03:00]", ""});
  CHECK(games[0].movetext.moves[1].variations.at(0).moves.at(0).comment == "in a variation");
  // After an unreadable move the comments are dropped.
  CHECK(comments(games[1]) == std::vector<std::string>{"", "kept", ""});
  // A game without tags keeps the comment before its first move; a comment after the last
  // game makes no game.
  const std::vector<PgnGame> tagless = readAll("{opening} 1. e4 * {between}\n1. d4 * {the end}\n");
  REQUIRE(tagless.size() == 2);
  CHECK(comments(tagless[0]) == std::vector<std::string>{"opening", ""});
  CHECK(comments(tagless[1]) == std::vector<std::string>{"between", ""});
}

TEST_CASE("PGN: several games, escape lines, a missing marker and a FEN start", "[pgn]") {
  const std::vector<PgnGame> games = readAll(
      "% produced by hand\n"
      "[Event \"first\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4#\n"
      "\n[Event \"second\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
      "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\n"
      "1. O-O O-O *\n"
      "1. d4 d5 2. c4 1/2-1/2\n");
  REQUIRE(games.size() == 3);
  // A game ended by the next tag section takes its Result tag.
  CHECK(games[0].result == "0-1");
  CHECK(uciMoves(games[0]) == "f2f3 e7e5 g2g4 d8h4");
  CHECK(games[0].firstLine == 2);

  REQUIRE(games[1].start.isChess960());
  CHECK(games[1].start.fen(CastlingNotation::Shredder) ==
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
  REQUIRE(games[1].movetext.moves.size() == 2);
  CHECK(games[1].movetext.moves[0].move.isCastling());
  CHECK(games[1].result == "*");

  // Movetext without tags is a game of its own.
  CHECK(games[2].tags.empty());
  CHECK(uciMoves(games[2]) == "d2d4 d7d5 c2c4");
  CHECK(games[2].result == "1/2-1/2");
}

TEST_CASE("PGN: an illegal move ends the game's moves but not the reading", "[pgn]") {
  const std::vector<PgnGame> games = readAll(
      "[Event \"bad\"]\n\n1. e4 e5 2. Nf6 Nc6 3. Bc4 1-0\n\n"
      "[Event \"bad FEN\"]\n[FEN \"not a position\"]\n\n1. e4 *\n\n"
      "[Event \"good\"]\n\n1. d4 *\n");
  REQUIRE(games.size() == 3);
  CHECK(uciMoves(games[0]) == "e2e4 e7e5");
  CHECK_THAT(games[0].problem,
             Catch::Contains("line 3") && Catch::Contains("'Nf6' is not a legal move"));
  CHECK(games[0].cutShort);
  CHECK(games[0].result == "1-0");
  CHECK(games[1].movetext.moves.empty());
  CHECK_THAT(games[1].problem, Catch::StartsWith("invalid FEN tag"));
  CHECK(games[1].cutShort);
  CHECK(uciMoves(games[2]) == "d2d4");
  CHECK(games[2].problem.empty());
  CHECK_FALSE(games[2].cutShort);
}

TEST_CASE("PGN: a stray character is reported and the moves around it are kept", "[pgn]") {
  const std::vector<PgnGame> games = readAll("1. e4 & e5 2. Nf3 *\n");
  REQUIRE(games.size() == 1);
  CHECK(uciMoves(games[0]) == "e2e4 e7e5 g1f3");
  CHECK(games[0].problem == "line 1: unexpected character '&' skipped");
  CHECK_FALSE(games[0].cutShort);
}

TEST_CASE("PGN: a byte-order mark before the first game is no part of it", "[pgn]") {
  const std::vector<PgnGame> games =
      readAll("\xEF\xBB\xBF[Event \"Exported\"]\n\n1. e4 e5 *\n\n[Event \"Next\"]\n\n1. d4 *\n");
  REQUIRE(games.size() == 2);
  CHECK(games[0].tag("Event") == "Exported");
  CHECK(games[0].problem.empty());
  CHECK(uciMoves(games[0]) == "e2e4 e7e5");
  CHECK(games[0].firstLine == 1);
  CHECK(uciMoves(games[1]) == "d2d4");
}

TEST_CASE("PGN: a null move passes, but never in check", "[pgn]") {
  const std::vector<PgnGame> games = readAll(
      "1. e4 -- 2. d4 {a pass} e5 *\n\n"
      "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *\n");
  REQUIRE(games.size() == 2);
  CHECK(games[0].problem.empty());
  CHECK(uciMoves(games[0]) == "e2e4 -- d2d4 e7e5");
  CHECK(games[0].movetext.moves[2].comment == "a pass");
  CHECK(uciMoves(games[1]) == "e2e4 e7e5 d1h5 b8c6 h5f7");
  CHECK_THAT(games[1].problem, Catch::Contains("a null move '--' in check"));
  CHECK(games[1].cutShort);
}

TEST_CASE("PGN: a move after the end of the game says the game was over", "[pgn]") {
  const std::vector<PgnGame> games = readAll(
      "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7 1-0\n\n"
      "[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1... Kh7 *\n");
  REQUIRE(games.size() == 2);
  CHECK(games[0].movetext.moves.size() == 7);
  CHECK(games[0].problem == "line 1: 'Ke7' comes after checkmate: the game was already over");
  CHECK(games[1].problem == "line 5: 'Kh7' comes after stalemate: the game was already over");
}

TEST_CASE("PGN: standard chess and Chess960 are read, other variants keep only their tags",
          "[pgn]") {
  const std::string chess960 =
      "[Variant \"Chess960\"]\n[FEN \"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1\"]\n\n1. O-O-O "
      "*\n\n";
  const std::vector<PgnGame> games = readAll(
      "[Variant \"Standard\"]\n\n1. e4 *\n\n"
      "[Variant \"From Position\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. O-O-O *\n\n" +
      chess960 + "[Variant \"Atomic\"]\n[Result \"1-0\"]\n\n1. e4 d5 2. exd5 1-0\n");
  REQUIRE(games.size() == 4);
  CHECK(uciMoves(games[0]) == "e2e4");
  CHECK(uciMoves(games[1]) == "e1c1");
  CHECK(uciMoves(games[2]) == "e1b1");  // Chess960's king takes rook
  for (int i = 0; i < 3; ++i) CHECK(games[i].problem.empty());
  CHECK(games[3].movetext.moves.empty());
  CHECK(games[3].problem == "the variant 'Atomic' is not standard chess or Chess960");
  CHECK(games[3].cutShort);
  CHECK(games[3].tag("Result") == "1-0");
  CHECK(games[3].result == "1-0");
}

TEST_CASE("PGN: unterminated comments, variations and tags end the input cleanly", "[pgn]") {
  CHECK(readAll("").empty());
  CHECK(readAll("  \n% only an escape\n").empty());
  for (const char* text :
       {"1. e4 { never closed", "1. e4 (1. d4 d5", "[Event \"open", "[Event \"x\"\n1. e4 e5 ["}) {
    INFO(text);
    const std::vector<PgnGame> games = readAll(text);
    REQUIRE_FALSE(games.empty());
    CHECK(games[0].movetext.moves.size() <= 2);
  }
}

namespace {

// Every move of the line and of its variations is legal where it is played.
void checkLegal(Position pos, const PgnLine& line) {
  for (const PgnMove& m : line.moves) {
    REQUIRE((m.move == NULL_MOVE ? !pos.inCheck() : isLegal(pos, m.move)));
    for (const PgnLine& variation : m.variations) checkLegal(pos, variation);
    playGameMove(&pos, m.move);
  }
}

}  // namespace

TEST_CASE("PGN: random bytes never crash the reader and only legal moves come out", "[pgn]") {
  std::mt19937 random(7);
  const std::string alphabet =
      std::string("[]{}();%$\"\\ .\n-+#=0123456789abcdefghKQRBNOPx*/!?()()\xff") + '\0';
  for (int round = 0; round < 300; ++round) {
    std::string text = round % 2 ? "1. e4 e5 2. Nf3 " : "";
    for (int i = 0; i < 200; ++i) text.push_back(alphabet[random() % alphabet.size()]);
    for (const PgnGame& game : readAll(text)) checkLegal(game.start, game.movetext);
  }
}

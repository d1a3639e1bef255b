#include <catch2/catch.hpp>

#include "quadrant/core/movegen.h"
#include "quadrant/eval/score.h"
#include "quadrant/protocol/xboard_notation.h"

using namespace quadrant;

namespace {
Position fromFen(const std::string& fen, bool chess960 = false) {
  Position pos;
  pos.setChess960(chess960);
  REQUIRE(pos.setFen(fen));
  return pos;
}
Move castling(const Position& pos, bool kingSide) {
  for (Move m : legalMoves(pos))
    if (m.isCastling() && (m.to() > m.from()) == kingSide) return m;
  return Move::none();
}
}  // namespace

TEST_CASE("Moves are written in coordinates, castling as O-O in Chess960", "[xboard][notation]") {
  const Position standard = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(xboardMove(standard, castling(standard, true)) == "e1g1");
  CHECK(xboardMove(standard, castling(standard, false)) == "e1c1");
  const Position frc = fromFen("r3k2r/8/8/8/8/8/8/1R2K1R1 w GBha - 0 1", true);
  CHECK(xboardMove(frc, castling(frc, true)) == "O-O");
  CHECK(xboardMove(frc, castling(frc, false)) == "O-O-O");
  const Position promotion = fromFen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
  CHECK(xboardMove(promotion, parseXboardMove(promotion, "e7e8q")) == "e7e8q");
}

TEST_CASE("Moves are read in coordinates, castling forms and SAN", "[xboard][notation]") {
  const Position standard = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(parseXboardMove(standard, "e1g1") == castling(standard, true));
  CHECK(parseXboardMove(standard, "O-O-O") == castling(standard, false));
  CHECK(parseXboardMove(standard, "0-0+") == castling(standard, true));
  CHECK(parseXboardMove(standard, "Rb1"));
  CHECK_FALSE(parseXboardMove(standard, "e1e3"));
  CHECK_FALSE(parseXboardMove(standard, "@@@@"));
  CHECK_FALSE(parseXboardMove(standard, ""));

  // King on f1, rook on h1: "f1g1" is the king's step; castling is "O-O" or king takes rook.
  const Position frc = fromFen("4k3/8/8/8/8/8/8/5K1R w H - 0 1", true);
  const Move step = parseXboardMove(frc, "f1g1");
  REQUIRE(step);
  CHECK_FALSE(step.isCastling());
  CHECK(parseXboardMove(frc, "O-O") == castling(frc, true));
  CHECK(parseXboardMove(frc, "f1h1") == castling(frc, true));

  const Position promotion = fromFen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
  CHECK(parseXboardMove(promotion, "e7e8Q") == parseXboardMove(promotion, "e7e8q"));
  CHECK(parseXboardMove(promotion, "e8=N") == parseXboardMove(promotion, "e7e8n"));
}

TEST_CASE("Move-shaped words are told from commands", "[xboard][notation]") {
  for (const char* move : {"e2e4", "e7e8q", "O-O", "0-0-0", "Nf3", "exd5", "Qxf7#", "e8=Q+", "h3"})
    CHECK(looksLikeMove(move));
  for (const char* word : {"new", "bk", "easy", "exit", "hint", "frobnicate", "e9e4", "@@@@", ""})
    CHECK_FALSE(looksLikeMove(word));
}

TEST_CASE("Mate scores use the 100000 + N convention", "[xboard][notation]") {
  CHECK(xboardScore(35) == 35);
  CHECK(xboardScore(-120) == -120);
  CHECK(xboardScore(SCORE_MATE - 3) == 100002);  // mate in 2 moves (3 plies)
  CHECK(xboardScore(-(SCORE_MATE - 2)) == -100001);
}

TEST_CASE("Thinking lines read ply score time nodes pv and mark bounds", "[xboard][notation]") {
  const Position start;
  SearchInfo info;
  info.depth = 9;
  info.score = 156;
  info.nodes = 48000;
  info.pv = {parseXboardMove(start, "g1f3"), Move(makeSquare(6, 7), makeSquare(5, 5))};
  CHECK(thinkingLine(start, info, 1084) == "9 156 1084 48000 g1f3 g8f6");
  info.bound = Bound::Lower;
  CHECK(thinkingLine(start, info, 1084) == "9 156 1084 48000 g1f3 g8f6 !");
  info.bound = Bound::Upper;
  info.pv.push_back(Move(makeSquare(0, 0), makeSquare(0, 5)));  // corrupt: stops the PV there
  CHECK(thinkingLine(start, info, 7) == "9 156 7 48000 g1f3 g8f6 ?");
}

TEST_CASE("The end of a game is claimed with its result and reason", "[xboard][notation]") {
  const Position whiteMated = fromFen("8/8/8/8/8/1k6/1q6/K7 w - - 0 1");
  REQUIRE(gameEnd(Game(whiteMated)) == GameEnd::Checkmate);
  CHECK(resultClaim(whiteMated, GameEnd::Checkmate) == "0-1 {Black mates}");
  const Position blackMated = fromFen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
  CHECK(resultClaim(blackMated, GameEnd::Checkmate) == "1-0 {White mates}");
  CHECK(resultClaim(blackMated, GameEnd::Stalemate) == "1/2-1/2 {Stalemate}");
  CHECK(resultClaim(blackMated, GameEnd::InsufficientMaterial) ==
        "1/2-1/2 {Insufficient material}");
  CHECK(resultClaim(blackMated, GameEnd::FiftyMoves) == "1/2-1/2 {Draw by fifty move rule}");
  CHECK(resultClaim(blackMated, GameEnd::Repetition) == "1/2-1/2 {Draw by repetition}");
}

#include "quadrant/search/history.h"

#include <catch2/catch.hpp>

#include "quadrant/core/notation.h"

using namespace quadrant;

namespace {

// The context of a node reached by 1. e4 (one ply back) after the root (two plies back: none).
HistoryContext afterKingPawnOpening(MoveHistory& history) {
  HistoryContext context;
  context.followed[0] = history.continuationRow(0, makePiece(WHITE, PAWN), makeSquare(4, 3));
  return context;
}

}  // namespace

TEST_CASE("A cut-off rewards the best quiet and penalises the quiets tried before it",
          "[history]") {
  Position pos;
  MoveHistory history;
  const Move best = parseUciMove(pos, "g1f3");
  const Move tried[] = {parseUciMove(pos, "a2a3"), parseUciMove(pos, "h2h3"), best};
  history.updateQuiets(pos, HistoryContext{}, best, tried, 3, 6);
  REQUIRE(history.quiet(pos, HistoryContext{}, best).butterfly > 0);
  REQUIRE(history.quiet(pos, HistoryContext{}, tried[0]).butterfly < 0);
  REQUIRE(history.quiet(pos, HistoryContext{}, tried[1]).butterfly < 0);
  REQUIRE(history.quiet(pos, HistoryContext{}, parseUciMove(pos, "b1c3")).butterfly == 0);
}

TEST_CASE("One deep cut-off moves an entry a large share of its range", "[history]") {
  Position pos;
  MoveHistory history;
  const Move m = parseUciMove(pos, "e2e4");
  history.updateQuiets(pos, HistoryContext{}, m, nullptr, 0, 10);
  REQUIRE(history.quiet(pos, HistoryContext{}, m).butterfly >= MoveHistory::LIMIT / 8);
}

TEST_CASE("Histories saturate at the limit however often they are rewarded or punished",
          "[history]") {
  Position pos;
  MoveHistory history;
  const HistoryContext context = afterKingPawnOpening(history);
  const Move m = parseUciMove(pos, "d2d4");
  for (int i = 0; i < 200; ++i) history.updateQuiets(pos, context, m, nullptr, 0, 40);
  const QuietHistory up = history.quiet(pos, context, m);
  REQUIRE(up.butterfly <= MoveHistory::LIMIT);
  REQUIRE(up.butterfly > MoveHistory::LIMIT * 9 / 10);
  REQUIRE(up.counter == up.butterfly);
  const Move other = parseUciMove(pos, "c2c4");
  const Move tried[] = {m};
  for (int i = 0; i < 200; ++i) history.updateQuiets(pos, context, other, tried, 1, 40);
  const QuietHistory down = history.quiet(pos, context, m);
  REQUIRE(down.butterfly >= -MoveHistory::LIMIT);
  REQUIRE(down.butterfly < -MoveHistory::LIMIT * 9 / 10);
}

TEST_CASE("Continuation histories are kept per earlier move and per distance", "[history]") {
  Position pos;
  MoveHistory history;
  const HistoryContext afterE4 = afterKingPawnOpening(history);
  HistoryContext afterD4;
  afterD4.followed[0] = history.continuationRow(0, makePiece(WHITE, PAWN), makeSquare(3, 3));
  HistoryContext followingE4;
  followingE4.followed[1] = history.continuationRow(1, makePiece(WHITE, PAWN), makeSquare(4, 3));
  const Move m = parseUciMove(pos, "g1f3");
  history.updateQuiets(pos, afterE4, m, nullptr, 0, 8);
  REQUIRE(history.quiet(pos, afterE4, m).counter > 0);
  REQUIRE(history.quiet(pos, afterD4, m).counter == 0);
  REQUIRE(history.quiet(pos, followingE4, m).followUp == 0);
  // The sum orders the moves: the butterfly and the counter-move history both count.
  REQUIRE(history.quiet(pos, afterE4, m).sum() > history.quiet(pos, afterD4, m).sum());
  history.clear();
  REQUIRE(history.quiet(pos, afterE4, m).sum() == 0);
}

TEST_CASE("Capture history rewards the refuting capture by piece, square and victim", "[history]") {
  // White can take on d5 with the pawn, the knight or the bishop.
  Position pos;
  REQUIRE(pos.setFen("rn1qkbnr/pb3ppp/1p6/3p4/4P3/1BN5/PPPP1PPP/R1BQK1NR w KQkq - 0 1"));
  MoveHistory history;
  const Move pawnTakes = parseUciMove(pos, "e4d5"), knightTakes = parseUciMove(pos, "c3d5"),
             bishopTakes = parseUciMove(pos, "b3d5");
  const Move tried[] = {pawnTakes, knightTakes};
  history.updateCaptures(pos, bishopTakes, tried, 2, 8);
  REQUIRE(history.capture(pos, bishopTakes) > 0);
  REQUIRE(history.capture(pos, pawnTakes) < 0);
  REQUIRE(history.capture(pos, knightTakes) < 0);
  // A quiet cut-off only penalises the captures tried before it.
  const Move only[] = {bishopTakes};
  const int before = history.capture(pos, bishopTakes);
  history.updateCaptures(pos, Move::none(), only, 1, 8);
  REQUIRE(history.capture(pos, bishopTakes) < before);
  for (int i = 0; i < 300; ++i) history.updateCaptures(pos, Move::none(), only, 1, 30);
  REQUIRE(history.capture(pos, bishopTakes) >= -MoveHistory::LIMIT);
  REQUIRE(history.capture(pos, bishopTakes) < -MoveHistory::LIMIT * 9 / 10);
}

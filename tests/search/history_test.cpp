#include "quadrant/search/history.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstring>
#include <vector>

#include "quadrant/core/notation.h"
#include "quadrant/core/ply.h"
#include "quadrant/search/parameters.h"

using namespace quadrant;

namespace {

const SearchParameter& parameterNamed(const char* name) {
  for (const SearchParameter& parameter : SEARCH_PARAMETERS)
    if (std::strcmp(parameter.name, name) == 0) return parameter;
  FAIL("no search parameter " << name);
  return SEARCH_PARAMETERS[0];
}

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

TEST_CASE("A cut-off's bonus grows linearly with the depth up to its cap", "[history]") {
  REQUIRE(MoveHistory::cutoffBonus(1) == std::max(0, HISTORY_BONUS_SLOPE - HISTORY_BONUS_OFFSET));
  int depth = 2;
  for (; MoveHistory::cutoffBonus(depth) < HISTORY_BONUS_MAX; ++depth)
    REQUIRE(MoveHistory::cutoffBonus(depth) - MoveHistory::cutoffBonus(depth - 1) ==
            HISTORY_BONUS_SLOPE);
  // From the cap on, a deeper cut-off teaches no more.
  for (; depth < MAX_PLY; ++depth) REQUIRE(MoveHistory::cutoffBonus(depth) == HISTORY_BONUS_MAX);
}

TEST_CASE("A bonus is never negative nor beyond its cap, over the parameters' ranges",
          "[history]") {
  const SearchParameter& slope = parameterNamed("HISTORY_BONUS_SLOPE");
  const SearchParameter& offset = parameterNamed("HISTORY_BONUS_OFFSET");
  const SearchParameter& cap = parameterNamed("HISTORY_BONUS_MAX");
  REQUIRE(cap.max <= MoveHistory::LIMIT);
  for (int s : {slope.min, slope.defaultValue, slope.max})
    for (int o : {offset.min, offset.defaultValue, offset.max})
      for (int c : {cap.min, cap.defaultValue, cap.max})
        for (int depth = 1; depth < MAX_PLY; ++depth) {
          const int bonus = linearHistoryBonus(depth, s, o, c);
          REQUIRE(bonus >= 0);
          REQUIRE(bonus <= c);
        }
}

TEST_CASE("A lesson keeps every entry within the limit, for every bonus up to the cap's range",
          "[history]") {
  const int largest = parameterNamed("HISTORY_BONUS_MAX").max;
  std::vector<int> bonuses = {0, 1, 2, 3, largest - 1, largest};
  for (int b = 5; b < largest; b += 97) bonuses.push_back(b);
  for (int b : bonuses)
    for (int lesson : {b, -b})
      for (int value = -MoveHistory::LIMIT; value <= MoveHistory::LIMIT; ++value) {
        std::int16_t entry = std::int16_t(value);
        MoveHistory::learn(entry, lesson);
        if (entry < -MoveHistory::LIMIT || entry > MoveHistory::LIMIT) {
          INFO("entry " << value << ", lesson " << lesson << ": " << entry);
          FAIL();
        }
      }
  // At the limit the largest lesson leaves an entry there.
  std::int16_t top = MoveHistory::LIMIT;
  MoveHistory::learn(top, largest);
  REQUIRE(top == MoveHistory::LIMIT);
}

TEST_CASE("A cut-off moves every history by its bonus, a deep one no more than the cap",
          "[history]") {
  Position pos;
  MoveHistory history;
  const HistoryContext context = afterKingPawnOpening(history);
  const Move shallow = parseUciMove(pos, "e2e4"), deep = parseUciMove(pos, "d2d4");
  history.updateQuiets(pos, context, shallow, nullptr, 0, 3);
  history.updateQuiets(pos, context, deep, nullptr, 0, 40);
  REQUIRE(history.quiet(pos, context, shallow).butterfly == MoveHistory::cutoffBonus(3));
  REQUIRE(history.quiet(pos, context, shallow).counter == MoveHistory::cutoffBonus(3));
  REQUIRE(history.quiet(pos, context, deep).butterfly == HISTORY_BONUS_MAX);
  REQUIRE(history.quiet(pos, context, deep).counter == HISTORY_BONUS_MAX);
  // The capture history learns by the same bonus (as Weiss's).
  REQUIRE(pos.setFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"));
  const Move takes = parseUciMove(pos, "e4d5");
  history.updateCaptures(pos, takes, nullptr, 0, 5);
  REQUIRE(history.capture(pos, takes) == MoveHistory::cutoffBonus(5));
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

TEST_CASE("A null move is denied only after a quiet move that refuted often in all its histories",
          "[history]") {
  Position pos;
  MoveHistory history;
  HistoryContext context;
  for (int slot = 0; slot < CONTINUATIONS; ++slot)
    context.followed[slot] =
        history.continuationRow(slot, makePiece(WHITE, KNIGHT), makeSquare(5, 2));
  const Move strong = parseUciMove(pos, "g1f3"), unknown = parseUciMove(pos, "b1c3");
  for (int i = 0; i < 100; ++i) history.updateQuiets(pos, context, strong, nullptr, 0, 12);
  REQUIRE(deniesNullMove(history.quiet(pos, context, strong).sum()));
  REQUIRE_FALSE(deniesNullMove(history.quiet(pos, context, unknown).sum()));
  // The butterfly history alone cannot deny it, nor can a capture or a null move (recorded as 0),
  // whatever the limit within its range.
  REQUIRE_FALSE(deniesNullMove(history.quiet(pos, HistoryContext{}, strong).sum()));
  REQUIRE(parameterNamed("NULL_MOVE_HISTORY_LIMIT").min > MoveHistory::LIMIT);
}

TEST_CASE("The butterfly history is kept apart by whether the move leaves or enters an attack",
          "[history]") {
  Position pos;
  MoveHistory history;
  const Move m = parseUciMove(pos, "g1f3");
  const Bitboard from = squareBB(m.from()), to = squareBB(m.to());
  const Bitboard elsewhere = squareBB(makeSquare(4, 4));  // e5: neither of the move's squares
  const Bitboard threats[] = {0, from, to, from | to};
  for (Bitboard taught : threats) {
    history.clear();
    HistoryContext context;
    context.threats = taught;
    history.updateQuiets(pos, context, m, nullptr, 0, 8);
    for (Bitboard read : threats) {
      INFO("taught " << taught << ", read " << read);
      context.threats = read;
      REQUIRE((history.quiet(pos, context, m).butterfly != 0) == (read == taught));
      // The other squares the opponent attacks do not matter.
      context.threats = read | elsewhere;
      REQUIRE((history.quiet(pos, context, m).butterfly != 0) == (read == taught));
    }
  }
}

TEST_CASE("A node's history threats are the squares the opponent attacks", "[history]") {
  Position pos;
  REQUIRE(historyThreats(pos) == pos.attackedSquares(BLACK));
  REQUIRE(pos.setFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
  REQUIRE(historyThreats(pos) == pos.attackedSquares(WHITE));
  REQUIRE((historyThreats(pos) & squareBB(makeSquare(3, 4))));  // d5, by the pawn on e4
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

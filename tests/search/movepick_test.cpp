#include <catch2/catch.hpp>
#include <set>
#include <vector>

#include "../support.h"
#include "quadrant/core/notation.h"
#include "quadrant/search/movepick.h"
#include "quadrant/search/see.h"

using namespace quadrant;

namespace {

std::vector<Move> drain(MovePicker& picker) {
  std::vector<Move> moves;
  for (Move m = picker.next(); m; m = picker.next()) moves.push_back(m);
  return moves;
}

bool isNoisy(const Position& pos, Move m) { return pos.isCapture(m) || m.isPromotion(); }

}  // namespace

TEST_CASE("The main picker hands out every legal move exactly once, hints first", "[movepick]") {
  const std::vector<Position> positions = test::suitePositions({"standard.epd"}, true);
  MoveHistory history;
  // Hints come from other positions too, so illegal and duplicate hints are exercised.
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const Position& pos = positions[i];
    const MoveList legal = legalMoves(pos);
    const MoveList other = legalMoves(positions[(i * 7 + 3) % positions.size()]);
    OrderingHints hints;
    if (!legal.empty()) hints.ttMove = legal[int(i % std::size_t(legal.size()))];
    if (!other.empty()) hints.killers.slot[0] = other[0];
    if (legal.size() > 1) hints.killers.slot[1] = legal[legal.size() - 1];
    hints.mateKillers.slot[0] = hints.killers.slot[1];
    if (other.size() > 1) hints.mateKillers.slot[1] = other[1];
    if (legal.size() > 2) hints.counter = legal[2];
    MovePicker picker(pos, hints, history);
    const std::vector<Move> picked = drain(picker);
    INFO(pos.fen());
    REQUIRE(picked.size() == std::size_t(legal.size()));
    std::set<std::uint16_t> seen;
    for (Move m : picked) {
      REQUIRE(legal.contains(m));
      REQUIRE(seen.insert(m.raw()).second);
    }
    if (hints.ttMove) REQUIRE(picked.front() == hints.ttMove);
  }
}

TEST_CASE("Winning captures come before quiets and losing captures after them", "[movepick]") {
  Position pos;
  // exd5 trades pawns evenly; Qxd5, Qxf6 and Qxa7 lose the queen for less.
  REQUIRE(pos.setFen("rnbqkb1r/ppp2ppp/4pn2/3p4/3QP3/8/PPP2PPP/RNB1KBNR w KQkq - 0 4"));
  MoveHistory history;
  MovePicker picker(pos, OrderingHints{}, history);
  const std::vector<Move> picked = drain(picker);
  REQUIRE(picked.front() == parseUciMove(pos, "e4d5"));
  bool quietSeen = false;
  int losing = 0;
  for (Move m : picked) {
    if (!isNoisy(pos, m)) {
      quietSeen = true;
      REQUIRE(losing == 0);
    } else if (!seeAtLeast(pos, m, 0)) {
      ++losing;
    } else {
      REQUIRE_FALSE(quietSeen);
    }
  }
  REQUIRE(losing == 3);
}

TEST_CASE("Captures of equal victims follow the capture history", "[movepick]") {
  Position pos;
  // exd5 and Nxd5 both win the undefended pawn: the lesser attacker first, unless history says
  // otherwise.
  REQUIRE(pos.setFen("4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1"));
  const Move pawnTakes = parseUciMove(pos, "e4d5"), knightTakes = parseUciMove(pos, "c3d5");
  MoveHistory history;
  MovePicker fresh(pos, OrderingHints{}, history);
  REQUIRE(fresh.next() == pawnTakes);
  const Move tried[] = {pawnTakes};
  history.updateCaptures(pos, knightTakes, tried, 1, 10);
  MovePicker taught(pos, OrderingHints{}, history);
  REQUIRE(taught.next() == knightTakes);
  REQUIRE(taught.next() == pawnTakes);
}

TEST_CASE("Quiet moves follow the history scores, and skipQuiets drops them", "[movepick]") {
  Position pos;
  MoveHistory history;
  const Move favourite = parseUciMove(pos, "b1c3");
  const Move runnerUp = parseUciMove(pos, "g2g3");
  history.updateQuiets(pos, HistoryContext{}, favourite, nullptr, 0, 10);
  history.updateQuiets(pos, HistoryContext{}, runnerUp, nullptr, 0, 5);
  MovePicker picker(pos, OrderingHints{}, history);
  REQUIRE(picker.next() == favourite);
  REQUIRE(picker.next() == runnerUp);
  picker.skipQuiets();
  REQUIRE_FALSE(picker.next());
}

TEST_CASE("Quiet evasions follow the butterfly entries of the squares the opponent attacks",
          "[movepick]") {
  Position pos;
  // The rook checks along the e-file: Kd1 and Kf1 are the only evasions, both quiet.
  REQUIRE(pos.setFen("4r1k1/8/8/8/8/8/3P1P2/4K3 w - - 0 1"));
  REQUIRE(legalMoves(pos).size() == 2);
  OrderingHints hints;
  hints.historyContext.threats = historyThreats(pos);
  for (const char* taught : {"e1d1", "e1f1"}) {
    MoveHistory history;
    const Move m = parseUciMove(pos, taught);
    history.updateQuiets(pos, hints.historyContext, m, nullptr, 0, 8);
    INFO(taught);
    MovePicker main(pos, hints, history);
    REQUIRE(main.next() == m);
    // Quiescence finds the same entries on its own.
    MovePicker quiescence = MovePicker::forQuiescence(pos, Move::none(), nullptr, history);
    REQUIRE(quiescence.next() == m);
  }
}

TEST_CASE("The quiescence picker yields non-losing noisy moves, then quiet checks on request",
          "[movepick]") {
  MoveHistory history;
  for (const Position& pos : test::suitePositions({"standard.epd"}, true)) {
    const MoveList legal = legalMoves(pos);
    for (bool withChecks : {false, true}) {
      CheckSquares checks(pos);
      MovePicker picker = MovePicker::forQuiescence(pos, legal.empty() ? Move::none() : legal[0],
                                                    withChecks ? &checks : nullptr, history);
      const std::vector<Move> picked = drain(picker);
      INFO(pos.fen() << " checks " << withChecks);
      std::set<std::uint16_t> seen;
      for (Move m : picked) {
        REQUIRE(legal.contains(m));
        REQUIRE(seen.insert(m.raw()).second);
      }
      if (pos.inCheck()) {
        REQUIRE(picked.size() == std::size_t(legal.size()));
        continue;
      }
      std::size_t expected = 0;
      for (Move m : legal) {
        const bool noisy = isNoisy(pos, m) && !(m.isPromotion() && m.promotion() != QUEEN);
        const bool quietCheck = withChecks && !isNoisy(pos, m) && pos.givesCheck(m);
        if ((noisy || quietCheck) && seeAtLeast(pos, m, 0)) {
          ++expected;
          REQUIRE(seen.count(m.raw()) == 1);
        }
      }
      REQUIRE(picked.size() == expected);
    }
  }
}

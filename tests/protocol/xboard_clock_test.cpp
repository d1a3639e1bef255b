#include <catch2/catch.hpp>

#include "quadrant/protocol/xboard_clock.h"

using namespace quadrant;

namespace {
XboardClock levelClock(std::vector<std::string> args) {
  XboardClock clock;
  std::string error;
  REQUIRE(clock.setLevel(args, 0, &error));
  return clock;
}
}  // namespace

TEST_CASE("level MPS BASE INC in minutes, minutes:seconds and fractional increments",
          "[xboard][clock]") {
  const SearchLimits conventional = levelClock({"40", "5", "0"}).limits(WHITE, 0);
  CHECK(conventional.time[WHITE] == 300000);
  CHECK(conventional.time[BLACK] == 300000);
  CHECK(conventional.movesToGo == 40);
  CHECK(conventional.increment[WHITE] == 0);

  const SearchLimits incremental = levelClock({"0", "2:30", "2"}).limits(BLACK, 12);
  CHECK(incremental.time[BLACK] == 150000);
  CHECK(incremental.increment[BLACK] == 2000);
  CHECK(incremental.movesToGo == 0);

  const SearchLimits fast = levelClock({"0", "0:05", "0.05"}).limits(WHITE, 0);
  CHECK(fast.time[WHITE] == 5000);
  CHECK(fast.increment[WHITE] == 50);
  CHECK(levelClock({"0", "0.5", "0"}).limits(WHITE, 0).time[WHITE] == 30000);
  CHECK(levelClock({"40", "25+5", "0"}).limits(WHITE, 0).time[WHITE] ==
        25 * 60000);  // the tail is ignored
}

TEST_CASE("Moves to go count down through each session", "[xboard][clock]") {
  const XboardClock clock = levelClock({"40", "5", "0"});
  CHECK(clock.limits(WHITE, 39).movesToGo == 1);
  CHECK(clock.limits(WHITE, 40).movesToGo == 40);
  CHECK(clock.limits(WHITE, 45).movesToGo == 35);
}

TEST_CASE("Bad levels and clock values are refused and change nothing", "[xboard][clock]") {
  XboardClock clock;
  std::string error;
  CHECK_FALSE(clock.setLevel({"40", "5"}, 0, &error));
  CHECK_FALSE(clock.setLevel({"x", "5", "0"}, 0, &error));
  CHECK_FALSE(clock.setLevel({"40", ":30", "0"}, 0, &error));
  CHECK_FALSE(clock.setLevel({"40", "5", "fast"}, 0, &error));
  CHECK_FALSE(clock.setLevel({"40", "99999999999999999999", "0"}, 0, &error));
  CHECK_FALSE(clock.setMoveTime("0", &error));
  CHECK_FALSE(clock.setMoveTime("-2", &error));
  CHECK_FALSE(clock.setDepth("500", &error));
  CHECK_FALSE(clock.setEngineTime("12.5", &error));
  CHECK(clock.limits(WHITE, 0).time[WHITE] == 300000);  // still the default 40 moves in 5 minutes
  CHECK(clock.limits(WHITE, 0).movesToGo == 40);
}

TEST_CASE("time and otim set the clocks in centiseconds", "[xboard][clock]") {
  XboardClock clock = levelClock({"0", "1", "0"});
  std::string error;
  REQUIRE(clock.setEngineTime("1234", &error));
  REQUIRE(clock.setOpponentTime("0", &error));
  const SearchLimits limits = clock.limits(BLACK, 3);
  CHECK(limits.time[BLACK] == 12340);
  CHECK(limits.time[WHITE] == 0);
}

TEST_CASE("A negative time or otim is refused and the clock kept", "[xboard][clock]") {
  XboardClock clock = levelClock({"0", "1", "0"});
  std::string error;
  REQUIRE(clock.setEngineTime("1234", &error));
  CHECK_FALSE(clock.setEngineTime("-100", &error));
  CHECK(error == "time expects centiseconds from 0 to 8640000000");
  CHECK_FALSE(clock.setOpponentTime("-50", &error));
  CHECK(error == "otim expects centiseconds from 0 to 8640000000");
  const SearchLimits limits = clock.limits(BLACK, 3);
  CHECK(limits.time[BLACK] == 12340);
  CHECK(limits.time[WHITE] == 60000);
}

TEST_CASE("st is a fixed time per move and sd adds a depth limit", "[xboard][clock]") {
  XboardClock clock;
  std::string error;
  REQUIRE(clock.setMoveTime("2.5", &error));
  REQUIRE(clock.setDepth("7", &error));
  SearchLimits limits = clock.limits(WHITE, 0);
  CHECK(limits.movetime == 2500);
  CHECK(limits.time[WHITE] == -1);
  CHECK(limits.depth == 7);
  REQUIRE(clock.setLevel({"0", "1", "1"}, 0, &error));  // a level replaces st
  limits = clock.limits(WHITE, 0);
  CHECK(limits.movetime == 0);
  CHECK(limits.time[WHITE] == 60000);
  clock.newGame();
  CHECK(clock.limits(WHITE, 0).depth == 0);
}

TEST_CASE("nps turns the time budget into nodes", "[xboard][clock]") {
  XboardClock clock;
  std::string error;
  REQUIRE(clock.setMoveTime("8", &error));
  REQUIRE(clock.setNodeRate("10000", &error));
  const SearchLimits limits = clock.limits(WHITE, 0);
  CHECK(limits.nodes == 80000);
  CHECK(limits.movetime == 0);
  CHECK(clock.reportedMs(5, 25000) == 2500);
  clock.newGame();  // back to wall-clock time
  CHECK(clock.limits(WHITE, 0).nodes == 0);
  CHECK(clock.reportedMs(5, 25000) == 5);
}

TEST_CASE("Without time commands the engine keeps its own clock", "[xboard][clock]") {
  XboardClock clock = levelClock({"2", "1", "3"});
  clock.engineMoved(10000, 1);
  CHECK(clock.limits(WHITE, 1).time[WHITE] == 60000 - 10000 + 3000);
  clock.engineMoved(20000, 2);  // the session ends: another minute
  CHECK(clock.limits(WHITE, 2).time[WHITE] == 53000 - 20000 + 3000 + 60000);
}

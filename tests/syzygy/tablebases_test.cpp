// Exact results and distances, checked against Fathom (an independent prober) on the same
// files: "FEN result dtz" with the distance signed from the side to move's point of view.
#include <catch2/catch.hpp>

#include "quadrant/syzygy/tablebases.h"
#include "syzygy_support.h"

using namespace quadrant;
using namespace quadrant::syzygy;

namespace {

struct Known {
  const char* fen;
  Wdl wdl;
  int dtz;
};

}  // namespace

TEST_CASE("Shipped tables are found and counted", "[syzygy]") {
  Tablebases tables;
  const std::vector<std::string> report = tables.setPath(test::SYZYGY_DIR);
  CHECK(tables.wdlTableCount() == 13);
  CHECK(tables.dtzTableCount() == 11);
  CHECK(tables.maxPieces() == 5);
  REQUIRE(report.size() == 1);
  CHECK(report[0] == "Syzygy: found 13 WDL and 11 DTZ tables, up to 5 pieces");
}

TEST_CASE("WDL and DTZ match Fathom's", "[syzygy]") {
  const Known known[] = {
      {"8/8/8/8/8/2k5/8/R3K3 w - - 0 1", Wdl::Win, 21},
      {"8/8/8/8/8/2k5/8/R3K3 b - - 0 1", Wdl::Loss, -28},
      {"8/3k4/K7/8/1R6/8/8/8 b - - 0 1", Wdl::Loss, -28},
      {"1K5k/8/8/8/8/2R5/8/8 w - - 0 1", Wdl::Win, 13},
      {"8/7r/5k2/Q7/8/8/3K4/8 b - - 0 1", Wdl::Loss, -46},  // KQvKR with the weaker side to move
      {"5k1Q/1K6/5r2/8/8/8/8/8 b - - 0 1", Wdl::Loss, -48},
      {"8/8/8/8/2K5/5r2/8/2Qk4 b - - 0 1", Wdl::Win, 1},  // the rook takes the queen
      {"8/2K4k/8/8/8/B7/8/1N6 b - - 0 1", Wdl::Loss, -57},
      {"8/8/8/2N5/7k/5B2/1K6/8 w - - 0 1", Wdl::Win, 26},
      {"8/8/8/3R4/4k3/8/8/n1K5 w - - 0 1", Wdl::Win, 6},
      {"1k6/8/8/8/2K5/4P3/8/8 b - - 0 1", Wdl::Loss, -6},
      {"8/1K6/5P2/8/k7/8/8/8 b - - 0 1", Wdl::Loss, -2},
      {"8/8/8/1K6/3P4/5p2/7k/8 b - - 0 1", Wdl::Win, 1},
      {"4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", Wdl::Draw, 0},
      {"8/8/8/5k2/8/8/8/K2rR3 w - - 0 1", Wdl::Win, 1},  // KRvKR: White takes
      {"k1K5/8/8/8/8/8/8/1r5R b - - 0 1", Wdl::Win, 1},
  };
  const Tablebases& tables = test::shippedTables();
  for (const Known& k : known) {
    INFO(k.fen);
    const Position pos = test::positionOf(k.fen);
    const WdlProbe wdl = tables.probeWdl(pos);
    REQUIRE(wdl.status == ProbeStatus::Ok);
    CHECK(wdl.wdl == k.wdl);
    const DtzProbe dtz = tables.probeDtz(pos);
    REQUIRE(dtz.status == ProbeStatus::Ok);
    CHECK(dtz.wdl == k.wdl);
    CHECK(dtz.dtz == k.dtz);
  }
}

TEST_CASE("En passant changes the result where the capture is the saving move", "[syzygy]") {
  const Tablebases& tables = test::shippedTables();
  // bxc3 e.p. wins; without the right Black loses.
  CHECK(tables.probeWdl(test::positionOf("8/8/8/8/1pP5/8/8/K3k3 b - c3 0 1")).wdl == Wdl::Win);
  CHECK(tables.probeWdl(test::positionOf("8/8/8/8/1pP5/8/8/K3k3 b - - 0 1")).wdl == Wdl::Loss);
  // axb3 e.p. draws.
  CHECK(tables.probeWdl(test::positionOf("8/8/8/8/pP6/8/8/K1k5 b - b3 0 1")).wdl == Wdl::Draw);
  const Position lost = test::positionOf("8/8/8/8/pP6/8/8/K1k5 b - - 0 1");
  CHECK(tables.probeWdl(lost).wdl == Wdl::Loss);
  CHECK(tables.probeDtz(lost).dtz == -1);
}

TEST_CASE("Positions with castling rights are not probed", "[syzygy]") {
  const Tablebases& tables = test::shippedTables();
  const Position castling = test::positionOf("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
  CHECK(tables.probeWdl(castling).status == ProbeStatus::NotInTables);
  CHECK(tables.probeDtz(castling).status == ProbeStatus::NotInTables);
  const Position none = test::positionOf("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  CHECK(tables.probeWdl(none).status == ProbeStatus::Ok);
}

TEST_CASE("Material without a table, or too many pieces, is not in the tables", "[syzygy]") {
  const Tablebases& tables = test::shippedTables();
  // KQvKQ is not shipped (and no capture decides this one); KRPvKR has five pieces.
  CHECK(tables.probeWdl(test::positionOf("4k3/8/q7/8/8/8/5Q2/4K3 w - - 0 1")).status ==
        ProbeStatus::NotInTables);
  CHECK(tables.probeWdl(test::positionOf("4k3/8/8/3r4/8/8/3P3R/4K3 w - - 0 1")).status ==
        ProbeStatus::NotInTables);
  CHECK(tables.probeWdl(Position()).status == ProbeStatus::NotInTables);
  const Tablebases none;
  CHECK(none.probeWdl(test::positionOf("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")).status ==
        ProbeStatus::NotInTables);
}

TEST_CASE("Bare kings are a draw without a table of their own", "[syzygy]") {
  const DtzProbe probe =
      test::shippedTables().probeDtz(test::positionOf("8/8/4k3/8/8/2K5/8/8 w - - 0 1"));
  CHECK(probe.status == ProbeStatus::Ok);
  CHECK(probe.wdl == Wdl::Draw);
  CHECK(probe.dtz == 0);
}

TEST_CASE("A five-piece table made by the public generator matches Fathom", "[syzygy]") {
  // KQRvKR ships as a WDL table only (its DTZ table is 3.4 MB): DTZ probes say so.
  const Known known[] = {
      {"3Q4/8/8/8/4k3/3R4/8/1K5r w - - 0 1", Wdl::Win, 7},
      {"5k2/5R2/8/2K5/1Q6/8/8/3r4 b - - 0 1", Wdl::Loss, -4},
      {"8/5K2/8/3Q4/2k5/6r1/4R3/8 b - - 0 1", Wdl::Draw, 0},
      {"6k1/7R/8/4r3/6K1/8/8/6Q1 b - - 0 1", Wdl::Loss, -4},
      {"1k6/8/5R2/8/7K/8/8/Q2r4 w - - 0 1", Wdl::Win, 1},
  };
  const Tablebases& tables = test::shippedTables();
  for (const Known& k : known) {
    INFO(k.fen);
    const Position pos = test::positionOf(k.fen);
    const WdlProbe wdl = tables.probeWdl(pos);
    REQUIRE(wdl.status == ProbeStatus::Ok);
    CHECK(wdl.wdl == k.wdl);
  }
  // Qxd1 (a capture) wins at once, so the distance needs no DTZ table; the others do.
  CHECK(tables.probeDtz(test::positionOf("1k6/8/5R2/8/7K/8/8/Q2r4 w - - 0 1")).dtz == 1);
  CHECK(tables.probeDtz(test::positionOf("3Q4/8/8/8/4k3/3R4/8/1K5r w - - 0 1")).status ==
        ProbeStatus::NotInTables);
}

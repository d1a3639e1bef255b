// Shared by the Syzygy tests: the tables shipped in tests/data/syzygy (a subset of the 3- and
// 4-piece tables, see docs/syzygy.md) and a position from FEN.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "quadrant/core/position.h"
#include "quadrant/syzygy/tablebases.h"

namespace quadrant::test {

inline const std::string SYZYGY_DIR = std::string(QUADRANT_TEST_DATA) + "/syzygy";

inline Position positionOf(const std::string& fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return pos;
}

// The shipped tables, read once for every test of the process (they are read-only).
inline const syzygy::Tablebases& shippedTables() {
  static const syzygy::Tablebases* tables = [] {
    auto* loaded = new syzygy::Tablebases;
    loaded->setPath(SYZYGY_DIR);
    return loaded;
  }();
  return *tables;
}

}  // namespace quadrant::test

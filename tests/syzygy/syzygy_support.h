// Shared by the Syzygy tests: the tables shipped in tests/data/syzygy (a subset of the 3- and
// 4-piece tables, see docs/syzygy.md); a position from FEN is support.h's positionOf.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "../support.h"
#include "quadrant/core/position.h"
#include "quadrant/syzygy/tablebases.h"

namespace quadrant::test {

inline const std::string SYZYGY_DIR = std::string(QUADRANT_TEST_DATA) + "/syzygy";

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

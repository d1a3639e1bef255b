// Shared helpers for the tests: the perft suites copied into tests/data.
#pragma once

#include <catch2/catch.hpp>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"

namespace quadrant::test {

struct PerftCase {
  std::string fen;
  std::vector<std::pair<int, unsigned long long>> counts;  // (depth, nodes)
};

// Reads "FEN ;D1 n ;D2 n ..." lines.
inline std::vector<PerftCase> loadPerftSuite(const std::string& name) {
  std::vector<PerftCase> cases;
  std::ifstream in(std::string(QUADRANT_TEST_DATA) + "/" + name);
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    PerftCase c;
    std::getline(fields, c.fen, ';');
    while (!c.fen.empty() && c.fen.back() == ' ') c.fen.pop_back();
    for (std::string part; std::getline(fields, part, ';');) {
      std::istringstream p(part);
      std::string depth;
      unsigned long long nodes = 0;
      if (p >> depth >> nodes) c.counts.emplace_back(std::stoi(depth.substr(1)), nodes);
    }
    if (!c.fen.empty()) cases.push_back(c);
  }
  return cases;
}

// The positions of the named suites and, with `children`, every position one ply after them
// (which hold many more checks, captures and odd material than the suites themselves).
inline std::vector<Position> suitePositions(std::initializer_list<const char*> files, bool children) {
  std::vector<Position> positions;
  for (const char* file : files) {
    for (const PerftCase& c : loadPerftSuite(file)) {
      Position root;
      if (!root.setFen(c.fen)) continue;
      positions.push_back(root);
      if (!children) continue;
      for (Move m : legalMoves(root)) {
        Position child = root;
        child.makeMove(m);
        positions.push_back(child);
      }
    }
  }
  return positions;
}

// The position after `uciMoves` (space-separated, from the start position); the test fails on
// a move that is not legal.
inline Position positionAfter(const std::string& uciMoves) {
  Position pos;
  std::istringstream in(uciMoves);
  for (std::string text; in >> text;) {
    const Move m = parseUciMove(pos, text);
    REQUIRE(m);
    pos.makeMove(m);
  }
  return pos;
}

}  // namespace quadrant::test

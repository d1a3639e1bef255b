// Shared helpers for the tests: the perft suites copied into tests/data.
#pragma once

#include <catch2/catch.hpp>
#include <cctype>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"
#include "quadrant/core/position_line.h"

namespace quadrant::test {

struct PerftCase {
  std::string fen;
  std::vector<std::pair<int, unsigned long long>> counts;  // (depth, nodes)
};

// Reads "FEN ;D1 n ;D2 n ..." lines (EPD operations D1, D2, ...: the perft count at each depth).
inline std::vector<PerftCase> loadPerftSuite(const std::string& name) {
  std::vector<PerftCase> cases;
  std::ifstream in(std::string(QUADRANT_TEST_DATA) + "/" + name);
  REQUIRE(in);
  const auto onPosition = [&](int lineNumber, const PositionLine& line) {
    PerftCase c{line.fen, {}};
    for (const EpdOperation& operation : line.operations) {
      INFO(name << ':' << lineNumber << ": " << operation.opcode);
      REQUIRE((operation.opcode[0] == 'D' && operation.operands.size() == 1));
      c.counts.emplace_back(std::stoi(operation.opcode.substr(1)),
                            std::stoull(operation.operands[0]));
    }
    cases.push_back(c);
  };
  forEachPositionLine(in, onPosition, [&](int lineNumber, const std::string& error) {
    FAIL(name << ':' << lineNumber << ": " << error);
  });
  return cases;
}

// The positions of the named suites and, with `children`, every position one ply after them
// (which hold many more checks, captures and odd material than the suites themselves).
inline std::vector<Position> suitePositions(std::initializer_list<const char*> files,
                                            bool children) {
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

inline std::string swapCase(std::string s) {
  for (char& c : s)
    c = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
  return s;
}

// The same position with the colours exchanged: ranks mirrored, piece colours, side to move,
// castling rights and the en-passant square swapped.
inline std::string flipFen(const std::string& fen) {
  std::istringstream in(fen);
  std::string board, side, castling, ep, halfmove = "0", fullmove = "1";
  in >> board >> side >> castling >> ep >> halfmove >> fullmove;
  std::vector<std::string> ranks;
  std::istringstream rows(board);
  for (std::string rank; std::getline(rows, rank, '/');)
    ranks.insert(ranks.begin(), swapCase(rank));
  std::string flipped;
  for (const std::string& rank : ranks) flipped += (flipped.empty() ? "" : "/") + rank;
  std::string flippedEp = ep;
  if (ep != "-") flippedEp[1] = ep[1] == '3' ? '6' : '3';
  return flipped + (side == "w" ? " b " : " w ") + (castling == "-" ? "-" : swapCase(castling)) +
         " " + flippedEp + " " + halfmove + " " + fullmove;
}

// The position of a FEN; the test fails on a FEN that is not one.
inline Position positionOf(const std::string& fen) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  return pos;
}

// The plies since a game's start at move 1, White to move, by the position's move counters.
inline int gamePly(const Position& pos) {
  return 2 * (pos.fullmoveNumber() - 1) + (pos.sideToMove() == BLACK);
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

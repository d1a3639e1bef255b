// What every libFuzzer harness shares: the input as text, and the invariants a harness checks
// on whatever the engine accepted. A broken invariant aborts, so libFuzzer keeps the input as a
// crash just as it would for a sanitizer report.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "quadrant/core/position.h"

namespace quadrant::fuzz {

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

inline void check(bool holds, const char* invariant) {
  if (holds) return;
  std::fprintf(stderr, "invariant broken: %s\n", invariant);
  std::abort();
}

// The incremental state agrees with a recomputation, and the FEN reads back as the same
// position, in X-FEN and in Shredder-FEN.
inline void checkPosition(const Position& pos) {
  check(pos.key() == pos.computeKey(), "incremental key");
  check(pos.pawnKey() == pos.computePawnKey(), "incremental pawn key");
  check(pos.materialKey() == pos.computeMaterialKey(), "incremental material key");
  check(pos.lines() == pos.computeLines(), "incremental line occupancies");
  check(pos.pieceSquareSum() == pos.computePieceSquareSum(), "incremental piece-square sum");
  for (CastlingNotation notation : {CastlingNotation::XFen, CastlingNotation::Shredder}) {
    const std::string fen = pos.fen(notation);
    Position again;
    again.setChess960(pos.isChess960());
    check(again.setFen(fen), "the FEN a position writes is read back");
    check(again.fen(notation) == fen, "FEN round trip");
    check(again.key() == pos.key(), "the FEN read back has the same key");
  }
}

}  // namespace quadrant::fuzz

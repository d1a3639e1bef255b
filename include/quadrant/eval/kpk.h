// The KPK bitbase: for every king-and-pawn against king position, whether the pawn's side wins
// with best play. It is generated on first use by retrograde analysis (a few tens of
// milliseconds, once per process; thread-safe) and kept as one bit per position.
//
// A promotion counts as a win when it promotes to a queen or a rook that Black cannot take at
// once without stalemating him: KQK and KRK are won from every such position, so the bitbase is
// exact.
#pragma once

#include "quadrant/core/types.h"

namespace quadrant {

// Whether `strongSide` (the side with the pawn) wins. Illegal positions (two pieces on one
// square, touching kings, a pawn on its first or last rank, the side not to move in check)
// are never wins: they answer false.
bool kpkIsWin(Color strongSide, Square strongKing, Square pawn, Square weakKing, Color sideToMove);

}  // namespace quadrant

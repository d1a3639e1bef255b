// Win/draw/loss as the tables store it, from the side to move's point of view. A cursed win is
// a win that the fifty-move rule turns into a draw; a blessed loss, a loss it saves.
#pragma once

#include <string>

namespace quadrant::syzygy {

enum class Wdl : int { Loss = -2, BlessedLoss = -1, Draw = 0, CursedWin = 1, Win = 2 };

constexpr Wdl operator-(Wdl w) { return Wdl(-int(w)); }

// "win", "cursed-win", "draw", "blessed-loss", "loss".
std::string wdlName(Wdl wdl);

// The result once the fifty-move rule is applied (cursed wins and blessed losses are draws) or
// ignored (they are wins and losses).
Wdl underFiftyMoveRule(Wdl wdl, bool fiftyMoveRule);

}  // namespace quadrant::syzygy

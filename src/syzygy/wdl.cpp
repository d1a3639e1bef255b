#include "quadrant/syzygy/wdl.h"

namespace quadrant::syzygy {

std::string wdlName(Wdl wdl) {
  switch (wdl) {
    case Wdl::Loss: return "loss";
    case Wdl::BlessedLoss: return "blessed-loss";
    case Wdl::Draw: return "draw";
    case Wdl::CursedWin: return "cursed-win";
    case Wdl::Win: break;
  }
  return "win";
}

Wdl underFiftyMoveRule(Wdl wdl, bool fiftyMoveRule) {
  if (wdl == Wdl::CursedWin) return fiftyMoveRule ? Wdl::Draw : Wdl::Win;
  if (wdl == Wdl::BlessedLoss) return fiftyMoveRule ? Wdl::Draw : Wdl::Loss;
  return wdl;
}

}  // namespace quadrant::syzygy

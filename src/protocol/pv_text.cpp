#include "quadrant/protocol/pv_text.h"

#include "quadrant/core/movegen.h"

namespace quadrant {

std::string pvText(const Position& root, const std::vector<Move>& pv, MoveFormatter format) {
  std::string text;
  Position pos = root;
  for (Move m : pv) {
    if (!legalMoves(pos).contains(m)) break;
    text += (text.empty() ? "" : " ") + format(pos, m);
    pos.makeMove(m);
  }
  return text;
}

}  // namespace quadrant

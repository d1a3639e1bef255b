// Fuzzes FEN, X-FEN and Shredder-FEN reading, in standard and in Chess960 mode: whatever the
// text, setFen refuses it with a reason or gives a consistent position, from which every legal
// move leads to a consistent position again.
#include <string>

#include "harness.h"
#include "quadrant/core/movegen.h"

using namespace quadrant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::asText(data, size);
  for (bool chess960 : {false, true}) {
    Position pos;
    pos.setChess960(chess960);
    std::string error;
    if (!pos.setFen(text, &error)) {
      fuzz::check(!error.empty(), "a refused FEN comes with a reason");
      fuzz::check(pos.fen() == Position::START_FEN, "a refused FEN leaves the position unchanged");
      continue;
    }
    fuzz::checkPosition(pos);
    for (Move m : legalMoves(pos)) {
      Position child = pos;
      child.makeMove(m);
      fuzz::checkPosition(child);
    }
  }
  return 0;
}

// Fuzzes move reading: SAN, UCI coordinates and CECP moves. The first line of the input is a
// FEN (the start position when it is not one); every further line is read as a move in each
// notation, a move that any of them accepts is played, and the game goes on from there. A move
// read must be legal, and every legal move must read back from each notation's own writing.
#include <sstream>
#include <string>

#include "harness.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/protocol/xboard_notation.h"

using namespace quadrant;

namespace {

void checkNotationsRoundTrip(const Position& pos) {
  for (Move m : legalMoves(pos)) {
    fuzz::check(parseSan(pos, moveToSan(pos, m)) == m, "SAN round trip");
    fuzz::check(parseUciMove(pos, moveToUci(pos, m)) == m, "UCI round trip");
    fuzz::check(parseXboardMove(pos, xboardMove(pos, m)) == m, "CECP round trip");
  }
}

// The move the text names in any notation (SAN first), or none.
Move readMove(const Position& pos, std::string_view text) {
  const Move san = parseSan(pos, text), uci = parseUciMove(pos, text),
             cecp = parseXboardMove(pos, text);
  looksLikeMove(text);
  for (Move m : {san, uci, cecp}) fuzz::check(!m || isLegal(pos, m), "a move read is legal");
  return san ? san : uci ? uci : cecp;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream lines{std::string(fuzz::asText(data, size))};
  std::string line;
  std::getline(lines, line);
  Position pos;
  if (!pos.setFen(line)) pos = Position();
  checkNotationsRoundTrip(pos);
  while (std::getline(lines, line)) {
    const Move m = readMove(pos, line);
    if (!m) continue;
    pos.makeMove(m);
    checkNotationsRoundTrip(pos);
  }
  return 0;
}

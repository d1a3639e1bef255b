#include "quadrant/protocol/xboard_notation.h"

#include <algorithm>
#include <cctype>

#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/eval/score.h"
#include "quadrant/protocol/pv_text.h"

namespace quadrant {
namespace {

constexpr long long XBOARD_MATE = 100000;

bool isFile(char c) { return c >= 'a' && c <= 'h'; }
bool isRank(char c) { return c >= '1' && c <= '8'; }

bool isCoordinate(std::string_view s) {
  const bool squares =
      s.size() >= 4 && isFile(s[0]) && isRank(s[1]) && isFile(s[2]) && isRank(s[3]);
  return squares && (s.size() == 4 || (s.size() == 5 && std::string_view("qrbnQRBN").find(s[4]) !=
                                                            std::string_view::npos));
}

bool isCastling(std::string_view s) { return s.rfind("O-O", 0) == 0 || s.rfind("0-0", 0) == 0; }

bool isSanShaped(std::string_view s) {
  const bool alphabet = std::all_of(s.begin(), s.end(), [](char c) {
    return std::string_view("abcdefgh12345678KQRBNx=+#!?").find(c) != std::string_view::npos;
  });
  const bool opening = !s.empty() && (isFile(s[0]) || std::string_view("KQRBN").find(s[0]) !=
                                                          std::string_view::npos);
  return alphabet && opening && std::any_of(s.begin(), s.end(), isRank);
}

}  // namespace

std::string xboardMove(const Position& pos, Move m) {
  if (m.isCastling() && pos.isChess960()) return m.to() > m.from() ? "O-O" : "O-O-O";
  return moveToUci(m, false);
}

Move parseXboardMove(const Position& pos, std::string_view text) {
  if (isCoordinate(text)) {
    std::string coordinates(text);
    if (coordinates.size() == 5)
      coordinates[4] = char(std::tolower(static_cast<unsigned char>(coordinates[4])));
    if (!pos.isChess960()) return parseUciMove(pos, coordinates);
    for (Move m : legalMoves(pos))
      if (moveToUci(m, true) == coordinates) return m;
    return Move::none();
  }
  return parseSan(pos, text);
}

bool looksLikeMove(std::string_view text) {
  return isCoordinate(text) || isCastling(text) || isSanShaped(text);
}

long long xboardScore(int score) {
  if (!isMateScore(score)) return score;
  const int moves = mateInMoves(score);
  return moves > 0 ? XBOARD_MATE + moves : -XBOARD_MATE + moves;
}

std::string thinkingLine(const Position& root, const SearchInfo& info, std::int64_t centiseconds) {
  std::string line = std::to_string(info.depth) + ' ' + std::to_string(xboardScore(info.score)) +
                     ' ' + std::to_string(centiseconds) + ' ' + std::to_string(info.nodes);
  const std::string pv = pvText(root, info.pv, xboardMove);
  if (!pv.empty()) line += ' ' + pv;
  // A bound's mark is a word of its own: a bridge that reads the moves (python-chess) stops at
  // the first word that is no move, and "g8f6!" would cost it the whole line.
  if (info.bound == Bound::Lower) line += " !";
  if (info.bound == Bound::Upper) line += " ?";
  return line;
}

std::string resultClaim(const Position& pos, GameEnd end) {
  switch (end) {
    case GameEnd::Checkmate:
      return pos.sideToMove() == WHITE ? "0-1 {Black mates}" : "1-0 {White mates}";
    case GameEnd::Stalemate: return "1/2-1/2 {Stalemate}";
    case GameEnd::InsufficientMaterial: return "1/2-1/2 {Insufficient material}";
    case GameEnd::FiftyMoves: return "1/2-1/2 {Draw by fifty move rule}";
    case GameEnd::Repetition: return "1/2-1/2 {Draw by repetition}";
    case GameEnd::None: break;
  }
  return "*";
}

}  // namespace quadrant

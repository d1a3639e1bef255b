#include "quadrant/protocol/xboard_edit.h"

#include <cctype>

#include "quadrant/core/fen_board.h"

namespace quadrant {
namespace {

// The type a FEN letter names, in either case; NO_PIECE_TYPE for any other character.
PieceType pieceTypeOf(char letter) {
  return typeOf(pieceFromLetter(char(std::toupper(static_cast<unsigned char>(letter)))));
}

// "a4" as a square; NO_SQUARE if it is not one.
Square squareOf(const std::string& text, std::size_t at) {
  if (text.size() != at + 2) return NO_SQUARE;
  const char file = text[at], rank = text[at + 1];
  if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return NO_SQUARE;
  return makeSquare(file - 'a', rank - '1');
}

}  // namespace

BoardEditor::BoardEditor(const Position& current)
    : sideToMove_(current.sideToMove()), fullmoveNumber_(current.fullmoveNumber()) {
  for (Square sq = 0; sq < 64; ++sq) board_[sq] = current.pieceOn(sq);
}

bool BoardEditor::apply(const std::string& command) {
  if (command == "c") {
    colour_ = ~colour_;
    return true;
  }
  if (command == "#") {
    for (Piece& p : board_) p = NO_PIECE;
    return true;
  }
  const Square sq = command.empty() ? NO_SQUARE : squareOf(command, 1);
  if (sq == NO_SQUARE) return false;
  if (command[0] == 'x' || command[0] == 'X') {
    board_[sq] = NO_PIECE;
    return true;
  }
  const PieceType type = pieceTypeOf(command[0]);
  if (type == NO_PIECE_TYPE) return false;
  board_[sq] = makePiece(colour_, type);
  return true;
}

std::string BoardEditor::fen(bool chess960) const {
  return fenPlacement(board_) + (sideToMove_ == WHITE ? " w " : " b ") + castling(chess960) +
         " - 0 " + std::to_string(fullmoveNumber_);
}

std::string BoardEditor::castling(bool chess960) const {
  const std::string rights = castlingOf(WHITE, chess960) + castlingOf(BLACK, chess960);
  return rights.empty() ? "-" : rights;
}

// X-FEN letters for one side: K/Q name the outermost rook on that side of the king.
std::string BoardEditor::castlingOf(Color c, bool chess960) const {
  const int backRank = c == WHITE ? 0 : 7;
  const Piece king = makePiece(c, KING), rook = makePiece(c, ROOK);
  int kingFile = -1;
  for (int file = 0; file < 8; ++file)
    if (board_[makeSquare(file, backRank)] == king) kingFile = file;
  const bool kingHome = chess960 ? kingFile > 0 && kingFile < 7 : kingFile == 4;
  if (!kingHome) return "";
  auto rookOn = [&](int file) { return board_[makeSquare(file, backRank)] == rook; };
  bool kingSide = false, queenSide = false;
  for (int file = kingFile + 1; file < 8; ++file)
    kingSide |= rookOn(file) && (chess960 || file == 7);
  for (int file = 0; file < kingFile; ++file) queenSide |= rookOn(file) && (chess960 || file == 0);
  std::string rights = std::string(kingSide ? "K" : "") + (queenSide ? "Q" : "");
  if (c == BLACK)
    for (char& letter : rights) letter = char(std::tolower(static_cast<unsigned char>(letter)));
  return rights;
}

}  // namespace quadrant

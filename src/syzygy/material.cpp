#include "quadrant/syzygy/material.h"

#include "quadrant/core/bitboard.h"

namespace quadrant::syzygy {
namespace {

constexpr PieceType NAME_ORDER[] = {KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN};

PieceType typeOfLetter(char letter) {
  for (PieceType pt : NAME_ORDER)
    if (pieceChar(makePiece(WHITE, pt)) == letter) return pt;
  return NO_PIECE_TYPE;
}

}  // namespace

bool Material::parse(std::string_view name, Material* material) {
  Material parsed;
  Color side = WHITE;
  for (char letter : name) {
    if (letter == 'v' && side == WHITE) {
      side = BLACK;
      continue;
    }
    const PieceType pt = typeOfLetter(letter);
    if (pt == NO_PIECE_TYPE) return false;
    ++parsed.count[side][pt];
  }
  if (side != BLACK || parsed.count[WHITE][KING] != 1 || parsed.count[BLACK][KING] != 1 ||
      parsed.pieceCount() > MAX_PIECES || name[0] != 'K' || name[name.find('v') + 1] != 'K')
    return false;
  *material = parsed;
  return true;
}

Material Material::of(const Position& pos) {
  Material material;
  for (Color c : {WHITE, BLACK})
    for (PieceType pt : NAME_ORDER) material.count[c][pt] = popcount(pos.pieces(c, pt));
  return material;
}

std::string Material::name() const {
  std::string text;
  for (Color c : {WHITE, BLACK}) {
    if (c == BLACK) text += 'v';
    for (PieceType pt : NAME_ORDER)
      text.append(std::size_t(count[c][pt]), pieceChar(makePiece(WHITE, pt)));
  }
  return text;
}

Key Material::key() const {
  Key key = 0;
  for (Color c : {WHITE, BLACK})
    for (PieceType pt : NAME_ORDER) key += Key(count[c][pt]) << Position::materialShift(c, pt);
  return key;
}

Material Material::colourSwapped() const {
  Material swapped;
  for (PieceType pt : NAME_ORDER) {
    swapped.count[WHITE][pt] = count[BLACK][pt];
    swapped.count[BLACK][pt] = count[WHITE][pt];
  }
  return swapped;
}

int Material::pieceCount() const {
  int total = 0;
  for (Color c : {WHITE, BLACK})
    for (PieceType pt : NAME_ORDER) total += count[c][pt];
  return total;
}

bool Material::hasUniquePieces() const {
  for (Color c : {WHITE, BLACK})
    for (PieceType pt : {QUEEN, ROOK, BISHOP, KNIGHT, PAWN})
      if (count[c][pt] == 1) return true;
  return false;
}

}  // namespace quadrant::syzygy

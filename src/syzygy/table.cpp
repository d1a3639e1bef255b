#include "quadrant/syzygy/table.h"

#include <utility>

#include "quadrant/core/bitboard.h"
#include "quadrant/syzygy/bytes.h"

namespace quadrant::syzygy {
namespace {

constexpr std::uint32_t WDL_MAGIC = 0x5d23e871;
constexpr std::uint32_t DTZ_MAGIC = 0xa50c66d7;
constexpr int SPLIT_FLAG = 1;      // header: a WDL table with a part per side to move
constexpr int HAS_PAWNS_FLAG = 2;  // header: parts per leading pawn file
// The flags of a DTZ part.
constexpr int BLACK_TO_MOVE = 1;  // the part holds positions with Black to move
constexpr int MAPPED = 2;         // values go through the maps
constexpr int WIN_IN_PLIES = 4;   // wins are stored in plies (else in moves)
constexpr int LOSS_IN_PLIES = 8;
constexpr int WIDE_MAPS = 16;  // map entries are 16 bits wide

bool refuse(std::string* error, const std::string& why) {
  *error = why;
  return false;
}

// Which of the four DTZ maps serves a result.
int mapFor(Wdl wdl) {
  switch (wdl) {
    case Wdl::Win: return 0;
    case Wdl::Loss: return 1;
    case Wdl::CursedWin: return 2;
    case Wdl::BlessedLoss: return 3;
    case Wdl::Draw: break;
  }
  return -1;
}

}  // namespace

TablePosition TablePosition::of(const Position& pos, bool swapColours) {
  TablePosition seen;
  for (Square sq : squaresOf(pos.occupied())) {
    if (seen.count == MAX_PIECES) break;
    const Piece p = pos.pieceOn(sq);
    seen.piece[seen.count] = swapColours ? makePiece(~colorOf(p), typeOf(p)) : p;
    seen.square[seen.count++] = swapColours ? sq ^ 56 : sq;
  }
  seen.sideToMove = swapColours ? ~pos.sideToMove() : pos.sideToMove();
  return seen;
}

bool Table::open(TableFile file, const Material& material, TableKind kind, std::string* error) {
  file_ = std::move(file);
  material_ = material;
  kind_ = kind;
  const std::uint8_t* data = file_.data();
  const std::size_t size = file_.size();
  if (size < 5) return refuse(error, "too short to be a table");
  if (littleEndian32(data) != (kind == TableKind::Wdl ? WDL_MAGIC : DTZ_MAGIC))
    return refuse(error, std::string("not a Syzygy ") + (kind == TableKind::Wdl ? "WDL" : "DTZ") +
                             " table (wrong magic number)");
  const bool split = data[4] & SPLIT_FLAG;
  if (bool(data[4] & HAS_PAWNS_FLAG) != material.hasPawns() ||
      (kind == TableKind::Wdl && split == material.symmetric()))
    return refuse(error, "the header does not match the material " + material.name());
  files_ = material.hasPawns() ? 4 : 1;
  sides_ = kind == TableKind::Wdl && split ? 2 : 1;
  std::size_t offset = 5;
  if (!readPieceLists(&offset, error)) return false;
  offset += offset & 1;
  for (int f = 0; f < files_; ++f)
    for (int side = 0; side < sides_; ++side)
      if (!part(f, side).values.readHeader(data, size, &offset, part(f, side).layout.size, error))
        return false;
  if (kind == TableKind::Dtz && !readDistanceMaps(&offset, error)) return false;
  bool fits = true;
  for (int f = 0; f < files_; ++f)
    for (int side = 0; side < sides_; ++side)
      fits = fits && part(f, side).values.placeSparseIndex(size, &offset);
  for (int f = 0; f < files_; ++f)
    for (int side = 0; side < sides_; ++side)
      fits = fits && part(f, side).values.placeBlockLengths(size, &offset);
  for (int f = 0; f < files_; ++f)
    for (int side = 0; side < sides_; ++side) {
      offset = (offset + 63) & ~std::size_t(63);  // blocks start on 64-byte boundaries
      fits = fits && part(f, side).values.placeBlocks(size, &offset);
    }
  return fits || refuse(error, "truncated");
}

// Per leading pawn file: the group order byte (two with pawns on both sides), then a byte per
// piece; in each byte the low nibble serves the first side to move, the high nibble the second.
bool Table::readPieceLists(std::size_t* offset, std::string* error) {
  const std::uint8_t* data = file_.data();
  const int pieces = material_.pieceCount();
  const int orderBytes = material_.pawnCount(WHITE) > 0 && material_.pawnCount(BLACK) > 0 ? 2 : 1;
  for (int f = 0; f < files_; ++f) {
    if (*offset + std::size_t(orderBytes + pieces) > file_.size())
      return refuse(error, "truncated");
    const std::uint8_t* order = data + *offset;
    const std::uint8_t* list = order + orderBytes;
    for (int side = 0; side < sides_; ++side) {
      const int shift = side ? 4 : 0;
      const int groupOrder[2] = {(order[0] >> shift) & 15,
                                 orderBytes == 2 ? (order[1] >> shift) & 15 : 15};
      Part& p = part(f, side);
      for (int i = 0; i < pieces; ++i) p.pieces[i] = Piece((list[i] >> shift) & 15);
      if (!makeGroupLayout(material_, p.pieces, groupOrder, f, &p.layout, error)) return false;
    }
    *offset += std::size_t(orderBytes + pieces);
  }
  return true;
}

// DTZ tables: for every part whose values are mapped, four maps (win, loss, cursed win, blessed
// loss), each its length then its entries, of one byte or (wide maps, 2-byte aligned) two.
bool Table::readDistanceMaps(std::size_t* offset, std::string* error) {
  const std::size_t size = file_.size();
  for (int f = 0; f < files_; ++f) {
    Part& p = part(f, 0);
    const int flags = p.values.flags();
    if (!(flags & MAPPED)) continue;
    const bool wide = flags & WIDE_MAPS;
    if (wide) *offset += *offset & 1;
    for (int m = 0; m < 4; ++m) {
      const std::size_t entryBytes = wide ? 2 : 1;
      if (*offset + entryBytes > size) return refuse(error, "truncated");
      const std::uint8_t* at = file_.data() + *offset;
      p.mapLength[m] = wide ? int(littleEndian16(at)) : at[0];
      p.mapStart[m] = *offset + entryBytes;
      *offset += entryBytes * (1 + std::size_t(p.mapLength[m]));
      if (*offset > size) return refuse(error, "truncated");
    }
  }
  *offset += *offset & 1;
  return true;
}

// The part that holds the position and its index there. With pawns, the part is chosen by the
// file of the leading pawn; the pieces are then listed in that part's order.
const Table::Part* Table::findPart(const TablePosition& pos, int side, std::uint64_t* index) const {
  if (pos.count != material_.pieceCount()) return nullptr;
  Square squares[MAX_PIECES];
  bool used[MAX_PIECES] = {};
  int placed = 0, file = 0;
  if (files_ > 1) {
    const Piece leading = parts_[0][0].pieces[0];
    for (int i = 0; i < pos.count; ++i)
      if (pos.piece[i] == leading) {
        squares[placed++] = pos.square[i];
        used[i] = true;
      }
    if (placed == 0) return nullptr;
    file = leadingPawnFile(squares, placed);
  }
  const Part& p = parts_[file][side];
  for (; placed < pos.count; ++placed) {
    int i = 0;
    while (i < pos.count && (used[i] || pos.piece[i] != p.pieces[placed])) ++i;
    if (i == pos.count) return nullptr;
    used[i] = true;
    squares[placed] = pos.square[i];
  }
  return positionIndex(squares, pos.count, p.layout, index) ? &p : nullptr;
}

Lookup Table::wdl(const TablePosition& pos, Wdl* wdl) const {
  std::uint64_t index = 0;
  const Part* p = findPart(pos, sides_ == 2 ? pos.sideToMove : 0, &index);
  int stored = 0;
  if (!p || !p->values.valueAt(file_.data(), file_.size(), index, &stored) || stored > 4)
    return Lookup::Damaged;
  *wdl = Wdl(stored - 2);
  return Lookup::Found;
}

Lookup Table::dtz(const TablePosition& pos, Wdl wdl, int* plies) const {
  std::uint64_t index = 0;
  const Part* p = findPart(pos, 0, &index);
  if (!p) return Lookup::Damaged;
  if (bool(p->values.flags() & BLACK_TO_MOVE) != (pos.sideToMove == BLACK))
    return Lookup::OtherSide;
  int stored = 0;
  if (!p->values.valueAt(file_.data(), file_.size(), index, &stored) ||
      !distance(*p, stored, wdl, plies))
    return Lookup::Damaged;
  return Lookup::Found;
}

// Stored values go through the result's map when the part has maps; wins and losses stored in
// moves, and every cursed win and blessed loss, are doubled into plies. The tables store the
// distance minus one.
bool Table::distance(const Part& part, int stored, Wdl wdl, int* plies) const {
  const int flags = part.values.flags();
  const int map = mapFor(wdl);
  if (map < 0) return false;
  if (flags & MAPPED) {
    if (stored >= part.mapLength[map]) return false;
    const std::uint8_t* entry = file_.data() + part.mapStart[map];
    stored = flags & WIDE_MAPS ? int(littleEndian16(entry + 2 * stored)) : entry[stored];
  }
  const bool inMoves = (wdl == Wdl::Win && !(flags & WIN_IN_PLIES)) ||
                       (wdl == Wdl::Loss && !(flags & LOSS_IN_PLIES)) || wdl == Wdl::CursedWin ||
                       wdl == Wdl::BlessedLoss;
  *plies = (inMoves ? 2 * stored : stored) + 1;
  return true;
}

}  // namespace quadrant::syzygy

// Fuzzes the Syzygy table reader. The first byte chooses the table's material and kind (WDL or
// DTZ, bit 7); the rest is the file. A file the reader accepts is then probed at many positions
// of its material, legal or not (two kings side by side, pawns on the back ranks): every lookup
// either answers a value in range or reports damage, without reading outside the file or
// looping without end.
#include <string>
#include <vector>

#include "harness.h"
#include "quadrant/syzygy/material.h"
#include "quadrant/syzygy/table.h"

using namespace quadrant;
using namespace quadrant::syzygy;

namespace {

// Pawnless and with pawns, with unique pieces and without, pawns on one side and on both.
constexpr const char* MATERIALS[] = {"KBvK",   "KRvK",    "KQvK",   "KPvK",    "KRvKR",
                                     "KPvKP",  "KQvKR",   "KBNvK",  "KBvKN",   "KRPvKR",
                                     "KPPvKP", "KRRvKBB", "KQRvKR", "KPPPvKP", "KBBvKN"};
constexpr int PROBES = 64;
constexpr Wdl RESULTS[] = {Wdl::Win, Wdl::Loss, Wdl::CursedWin, Wdl::BlessedLoss};

// The pieces of the material, on distinct squares drawn from a fixed sequence per probe.
TablePosition probePosition(const Material& material, unsigned probe) {
  TablePosition pos;
  std::uint64_t taken = 0;
  unsigned state = probe * 2654435761u + 1;
  for (Color c : {WHITE, BLACK})
    for (PieceType pt : {KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN})
      for (int i = 0; i < material.count[c][pt]; ++i) {
        Square sq;
        do {
          state = state * 1103515245u + 12345u;
          sq = Square((state >> 16) & 63);
        } while (taken & (std::uint64_t(1) << sq));
        taken |= std::uint64_t(1) << sq;
        pos.piece[pos.count] = makePiece(c, pt);
        pos.square[pos.count++] = sq;
      }
  pos.sideToMove = Color(probe & 1);
  return pos;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const int count = int(sizeof MATERIALS / sizeof MATERIALS[0]);
  Material material;
  fuzz::check(Material::parse(MATERIALS[(data[0] & 127) % count], &material), "known material");
  const TableKind kind = data[0] & 128 ? TableKind::Dtz : TableKind::Wdl;
  TableFile file;
  file.assign(std::vector<std::uint8_t>(data + 1, data + size));
  Table table;
  std::string error;
  if (!table.open(std::move(file), material, kind, &error)) {
    fuzz::check(!error.empty(), "a refused table comes with a reason");
    return 0;
  }
  for (unsigned probe = 0; probe < PROBES; ++probe) {
    const TablePosition pos = probePosition(material, probe);
    if (kind == TableKind::Wdl) {
      Wdl wdl = Wdl::Draw;
      if (table.wdl(pos, &wdl) == Lookup::Found)
        fuzz::check(int(wdl) >= -2 && int(wdl) <= 2, "a WDL value in range");
      continue;
    }
    for (Wdl result : RESULTS) {
      int plies = 0;
      if (table.dtz(pos, result, &plies) == Lookup::Found)
        fuzz::check(plies >= 1, "a distance of at least one ply");
    }
  }
  return 0;
}

#include "quadrant/syzygy/tablebases.h"

#include <algorithm>
#include <climits>
#include <filesystem>
#include <utility>

#include "quadrant/core/bitboard.h"
#include "quadrant/core/game_end.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/syzygy/table.h"

namespace quadrant::syzygy {
namespace {

const char* const WDL_SUFFIX = ".rtbw";
const char* const DTZ_SUFFIX = ".rtbz";

int signOf(int value) { return (value > 0) - (value < 0); }

bool spoiledByFiftyMoveRule(Wdl wdl) { return wdl == Wdl::CursedWin || wdl == Wdl::BlessedLoss; }

std::vector<std::string> splitPath(const std::string& path, char separator) {
  std::vector<std::string> folders;
  std::size_t start = 0;
  while (start <= path.size()) {
    const std::size_t end = std::min(path.find(separator, start), path.size());
    if (end > start) folders.push_back(path.substr(start, end - start));
    start = end + 1;
  }
  return folders;
}

// A table's file as the problems name it: its folder, which the user gave, quoted as input is
// (cut short when long), then its name, a table's name, whole.
std::string tableFileText(const std::string& path) {
  const std::filesystem::path file(path);
  return (std::filesystem::path(shownInput(file.parent_path().string())) / file.filename())
      .string();
}

bool isZeroing(const Position& pos, Move m) {
  return pos.isCapture(m) || pos.typeOn(m.from()) == PAWN;
}

}  // namespace

#ifdef _WIN32
const char Tablebases::PATH_SEPARATOR = ';';
#else
const char Tablebases::PATH_SEPARATOR = ':';
#endif

// A material with tables: its files and, once probed, the opened tables. The state of a table
// goes from Untried to Ready, Missing or Broken once, under the load mutex; the acquire/release
// pair publishes the table itself to the threads that read the state without the mutex.
struct Tablebases::Entry {
  enum State { UNTRIED, READY, MISSING, BROKEN };
  struct Slot {
    std::string path;
    std::unique_ptr<Table> table;
    mutable std::atomic<int> state{UNTRIED};
  };
  Material material;
  mutable Slot wdl, dtz;

  Slot& slot(bool isDtz) const { return isDtz ? dtz : wdl; }
};

int dtzOfZeroingMove(Wdl wdl) {
  switch (wdl) {
    case Wdl::Win: return 1;
    case Wdl::CursedWin: return 101;
    case Wdl::BlessedLoss: return -101;
    case Wdl::Loss: return -1;
    case Wdl::Draw: break;
  }
  return 0;
}

Tablebases::Tablebases() = default;
Tablebases::~Tablebases() = default;

std::vector<std::string> Tablebases::setPath(const std::string& path) {
  entries_.clear();
  byMaterial_.clear();
  maxPieces_ = wdlCount_ = dtzCount_ = 0;
  {
    std::lock_guard<std::mutex> lock(loadMutex_);
    problems_.clear();
  }
  std::vector<std::string> report;
  if (path.empty() || path == "<empty>") return report;
  for (const std::string& folder : splitPath(path, PATH_SEPARATOR)) {
    std::error_code failure;
    if (!std::filesystem::is_directory(folder, failure)) {
      const bool exists = std::filesystem::exists(folder, failure);
      report.push_back("Syzygy: " + (exists
                                         ? "'" + shownInput(folder) + "' is not a folder"
                                         : "folder '" + shownInput(folder) + "' does not exist"));
      continue;
    }
    const int before = wdlCount_ + dtzCount_;
    for (std::filesystem::directory_iterator it(folder, failure), end; !failure && it != end;
         it.increment(failure))
      addFile(folder, it->path().filename().string());
    if (wdlCount_ + dtzCount_ == before)
      report.push_back("Syzygy: folder '" + shownInput(folder) + "' holds no Syzygy tables");
  }
  report.push_back("Syzygy: found " + std::to_string(wdlCount_) + " WDL and " +
                   std::to_string(dtzCount_) + " DTZ tables" +
                   (maxPieces_ ? ", up to " + std::to_string(maxPieces_) + " pieces" : ""));
  return report;
}

// Registers a table file: KRPvKR.rtbw serves KRPvKR and KRvKRP. A material found in an earlier
// folder keeps that folder's file.
void Tablebases::addFile(const std::string& folder, const std::string& fileName) {
  const std::size_t dot = fileName.rfind('.');
  if (dot == std::string::npos) return;
  const std::string suffix = fileName.substr(dot);
  const bool isDtz = suffix == DTZ_SUFFIX;
  Material material;
  if ((!isDtz && suffix != WDL_SUFFIX) || !Material::parse(fileName.substr(0, dot), &material) ||
      material.pieceCount() < 3)
    return;
  auto found = byMaterial_.find(material.key());
  if (found == byMaterial_.end()) {
    entries_.push_back(std::make_unique<Entry>());
    entries_.back()->material = material;
    found = byMaterial_.emplace(material.key(), Found{entries_.back().get(), false}).first;
    if (!material.symmetric())
      byMaterial_.emplace(material.colourSwapped().key(), Found{entries_.back().get(), true});
  }
  const Entry& entry = *found->second.entry;
  if (entry.material.key() != material.key()) return;  // KRvKRP.rtbw beside KRPvKR.rtbw
  Entry::Slot& slot = entry.slot(isDtz);
  if (!slot.path.empty()) return;
  slot.path = (std::filesystem::path(folder) / fileName).string();
  ++(isDtz ? dtzCount_ : wdlCount_);
  if (!isDtz) maxPieces_ = std::max(maxPieces_, material.pieceCount());
}

Tablebases::Found Tablebases::find(const Position& pos) const {
  const auto found = byMaterial_.find(pos.materialKey());
  return found == byMaterial_.end() ? Found{} : found->second;
}

bool Tablebases::hasMaterial(const Position& pos) const {
  const Found found = find(pos);
  return found.entry && !found.entry->wdl.path.empty();
}

Tablebases::Load Tablebases::load(const Entry& entry, bool dtz, const Table** table) const {
  const Entry::Slot& slot = entry.slot(dtz);
  int state = slot.state.load(std::memory_order_acquire);
  if (state == Entry::UNTRIED) {
    std::lock_guard<std::mutex> lock(loadMutex_);
    state = slot.state.load(std::memory_order_relaxed);
    if (state == Entry::UNTRIED) {
      std::string error;
      TableFile file;
      auto opened = std::make_unique<Table>();
      if (slot.path.empty()) {
        state = Entry::MISSING;
      } else if (file.open(slot.path, &error) &&
                 opened->open(std::move(file), entry.material,
                              dtz ? TableKind::Dtz : TableKind::Wdl, &error)) {
        entry.slot(dtz).table = std::move(opened);
        state = Entry::READY;
      } else {
        problems_.push_back("Syzygy: " + tableFileText(slot.path) + ": " + error +
                            "; playing on without it");
        state = Entry::BROKEN;
      }
      slot.state.store(state, std::memory_order_release);
    }
  }
  *table = state == Entry::READY ? slot.table.get() : nullptr;
  return state == Entry::READY     ? Load::Ready
         : state == Entry::MISSING ? Load::Missing
                                   : Load::Broken;
}

// A table that fails a lookup is damaged: it is told once and not used again. Threads already
// reading it keep a valid object (tables live until the next setPath).
void Tablebases::reportDamage(const Entry& entry, bool dtz, const std::string& why) const {
  std::lock_guard<std::mutex> lock(loadMutex_);
  const Entry::Slot& slot = entry.slot(dtz);
  if (slot.state.exchange(Entry::BROKEN) == Entry::BROKEN) return;
  problems_.push_back("Syzygy: " + tableFileText(slot.path) + ": " + why +
                      "; playing on without it");
}

std::vector<std::string> Tablebases::takeProblems() const {
  std::lock_guard<std::mutex> lock(loadMutex_);
  return std::exchange(problems_, {});
}

bool Tablebases::probeable(const Position& pos) const {
  return maxPieces_ > 0 && !pos.castlingRights() && popcount(pos.occupied()) <= maxPieces_;
}

// The WDL (or DTZ) table of pos's material, loaded at its first use: *found says how pos maps
// onto it. NotInTables when no such table was found, Damaged when it failed to load.
ProbeStatus Tablebases::openTable(const Position& pos, bool dtz, Found* found,
                                  const Table** table) const {
  *found = find(pos);
  if (!found->entry) return ProbeStatus::NotInTables;
  const Load loaded = load(*found->entry, dtz, table);
  if (loaded == Load::Ready) return ProbeStatus::Ok;
  return loaded == Load::Missing ? ProbeStatus::NotInTables : ProbeStatus::Damaged;
}

// The value the WDL table stores for pos, captures aside.
ProbeStatus Tablebases::tableWdl(const Position& pos, Wdl* wdl) const {
  if (pos.occupied() == pos.kings()) {
    *wdl = Wdl::Draw;
    return ProbeStatus::Ok;
  }
  Found found;
  const Table* table = nullptr;
  if (const ProbeStatus opened = openTable(pos, false, &found, &table); opened != ProbeStatus::Ok)
    return opened;
  // A table of equal material holds White to move only: Black to move is read colour-swapped.
  const bool swap =
      found.swapColours || (found.entry->material.symmetric() && pos.sideToMove() == BLACK);
  if (table->wdl(TablePosition::of(pos, swap), wdl) == Lookup::Found) return ProbeStatus::Ok;
  reportDamage(*found.entry, false, "damaged data");
  return ProbeStatus::Damaged;
}

// The distance the DTZ table stores for pos, in plies, for its true result wdl. *otherSide when
// the file holds only the other side to move.
ProbeStatus Tablebases::tableDtz(const Position& pos, Wdl wdl, int* dtz, bool* otherSide) const {
  Found found;
  const Table* table = nullptr;
  if (const ProbeStatus opened = openTable(pos, true, &found, &table); opened != ProbeStatus::Ok)
    return opened;
  // With equal material either colour can be the table's White: the side it stores is tried.
  const bool symmetric = found.entry->material.symmetric();
  Lookup lookup = Lookup::OtherSide;
  for (bool swap : {found.swapColours, !found.swapColours}) {
    lookup = table->dtz(TablePosition::of(pos, swap), wdl, dtz);
    if (lookup != Lookup::OtherSide || !symmetric) break;
  }
  *otherSide = lookup == Lookup::OtherSide;
  if (lookup == Lookup::Damaged) {
    reportDamage(*found.entry, true, "damaged data");
    return ProbeStatus::Damaged;
  }
  return ProbeStatus::Ok;
}

// The result of pos: the best of its captures (and, with pawnMovesToo, its pawn moves), each
// resolved the same way, and of the table's value. *zeroingIsBest when a capture or pawn move
// reaches the result, or when the table was not needed: the DTZ table need not hold a true
// value then.
ProbeStatus Tablebases::resolveWdl(const Position& pos, bool pawnMovesToo, Wdl* wdl,
                                   bool* zeroingIsBest) const {
  const MoveList moves = legalMoves(pos);
  Wdl best = Wdl::Loss;
  int tried = 0;
  for (Move m : moves) {
    if (!pos.isCapture(m) && !(pawnMovesToo && pos.typeOn(m.from()) == PAWN)) continue;
    ++tried;
    Position child = pos;
    child.makeMove(m);
    Wdl reply = Wdl::Draw;
    bool ignored = false;
    const ProbeStatus status = resolveWdl(child, false, &reply, &ignored);
    if (status != ProbeStatus::Ok) return status;
    if (-reply > best) best = -reply;
    if (best == Wdl::Win) break;
  }
  const bool everyMoveTried = tried > 0 && tried == moves.size();
  Wdl stored = best;
  if (best != Wdl::Win && !everyMoveTried) {
    const ProbeStatus status = tableWdl(pos, &stored);
    if (status != ProbeStatus::Ok) return status;
  }
  *zeroingIsBest = tried > 0 && best >= stored && (best > Wdl::Draw || everyMoveTried);
  *wdl = std::max(best, stored);
  return ProbeStatus::Ok;
}

WdlProbe Tablebases::probeWdl(const Position& pos) const {
  WdlProbe probe;
  if (!probeable(pos)) return probe;
  bool ignored = false;
  probe.status = resolveWdl(pos, false, &probe.wdl, &ignored);
  return probe;
}

// The distance of pos from the DTZ table; when the file holds only the other side to move, and
// mayLookAhead, from its moves' distances.
ProbeStatus Tablebases::resolveDtz(const Position& pos, bool mayLookAhead, Wdl* wdl,
                                   int* dtz) const {
  bool zeroingIsBest = false;
  ProbeStatus status = resolveWdl(pos, true, wdl, &zeroingIsBest);
  if (status != ProbeStatus::Ok) return status;
  *dtz = 0;
  if (*wdl == Wdl::Draw) return ProbeStatus::Ok;
  if (zeroingIsBest) {
    *dtz = dtzOfZeroingMove(*wdl);
    return ProbeStatus::Ok;
  }
  bool otherSide = false;
  int plies = 0;
  status = tableDtz(pos, *wdl, &plies, &otherSide);
  if (status != ProbeStatus::Ok) return status;
  if (!otherSide) {
    *dtz = (plies + (spoiledByFiftyMoveRule(*wdl) ? FIFTY_MOVE_PLIES : 0)) * signOf(int(*wdl));
    return ProbeStatus::Ok;
  }
  return mayLookAhead ? dtzByLookAhead(pos, *wdl, dtz) : ProbeStatus::Damaged;
}

// One ply deeper, where the file holds the side to move: the winner's fastest move, the loser's
// slowest. A move that mates counts as one ply.
ProbeStatus Tablebases::dtzByLookAhead(const Position& pos, Wdl wdl, int* dtz) const {
  int best = INT_MAX;
  for (Move m : legalMoves(pos)) {
    Position child = pos;
    child.makeMove(m);
    Wdl reply = Wdl::Draw;
    int distance = 0;
    ProbeStatus status = ProbeStatus::Ok;
    if (isZeroing(pos, m)) {
      bool ignored = false;
      status = resolveWdl(child, false, &reply, &ignored);
      distance = -dtzOfZeroingMove(reply);
    } else {
      status = resolveDtz(child, false, &reply, &distance);
      distance = -distance;
      if (distance == 1 && child.inCheck() && legalMoves(child).empty()) best = 1;
      distance += signOf(distance);
    }
    if (status != ProbeStatus::Ok) return status;
    if (distance < best && signOf(distance) == signOf(int(wdl))) best = distance;
  }
  *dtz = best == INT_MAX ? -1 : best;
  return ProbeStatus::Ok;
}

DtzProbe Tablebases::probeDtz(const Position& pos) const {
  DtzProbe probe;
  if (!probeable(pos)) return probe;
  probe.status = resolveDtz(pos, true, &probe.wdl, &probe.dtz);
  return probe;
}

}  // namespace quadrant::syzygy

// The Syzygy tablebases of the folders named by a path, and what they say about a position.
//
// Finding the tables only lists the files; each is opened (mapped) at its first probe, once, and
// a file that turns out to be damaged is reported once and then left alone: the position is
// treated as not in the tables. Probing is safe from many search threads at once.
//
// The tables store positions without castling rights and without an en-passant square, and for
// a position whose best move is a capture (or, in DTZ tables, a pawn move) they may store any
// value. So a probe first plays the captures (and, for DTZ, the pawn moves) and takes the best
// of their results and the table's: that handles en passant too, as it is a capture.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/syzygy/material.h"
#include "quadrant/syzygy/wdl.h"

namespace quadrant::syzygy {

class Table;

enum class ProbeStatus {
  Ok,
  NotInTables,  // castling rights, too many pieces, or a table missing for this or a capture's material
  Damaged,      // a table needed is damaged (reported through takeProblems)
};

struct WdlProbe {
  ProbeStatus status = ProbeStatus::NotInTables;
  Wdl wdl = Wdl::Draw;
};

struct DtzProbe {
  ProbeStatus status = ProbeStatus::NotInTables;
  Wdl wdl = Wdl::Draw;
  // Plies to the next capture or pawn move (or mate) with best play: positive when the side to
  // move wins, negative when it loses, 0 for a draw; beyond 100 in absolute value when the
  // fifty-move rule spoils the result (cursed wins, blessed losses). As the tables store wins
  // and losses in moves where plies would not fit, it may exceed the true distance by one.
  int dtz = 0;
};

class Tablebases {
 public:
  Tablebases();
  ~Tablebases();
  Tablebases(const Tablebases&) = delete;
  Tablebases& operator=(const Tablebases&) = delete;

  // The folder separator of SyzygyPath: ';' on Windows, ':' elsewhere.
  static const char PATH_SEPARATOR;

  // Forgets the current tables and lists those in the folders of `path` ("" or "<empty>":
  // none). Returns what to tell the user: how many tables were found, and every folder that
  // does not exist or holds no tables (which is not an error: the other folders still count).
  // Not while a probe runs.
  std::vector<std::string> setPath(const std::string& path);

  // The most pieces of any table found (0: none).
  int maxPieces() const { return maxPieces_; }
  int wdlTableCount() const { return wdlCount_; }
  int dtzTableCount() const { return dtzCount_; }
  // Whether the tables hold the position's own material (captures aside).
  bool hasMaterial(const Position& pos) const;

  WdlProbe probeWdl(const Position& pos) const;
  DtzProbe probeDtz(const Position& pos) const;

  // The problems met while probing since the last call (damaged files), each told once.
  std::vector<std::string> takeProblems() const;

 private:
  struct Entry;
  struct Found {
    const Entry* entry = nullptr;
    bool swapColours = false;  // the table's first side is Black in the position
  };
  enum class Load { Ready, Missing, Broken };

  void addFile(const std::string& folder, const std::string& fileName);
  Found find(const Position& pos) const;
  Load load(const Entry& entry, bool dtz, const Table** table) const;
  void reportDamage(const Entry& entry, bool dtz, const std::string& why) const;
  ProbeStatus openTable(const Position& pos, bool dtz, Found* found, const Table** table) const;
  ProbeStatus tableWdl(const Position& pos, Wdl* wdl) const;
  ProbeStatus tableDtz(const Position& pos, Wdl wdl, int* dtz, bool* otherSide) const;
  ProbeStatus resolveWdl(const Position& pos, bool pawnMovesToo, Wdl* wdl,
                         bool* zeroingIsBest) const;
  ProbeStatus resolveDtz(const Position& pos, bool mayLookAhead, Wdl* wdl, int* dtz) const;
  ProbeStatus dtzByLookAhead(const Position& pos, Wdl wdl, int* dtz) const;
  bool probeable(const Position& pos) const;

  std::vector<std::unique_ptr<Entry>> entries_;
  std::unordered_map<Key, Found> byMaterial_;  // by the material key of a position
  int maxPieces_ = 0;
  int wdlCount_ = 0;
  int dtzCount_ = 0;
  mutable std::mutex loadMutex_;  // guards the loading of tables and problems_
  mutable std::vector<std::string> problems_;
};

// The distance of a capture or pawn move that reaches `wdl` (from the mover's point of view):
// 1 for a win, 101 for a cursed win, 0 for a draw, and the negatives for losses.
int dtzOfZeroingMove(Wdl wdl);

}  // namespace quadrant::syzygy

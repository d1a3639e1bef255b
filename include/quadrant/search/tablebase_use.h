// How the search uses the Syzygy tablebases (syzygy/tablebases.h).
//
// Inside the tree, a position just reached by a capture or a pawn move (halfmove clock 0, so the
// table's result is exact), without castling rights and with few enough pieces is probed for its
// WDL result: a win scores in the band just below the mates (eval/score.h), a loss the negative,
// a draw 0 (a cursed win or blessed loss +1/-1 while the fifty-move rule counts). Such a node
// ends there when the result is exact or its bound already cuts.
//
// At the root, when the position itself is in the tables, only the moves keeping the best result
// are searched (syzygy/root_ranking.h), and each reports the tables' verdict rather than an
// evaluation (a mate found by the search still shows as a mate). When DTZ tables ranked the root,
// probes inside the tree stop for that search: every move left already keeps the result, and
// table scores would make them all look alike, so the search (its mates and its evaluation)
// chooses among them, while the ranking sees the win through before the fifty-move rule.
#pragma once

#include <cstdint>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/search/tt.h"
#include "quadrant/syzygy/tablebases.h"

namespace quadrant {

// The options that steer the probing (SyzygyProbeDepth, SyzygyProbeLimit, Syzygy50MoveRule).
struct TablebaseSettings {
  const syzygy::Tablebases* tables = nullptr;  // none: no probing
  int probeDepth = 1;         // the least depth of a probe with as many pieces as probed at all
  int probeLimit = 7;         // the most pieces probed
  bool fiftyMoveRule = true;  // cursed wins and blessed losses count as draws

  // The most pieces a probed position may have; 0 without tables.
  int cardinality() const;
};

// What the tables say about a search's root.
struct RootVerdict {
  bool inTables = false;
  std::vector<Move> moves;  // the moves to search: those keeping the best result
  int score = 0;            // the score they report: the tables' verdict on the root
  bool probeInTree = true;  // whether probes inside the tree still help
  // The probes the ranking made, one per root move ranked; they count as tablebase hits of the
  // search (as Stockfish counts them), so a GUI sees the tables at work even when the probes
  // inside the tree stop.
  std::uint64_t rootProbes = 0;
};

// Ranks `moves` (the legal moves of root, narrowed by searchmoves) when root is in the tables;
// `history` holds the keys of the game's earlier positions, for repetitions.
RootVerdict judgeRoot(const TablebaseSettings& settings, const Position& root,
                      const std::vector<Move>& moves, const std::vector<Key>& history);

// The score of a table result `ply` plies from the root, and what it bounds: a win is at least
// that (a mate may be found), a loss at most, a draw exact.
int tablebaseScore(syzygy::Wdl wdl, int ply, bool fiftyMoveRule);
Bound tablebaseBound(syzygy::Wdl wdl, bool fiftyMoveRule);

}  // namespace quadrant

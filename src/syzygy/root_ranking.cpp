#include "quadrant/syzygy/root_ranking.h"

#include <algorithm>

#include "quadrant/core/game_end.h"

namespace quadrant::syzygy {
namespace {

constexpr int MAX_RANK = 1 << 18;

// How often key occurs among the last `plies` positions of history (the reversible ones).
int occurrences(const std::vector<Key>& history, Key key, int plies) {
  const std::size_t start = history.size() > std::size_t(plies) ? history.size() - plies : 0;
  return int(std::count(history.begin() + std::ptrdiff_t(start), history.end(), key));
}

// Whether a position since the last capture or pawn move has occurred twice.
bool repeatedSinceZeroing(const Position& root, const std::vector<Key>& history) {
  std::vector<Key> reversible(
      history.end() - std::min<std::ptrdiff_t>(std::ptrdiff_t(history.size()),
                                               std::ptrdiff_t(root.halfmoveClock())),
      history.end());
  reversible.push_back(root.key());
  std::sort(reversible.begin(), reversible.end());
  return std::adjacent_find(reversible.begin(), reversible.end()) != reversible.end();
}

// A move's distance counted from the root: the child's, one ply further.
bool moveDistance(const Tablebases& tables, const Position& root, const Position& child,
                  const std::vector<Key>& history, RankedMove* ranked) {
  if (child.halfmoveClock() == 0) {
    const WdlProbe probe = tables.probeWdl(child);
    if (probe.status != ProbeStatus::Ok) return false;
    ranked->wdl = -probe.wdl;
    ranked->dtz = dtzOfZeroingMove(ranked->wdl);
    return true;
  }
  const DtzProbe probe = tables.probeDtz(child);
  if (probe.status != ProbeStatus::Ok) return false;
  ranked->wdl = -probe.wdl;
  const int dtz = -probe.dtz;
  ranked->dtz = dtz > 0 ? dtz + 1 : dtz < 0 ? dtz - 1 : 0;
  // A draw by the fifty-move rule or a third occurrence ends the game at once.
  const bool drawn =
      isFiftyMoveDraw(child) || occurrences(history, child.key(), root.halfmoveClock()) >= 2;
  if (drawn) {
    ranked->wdl = Wdl::Draw;
    ranked->dtz = 0;
  }
  if (isCheckmate(child)) ranked->dtz = 1;
  return true;
}

int dtzRank(int dtz, int clock, bool repeated) {
  if (dtz > 0)
    return dtz + clock <= FIFTY_MOVE_PLIES - 1 && !repeated ? MAX_RANK : MAX_RANK - (dtz + clock);
  if (dtz < 0) return -dtz * 2 + clock < FIFTY_MOVE_PLIES ? -MAX_RANK : -MAX_RANK + (-dtz + clock);
  return 0;
}

// Without distances a cursed win ranks just short of what rankedResult counts as a certain win
// under the fifty-move rule, a blessed loss just above a certain loss.
int wdlRank(Wdl wdl) {
  switch (wdl) {
    case Wdl::Win: return MAX_RANK;
    case Wdl::CursedWin: return MAX_RANK - (FIFTY_MOVE_PLIES + 1);
    case Wdl::BlessedLoss: return -MAX_RANK + (FIFTY_MOVE_PLIES + 1);
    case Wdl::Loss: return -MAX_RANK;
    case Wdl::Draw: break;
  }
  return 0;
}

bool rankByDtz(const Tablebases& tables, const Position& root, const std::vector<Key>& history,
               std::vector<RankedMove>& moves) {
  const bool repeated = repeatedSinceZeroing(root, history);
  for (RankedMove& ranked : moves) {
    Position child = root;
    child.makeMove(ranked.move);
    if (!moveDistance(tables, root, child, history, &ranked)) return false;
    ranked.rank = dtzRank(ranked.dtz, root.halfmoveClock(), repeated);
  }
  return true;
}

bool rankByWdl(const Tablebases& tables, const Position& root, const std::vector<Key>& history,
               std::vector<RankedMove>& moves) {
  for (RankedMove& ranked : moves) {
    Position child = root;
    child.makeMove(ranked.move);
    const WdlProbe probe = tables.probeWdl(child);
    if (probe.status != ProbeStatus::Ok) return false;
    ranked.wdl = -probe.wdl;
    ranked.dtz = 0;
    const bool drawn =
        occurrences(history, child.key(), root.halfmoveClock()) >= 2 || isFiftyMoveDraw(child);
    if (drawn) ranked.wdl = Wdl::Draw;
    ranked.rank = wdlRank(ranked.wdl);
  }
  return true;
}

}  // namespace

RootRanking rankRootMoves(const Tablebases& tables, const Position& root,
                          const std::vector<Move>& moves, const std::vector<Key>& history) {
  RootRanking ranking;
  ranking.status = tables.probeWdl(root).status;
  if (ranking.status != ProbeStatus::Ok || moves.empty()) return ranking;
  for (Move m : moves) ranking.moves.push_back({m});
  ranking.byDtz = rankByDtz(tables, root, history, ranking.moves);
  if (!ranking.byDtz && !rankByWdl(tables, root, history, ranking.moves)) {
    ranking.status = ProbeStatus::NotInTables;
    return ranking;
  }
  ranking.status = ProbeStatus::Ok;
  // Among equal ranks the fastest win and the slowest loss come first.
  std::stable_sort(ranking.moves.begin(), ranking.moves.end(),
                   [](const RankedMove& a, const RankedMove& b) {
                     return a.rank != b.rank ? a.rank > b.rank : a.dtz < b.dtz;
                   });
  return ranking;
}

Wdl rankedResult(int rank, bool fiftyMoveRule) {
  const int certain = fiftyMoveRule ? MAX_RANK - FIFTY_MOVE_PLIES : 1;
  return rank >= certain   ? Wdl::Win
         : rank > 0        ? Wdl::CursedWin
         : rank == 0       ? Wdl::Draw
         : rank > -certain ? Wdl::BlessedLoss
                           : Wdl::Loss;
}

}  // namespace quadrant::syzygy

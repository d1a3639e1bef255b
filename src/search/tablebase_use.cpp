#include "quadrant/search/tablebase_use.h"

#include <algorithm>

#include "quadrant/core/bitboard.h"
#include "quadrant/eval/score.h"
#include "quadrant/syzygy/root_ranking.h"

namespace quadrant {

using syzygy::Wdl;

int TablebaseSettings::cardinality() const {
  return tables ? std::min(probeLimit, tables->maxPieces()) : 0;
}

int tablebaseScore(Wdl wdl, int ply, bool fiftyMoveRule) {
  const Wdl result = syzygy::underFiftyMoveRule(wdl, fiftyMoveRule);
  if (result == Wdl::Win) return SCORE_TB_WIN - ply;
  if (result == Wdl::Loss) return -SCORE_TB_WIN + ply;
  // A result the fifty-move rule spoils keeps a hint of its colour: the opponent may still err.
  return SCORE_DRAW + (wdl == Wdl::CursedWin) - (wdl == Wdl::BlessedLoss);
}

Bound tablebaseBound(Wdl wdl, bool fiftyMoveRule) {
  const Wdl result = syzygy::underFiftyMoveRule(wdl, fiftyMoveRule);
  return result == Wdl::Win ? Bound::Lower : result == Wdl::Loss ? Bound::Upper : Bound::Exact;
}

RootVerdict judgeRoot(const TablebaseSettings& settings, const Position& root,
                      const std::vector<Move>& moves, const std::vector<Key>& history) {
  RootVerdict verdict;
  if (popcount(root.occupied()) > settings.cardinality() || root.castlingRights()) return verdict;
  const syzygy::RootRanking ranking = syzygy::rankRootMoves(*settings.tables, root, moves, history);
  if (ranking.status != syzygy::ProbeStatus::Ok || ranking.moves.empty()) return verdict;
  verdict.inTables = true;
  verdict.rootProbes = ranking.moves.size();
  const int bestRank = ranking.moves.front().rank;
  // The moves keep their order: the ranking changes what is searched, not how.
  for (Move m : moves) {
    const auto ranked = std::find_if(ranking.moves.begin(), ranking.moves.end(),
                                     [m](const syzygy::RankedMove& r) { return r.move == m; });
    if (ranked->rank == bestRank) verdict.moves.push_back(m);
  }
  const Wdl best = syzygy::rankedResult(bestRank, settings.fiftyMoveRule);
  verdict.score = tablebaseScore(best, 0, settings.fiftyMoveRule);
  verdict.probeInTree = !ranking.byDtz && best == Wdl::Win;
  return verdict;
}

}  // namespace quadrant

#include "quadrant/engine/mate_job.h"

#include <algorithm>

#include "quadrant/eval/score.h"

namespace quadrant {

MateFinderOptions mateFinderOptions(const SearchLimits& limits) {
  MateFinderOptions options;
  options.maxMoves = std::min(limits.mate, MateFinderOptions::MAX_MATE_MOVES);
  options.timeLimitMs = limits.movetime;
  options.nodeLimit = limits.nodes;
  options.rootMoves = limits.searchMoves;
  return options;
}

SearchInfo mateInfo(const MateResult& result, std::int64_t elapsedMs) {
  SearchInfo info;
  const int plies = 2 * result.mateIn - 1;
  info.depth = plies;
  info.selDepth = plies;
  info.score = SCORE_MATE - plies;
  info.nodes = result.nodes;
  info.elapsedMs = elapsedMs;
  info.pv = result.pv;
  return info;
}

SearchLimits fallbackLimits(const SearchLimits& limits, const MateResult& result) {
  SearchLimits fallback;
  fallback.depth = result.stopped ? 1 : MATE_FALLBACK_DEPTH;
  fallback.multiPv = limits.multiPv;
  fallback.searchMoves = limits.searchMoves;
  return fallback;
}

std::string noMateText(const MateResult& result, int maxMoves) {
  std::string text = "no mate in " + std::to_string(maxMoves) + " found";
  if (!result.stopped) return text;
  if (result.refutedUpTo == 0) return text + " (stopped)";
  return text + " (stopped after mate in " + std::to_string(result.refutedUpTo) + " was refuted)";
}

}  // namespace quadrant

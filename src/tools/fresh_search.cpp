#include "quadrant/tools/fresh_search.h"

namespace quadrant {

FreshSearch::FreshSearch(std::size_t hashMegabytes) : tt_(hashMegabytes), search_(tt_) {}

SearchedLine FreshSearch::run(const Position& pos, const SearchLimits& limits) {
  tt_.clear();
  search_.forgetPastSearches();
  search_.prepare(limits, 0);
  // The last line reported with moves is the result's (search/search.h).
  std::vector<Move> pv;
  const auto keepLine = [&](const SearchInfo& info) {
    if (!info.pv.empty() && info.multiPv == 1) pv = info.pv;
  };
  const SearchResult result = search_.run(pos, {}, keepLine);
  return {result.score, std::move(pv)};
}

}  // namespace quadrant

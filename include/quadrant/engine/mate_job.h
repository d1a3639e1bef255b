// "go mate N" in the engine session: the mate finder (search/matefinder.h) instead of the normal
// search. A proven mate is reported as one PV line and its first move is played; when there is
// no mate of at most N moves, the user is told so and a short normal search picks the move, so
// the GUI always gets a legal bestmove.
#pragma once

#include <cstdint>
#include <string>

#include "quadrant/search/matefinder.h"
#include "quadrant/search/search_types.h"

namespace quadrant {

// The fallback search's depth: deep enough for a sound move, short enough to answer at once.
constexpr int MATE_FALLBACK_DEPTH = 10;

// The finder's options from the go limits: the mate length (capped at the finder's longest),
// movetime and nodes as its time and node limits, and searchmoves as its first moves.
MateFinderOptions mateFinderOptions(const SearchLimits& limits);

// A proven mate as the normal search reports a PV: depth and seldepth in plies, a mate score.
SearchInfo mateInfo(const MateResult& result, std::int64_t elapsedMs);

// The limits of the normal search that picks the move when the finder found no mate: a short
// fixed depth, or depth 1 when the finder was stopped (the GUI wants the move now).
SearchLimits fallbackLimits(const SearchLimits& limits, const MateResult& result);

// "no mate in N found", with "(stopped after mate in R was refuted)" when a limit ended it.
std::string noMateText(const MateResult& result, int maxMoves);

}  // namespace quadrant

// The annotation of the games of a PGN file (`quadrant annotate`): every position of every game
// searched once (tools/game_analysis.h), each game written back with the engine's comments
// (tools/annotated_game.h), and reports of the progress and of the games the reader could not
// read whole.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "quadrant/book/pgn.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"

namespace quadrant {

struct AnnotationReports {
  // A game with moves starts ("game N (line L): WHITE - BLACK, P plies", with the time the rest
  // of the file takes when it can be told: the mean time a position took so far, or before the
  // first game is done the time a position is given) or is done ("game N (line L) annotated: 1
  // inaccuracy, 0 mistakes, 2 blunders").
  std::function<void(const std::string&)> progress;
  // A game the reader found a problem in: "game N (line L): PROBLEM; COVERAGE" (coverageText).
  std::function<void(const std::string&)> problem;
};

// Annotates the games in turn, each searched under `limits` with the table and the search's
// memory cleared first (a game with no move is written back unsearched), and writes each to
// `out` as PGN once it is done. Returns the number of games the reader found a problem in.
int annotateGames(const std::vector<PgnGame>& games, Search& search, TranspositionTable& tt,
                  const SearchLimits& limits, std::ostream& out, const AnnotationReports& reports);

}  // namespace quadrant

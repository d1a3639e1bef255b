// A game read from PGN written back with the engine's comments, as `quadrant annotate` writes
// it: after every move its score as "[%eval 0.31]" (pawns from White's point of view; "[%eval
// #3]" and "[%eval #-3]" for mates, "#0" once mated) in the move's comment; on a move that loses
// expected score (tools/move_judgement.h) "?!", "?" or "??" (unless the game marks the move
// already: one mark a move), its verdict in the comment and the engine's better line as a
// variation. A null move ("--") is written back unjudged. The game's
// own tags, comments (less the eval commands of the main line, which the engine's replace),
// NAGs, variations and result are kept beside the engine's words. A game the reader found a
// problem in gets a comment saying where and why the annotation stops.
#pragma once

#include <string>
#include <vector>

#include "quadrant/book/pgn.h"
#include "quadrant/book/pgn_writer.h"
#include "quadrant/tools/game_analysis.h"
#include "quadrant/tools/move_judgement.h"

namespace quadrant {

// The weak moves of a game, for the progress report.
struct WeakMoves {
  int inaccuracies = 0, mistakes = 0, blunders = 0;

  void count(MoveQuality quality);
};

// The game with its moves annotated and the comment on its problem, if any. `verdicts` are
// analyseGame's on the game's start and moves, or none when the game has no move. The marked
// moves are counted into *weak.
PgnRecord annotatedRecord(const PgnGame& game, const std::vector<PositionVerdict>& verdicts,
                          WeakMoves* weak);

// What the annotation of a game with a problem covers: "annotated whole" (the problem left the
// moves whole), "annotated up to there" or "not annotated".
std::string coverageText(const PgnGame& game);

}  // namespace quadrant

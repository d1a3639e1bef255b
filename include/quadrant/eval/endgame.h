// Endgame knowledge, in Fruit 2.1's manner: the material table calls classifyEndgame once per
// material signature and caches which knowledge applies, so the evaluation dispatches on the
// cached kinds instead of testing material itself. Knowledge comes in two forms:
//   - an evaluation replaces the normal evaluation for its material (KBNK: where to mate);
//   - a scale multiplies the endgame part of the normal evaluation by a factor from 0 (dead
//     draw) to SCALE_NORMAL (no change) when a given side is ahead (KRKB: a rook is not enough).
// isKnownDraw is separate: it recognises dead draws for the search to stop at interior nodes.
#pragma once

#include <cstdint>

#include "quadrant/core/position.h"
#include "quadrant/eval/taper.h"
#include "quadrant/eval/weights.h"

namespace quadrant {

// "Strong" is the side the function is written for: the side ahead, or for KBKP/KNKP the pawn's
// side (the only side that can still hope to win).
enum class EndgameKind : std::uint8_t {
  None,
  // Evaluations.
  KXK,   // bare king against mating material: a known win, drive the king to the edge
  KBNK,  // bishop and knight: a known win, drive the king to a corner of the bishop's colour
  KPK,   // the bitbase's verdict
  KRKP,  // rook against pawn: won unless an escorted pawn is far advanced and the rook's king far
  KQKP,  // queen against pawn: won unless a supported rook or bishop pawn stands on the seventh
  KBKP,  // bishop against pawn, scored for the pawn: the bishop cannot win
  KNKP,  // knight against pawn, scored for the pawn: the knight cannot win
  KNNK,  // two knights cannot force mate
  // Scales.
  KRPKR,              // Philidor (drawn) and Lucena (won) positions
  KBPsK,              // rook pawns and a bishop that does not control the queening corner
  KQKQ,               // perpetual checks everywhere: only tactics win
  KRKB,               // drawn unless the king is caught in a corner of the bishop's colour
  KRKN,               // drawn unless the knight strays from its king
  OppositeBishops,    // bishops of opposite colours and pawns
  PawnlessSmallLead,  // the side ahead has no pawns and at most a minor piece more
  // Scales whose factor is a weight of the evaluation, tuned with the others (tunedScaleWeight).
  OppositeBishopsKnights,  // opposite bishops and a knight each, and pawns
  OppositeBishopsRooks,    // opposite bishops and a rook each, and pawns
  LoneQueen,               // a queen alone against two or more pieces without a queen
};

struct EndgameMatch {
  EndgameKind evaluation =
      EndgameKind::None;  // replaces the evaluation, scored for evaluationStrong
  Color evaluationStrong = WHITE;
  EndgameKind scale[2] = {EndgameKind::None, EndgameKind::None};  // applies when colour c is ahead
};

// Depends only on the material (the piece counts of both colours), so it can be cached by the
// material key. When `evaluation` is set the scales are left unset: nothing remains to scale.
EndgameMatch classifyEndgame(const Position& pos);

// The score of an evaluation kind, in centipawns from `strong`'s point of view.
int evaluateEndgame(EndgameKind kind, const Position& pos, Color strong);

// The factor of a scale kind, 0..SCALE_NORMAL, for the endgame part of the evaluation while
// `strong` is ahead. EndgameKind::None gives SCALE_NORMAL.
int scaleEndgame(EndgameKind kind, const Position& pos, Color strong);

// The weight of w whose middlegame part is the factor of a tuned scale kind, or null when the
// kind is not one or does not apply here (bishops of one colour for the opposite-bishop kinds).
const Tapered* tunedScaleWeight(EndgameKind kind, const Position& pos, const EvalWeights& w);

// What the knowledge of a kind is about, for people ("KPK (bitbase)").
const char* endgameKindName(EndgameKind kind);

// Positions no side can win by force: KK, KNK, kings and bishops all on one colour, KNNK with the
// bare king off the edge, the KPK bitbase's draws, and a bishop with rook pawns against a bare
// king in or next to a queening corner the bishop does not cover. Cheap enough for every node.
bool isKnownDraw(const Position& pos);

}  // namespace quadrant

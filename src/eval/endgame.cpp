#include "quadrant/eval/endgame.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>

#include "quadrant/eval/kpk.h"
#include "quadrant/eval/material_counts.h"
#include "quadrant/eval/piece_value.h"
#include "quadrant/eval/score.h"

namespace quadrant {
namespace {

// ---------------------------------------------------------------------------------------------
// Material

// The material key of one side's pieces written as in "KBN".
Key sideKey(std::string_view pieces, Color c) {
  Key key = 0;
  for (char letter : pieces)
    key += Key(1) << Position::materialShift(
               c, PieceType(std::string_view("PNBRQK").find(letter) + 1));
  return key;
}

// Material signatures with one piece of knowledge each, the strong side's pieces first. A
// signature symmetric in the colours (KQKQ) matches for both.
struct Recognizer {
  std::string_view strong, weak;
  EndgameKind kind;
  bool replacesEvaluation;
};

constexpr Recognizer RECOGNIZERS[] = {
    {"KBN", "K", EndgameKind::KBNK, true},  {"KNN", "K", EndgameKind::KNNK, true},
    {"KP", "K", EndgameKind::KPK, true},    {"KR", "KP", EndgameKind::KRKP, true},
    {"KQ", "KP", EndgameKind::KQKP, true},  {"KP", "KB", EndgameKind::KBKP, true},
    {"KP", "KN", EndgameKind::KNKP, true},  {"KRP", "KR", EndgameKind::KRPKR, false},
    {"KQ", "KQ", EndgameKind::KQKQ, false}, {"KR", "KB", EndgameKind::KRKB, false},
    {"KR", "KN", EndgameKind::KRKN, false},
};

// Families of material recognised by their counts rather than by one signature.
bool hasMatingMaterialAgainstBareKing(const MaterialCounts& n, Color strong) {
  return n.bare(~strong) && (n.of[strong][QUEEN] || n.of[strong][ROOK] || n.minors(strong) >= 2);
}

bool isBishopAndPawnsAgainstBareKing(const MaterialCounts& n, Color strong) {
  return n.bare(~strong) && n.pieces(strong) == 1 && n.of[strong][BISHOP] == 1 &&
         n.of[strong][PAWN] > 0;
}

// The side's pieces (pawns do not count: they are the defender's compensation, which may fall).
bool isPawnlessSmallLead(const MaterialCounts& n, Color strong) {
  return n.of[strong][PAWN] == 0 &&
         n.pieceValue(strong) - n.pieceValue(~strong) <= PIECE_VALUE[BISHOP];
}

bool isBishopAgainstBishopWithPawns(const MaterialCounts& n) {
  for (Color c : {WHITE, BLACK})
    if (n.pieces(c) != 1 || n.of[c][BISHOP] != 1) return false;
  return n.of[WHITE][PAWN] + n.of[BLACK][PAWN] > 0;
}

// Each side a bishop and one piece of type `other`, and pawns on the board.
bool isBishopAndPieceEach(const MaterialCounts& n, PieceType other) {
  for (Color c : {WHITE, BLACK})
    if (n.pieces(c) != 2 || n.of[c][BISHOP] != 1 || n.of[c][other] != 1) return false;
  return n.of[WHITE][PAWN] + n.of[BLACK][PAWN] > 0;
}

bool isLoneQueen(const MaterialCounts& n, Color strong) {
  return n.pieces(strong) == 1 && n.of[strong][QUEEN] == 1 && n.of[~strong][QUEEN] == 0 &&
         n.pieces(~strong) >= 2;
}

// The first family that applies, most specific first.
EndgameKind scaleFamily(const MaterialCounts& n, Color strong) {
  if (isBishopAndPawnsAgainstBareKing(n, strong)) return EndgameKind::KBPsK;
  if (isPawnlessSmallLead(n, strong)) return EndgameKind::PawnlessSmallLead;
  if (isBishopAgainstBishopWithPawns(n)) return EndgameKind::OppositeBishops;
  if (isBishopAndPieceEach(n, KNIGHT)) return EndgameKind::OppositeBishopsKnights;
  if (isBishopAndPieceEach(n, ROOK)) return EndgameKind::OppositeBishopsRooks;
  if (isLoneQueen(n, strong)) return EndgameKind::LoneQueen;
  return EndgameKind::None;
}

// ---------------------------------------------------------------------------------------------
// Geometry

constexpr Bitboard EDGE_BB = FILE_A_BB | fileBB(7) | rankBB(0) | rankBB(7);

// Manhattan distance to the four centre squares: 0 there, 6 in a corner.
int centreDistance(Square sq) {
  const int f = fileOf(sq), r = rankOf(sq);
  return (f < 4 ? 3 - f : f - 4) + (r < 4 ? 3 - r : r - 4);
}

// The attacking king has to take part in every mate, so the closer the kings the better.
int kingsCloseness(Square a, Square b) { return 10 * (7 - squareDistance(a, b)); }

bool isLight(Bitboard b) { return b & LIGHT_SQUARES_BB; }

// The distance from sq to the nearer corner of the given colour (a1 and h8 are dark).
int distanceToCorner(Square sq, bool light) {
  const Square a = light ? makeSquare(0, 7) : makeSquare(0, 0);
  const Square b = light ? makeSquare(7, 0) : makeSquare(7, 7);
  return std::min(squareDistance(sq, a), squareDistance(sq, b));
}

Square queeningSquare(Color c, Square pawn) { return makeSquare(fileOf(pawn), relativeRank(c, 7)); }

// The king stands on a square the pawn still has to cross.
bool blocksPawn(Square king, Color pawnSide, Square pawn) {
  return forwardFileBB(pawnSide, pawn) & squareBB(king);
}

int materialOf(const Position& pos, Color c) {
  int total = 0;
  for (int pt = PAWN; pt <= QUEEN; ++pt)
    total += PIECE_VALUE[pt] * popcount(pos.pieces(c, PieceType(pt)));
  return total;
}

// ---------------------------------------------------------------------------------------------
// Evaluations, from the strong side's point of view

// Bishops all on one colour (and nothing else) cannot mate; every other KXK material can.
bool canForceMate(const Position& pos, Color strong) {
  if (pos.pieces(strong) & ~pos.pieces(strong, BISHOP) & ~pos.pieces(strong, KING)) return true;
  const Bitboard bishops = pos.pieces(strong, BISHOP);
  return (bishops & LIGHT_SQUARES_BB) && (bishops & ~LIGHT_SQUARES_BB);
}

int evaluateKxk(const Position& pos, Color strong) {
  if (!canForceMate(pos, strong)) return SCORE_DRAW;
  const Square weakKing = pos.kingSquare(~strong);
  return SCORE_KNOWN_WIN + materialOf(pos, strong) + 20 * centreDistance(weakKing) +
         kingsCloseness(pos.kingSquare(strong), weakKing);
}

// Mate is only forced in a corner the bishop can cover, so the corner term dominates: along the
// edge from a wrong corner to a right one the score rises square by square.
int evaluateKbnk(const Position& pos, Color strong) {
  const Square weakKing = pos.kingSquare(~strong);
  const bool lightBishop = isLight(pos.pieces(strong, BISHOP));
  return SCORE_KNOWN_WIN + PIECE_VALUE[BISHOP] + PIECE_VALUE[KNIGHT] +
         30 * (7 - distanceToCorner(weakKing, lightBishop)) + 10 * centreDistance(weakKing) +
         kingsCloseness(pos.kingSquare(strong), weakKing);
}

int evaluateKpk(const Position& pos, Color strong) {
  const Square pawn = lsb(pos.pieces(strong, PAWN));
  if (!kpkIsWin(strong, pos.kingSquare(strong), pawn, pos.kingSquare(~strong), pos.sideToMove()))
    return SCORE_DRAW;
  return SCORE_KNOWN_WIN + PIECE_VALUE[PAWN] + 20 * relativeRank(strong, rankOf(pawn));
}

// The classic distance rule. A tempo counts as a king step: the side to move is one step nearer.
int evaluateKrkp(const Position& pos, Color strong) {
  const Color weak = ~strong;
  const Square strongKing = pos.kingSquare(strong), weakKing = pos.kingSquare(weak);
  const Square rook = lsb(pos.pieces(strong, ROOK)), pawn = lsb(pos.pieces(weak, PAWN));
  const int weakTempo = pos.sideToMove() == weak ? 1 : 0;
  // The king blockades the pawn: the rook then wins it at leisure.
  if (blocksPawn(strongKing, weak, pawn))
    return SCORE_KNOWN_WIN + PIECE_VALUE[ROOK] - 10 * squareDistance(strongKing, pawn);
  // The pawn's king can neither escort it nor harass the rook: the rook stops and wins the pawn.
  // Not a known win: a pawn about to queen may still need exact play.
  if (squareDistance(weakKing, pawn) >= 3 + weakTempo && squareDistance(weakKing, rook) >= 3)
    return PIECE_VALUE[ROOK] - 10 * squareDistance(strongKing, pawn);
  // Far advanced, escorted, and the rook's king too far to return: the rook must give itself up.
  const int pawnRank = relativeRank(weak, rankOf(pawn));
  if (pawnRank >= 4 && squareDistance(weakKing, pawn) == 1 &&
      squareDistance(strongKing, pawn) >= 4 - weakTempo)
    return 80 - 8 * squareDistance(strongKing, pawn);
  // In between, the race of the kings to the square in front of the pawn, and how far the pawn
  // still has to go, decide.
  const Square stop = pawn + pawnDirection(weak);
  return 200 + 10 * (squareDistance(weakKing, stop) - squareDistance(strongKing, stop)) +
         10 * (6 - pawnRank);
}

// A rook or bishop pawn on the seventh with its king beside it draws against a lone queen: the
// queen cannot gain the tempo for her king to approach, because the defending king runs into the
// corner, where taking the pawn (or, for a rook pawn, leaving it blocked) stalemates him. Unless
// the queen's king is already near enough to help mate; the zone is wider for a bishop pawn.
int evaluateKqkp(const Position& pos, Color strong) {
  const Color weak = ~strong;
  const Square strongKing = pos.kingSquare(strong), weakKing = pos.kingSquare(weak);
  const Square pawn = lsb(pos.pieces(weak, PAWN));
  const int file = fileOf(pawn);
  const bool rookPawn = file == 0 || file == 7, bishopPawn = file == 2 || file == 5;
  const bool stalemateDefence = relativeRank(weak, rankOf(pawn)) == 6 && (rookPawn || bishopPawn) &&
                                squareDistance(weakKing, pawn) == 1;
  if (stalemateDefence && squareDistance(strongKing, pawn) > (rookPawn ? 2 : 3))
    return 20 + 5 * (7 - squareDistance(strongKing, pawn));
  return SCORE_KNOWN_WIN + PIECE_VALUE[QUEEN] - PIECE_VALUE[PAWN] +
         kingsCloseness(strongKing, weakKing);
}

// A lone minor piece cannot mate, so only the pawn can play for a win, and the piece gives
// itself up for it at worst: a small edge for the pawn, growing as it advances and as its king
// wins the race to the queening square, halved while the piece already guards its path.
int evaluateMinorAgainstPawn(const Position& pos, Color strong) {
  const Color weak = ~strong;
  const Square pawn = lsb(pos.pieces(strong, PAWN)), weakKing = pos.kingSquare(weak);
  if (blocksPawn(weakKing, strong, pawn)) return SCORE_DRAW;
  const Square queening = queeningSquare(strong, pawn);
  const int race =
      squareDistance(weakKing, queening) - squareDistance(pos.kingSquare(strong), queening);
  const int edge = 10 * (relativeRank(strong, rankOf(pawn)) - 1) + 5 * std::clamp(race, 0, 6);
  const Square piece = lsb(pos.pieces(weak, KNIGHT) | pos.pieces(weak, BISHOP));
  const Bitboard guarded =
      pos.pieces(weak, KNIGHT) ? attacks::knight(piece) : pos.bishopAttacks(piece);
  return (guarded & forwardFileBB(strong, pawn)) ? edge / 2 : edge;
}

// ---------------------------------------------------------------------------------------------
// Scales, for the strong side ahead

// The KRPKR squares seen from the strong side (as White) with its pawn on files a-d.
struct RookEnding {
  Square pawn, strongKing, weakKing, weakRook;
  RookEnding(const Position& pos, Color strong) {
    const Square realPawn = lsb(pos.pieces(strong, PAWN));
    const int flip = (strong == WHITE ? 0 : 56) ^ (fileOf(realPawn) > 3 ? 7 : 0);
    pawn = realPawn ^ flip;
    strongKing = pos.kingSquare(strong) ^ flip;
    weakKing = pos.kingSquare(~strong) ^ flip;
    weakRook = lsb(pos.pieces(~strong, ROOK)) ^ flip;
  }
};

int scaleKrpkr(const Position& pos, Color strong) {
  const RookEnding e(pos, strong);
  const Square queening = makeSquare(fileOf(e.pawn), 7);
  const int fileGap = std::abs(fileOf(e.weakKing) - fileOf(e.pawn));
  // Lucena: the king stands on the queening square in front of its pawn on the seventh and the
  // defending king is cut off two files away: building a bridge wins.
  if (rankOf(e.pawn) == 6 && e.strongKing == queening && fileGap >= 2) return SCALE_NORMAL;
  if (blocksPawn(e.weakKing, WHITE, e.pawn)) {
    // Philidor: the rook on its third rank keeps the king out while the pawn stays below it, and
    // checks from behind once the pawn advances. A dead draw.
    if (rankOf(e.weakRook) == 5 && rankOf(e.pawn) <= 4 && rankOf(e.strongKing) <= 4) return 4;
    return 12;  // the defending king in front of the pawn draws with correct play
  }
  // Otherwise the kings' race to the queening square, a defending king cut off by files, and the
  // pawn's progress decide; a rook pawn stays drawish whatever they say.
  const int race = squareDistance(e.weakKing, queening) - squareDistance(e.strongKing, queening);
  const int scale = 24 + 8 * race + 4 * rankOf(e.pawn) + (fileGap >= 2 ? 8 : 0);
  return std::clamp(scale, 16, fileOf(e.pawn) == 0 ? 32 : SCALE_NORMAL);
}

// Rook pawns whose queening corner the bishop does not cover, against a bare king standing in or
// next to that corner. Then the king can always step into the corner (no piece of the attacker
// can ever cover it or stand on it) and is never mated there: a dead draw.
bool wrongBishopCornerHeld(const Position& pos, Color strong) {
  const Bitboard pawns = pos.pieces(strong, PAWN);
  const int file = fileOf(lsb(pawns));
  if ((file != 0 && file != 7) || (pawns & ~fileBB(file))) return false;
  const Square corner = queeningSquare(strong, lsb(pawns));
  return isLight(pos.pieces(strong, BISHOP)) != isLight(squareBB(corner)) &&
         squareDistance(pos.kingSquare(~strong), corner) <= 1;
}

int scaleKbpsk(const Position& pos, Color strong) {
  return wrongBishopCornerHeld(pos, strong) ? 0 : SCALE_NORMAL;
}

// Mates need the defending king in a corner of the bishop's colour: elsewhere the bishop
// interposes against the rook's checks on the squares next to the corner.
int scaleKrkb(const Position& pos, Color strong) {
  const bool lightBishop = isLight(pos.pieces(~strong, BISHOP));
  return distanceToCorner(pos.kingSquare(~strong), lightBishop) <= 1 ? 24 : 8;
}

// A knight beside its king holds; one strayed from it can be cut off and won.
int scaleKrkn(const Position& pos, Color strong) {
  const Square knight = lsb(pos.pieces(~strong, KNIGHT));
  return squareDistance(knight, pos.kingSquare(~strong)) > 2 ? 24 : 8;
}

// The defending bishop blockades on the squares the attacking one cannot touch, so a pawn more
// rarely wins; two or more pawns more, and more pawns to work with, often do.
int scaleOppositeBishops(const Position& pos, Color strong) {
  if (isLight(pos.pieces(WHITE, BISHOP)) == isLight(pos.pieces(BLACK, BISHOP))) return SCALE_NORMAL;
  const int own = popcount(pos.pieces(strong, PAWN));
  const int lead = own - popcount(pos.pieces(~strong, PAWN));
  return std::min(4 + 2 * own + 12 * std::max(lead - 1, 0), 48);
}

// Without pawns, a piece value lead of at most a minor rarely mates: a lone minor never does,
// and against no more than a minor (KBNKB, KRKB-like material) the defence is easiest.
int scalePawnlessSmallLead(const Position& pos, Color strong) {
  const MaterialCounts n(pos);
  if (n.pieceValue(strong) < PIECE_VALUE[ROOK]) return 0;
  return n.pieceValue(~strong) <= PIECE_VALUE[BISHOP] ? 4 : 14;
}

// ---------------------------------------------------------------------------------------------
// Known draws

// No pawn, rook or queen on the board.
bool isMinorPieceDraw(const Position& pos) {
  const Bitboard knights = pos.knights(), bishops = pos.bishops();
  // Kings and bishops all on one colour: no mate is possible at all (a FIDE dead position).
  if (!knights) return !(bishops & LIGHT_SQUARES_BB) || !(bishops & ~LIGHT_SQUARES_BB);
  if (bishops) return false;
  if (!moreThanOne(knights)) return true;  // KNK
  // KNNK: mates need the king on the edge (in the open, king and knights cover at most 7 of its 9
  // squares), and a full retrograde solution confirms that no position is won while the bare king
  // is off the edge. On the edge a few are (mates in one), so those are left to the search.
  for (Color c : {WHITE, BLACK})
    if (pos.pieces(c, KNIGHT) == knights && popcount(knights) == 2)
      return !(EDGE_BB & squareBB(pos.kingSquare(~c)));
  return false;  // KNKN and more knights: mates exist
}

// Pawns on the board, no rook, queen or knight.
bool isPawnEndingDraw(const Position& pos) {
  for (Color strong : {WHITE, BLACK}) {
    if (pos.pieces(~strong) != pos.pieces(~strong, KING)) continue;  // the defender must be bare
    const Bitboard bishops = pos.pieces(strong, BISHOP);
    if (!bishops)
      return !moreThanOne(pos.pawns()) &&
             !kpkIsWin(strong, pos.kingSquare(strong), lsb(pos.pawns()), pos.kingSquare(~strong),
                       pos.sideToMove());
    return !moreThanOne(bishops) && wrongBishopCornerHeld(pos, strong);
  }
  return false;
}

}  // namespace

EndgameMatch classifyEndgame(const Position& pos) {
  EndgameMatch match;
  for (const Recognizer& r : RECOGNIZERS)
    for (Color strong : {WHITE, BLACK}) {
      if (sideKey(r.strong, strong) + sideKey(r.weak, ~strong) != pos.materialKey()) continue;
      if (r.replacesEvaluation) {
        match.evaluation = r.kind;
        match.evaluationStrong = strong;
        return match;
      }
      match.scale[strong] = r.kind;
    }
  const MaterialCounts n(pos);
  for (Color strong : {WHITE, BLACK})
    if (hasMatingMaterialAgainstBareKing(n, strong)) {
      match.evaluation = EndgameKind::KXK;
      match.evaluationStrong = strong;
      return match;
    }
  for (Color c : {WHITE, BLACK})
    if (match.scale[c] == EndgameKind::None) match.scale[c] = scaleFamily(n, c);
  return match;
}

int evaluateEndgame(EndgameKind kind, const Position& pos, Color strong) {
  switch (kind) {
    case EndgameKind::KXK: return evaluateKxk(pos, strong);
    case EndgameKind::KBNK: return evaluateKbnk(pos, strong);
    case EndgameKind::KPK: return evaluateKpk(pos, strong);
    case EndgameKind::KRKP: return evaluateKrkp(pos, strong);
    case EndgameKind::KQKP: return evaluateKqkp(pos, strong);
    case EndgameKind::KBKP:
    case EndgameKind::KNKP: return evaluateMinorAgainstPawn(pos, strong);
    case EndgameKind::KNNK: return SCORE_DRAW;
    default: return SCORE_DRAW;  // scale kinds are not evaluations
  }
}

int scaleEndgame(EndgameKind kind, const Position& pos, Color strong) {
  switch (kind) {
    case EndgameKind::KRPKR: return scaleKrpkr(pos, strong);
    case EndgameKind::KBPsK: return scaleKbpsk(pos, strong);
    case EndgameKind::KQKQ: return 8;  // perpetual checks everywhere: only tactics win
    case EndgameKind::KRKB: return scaleKrkb(pos, strong);
    case EndgameKind::KRKN: return scaleKrkn(pos, strong);
    case EndgameKind::OppositeBishops: return scaleOppositeBishops(pos, strong);
    case EndgameKind::PawnlessSmallLead: return scalePawnlessSmallLead(pos, strong);
    default: return SCALE_NORMAL;
  }
}

const Tapered* tunedScaleWeight(EndgameKind kind, const Position& pos, const EvalWeights& w) {
  const bool opposite = isLight(pos.pieces(WHITE, BISHOP)) != isLight(pos.pieces(BLACK, BISHOP));
  switch (kind) {
    case EndgameKind::OppositeBishopsKnights:
      return opposite ? &w.scaleOppositeBishopsKnights : nullptr;
    case EndgameKind::OppositeBishopsRooks:
      return opposite ? &w.scaleOppositeBishopsRooks : nullptr;
    case EndgameKind::LoneQueen: return &w.scaleLoneQueen;
    default: return nullptr;
  }
}

const char* endgameKindName(EndgameKind kind) {
  switch (kind) {
    case EndgameKind::None: return "none";
    case EndgameKind::KXK: return "KXK (mating a bare king)";
    case EndgameKind::KBNK: return "KBNK (mate in the bishop's corner)";
    case EndgameKind::KPK: return "KPK (bitbase)";
    case EndgameKind::KRKP: return "KRKP";
    case EndgameKind::KQKP: return "KQKP";
    case EndgameKind::KBKP: return "KBKP (the bishop cannot win)";
    case EndgameKind::KNKP: return "KNKP (the knight cannot win)";
    case EndgameKind::KNNK: return "KNNK (no forced mate)";
    case EndgameKind::KRPKR: return "KRPKR (Philidor and Lucena)";
    case EndgameKind::KBPsK: return "KBPK (rook pawns and the wrong bishop)";
    case EndgameKind::KQKQ: return "KQKQ";
    case EndgameKind::KRKB: return "KRKB";
    case EndgameKind::KRKN: return "KRKN";
    case EndgameKind::OppositeBishops: return "bishops of opposite colours";
    case EndgameKind::PawnlessSmallLead: return "pawnless, a small lead";
    case EndgameKind::OppositeBishopsKnights: return "opposite bishops with knights";
    case EndgameKind::OppositeBishopsRooks: return "opposite bishops with rooks";
    case EndgameKind::LoneQueen: return "a lone queen against pieces";
  }
  return "none";
}

bool isKnownDraw(const Position& pos) {
  if (pos.orthogonalSliders()) return false;  // a rook or queen can always still win
  if (!pos.pawns()) return isMinorPieceDraw(pos);
  return !pos.knights() && isPawnEndingDraw(pos);
}

}  // namespace quadrant

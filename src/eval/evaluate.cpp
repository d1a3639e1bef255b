#include "quadrant/eval/evaluate.h"

#include <algorithm>
#include <utility>

#include "evaluation.h"
// The groups of terms are headers of templates included here alone, not files compiled apart:
// inlined into the evaluation, a search takes about 4 % fewer instructions (docs/benchmarks.md).
#include "king_safety.h"
#include "passed_pawns.h"
#include "quadrant/eval/endgame.h"
#include "quadrant/eval/score.h"
#include "quadrant/eval/trace.h"
#include "quadrant/eval/weights.h"
#include "threats.h"

namespace quadrant {
namespace {

constexpr Bitboard CENTRE = (fileBB(3) | fileBB(4)) & (rankBB(3) | rankBB(4));
constexpr Bitboard LONG_DIAGONALS = 0x8040201008040201ULL | 0x0102040810204080ULL;
constexpr Bitboard QUEEN_SIDE = fileBB(0) | fileBB(1) | fileBB(2) | fileBB(3);
constexpr Bitboard CENTRE_FILES = fileBB(2) | fileBB(3) | fileBB(4) | fileBB(5);
// Space counts while this much of the pieces' phase (of MAX_PHASE) is on the board: after the
// queens or most pieces are gone, room to manoeuvre matters less than the pawns.
constexpr int SPACE_MIN_PHASE = 18;
// The space count is the safe squares times the square of the piece weight over this, so the
// weight's integer steps are fine enough for the tuner.
constexpr int SPACE_DIVISOR = 128;
// The piece weight of space (Stockfish's): a side's pieces and pawns beyond the first three (the
// king among them: with as few as that there is nothing to bring over), and its blocked pawns up
// to nine (past them the position is as closed as it gets).
constexpr int SPACE_PIECES_UNWEIGHTED = 3;
constexpr int SPACE_MOST_BLOCKED = 9;
// The farthest two squares lie apart: tropism counts how much nearer a piece stands.
constexpr int FARTHEST_DISTANCE = 7;

// The king's zone: the king, its neighbours and the rank beyond them towards the enemy; on an
// edge file, also the next file inwards. It holds 6, 9 or 12 squares.
template <Color Us>
Bitboard kingZoneOf(Square king) {
  const Bitboard around = attacks::king(king) | squareBB(king);
  const Bitboard zone = around | pawnPush<Us>(around);
  if (fileOf(king) == 0) return zone | shiftEast(zone);
  if (fileOf(king) == 7) return zone | shiftWest(zone);
  return zone;
}

template <Color Us>
void initialise(Evaluation& eval) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  const Square king = pos.kingSquare(Us);
  const Bitboard ownPawns = pos.pawns() & pos.pieces(Us);
  const Bitboard pushed = pawnPush<Us>(ownPawns);
  eval.pawnsAttackTwice[Us] = shiftEast(pushed) & shiftWest(pushed);
  eval.attackedBy[Us][KING] = attacks::king(king);
  eval.attackedBy[Us][0] = eval.attackedBy[Us][PAWN] | eval.attackedBy[Us][KING];
  eval.attackedTwice[Us] =
      eval.pawnsAttackTwice[Us] | (eval.attackedBy[Us][PAWN] & eval.attackedBy[Us][KING]);
  eval.kingZone[Us] = kingZoneOf<Us>(king);
  // Mobility counts neither squares of blocked or unmoved pawns, nor the own king's, nor
  // squares an enemy pawn guards.
  const Bitboard lowRanks = rankBB(relativeRank(Us, 1)) | rankBB(relativeRank(Us, 2));
  const Bitboard stuck = ownPawns & (pawnPush<Them>(pos.occupied()) | lowRanks);
  eval.mobilityArea[Us] = ~(stuck | (pos.kings() & pos.pieces(Us)) | eval.attackedBy[Them][PAWN]);
  eval.pinned[Us] = pos.kingBlockers(Us) & pos.pieces(Us);
}

template <PieceType Pt>
const Tapered* mobilityTable(const EvalWeights& w) {
  if (Pt == KNIGHT) return w.knightMobility.data();
  if (Pt == BISHOP) return w.bishopMobility.data();
  if (Pt == ROOK) return w.rookMobility.data();
  return w.queenMobility.data();
}

template <PieceType Pt>
Bitboard pieceAttacks(const Position& pos, Square sq) {
  if (Pt == KNIGHT) return attacks::knight(sq);
  if (Pt == BISHOP) return pos.bishopAttacks(sq);
  if (Pt == ROOK) return pos.rookAttacks(sq);
  return pos.bishopAttacks(sq) | pos.rookAttacks(sq);
}

template <Color Us>
int undevelopedMinors(const Position& pos) {
  return popcount((pos.knights() | pos.bishops()) & pos.pieces(Us) & rankBB(relativeRank(Us, 0)));
}

// Us's outposts: squares on its fourth to sixth ranks that its pawns defend and no enemy pawn
// can ever attack.
template <Color Us>
Bitboard outposts(const Evaluation& eval) {
  constexpr Color Them = ~Us;
  const Bitboard ranks =
      rankBB(relativeRank(Us, 3)) | rankBB(relativeRank(Us, 4)) | rankBB(relativeRank(Us, 5));
  return ranks & eval.attackedBy[Us][PAWN] & ~eval.pawns.attackSpan[Them];
}

// A rook with little room (`mobility`, its mobility term's count) on a file an own pawn closes,
// on the side of its king away from the centre: it is shut in until the king moves, which costs
// more when the king can no longer castle out of the way.
template <Color Us, class Sink>
void trappedRookTerm(const Evaluation& eval, Square sq, int mobility, Sink& sink) {
  constexpr int MOST_TRAPPED_MOBILITY = 3;
  constexpr int E_FILE = 4;
  const Position& pos = eval.pos;
  if (mobility > MOST_TRAPPED_MOBILITY || (eval.pawns.openFiles[Us] & (1u << fileOf(sq)))) return;
  const int kingFile = fileOf(pos.kingSquare(Us));
  if ((kingFile < E_FILE) != (fileOf(sq) < kingFile)) return;
  sink.add(Us, eval.w.trappedRook, 1 + !(pos.castlingRights() & castlingRightsOf(Us)));
}

// Terms that belong to one kind of piece: outposts (held or in a knight's reach), centre
// control, development, pawn cover and distance to the own king for the minors, the bad bishop,
// the long diagonal and enemy pawns on the bishop's diagonals, rooks on open files, the seventh
// and the enemy queen's file, trapped rooks, the early queen. `mobility` is the piece's count of
// the mobility term.
template <Color Us, PieceType Pt, class Sink>
void pieceTerms(const Evaluation& eval, Square sq, Bitboard targets, int mobility, Sink& sink) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  const EvalWeights& w = eval.w;
  const int rank = relativeRank(Us, rankOf(sq));
  if (Pt == KNIGHT || Pt == BISHOP) {
    sink.add(Us, w.centreControl, popcount(targets & CENTRE));
    if (rank == 0) sink.add(Us, w.undevelopedMinor);
    const Bitboard outpostSquares = outposts<Us>(eval);
    if (outpostSquares & squareBB(sq))
      sink.add(Us, Pt == KNIGHT ? w.knightOutpost : w.bishopOutpost);
    else if (Pt == KNIGHT && (outpostSquares & targets & ~pos.pieces(Us)))
      sink.add(Us, w.reachableOutpost);
    if (pawnPush<Us>(squareBB(sq)) & pos.pawns()) sink.add(Us, w.minorBehindPawn);
    sink.add(Us, w.kingProtector[Pt], squareDistance(sq, pos.kingSquare(Us)));
  }
  if (Pt == BISHOP) {
    const Bitboard sameColour =
        (LIGHT_SQUARES_BB & squareBB(sq)) ? LIGHT_SQUARES_BB : ~LIGHT_SQUARES_BB;
    sink.add(Us, w.badBishopPawn, popcount(pos.pawns() & pos.pieces(Us) & sameColour));
    // Only pawns block the diagonal for good: pieces move away.
    if ((LONG_DIAGONALS & ~CENTRE & squareBB(sq)) &&
        moreThanOne(attacks::bishop(sq, pos.pawns()) & CENTRE))
      sink.add(Us, w.bishopLongDiagonal);
    sink.add(Us, w.bishopXRayPawns,
             popcount(attacks::bishopPseudo(sq) & pos.pawns() & pos.pieces(Them)));
  }
  if (Pt == ROOK) {
    const unsigned file = 1u << fileOf(sq);
    if (eval.pawns.openFiles[Us] & file)
      sink.add(Us, (eval.pawns.openFiles[Them] & file) ? w.rookOpenFile : w.rookSemiOpenFile);
    const bool enemyKingOnEighth = relativeRank(Us, rankOf(pos.kingSquare(Them))) == 7;
    if (rank == 6 && (enemyKingOnEighth || (pos.pawns() & pos.pieces(Them) & rankBB(rankOf(sq)))))
      sink.add(Us, w.rookOnSeventh);
    if (fileBB(fileOf(sq)) & pos.queens() & pos.pieces(Them)) sink.add(Us, w.rookOnQueenFile);
    trappedRookTerm<Us>(eval, sq, mobility, sink);
  }
  if (Pt == QUEEN && rank > 0) sink.add(Us, w.earlyQueen, undevelopedMinors<Us>(pos));
}

// The lines a rook or bishop of Us would attack the enemy king's zone along once pieces in
// between move away: the rook's whole file, the bishop's diagonals up to the first pawns (pawns
// block a diagonal for longer). None for the other pieces.
template <PieceType Pt>
Bitboard xRayLines(const Position& pos, Square sq) {
  if (Pt == ROOK) return fileBB(fileOf(sq));
  if (Pt == BISHOP) return attacks::bishop(sq, pos.pawns());
  return 0;
}

template <Color Us, PieceType Pt, class Sink>
void evaluatePieces(Evaluation& eval, Sink& sink) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  const EvalWeights& w = eval.w;
  const Square enemyKing = pos.kingSquare(Them);
  for (Square sq : squaresOf(pos.pieces(Us, Pt))) {
    Bitboard targets = pieceAttacks<Pt>(pos, sq);
    if (eval.pinned[Us] & squareBB(sq)) targets &= attacks::line(pos.kingSquare(Us), sq);
    eval.attackedTwice[Us] |= targets & eval.attackedBy[Us][0];
    eval.attackedBy[Us][Pt] |= targets;
    eval.attackedBy[Us][0] |= targets;
    const int mobility = popcount(targets & eval.mobilityArea[Us]);
    sink.add(Us, mobilityTable<Pt>(w)[mobility]);
    if (const Bitboard zone = targets & eval.kingZone[Them] & ~eval.pawnsAttackTwice[Them]) {
      ++eval.kingAttackers[Us][0];
      ++eval.kingAttackers[Us][Pt];
      eval.kingZoneAttacks[Us] += popcount(zone);
    } else if (xRayLines<Pt>(pos, sq) & eval.kingZone[Them]) {
      // Not an attacker (as the danger counts them), but one in waiting.
      sink.add(Us, Pt == ROOK ? w.rookOnKingRing : w.bishopOnKingRing);
    }
    sink.add(Us, w.tropism[Pt], FARTHEST_DISTANCE - squareDistance(sq, enemyKing));
    pieceTerms<Us, Pt>(eval, sq, targets, mobility, sink);
  }
}

// Space (after Stockfish's classical evaluation): the squares of the centre files on Us's
// second to fourth ranks that no enemy pawn attacks, those behind own pawns and unattacked
// counted twice, weighted by the square of Us's pieces (less three) plus the blocked pawns: room
// to bring pieces over matters when there are many of them and the position is closed.
template <Color Us, class Sink>
void spaceTerms(const Evaluation& eval, Sink& sink) {
  constexpr Color Them = ~Us;
  const Position& pos = eval.pos;
  if (eval.phase < SPACE_MIN_PHASE) return;
  const Bitboard ownPawns = pos.pawns() & pos.pieces(Us);
  const Bitboard theirPawns = pos.pawns() & pos.pieces(Them);
  const Bitboard ownHalf =
      rankBB(relativeRank(Us, 1)) | rankBB(relativeRank(Us, 2)) | rankBB(relativeRank(Us, 3));
  const Bitboard safe = CENTRE_FILES & ownHalf & ~ownPawns & ~eval.attackedBy[Them][PAWN];
  Bitboard behind = ownPawns | pawnPush<Them>(ownPawns);
  behind |= pawnPush<Them>(pawnPush<Them>(behind));
  const int bonus = popcount(safe) + popcount(behind & safe & ~eval.attackedBy[Them][0]);
  // Each blocked pair counts both its pawns.
  const int blocked = 2 * popcount(ownPawns & pawnPush<Them>(theirPawns));
  const int weight = std::max(0, popcount(pos.pieces(Us)) - SPACE_PIECES_UNWEIGHTED +
                                     std::min(blocked, SPACE_MOST_BLOCKED));
  sink.add(Us, eval.w.space, bonus * weight * weight / SPACE_DIVISOR);
}

template <class Sink>
void pieceSquareTerms(const Position& pos, const EvalWeights& w, Sink& sink) {
  for (Square sq : squaresOf(pos.occupied())) {
    const Piece p = pos.pieceOn(sq);
    sink.add(colorOf(p), w.pieceSquare[typeOf(p)][relativeSquare(colorOf(p), sq)]);
  }
}

template <class Sink>
void evaluatePieceTerms(Evaluation& eval, Sink& sink) {
  initialise<WHITE>(eval);
  initialise<BLACK>(eval);
  evaluatePieces<WHITE, KNIGHT>(eval, sink);
  evaluatePieces<BLACK, KNIGHT>(eval, sink);
  evaluatePieces<WHITE, BISHOP>(eval, sink);
  evaluatePieces<BLACK, BISHOP>(eval, sink);
  evaluatePieces<WHITE, ROOK>(eval, sink);
  evaluatePieces<BLACK, ROOK>(eval, sink);
  evaluatePieces<WHITE, QUEEN>(eval, sink);
  evaluatePieces<BLACK, QUEEN>(eval, sink);
  sink.add(WHITE, eval.w.centreControl, popcount(eval.attackedBy[WHITE][PAWN] & CENTRE));
  sink.add(BLACK, eval.w.centreControl, popcount(eval.attackedBy[BLACK][PAWN] & CENTRE));
  evaluateKing<WHITE>(eval, sink);
  evaluateKing<BLACK>(eval, sink);
  evaluateThreats<WHITE>(eval, sink);
  evaluateThreats<BLACK>(eval, sink);
  evaluatePassers<WHITE>(eval, sink);
  evaluatePassers<BLACK>(eval, sink);
  spaceTerms<WHITE>(eval, sink);
  spaceTerms<BLACK>(eval, sink);
  evaluateRace(eval, sink);
}

// The complexity of the endgame part of the sum so far (complexityShift, nonlinear_terms.h),
// from the pawns, the passers, pawns on both flanks and a pawn ending.
template <class Sink>
void evaluateComplexity(const Evaluation& eval, Sink& sink) {
  const Position& pos = eval.pos;
  const EvalWeights& w = eval.w;
  const bool bothFlanks = (pos.pawns() & QUEEN_SIDE) && (pos.pawns() & ~QUEEN_SIDE);
  const bool pawnEnding = !(pos.occupied() & ~pos.pawns() & ~pos.kings());
  const std::pair<const Tapered*, int> counted[] = {
      {&w.complexityPawns, popcount(pos.pawns())},
      {&w.complexityPassed, popcount(eval.pawns.passed[WHITE] | eval.pawns.passed[BLACK])},
      {&w.complexityBothFlanks, bothFlanks},
      {&w.complexityPawnEnding, pawnEnding},
      {&w.complexityOffset, 1}};
  int complexity = 0;
  for (const auto& [weight, count] : counted) {
    complexity += complexityOf(*weight, count);
    sink.countComplexity(*weight, count);
  }
  const int eg = sink.score.eg;
  const int shift = complexityShift(eg, complexity);
  sink.addComplexity(eg >= 0 ? WHITE : BLACK, Tapered(0, eg >= 0 ? shift : -shift));
}

int fromSideToMove(const Position& pos, int whiteScore) {
  return pos.sideToMove() == WHITE ? whiteScore : -whiteScore;
}

EndgameScale endgameScale(const Position& pos, const EvalWeights& w, const EndgameMatch& endgame,
                          Tapered score) {
  const Color ahead = score.eg >= 0 ? WHITE : BLACK;
  const EndgameKind kind = endgame.scale[ahead];
  const Tapered* weight = tunedScaleWeight(kind, pos, w);
  // Without a recognized ending, the fewer pawns the side ahead has, the harder its win: a row
  // for each count of its pawns, the last for as many as the rows reach and more.
  const int lastRow = int(w.scaleByPawns.size()) - 1;
  if (kind == EndgameKind::None)
    weight = &w.scaleByPawns[std::min(lastRow, popcount(pos.pawns() & pos.pieces(ahead)))];
  if (weight) return {kind, ahead, weight->mg, int(weightIndex(w, *weight))};
  return {kind, ahead, scaleEndgame(kind, pos, ahead)};
}

int recognizerScore(const Position& pos, const EndgameMatch& endgame) {
  const int strong = evaluateEndgame(endgame.evaluation, pos, endgame.evaluationStrong);
  return pos.sideToMove() == endgame.evaluationStrong ? strong : -strong;
}

// What the sum of the terms becomes: the evaluation from White's point of view, and the scale
// on its endgame part.
struct Blended {
  EndgameScale scale;
  int whiteScore;
};

// The one assembly of the evaluation after its cheap terms (material, imbalance, pawn structure
// and piece-square tables, which the sink holds): the pieces, king safety, threats, passed
// pawns and space, the side to move's tempo, then the complexity, which reads the whole sum; the
// sum is then blended by the phase with its endgame part scaled, unless an endgame recognizer
// evaluates the material (its verdict replaces the sum, which has no scale). Evaluator::evaluate
// completes its evaluations with it into a ScoreSink, evaluationParts into the trace.
template <class Sink>
Blended completeEvaluation(Evaluation& eval, const EndgameMatch& endgame, Sink& sink) {
  evaluatePieceTerms(eval, sink);
  sink.add(eval.pos.sideToMove(), eval.w.tempo);
  evaluateComplexity(eval, sink);
  if (endgame.evaluation != EndgameKind::None)
    return {EndgameScale(), fromSideToMove(eval.pos, recognizerScore(eval.pos, endgame))};
  const EndgameScale scale = endgameScale(eval.pos, eval.w, endgame, sink.score);
  return {scale, taper(sink.score, eval.phase, scale.factor)};
}

// Material, imbalance, pawn structure and piece-square tables: the terms the lazy evaluation
// trusts on their own. The weights are evalWeights(), whose piece-square tables the position
// has summed as its pieces moved (added up here only for a position set up before they were
// installed: installPieceSquareValues).
ScoreSink cheapTerms(const Position& pos, const MaterialEntry& material, const PawnEntry& pawns) {
  ScoreSink sink;
  sink.score = material.score + pawns.score;
  if (pos.pieceSquareSumValid())
    sink.score += pos.pieceSquareSum();
  else
    pieceSquareTerms(pos, evalWeights(), sink);
  return sink;
}

// The same terms with any weights, counted weight by weight into the trace (the caches hold
// their sums only), and the pawn entry the other terms read.
PawnEntry countCheapTerms(const Position& pos, const EvalWeights& w, TraceSink& sink) {
  materialTerms(pos, w, sink);
  PawnEntry pawns;
  pawnStructureTerms(pos, w, pawns, sink);
  pieceSquareTerms(pos, w, sink);
  return pawns;
}

}  // namespace

EvaluationParts evaluationParts(const Position& pos, const EvalWeights& w) {
  EvaluationParts parts(w);
  const PawnEntry pawns = countCheapTerms(pos, w, parts.terms);
  const MaterialEntry material = analyseMaterial(pos, w);
  Evaluation eval(pos, w, pawns, material.phase);
  const Blended blended = completeEvaluation(eval, material.endgame, parts.terms);
  for (Color c : {WHITE, BLACK}) {
    parts.attacked[c] = eval.attackedBy[c][0];
    parts.attackedTwice[c] = eval.attackedTwice[c];
  }
  parts.phase = material.phase;
  parts.endgame = material.endgame;
  parts.scale = blended.scale;
  parts.whiteScore = blended.whiteScore;
  return parts;
}

Evaluator::Evaluator() : hash_(HASH_ENTRIES) {}

void Evaluator::clear() {
  pawns_.clear();
  material_.clear();
  std::fill(hash_.begin(), hash_.end(), HashEntry());
}

int Evaluator::evaluate(const Position& pos) {
  return evaluate(pos, -SCORE_INFINITE, SCORE_INFINITE);
}

int Evaluator::evaluate(const Position& pos, int alpha, int beta) {
  HashEntry& slot = hash_[pos.key() & (HASH_ENTRIES - 1)];
  const auto check = std::uint32_t(pos.key() >> 32);
  if (slot.valid && slot.check == check) return slot.score;

  const EvalWeights& w = evalWeights();
  const MaterialEntry& material = material_.probe(pos, w);
  if (material.endgame.evaluation != EndgameKind::None)
    return recognizerScore(pos, material.endgame);
  const PawnEntry& pawns = pawns_.probe(pos, w);
  ScoreSink sink = cheapTerms(pos, material, pawns);
  const int estimate = fromSideToMove(pos, taper(sink.score, material.phase));
  if (estimate - LAZY_MARGIN >= beta || estimate + LAZY_MARGIN <= alpha) return estimate;

  Evaluation eval(pos, w, pawns, material.phase);
  const int score =
      fromSideToMove(pos, completeEvaluation(eval, material.endgame, sink).whiteScore);
  slot = HashEntry{check, std::int16_t(score), true};
  return score;
}

std::optional<int> Evaluator::cheapEstimate(const Position& pos) {
  const EvalWeights& w = evalWeights();
  const MaterialEntry& material = material_.probe(pos, w);
  if (material.endgame.evaluation != EndgameKind::None) return std::nullopt;
  const ScoreSink sink = cheapTerms(pos, material, pawns_.probe(pos, w));
  return fromSideToMove(pos, taper(sink.score, material.phase));
}

}  // namespace quadrant

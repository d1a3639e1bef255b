// Single terms of the evaluation count what they promise: each case is a small position where
// the term is easy to count by hand, and a neighbour where one detail changes the count.
#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/weights.h"
#include "term_counts.h"

using namespace quadrant;
using test::earned;
using test::partsOf;

TEST_CASE("A safe pawn push that would attack pieces is a threat", "[eval]") {
  const EvalWeights& w = evalWeights();
  // e3-e4 forks the knights on d5 and f5.
  CHECK(earned("4k3/8/8/3n1n2/8/4P3/8/4K3 w - - 0 1", WHITE, w.pawnPushThreat) == 2);
  // From e2 only the double step is safe: both knights guard e3.
  CHECK(earned("4k3/8/8/3n1n2/8/8/4P3/4K3 w - - 0 1", WHITE, w.pawnPushThreat) == 2);
  // An enemy pawn guards e4 (and Black's own push to f4 runs into the e3 pawn's guard).
  CHECK(earned("4k3/8/8/3n1p2/8/4P3/8/4K3 w - - 0 1", WHITE, w.pawnPushThreat) == 0);
  CHECK(earned("4k3/8/8/3n1p2/8/4P3/8/4K3 w - - 0 1", BLACK, w.pawnPushThreat) == 0);
  // The rook on a4 holds e4 alone; a bishop on g2 defends it again.
  CHECK(earned("4k3/8/8/3n1n2/r7/4P3/8/6K1 w - - 0 1", WHITE, w.pawnPushThreat) == 0);
  CHECK(earned("4k3/8/8/3n1n2/r7/4P3/6B1/6K1 w - - 0 1", WHITE, w.pawnPushThreat) == 2);
}

TEST_CASE("Minor pieces behind pawns, long diagonals, rooks on the queen's file", "[eval]") {
  const EvalWeights& w = evalWeights();
  CHECK(earned("4k3/8/8/3P4/3N4/8/8/4K3 w - - 0 1", WHITE, w.minorBehindPawn) == 1);
  CHECK(earned("4k3/8/8/3p4/3N4/8/8/4K3 w - - 0 1", WHITE, w.minorBehindPawn) == 1);
  CHECK(earned("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", WHITE, w.minorBehindPawn) == 0);
  // In front of a black bishop on d5 is d4.
  CHECK(earned("4k3/8/8/3b4/3P4/8/8/4K3 w - - 0 1", BLACK, w.minorBehindPawn) == 1);

  CHECK(earned("4k3/8/8/8/8/8/1B6/4K3 w - - 0 1", WHITE, w.bishopLongDiagonal) == 1);
  // A pawn closes the diagonal; a piece does not (it can move away).
  CHECK(earned("4k3/8/8/8/8/2P5/1B6/4K3 w - - 0 1", WHITE, w.bishopLongDiagonal) == 0);
  CHECK(earned("4k3/8/8/8/8/2N5/1B6/4K3 w - - 0 1", WHITE, w.bishopLongDiagonal) == 1);
  // In the centre itself, or off the long diagonals, no bonus.
  CHECK(earned("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1", WHITE, w.bishopLongDiagonal) == 0);
  CHECK(earned("4k3/8/8/8/8/1B6/8/4K3 w - - 0 1", WHITE, w.bishopLongDiagonal) == 0);

  CHECK(earned("3qk3/8/8/8/8/8/8/3RK3 w - - 0 1", WHITE, w.rookOnQueenFile) == 1);
  CHECK(earned("3qk3/8/8/8/8/8/8/2R1K3 w - - 0 1", WHITE, w.rookOnQueenFile) == 0);
}

TEST_CASE("A passer whose next square is empty and unattacked has a safe stop", "[eval]") {
  const EvalWeights& w = evalWeights();
  CHECK(earned("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", WHITE, w.passedSafeStop[4]) == 1);
  CHECK(earned("8/4k3/8/4P3/8/8/8/4K3 w - - 0 1", WHITE, w.passedSafeStop[4]) == 0);
  CHECK(earned("4k3/8/4n3/4P3/8/8/8/4K3 w - - 0 1", WHITE, w.passedSafeStop[4]) == 0);
}

TEST_CASE("The shelter counts the king's own file and blocked storming pawns", "[eval]") {
  const EvalWeights& w = evalWeights();
  CHECK(earned("4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", WHITE, w.kingFileShield[1]) == 1);
  CHECK(earned("4k3/8/8/8/8/8/5P1P/6K1 w - - 0 1", WHITE, w.kingFileShield[1]) == 0);
  // The g4 pawn storms; a white pawn on g3 stops it.
  const char* blocked = "4k3/8/8/8/6p1/6P1/5P1P/6K1 w - - 0 1";
  const char* open = "4k3/8/8/8/6p1/8/5PPP/6K1 w - - 0 1";
  CHECK(earned(blocked, WHITE, w.pawnStormBlocked[3]) == 1);
  CHECK(earned(blocked, WHITE, w.pawnStorm[3]) == 0);
  CHECK(earned(open, WHITE, w.pawnStormBlocked[3]) == 0);
  CHECK(earned(open, WHITE, w.pawnStorm[3]) == 1);
}

TEST_CASE("The complexity counts pawns, passers, flanks and pawn endings", "[eval]") {
  const EvalWeights& w = evalWeights();
  // Pawns on both flanks, one passer each (a6 for White, h3 for Black), no pieces.
  const char* ending = "4k3/8/P7/8/8/7p/8/4K3 w - - 0 1";
  const EvaluationParts parts = partsOf(ending);
  const auto countOf = [&](const Tapered& weight) {
    int sum = 0;
    for (const auto& [index, count] : parts.terms.complexityTerms)
      if (index == weightIndex(w, weight)) sum += count;
    return sum;
  };
  CHECK(countOf(w.complexityPawns) == 2);
  CHECK(countOf(w.complexityPassed) == 2);
  CHECK(countOf(w.complexityBothFlanks) == 1);
  CHECK(countOf(w.complexityPawnEnding) == 1);
  CHECK(countOf(w.complexityOffset) == 1);
  // With a rook, on one flank: neither a pawn ending nor both flanks.
  const EvaluationParts rook = partsOf("4k3/8/8/8/8/7p/6P1/R3K3 w - - 0 1");
  for (const auto& [index, count] : rook.terms.complexityTerms) {
    CHECK(index != weightIndex(w, w.complexityPawnEnding));
    CHECK(index != weightIndex(w, w.complexityBothFlanks));
  }
}

TEST_CASE("Tuned endgame scales apply to their material and bishop colours only", "[eval]") {
  const EvalWeights& w = evalWeights();
  const auto scaleWeight = [](const char* fen) { return partsOf(fen).scale.weight; };
  const int rooks = int(weightIndex(w, w.scaleOppositeBishopsRooks));
  CHECK(scaleWeight("4k3/1b3r2/2p5/1p6/1P5P/2P5/3R4/2B1K3 w - - 0 1") == rooks);
  // The white bishop on e2 shares the light squares with b7's: no opposite bishops.
  CHECK(scaleWeight("4k3/1b3r2/2p5/1p6/1P5P/2P5/4B3/3RK3 w - - 0 1") == -1);
  // An extra knight is other material: the scale by White's three pawns.
  const int threePawns = int(weightIndex(w, w.scaleByPawns[3]));
  CHECK(scaleWeight("4k3/1b3r2/2p5/1p6/1P5P/2P5/3R4/2B1KN2 w - - 0 1") == threePawns);
  // A lone queen against a rook and a bishop; against a rook alone it is no lone-queen ending.
  CHECK(scaleWeight("4k3/2r1b3/8/8/8/8/5PPP/3QK3 w - - 0 1") ==
        int(weightIndex(w, w.scaleLoneQueen)));
  CHECK(scaleWeight("4k3/2r5/8/8/8/8/5PPP/3QK3 w - - 0 1") == threePawns);
}

TEST_CASE("Other endgames scale by the pawns of the side ahead", "[eval]") {
  const EvalWeights& w = evalWeights();
  const auto scaleWeight = [](const char* fen) { return partsOf(fen).scale.weight; };
  // A rook up with two pawns; Black, far ahead with all eight pawns.
  CHECK(scaleWeight("4k3/4p3/8/8/8/8/5PP1/3RK3 w - - 0 1") ==
        int(weightIndex(w, w.scaleByPawns[2])));
  CHECK(scaleWeight("rnb1kbnr/pppppppp/8/8/8/8/8/1NB1KBN1 w - - 0 1") ==
        int(weightIndex(w, w.scaleByPawns[8])));
  // A bare king's side is recognized, not scaled.
  CHECK(scaleWeight("4k3/8/8/8/8/8/8/3RK3 w - - 0 1") == -1);
}

TEST_CASE("Isolated and doubled pawns count by file, open pawns when unopposed and alone",
          "[eval]") {
  const EvalWeights& w = evalWeights();
  // White: isolated, doubled a-pawns (the rear one doubled) and an isolated e4 pawn; Black: an
  // isolated d6 pawn.
  const char* fen = "4k3/8/3p4/8/P3P3/P7/8/4K3 w - - 0 1";
  CHECK(earned(fen, WHITE, w.isolated[0]) == 2);
  CHECK(earned(fen, WHITE, w.isolated[4]) == 1);
  CHECK(earned(fen, WHITE, w.doubled[0]) == 1);
  CHECK(earned(fen, WHITE, w.doubled[4]) == 0);
  CHECK(earned(fen, BLACK, w.isolated[3]) == 1);
  // Open: the rear a-pawn (not passed, as its own pawn is in front) and e4 (not passed, as d6
  // watches d5), and d6 (e4 watches d5 too); the front a-pawn is passed.
  CHECK(earned(fen, WHITE, w.openPawn) == 2);
  CHECK(earned(fen, BLACK, w.openPawn) == 1);
  // Defended by c7, or opposed by d2, d6 is not open.
  CHECK(earned("4k3/2p5/3p4/8/8/8/4P3/4K3 w - - 0 1", BLACK, w.openPawn) == 0);
  CHECK(earned("4k3/8/3p4/8/4P3/8/3P4/4K3 w - - 0 1", BLACK, w.openPawn) == 0);
}

TEST_CASE("Pieces pinned to their king count by type", "[eval]") {
  const EvalWeights& w = evalWeights();
  // The e2 knight is pinned by the e8 rook; the d2 bishop stands off the a5 bishop's line.
  const char* fen = "4r1k1/8/8/b7/8/8/3BN3/4K3 w - - 0 1";
  CHECK(earned(fen, WHITE, w.pinned[KNIGHT]) == 1);
  CHECK(earned(fen, WHITE, w.pinned[BISHOP]) == 1);
  // With a second piece on the line there is no pin.
  CHECK(earned("4r1k1/8/8/8/4P3/8/4N3/4K3 w - - 0 1", WHITE, w.pinned[KNIGHT]) == 0);
}

TEST_CASE("Space counts safe centre squares while the pieces are on", "[eval]") {
  const EvalWeights& w = evalWeights();
  const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  // From the start: c3-f3 and c4-f4 are safe, none of them behind a pawn; the weight is 16
  // pieces less 3, with no blocked pawns.
  CHECK(earned(start, WHITE, w.space) == 8 * 13 * 13 / 128);
  CHECK(earned(start, BLACK, w.space) == 8 * 13 * 13 / 128);
  // Without the queens and a rook each the phase is too low: no space. A blocked pair of
  // pawns on e4 and e5 adds two to both weights.
  const char* light = "1nb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/1NB1KBNR w Kk - 0 1";
  CHECK(earned(light, WHITE, w.space) == 0);
  const char* blocked = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1";
  // White: e2, c3, d3, e3, f3 and c4 are safe (e5 attacks d4 and f4); e2 and e3, behind the
  // e4 pawn and unattacked, count twice.
  CHECK(earned(blocked, WHITE, w.space) == (6 + 2) * 15 * 15 / 128);
}

TEST_CASE("Knights and sliders that could attack the lone enemy queen safely", "[eval]") {
  const EvalWeights& w = evalWeights();
  // The d1 knight reaches c3 and e3, from where it would attack the d5 queen.
  CHECK(earned("4k3/8/8/3q4/8/8/8/K2N4 w - - 0 1", WHITE, w.knightOnQueen) == 2);
  // A pawn on d4 guards both squares; with a second queen there is no lone queen to chase.
  CHECK(earned("4k3/8/8/3q4/3p4/8/8/K2N4 w - - 0 1", WHITE, w.knightOnQueen) == 0);
  CHECK(earned("4k3/8/8/3q4/8/8/8/K2N3q w - - 0 1", WHITE, w.knightOnQueen) == 0);
  // The a1 rook reaches a5 (and d1) on the queen's lines; the b4 bishop guards a5 as well, d1
  // is attacked once.
  CHECK(earned("7k/8/8/3q4/1B6/8/7K/R7 w - - 0 1", WHITE, w.sliderOnQueen) == 1);
  CHECK(earned("7k/8/8/3q4/8/8/7K/R7 w - - 0 1", WHITE, w.sliderOnQueen) == 0);
  // A pawn on b6 holds a5 strongly.
  CHECK(earned("7k/8/1p6/3q4/1B6/8/7K/R7 w - - 0 1", WHITE, w.sliderOnQueen) == 0);
}

TEST_CASE("Contested squares and pieces only the queen defends", "[eval]") {
  const EvalWeights& w = evalWeights();
  // Both kings attack d5, e5 and f5.
  CHECK(earned("8/8/4k3/8/4K3/8/8/8 w - - 0 1", WHITE, w.restrictedPiece) == 3);
  CHECK(earned("8/8/4k3/8/4K3/8/8/8 w - - 0 1", BLACK, w.restrictedPiece) == 3);
  // The d6 pawn holds e5 for Black strongly; White holds none of them so.
  CHECK(earned("8/8/3pk3/8/4K3/8/8/8 w - - 0 1", WHITE, w.restrictedPiece) == 2);
  CHECK(earned("8/8/3pk3/8/4K3/8/8/8 w - - 0 1", BLACK, w.restrictedPiece) == 3);

  // The rook attacks the d5 knight, which only the queen defends; an e6 pawn defends it too.
  CHECK(earned("3q3k/8/8/3n4/8/8/8/3R2K1 w - - 0 1", WHITE, w.weakQueenProtection) == 1);
  CHECK(earned("3q3k/8/4p3/3n4/8/8/8/3R2K1 w - - 0 1", WHITE, w.weakQueenProtection) == 0);
}

TEST_CASE("A rook shut in by its own king is trapped", "[eval]") {
  const EvalWeights& w = evalWeights();
  // The h1 rook sees only g1 (h2 is a stuck pawn); the king on f1 shuts it in and can no longer
  // castle: counted twice.
  CHECK(earned("4k3/8/8/8/8/8/6PP/5KNR w - - 0 1", WHITE, w.trappedRook) == 2);
  // With the king on the other wing the rook is not shut in.
  CHECK(earned("4k3/8/8/8/8/8/6PP/2K3NR w - - 0 1", WHITE, w.trappedRook) == 0);
  // With the right to castle, once (f1 and g1 are the rook's two squares).
  CHECK(earned("4k3/8/8/8/8/8/6PP/4K2R w K - 0 1", WHITE, w.trappedRook) == 1);
  // On a half-open file (h3 is Black's pawn) the rook is not trapped, though it has only three
  // squares.
  CHECK(earned("4k3/8/8/8/8/7p/6P1/5KNR w - - 0 1", WHITE, w.trappedRook) == 0);
}

TEST_CASE("Minor pieces count their distance to the own king", "[eval]") {
  const EvalWeights& w = evalWeights();
  // Knights on a1 and e3 are 4 and 2 squares from e1, the h4 bishop 3; rooks do not count.
  const char* fen = "4k3/8/8/8/7B/4N3/8/N3K2R w - - 0 1";
  CHECK(earned(fen, WHITE, w.kingProtector[KNIGHT]) == 6);
  CHECK(earned(fen, WHITE, w.kingProtector[BISHOP]) == 3);
  CHECK(earned(fen, WHITE, w.kingProtector[ROOK]) == 0);
  CHECK(earned(fen, BLACK, w.kingProtector[KNIGHT]) == 0);
}

TEST_CASE("Rooks and bishops lined up on the enemy king's zone without attacking it", "[eval]") {
  const EvalWeights& w = evalWeights();
  // The g1 rook's file meets the g8 king's zone behind its own g2 pawn.
  CHECK(earned("6k1/8/8/8/8/8/6P1/4K1R1 w - - 0 1", WHITE, w.rookOnKingRing) == 1);
  // On the c-file it misses the zone; on the f-file it attacks it, and counts as an attacker.
  CHECK(earned("6k1/8/8/8/8/8/6P1/2R1K3 w - - 0 1", WHITE, w.rookOnKingRing) == 0);
  CHECK(earned("6k1/8/8/8/8/8/6P1/4KR2 w - - 0 1", WHITE, w.rookOnKingRing) == 0);
  // The b1 bishop's diagonal to g6 and h7 is blocked by a knight, which may move away.
  CHECK(earned("6k1/8/8/8/8/3N4/8/1B2K3 w - - 0 1", WHITE, w.bishopOnKingRing) == 1);
  // A pawn blocks it for good; with nothing in between the bishop attacks the zone.
  CHECK(earned("6k1/8/8/8/8/3P4/8/1B2K3 w - - 0 1", WHITE, w.bishopOnKingRing) == 0);
  CHECK(earned("6k1/8/8/8/8/8/8/1B2K3 w - - 0 1", WHITE, w.bishopOnKingRing) == 0);
}

TEST_CASE("Bishops x-ray enemy pawns and knights reach outposts", "[eval]") {
  const EvalWeights& w = evalWeights();
  // The c1 bishop's diagonals hold the e3 and g5 pawns, behind the own d2 pawn; b3 is off them.
  CHECK(earned("4k3/8/8/6p1/8/1p2p3/3P4/2B1K3 w - - 0 1", WHITE, w.bishopXRayPawns) == 2);
  // The own pawn on the diagonal does not count.
  CHECK(earned("4k3/8/8/8/8/8/3P4/2B1K3 w - - 0 1", WHITE, w.bishopXRayPawns) == 0);

  // The b4 knight reaches d5, an outpost the e4 pawn defends.
  CHECK(earned("4k3/8/8/8/1N2P3/8/8/4K3 w - - 0 1", WHITE, w.reachableOutpost) == 1);
  // An own bishop holds d5; a c7 pawn could one day attack it.
  CHECK(earned("4k3/8/8/3B4/1N2P3/8/8/4K3 w - - 0 1", WHITE, w.reachableOutpost) == 0);
  CHECK(earned("4k3/2p5/8/8/1N2P3/8/8/4K3 w - - 0 1", WHITE, w.reachableOutpost) == 0);
  // A knight on the d5 outpost counts as an outpost, not as reaching f6, the e5 pawn's.
  CHECK(earned("4k3/8/8/3NP3/2P5/8/8/4K3 w - - 0 1", WHITE, w.reachableOutpost) == 0);
  CHECK(earned("4k3/8/8/3NP3/2P5/8/8/4K3 w - - 0 1", WHITE, w.knightOutpost) == 1);
}

TEST_CASE("The colour-flipped position earns Black the same new terms", "[eval]") {
  const EvalWeights& w = evalWeights();
  const Tapered* weights[] = {
      &w.knightOnQueen,         &w.sliderOnQueen,   &w.restrictedPiece,
      &w.weakQueenProtection,   &w.trappedRook,     &w.kingProtector[KNIGHT],
      &w.kingProtector[BISHOP], &w.rookOnKingRing,  &w.bishopOnKingRing,
      &w.bishopXRayPawns,       &w.reachableOutpost};
  for (const char* fen :
       {"4k3/8/8/3q4/8/8/8/K2N4 w - - 0 1", "7k/8/8/3q4/1B6/8/7K/R7 w - - 0 1",
        "8/8/3pk3/8/4K3/8/8/8 w - - 0 1", "3q3k/8/8/3n4/8/8/8/3R2K1 w - - 0 1",
        "4k3/8/8/8/8/8/6PP/4K2R w K - 0 1", "4k3/8/8/8/7B/4N3/8/N3K2R w - - 0 1",
        "6k1/8/8/8/8/8/6P1/4K1R1 w - - 0 1", "6k1/8/8/8/8/3N4/8/1B2K3 w - - 0 1",
        "4k3/8/8/6p1/8/1p2p3/3P4/2B1K3 w - - 0 1", "4k3/8/8/8/1N2P3/8/8/4K3 w - - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R1BQKB1R w KQ - 0 8"}) {
    const std::string flipped = test::flipFen(fen);
    INFO(fen);
    int total = 0;
    for (const Tapered* weight : weights) {
      const int white = earned(fen, WHITE, *weight);
      CHECK(white == earned(flipped, BLACK, *weight));
      CHECK(earned(fen, BLACK, *weight) == earned(flipped, WHITE, *weight));
      total += white;
    }
    // Every position earns White one of the terms at least: the comparison has something to
    // compare.
    CHECK(total > 0);
  }
}

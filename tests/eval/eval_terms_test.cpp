// Single terms of the evaluation count what they promise: each case is a small position where
// the term is easy to count by hand, and a neighbour where one detail changes the count.
#include <catch2/catch.hpp>

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
  // An extra knight is other material.
  CHECK(scaleWeight("4k3/1b3r2/2p5/1p6/1P5P/2P5/3R4/2B1KN2 w - - 0 1") == -1);
  // A lone queen against a rook and a bishop; against a rook alone it is no lone-queen ending.
  CHECK(scaleWeight("4k3/2r1b3/8/8/8/8/5PPP/3QK3 w - - 0 1") ==
        int(weightIndex(w, w.scaleLoneQueen)));
  CHECK(scaleWeight("4k3/2r5/8/8/8/8/5PPP/3QK3 w - - 0 1") == -1);
}

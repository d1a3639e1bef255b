#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/core/movegen.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/weights.h"

using namespace quadrant;

namespace {

// The piece-square weights of the pieces on the board, added up square by square.
Tapered weightsOnBoard(const Position& pos) {
  const EvalWeights& w = evalWeights();
  Tapered sum;
  for (Square sq : squaresOf(pos.occupied())) {
    const Piece p = pos.pieceOn(sq);
    const Tapered weight = w.pieceSquare[typeOf(p)][relativeSquare(colorOf(p), sq)];
    sum += colorOf(p) == WHITE ? weight : -weight;
  }
  return sum;
}

}  // namespace

TEST_CASE("Positions sum the evaluation's piece-square weights as their pieces move", "[eval]") {
  int uneven = 0;
  for (const Position& root : test::suitePositions({"standard.epd", "fischer.epd"}, false)) {
    // Two plies of every line: captures, promotions, castling and en passant on the way.
    for (Move m : legalMoves(root)) {
      Position child = root;
      child.makeMove(m);
      for (Move reply : legalMoves(child)) {
        Position grandchild = child;
        grandchild.makeMove(reply);
        INFO(root.fen() << ' ' << moveToUci(root, m) << ' ' << moveToUci(child, reply));
        REQUIRE(grandchild.pieceSquareSumValid());
        REQUIRE(grandchild.pieceSquareSum() == weightsOnBoard(grandchild));
        uneven += grandchild.pieceSquareSum() != Tapered{};
      }
    }
  }
  REQUIRE(uneven > 1000);
}

TEST_CASE("A position set up before the piece-square values were installed is evaluated alike",
          "[eval]") {
  const char* fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
  Position early;
  REQUIRE(early.setFen(fen));
  const int score = Evaluator().evaluate(early);
  // The same values installed again: a new version, which `early` did not sum.
  installPieceSquareValues();
  Position late;
  REQUIRE(late.setFen(fen));
  CHECK_FALSE(early.pieceSquareSumValid());
  CHECK(late.pieceSquareSumValid());
  CHECK(late.pieceSquareSum() == weightsOnBoard(late));
  CHECK(Evaluator().evaluate(early) == score);
  CHECK(Evaluator().evaluate(late) == score);
}

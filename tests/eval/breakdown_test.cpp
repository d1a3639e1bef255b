#include <catch2/catch.hpp>

#include "../support.h"
#include "quadrant/eval/breakdown.h"
#include "quadrant/eval/evaluate.h"

using namespace quadrant;

namespace {

int forSideToMove(const Position& pos, int whiteScore) {
  return pos.sideToMove() == WHITE ? whiteScore : -whiteScore;
}

}  // namespace

TEST_CASE("The terms of the breakdown add up to the evaluation", "[eval]") {
  Evaluator evaluator;
  int recognized = 0, scaled = 0, positions = 0;
  for (const Position& pos : test::suitePositions({"standard.epd", "fischer.epd"}, true)) {
    const EvalBreakdown b = breakDownEvaluation(pos, evalWeights());
    INFO(pos.fen());
    ++positions;
    // The rows hold every term: their sum is the evaluator's own sum of the terms.
    REQUIRE(b.total() == b.parts.terms.score);
    REQUIRE(forSideToMove(pos, b.parts.whiteScore) == evaluator.evaluate(pos));
    if (b.parts.endgame.evaluation != EndgameKind::None) {
      ++recognized;
      continue;
    }
    REQUIRE(taper(b.total(), b.parts.phase, b.parts.scale.factor) == b.parts.whiteScore);
    scaled += b.parts.scale.factor != SCALE_NORMAL;
  }
  CHECK(positions > 1000);
  // The suites reach endgames too: the recognizers and the scales are part of what was checked.
  CHECK(recognized > 0);
  CHECK(scaled > 0);
}

TEST_CASE("Exchanging the colours exchanges the columns of the breakdown", "[eval]") {
  for (const Position& pos : test::suitePositions({"standard.epd"}, true)) {
    Position flipped;
    REQUIRE(flipped.setFen(test::flipFen(pos.fen())));
    const EvalBreakdown b = breakDownEvaluation(pos, evalWeights());
    const EvalBreakdown f = breakDownEvaluation(flipped, evalWeights());
    INFO(pos.fen());
    for (std::size_t term = 0; term < EVAL_TERM_COUNT; ++term) {
      INFO(EVAL_TERM_NAMES[term]);
      REQUIRE(b.terms[term][WHITE] == f.terms[term][BLACK]);
      REQUIRE(b.terms[term][BLACK] == f.terms[term][WHITE]);
    }
    REQUIRE(b.parts.whiteScore == -f.parts.whiteScore);
  }
}

TEST_CASE("The breakdown credits each term to the colour that earns it", "[eval]") {
  // White's extra knight is White's material; the tempo is the side to move's.
  Position pos;
  REQUIRE(pos.setFen("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"));
  const EvalBreakdown b = breakDownEvaluation(pos, evalWeights());
  const auto& material = b.terms[std::size_t(EvalTerm::Material)];
  CHECK(material[WHITE] - material[BLACK] == evalWeights().pieceValue[KNIGHT]);
  const auto& tempo = b.terms[std::size_t(EvalTerm::Tempo)];
  CHECK(tempo[WHITE] == Tapered());
  CHECK(tempo[BLACK] == evalWeights().tempo);
}

TEST_CASE("Every weight belongs to a term", "[eval]") {
  // The fields of weights.cpp cover the flat view: each weight maps to the term of its field.
  const EvalWeights& w = evalWeights();
  CHECK(weightTerm(weightIndex(w, w.pieceValue[QUEEN])) == EvalTerm::Material);
  CHECK(weightTerm(weightIndex(w, w.pieceSquare[KING][63])) == EvalTerm::PieceSquare);
  CHECK(weightTerm(weightIndex(w, w.bishopPair)) == EvalTerm::Imbalance);
  CHECK(weightTerm(weightIndex(w, w.passed[6])) == EvalTerm::PassedPawns);
  CHECK(weightTerm(weightIndex(w, w.queenMobility[27])) == EvalTerm::Mobility);
  CHECK(weightTerm(weightIndex(w, w.hanging)) == EvalTerm::Threats);
  CHECK(weightTerm(weightIndex(w, w.pawnShield[1])) == EvalTerm::King);
  CHECK(weightTerm(weightIndex(w, w.tempo)) == EvalTerm::Tempo);
}

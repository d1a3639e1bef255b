#include "quadrant/protocol/eval_text.h"

#include <iomanip>
#include <sstream>

#include "quadrant/eval/breakdown.h"
#include "quadrant/eval/endgame.h"
#include "quadrant/eval/material_counts.h"

namespace quadrant {
namespace {

constexpr int NAME_WIDTH = 13;
constexpr int VALUE_WIDTH = 6;
const char* const RULE = "-------------+---------------+---------------+--------------";

const char* colourName(Color c) { return c == WHITE ? "White" : "Black"; }

std::string signedCp(int score) { return (score > 0 ? "+" : "") + std::to_string(score); }

void writeTapered(std::ostream& out, Tapered value) {
  out << std::setw(VALUE_WIDTH) << value.mg << ' ' << std::setw(VALUE_WIDTH) << value.eg;
}

void writeTable(std::ostream& out, const EvalBreakdown& breakdown) {
  out << std::left << std::setw(NAME_WIDTH) << "Term" << std::right
      << "|     White     |     Black     |     Total\n"
      << std::setw(NAME_WIDTH) << ""
      << "|    MG     EG  |    MG     EG  |    MG     EG\n"
      << RULE << '\n';
  for (std::size_t term = 0; term < EVAL_TERM_COUNT; ++term) {
    const auto& value = breakdown.terms[term];
    out << std::left << std::setw(NAME_WIDTH) << EVAL_TERM_NAMES[term] << std::right << '|';
    writeTapered(out, value[WHITE]);
    out << "  |";
    writeTapered(out, value[BLACK]);
    out << "  |";
    writeTapered(out, value[WHITE] - value[BLACK]);
    out << '\n';
  }
  out << RULE << '\n'
      << std::left << std::setw(NAME_WIDTH) << "Sum" << std::right
      << "|               |               |";
  writeTapered(out, breakdown.total());
  out << '\n';
}

// The endgame family that scales the score and the side it favours. A family names the side
// with more material, or a side of its own choosing where the material is level (two bare
// kings fall under "a small lead" too): then it says so rather than name a side ahead.
std::string scaleText(const Position& pos, EndgameKind kind, Color strong) {
  const MaterialCounts n(pos);
  const bool level =
      n.pieceValue(WHITE) == n.pieceValue(BLACK) && n.of[WHITE][PAWN] == n.of[BLACK][PAWN];
  const std::string name = endgameKindName(kind);
  if (!level) return name + ", " + colourName(strong) + " ahead";
  return (kind == EndgameKind::PawnlessSmallLead ? "pawnless" : name) + ", level material";
}

// How the sum becomes one score: the phase blend, with the endgame part scaled.
void writeBlend(std::ostream& out, const Position& pos, const EvalBreakdown& breakdown) {
  const EvaluationParts& parts = breakdown.parts;
  const Tapered sum = breakdown.total();
  out << "Phase: " << parts.phase << " of " << MAX_PHASE << " (" << MAX_PHASE
      << ": every piece on the board, 0: kings and pawns only)\n"
      << "Endgame scale: " << parts.scale.factor << " of " << SCALE_NORMAL;
  if (parts.scale.factor != SCALE_NORMAL)
    out << " (" << scaleText(pos, parts.scale.kind, parts.scale.strong) << ')';
  out << "\nTapered: (" << sum.mg << " * " << parts.phase << " + " << sum.eg << " * "
      << MAX_PHASE - parts.phase << " * " << parts.scale.factor << " / " << SCALE_NORMAL << ") / "
      << MAX_PHASE << " = " << taper(sum, parts.phase, parts.scale.factor) << '\n';
}

void writeRecognizer(std::ostream& out, const EndgameMatch& endgame) {
  out << "Endgame recognizer: ";
  if (endgame.evaluation == EndgameKind::None) {
    out << "none\n";
    return;
  }
  out << endgameKindName(endgame.evaluation) << " for " << colourName(endgame.evaluationStrong)
      << ": it replaces the tapered sum\n";
}

}  // namespace

std::string evaluationText(const Position& pos) {
  const EvalBreakdown breakdown = breakDownEvaluation(pos, evalWeights());
  const EvaluationParts& parts = breakdown.parts;
  std::ostringstream out;
  writeTable(out, breakdown);
  out << '\n';
  writeBlend(out, pos, breakdown);
  writeRecognizer(out, parts.endgame);
  const Color us = pos.sideToMove();
  const int ours = us == WHITE ? parts.whiteScore : -parts.whiteScore;
  out << "Evaluation: " << signedCp(parts.whiteScore) << " cp for White, " << signedCp(ours)
      << " cp for " << colourName(us) << " to move";
  return out.str();
}

}  // namespace quadrant

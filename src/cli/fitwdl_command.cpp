#include "quadrant/cli/fitwdl_command.h"

#include <array>
#include <iomanip>
#include <vector>

#include "quadrant/cli/position_file.h"
#include "quadrant/core/count_text.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/eval/evaluate.h"
#include "quadrant/tools/wdl_fit.h"

namespace quadrant {
namespace {

// The material groups of the summary table: [low, high] inclusive.
constexpr std::array<std::pair<int, int>, 6> MATERIAL_GROUPS = {
    {{0, 15}, {16, 30}, {31, 45}, {46, 60}, {61, 70}, {71, 78}}};
constexpr int SCORE_BAND = 25;  // the data's draw rate is shown for scores within this of 0
// Below this many positions the draw rates of the material groups, on which the model's eight
// parameters rest, are a few games each: the fit follows their noise.
constexpr std::size_t MIN_SAMPLES = 10000;

void printModel(std::ostream& out, const WdlModel& model) {
  out << std::setprecision(6) << "const WdlModel FITTED_WDL_MODEL = {{" << model.a[0] << ", "
      << model.a[1] << ", " << model.a[2] << ", " << model.a[3] << "}, {" << model.b[0] << ", "
      << model.b[1] << ", " << model.b[2] << ", " << model.b[3] << "}};\n";
}

// Per material group: the positions, the data's draw rate near a score of 0 and the model's,
// a and b at the group's middle, and there the model's chances of a pawn more.
void printSummary(std::ostream& out, const std::vector<WdlSample>& samples, const WdlModel& model) {
  out << "material  positions  draws near 0 (data / model)       a       b   wdl at +100\n";
  for (const auto& [low, high] : MATERIAL_GROUPS) {
    int positions = 0, near = 0, nearDraws = 0;
    double modelDraws = 0;
    for (const WdlSample& s : samples) {
      if (s.material < low || s.material > high) continue;
      ++positions;
      if (std::abs(s.score) > SCORE_BAND) continue;
      ++near;
      nearDraws += s.result == 0.5;
      modelDraws += wdlChances(wdlParameters(model, s.material), s.score).draw;
    }
    const WdlParameters middle = wdlParameters(model, (low + high) / 2);
    const Wdl pawnUp = wdlFromScore(100, (low + high) / 2, model);
    out << std::setw(3) << low << '-' << std::setw(2) << std::left << high << std::right
        << std::setw(13) << positions << "        ";
    if (near)
      out << std::fixed << std::setprecision(3) << double(nearDraws) / near << " / "
          << modelDraws / near;
    else
      out << "  -   /   -  ";
    out << std::setw(16) << std::setprecision(1) << middle.a << std::setw(8) << middle.b
        << std::defaultfloat << "   " << pawnUp.win << ' ' << pawnUp.draw << ' ' << pawnUp.loss
        << '\n';
  }
}

}  // namespace

int runFitWdlCommand(CommandArguments& arguments, std::ostream& out,
                     const Diagnostics& diagnostics) {
  std::string path;
  arguments.textArgument("a data file (lines \"FEN [result]\")", &path);
  if (!arguments.parse()) return FAILURE_STATUS;
  Evaluator evaluator;
  std::vector<WdlSample> samples;
  int withoutResult = 0;
  const auto addSample = [&](const PositionLine& line) {
    const std::optional<double> white = line.gameResult();
    if (!white) {
      ++withoutResult;
      return;
    }
    const Position& pos = line.position;
    const double ours = pos.sideToMove() == WHITE ? *white : 1 - *white;
    samples.push_back({evaluator.evaluate(pos), wdlMaterial(pos), ours});
  };
  if (!forEachPositionInFile(path, addSample, diagnostics))
    return diagnostics.fail("cannot read '" + shownInput(path) + "'");
  if (withoutResult)
    diagnostics.warn("passed over " + countText(withoutResult, "position", "positions") +
                     " without a result");
  if (samples.empty()) return diagnostics.fail("no positions with a result to fit");
  if (samples.size() < MIN_SAMPLES)
    diagnostics.warn(countText(static_cast<long long>(samples.size()), "position", "positions") +
                     ": far too few for a model worth using (at least " +
                     std::to_string(MIN_SAMPLES) + ")");
  out << samples.size() << " positions, scored by the static evaluation\n";
  const WdlModel model = fitWdlModel(samples, out);
  printModel(out, model);
  printSummary(out, samples, model);
  return 0;
}

}  // namespace quadrant

#include "quadrant/cli/tune_command.h"

#include <fstream>
#include <optional>

#include "quadrant/core/count_text.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/core/thread_count.h"
#include "quadrant/eval/weights.h"
#include "quadrant/tools/pv_leaf.h"
#include "quadrant/tools/tuner.h"

namespace quadrant {
namespace {

// Below this many positions per tuned value (each weight has a middlegame and an endgame
// value) a fit follows the noise of the results rather than what the terms are worth; the
// shipped weights were fitted on about a million positions, some 700 per value.
constexpr std::size_t MIN_POSITIONS_PER_VALUE = 10;

void warnWhenTooSmall(const TuningData& data, const Diagnostics& diagnostics) {
  const std::size_t values = 2 * WEIGHT_COUNT;
  if (data.size() >= MIN_POSITIONS_PER_VALUE * values) return;
  diagnostics.warn(
      countText(static_cast<long long>(data.size()), "position", "positions") + " for " +
      std::to_string(values) + " values: far too few for weights worth playing (at least " +
      std::to_string(MIN_POSITIONS_PER_VALUE * values) + "; docs/tuning.md uses about a million)");
}

// Reads a data file, warning of the lines it could not use; false (after the message) when the
// file cannot be read.
bool readData(const std::string& path, std::optional<int> resolveDepth,
              const Diagnostics& diagnostics, TuningData* data) {
  std::ifstream in(path);
  if (!in) {
    diagnostics.fail("cannot read '" + shownInput(path) + "'");
    return false;
  }
  int skipped = 0;
  *data = loadTuningData(in, evalWeights(), &skipped, resolveDepth);
  if (skipped)
    diagnostics.warn(shownInput(path) + ": " + countText(skipped, "line", "lines") +
                     " could not be read");
  return true;
}

}  // namespace

int runTuneCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics) {
  TuningOptions options;
  std::string dataPath, validationPath, outPath;
  arguments.textArgument("a data file (lines \"FEN [result]\")", &dataPath);
  arguments.integerFlag("--iterations", "an iteration count", 1, 1000000, &options.iterations);
  arguments.integerFlag("--rate", "a step in centipawns", 1, 100, &options.learningRate);
  arguments.numberFlag("--regularize", "a strength per centipawn squared (e.g. 1e-7)", 0, 1,
                       &options.regularization);
  arguments.integerFlag("--threads", "a thread count", 1, MAX_THREADS, &options.threads);
  arguments.textFlag("--validate", "a data file", &validationPath);
  arguments.textFlag("--out", "an output file", &outPath);
  int depth = -1;  // none given: the positions as written
  arguments.integerFlag("--resolve-depth", "a depth", 0, MAX_RESOLVE_DEPTH, &depth);
  if (!arguments.parse()) return FAILURE_STATUS;
  const std::optional<int> resolveDepth = depth >= 0 ? std::optional<int>(depth) : std::nullopt;
  TuningData data, validation;
  if (!readData(dataPath, resolveDepth, diagnostics, &data)) return FAILURE_STATUS;
  if (data.empty()) return diagnostics.fail("no positions to tune on");
  warnWhenTooSmall(data, diagnostics);
  if (!validationPath.empty()) {
    if (!readData(validationPath, resolveDepth, diagnostics, &validation)) return FAILURE_STATUS;
    if (validation.empty()) return diagnostics.fail("no positions to validate on");
    options.validation = &validation;
  }
  const EvalWeights tuned = tuneWeights(data, evalWeights(), options, out);
  if (outPath.empty()) {
    printWeights(out, tuned);
    return 0;
  }
  std::ofstream file(outPath);
  if (!file) return diagnostics.fail("cannot write '" + shownInput(outPath) + "'");
  printWeights(file, tuned);
  out << "weights written to " << outPath << std::endl;
  return 0;
}

}  // namespace quadrant

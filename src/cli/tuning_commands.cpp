#include "quadrant/cli/tuning_commands.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "quadrant/eval/evaluate.h"
#include "quadrant/eval/tuner.h"
#include "quadrant/engine/parsing.h"
#include "quadrant/search/selfplay.h"

namespace quadrant {
namespace {

int failWith(std::ostream& err, const std::string& message) {
  err << "error: " << message << '\n';
  return 2;
}

// The position of each line of an EPD or tuning-data file (its first four fields).
bool readPositionLines(const std::string& path, std::vector<std::string>* fens) {
  std::ifstream in(path);
  if (!in) return false;
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    std::string board, side, castling, ep;
    if (fields >> board >> side >> castling >> ep) fens->push_back(board + ' ' + side + ' ' + castling + ' ' + ep + " 0 1");
  }
  return true;
}

// The gap at the given fraction of the sorted gaps (0.99: the 99th percentile).
int gapQuantile(const std::vector<int>& sortedGaps, double fraction) {
  return sortedGaps[std::min(sortedGaps.size() - 1, std::size_t(fraction * double(sortedGaps.size())))];
}

}  // namespace

int runSelfplayCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  SelfplayOptions options;
  long long games = 0;
  if (args.size() < 3 || !parseInteger(args[1], 1, 100000000, &games))
    return failWith(err, "selfplay needs a game count and an output file");
  options.games = int(games);
  const std::string path = args[2];
  for (std::size_t i = 3; i < args.size(); ++i) {
    long long value = 0;
    if (args[i] == "--nodes") {
      if (!flagInteger(args, &i, 1, 1000000000, &value)) return failWith(err, "--nodes needs a count from 1");
      options.nodes = std::uint64_t(value);
    } else if (args[i] == "--random-plies") {
      if (!flagInteger(args, &i, 0, 40, &value)) return failWith(err, "--random-plies needs a count from 0 to 40");
      options.randomPlies = int(value);
    } else if (args[i] == "--seed") {
      if (!flagInteger(args, &i, 0, 1LL << 62, &value)) return failWith(err, "--seed needs a whole number");
      options.seed = std::uint64_t(value);
    } else if (args[i] == "--openings" && i + 1 < args.size()) {
      if (!readPositionLines(args[++i], &options.openings)) return failWith(err, "cannot read openings '" + args[i] + "'");
    } else {
      return failWith(err, "selfplay: unexpected argument '" + args[i] + "'");
    }
  }
  std::ofstream file(path, std::ios::app);
  if (!file) return failWith(err, "cannot write '" + path + "'");
  const std::uint64_t positions = runSelfplay(options, file, out);
  out << positions << " positions written to " << path << std::endl;
  return 0;
}

int runTuneCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.size() < 2) return failWith(err, "tune needs a data file (lines \"FEN [result]\")");
  TuningOptions options;
  std::string outPath;
  for (std::size_t i = 2; i < args.size(); ++i) {
    long long value = 0;
    if (args[i] == "--iterations") {
      if (!flagInteger(args, &i, 1, 1000000, &value)) return failWith(err, "--iterations needs a count from 1");
      options.iterations = int(value);
    } else if (args[i] == "--rate") {
      if (!flagInteger(args, &i, 1, 100, &value)) return failWith(err, "--rate needs a step from 1 to 100 (centipawns)");
      options.learningRate = double(value);
    } else if (args[i] == "--regularize") {
      if (!flagNumber(args, &i, 0, 1, &options.regularization))
        return failWith(err, "--regularize needs a strength from 0 to 1 (per centipawn squared, e.g. 1e-7)");
    } else if (args[i] == "--out" && i + 1 < args.size()) {
      outPath = args[++i];
    } else {
      return failWith(err, "tune: unexpected argument '" + args[i] + "'");
    }
  }
  std::ifstream in(args[1]);
  if (!in) return failWith(err, "cannot read '" + args[1] + "'");
  int skipped = 0;
  const std::vector<TuningPosition> data = loadTuningData(in, evalWeights(), &skipped);
  if (skipped) err << "warning: " << skipped << " lines could not be read\n";
  if (data.empty()) return failWith(err, "no positions to tune on");
  const EvalWeights tuned = tuneWeights(data, evalWeights(), options, out);
  if (outPath.empty()) {
    printWeights(out, tuned);
    return 0;
  }
  std::ofstream file(outPath);
  if (!file) return failWith(err, "cannot write '" + outPath + "'");
  printWeights(file, tuned);
  out << "weights written to " << outPath << std::endl;
  return 0;
}

int runLazyGapCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.size() != 2) return failWith(err, "lazygap needs one file of positions (EPD or \"FEN [result]\" lines)");
  std::vector<std::string> fens;
  if (!readPositionLines(args[1], &fens)) return failWith(err, "cannot read '" + args[1] + "'");
  Evaluator evaluator;
  std::vector<int> gaps;
  int unreadable = 0, recognized = 0;
  for (const std::string& fen : fens) {
    Position pos;
    if (!pos.setFen(fen)) {
      ++unreadable;
      continue;
    }
    const std::optional<int> cheap = evaluator.cheapEstimate(pos);
    if (!cheap) {
      ++recognized;
      continue;
    }
    gaps.push_back(std::abs(evaluator.evaluate(pos) - *cheap));
  }
  if (unreadable) err << "warning: " << unreadable << " positions could not be read\n";
  if (gaps.empty()) return failWith(err, "no positions to measure");
  std::sort(gaps.begin(), gaps.end());
  out << gaps.size() << " positions (" << recognized << " left to endgame recognizers)\n"
      << "gap between the cheap terms and the full evaluation (cp): p99 " << gapQuantile(gaps, 0.99) << "  p99.9 "
      << gapQuantile(gaps, 0.999) << "  p99.99 " << gapQuantile(gaps, 0.9999) << "  max " << gaps.back() << '\n'
      << "lazy margin " << Evaluator::LAZY_MARGIN << (gaps.back() < Evaluator::LAZY_MARGIN ? " holds" : " is exceeded")
      << std::endl;
  return 0;
}

}  // namespace quadrant

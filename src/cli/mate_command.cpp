#include "quadrant/cli/mate_command.h"

#include <chrono>

#include "quadrant/core/notation.h"
#include "quadrant/core/position.h"
#include "quadrant/engine/mate_job.h"
#include "quadrant/engine/parsing.h"
#include "quadrant/search/matefinder.h"

namespace quadrant {
namespace {

constexpr std::int64_t MAX_TIME_MS = 86400000;
constexpr long long MAX_NODES = 1LL << 50;

struct MateRequest {
  MateFinderOptions options;
  std::string fen = Position::START_FEN;
};

// Reads "mate N [FEN words...] [--checks-only] [--time MS] [--nodes N]"; false (with the reason on err)
// when the arguments do not make sense.
bool parseMateRequest(const std::vector<std::string>& args, MateRequest* request, std::ostream& err) {
  long long moves = 0;
  if (args.size() < 2 || !parseInteger(args[1], 1, MateFinderOptions::MAX_MATE_MOVES, &moves)) {
    err << "error: mate needs a mate length from 1 to " << MateFinderOptions::MAX_MATE_MOVES << " moves\n";
    return false;
  }
  request->options.maxMoves = int(moves);
  std::string fen;
  for (std::size_t i = 2; i < args.size(); ++i) {
    long long value = 0;
    if (args[i] == "--checks-only") {
      request->options.checksOnlyLastMoves = MateFinderOptions::CHECKS_EVERYWHERE;
    } else if (args[i] == "--time") {
      if (!flagInteger(args, &i, 1, MAX_TIME_MS, &value)) {
        err << "error: --time needs a time in ms from 1 to " << MAX_TIME_MS << '\n';
        return false;
      }
      request->options.timeLimitMs = value;
    } else if (args[i] == "--nodes") {
      if (!flagInteger(args, &i, 1, MAX_NODES, &value)) {
        err << "error: --nodes needs a node count from 1 to " << MAX_NODES << '\n';
        return false;
      }
      request->options.nodeLimit = std::uint64_t(value);
    } else if (args[i].rfind("--", 0) == 0) {
      err << "error: mate: unknown option '" << excerpt(args[i]) << "'\n";
      return false;
    } else {
      fen += (fen.empty() ? "" : " ") + args[i];
    }
  }
  if (!fen.empty()) request->fen = fen;
  return true;
}

std::string lineText(Position pos, const std::vector<Move>& line) {
  std::string text;
  for (Move m : line) {
    text += (text.empty() ? "" : " ") + moveToUci(pos, m);
    pos.makeMove(m);
  }
  return text;
}

void printResult(const Position& pos, const MateResult& result, const MateFinderOptions& options, std::ostream& out) {
  if (result.found()) {
    out << "mate in " << result.mateIn << ": " << lineText(pos, result.pv) << '\n';
  } else {
    out << noMateText(result, options.maxMoves) << '\n';
  }
  if (options.checksOnlyLastMoves > 1) {
    out << "(the attacker played checks only: a mate with quiet moves may be shorter, or exist where none was found)\n";
  }
}

}  // namespace

int runMateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  MateRequest request;
  if (!parseMateRequest(args, &request, err)) return 2;
  Position pos;
  std::string error;
  if (!pos.setFen(request.fen, &error)) {
    err << "error: invalid FEN: " << error << '\n';
    return 2;
  }
  MateFinder finder(request.options);
  const auto start = std::chrono::steady_clock::now();
  const MateResult result = finder.solve(pos);
  const auto elapsedMs =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  printResult(pos, result, request.options, out);
  out << "nodes " << result.nodes << " time " << elapsedMs << " ms nps "
      << (elapsedMs > 0 ? result.nodes * 1000 / std::uint64_t(elapsedMs) : result.nodes) << '\n';
  return 0;
}

}  // namespace quadrant

#include "quadrant/cli/probe_command.h"

#include "quadrant/core/bitboard.h"
#include "quadrant/core/movegen.h"
#include "quadrant/core/notation.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/syzygy/material.h"
#include "quadrant/syzygy/root_ranking.h"
#include "quadrant/syzygy/tablebases.h"

namespace quadrant {
namespace {

using syzygy::ProbeStatus;
using syzygy::Tablebases;

std::string resultText(syzygy::Wdl wdl, const std::string& dtz) {
  return "wdl " + syzygy::wdlName(wdl) + " dtz " + dtz;
}

// Why the tables cannot answer for pos, with the problems they reported.
int explainFailure(const Tablebases& tables, const Position& pos, ProbeStatus status,
                   const Diagnostics& diagnostics) {
  for (const std::string& problem : tables.takeProblems()) diagnostics.error(problem);
  if (status == ProbeStatus::Damaged)
    return diagnostics.fail("a table this position needs is damaged");
  const int pieces = popcount(pos.occupied());
  if (pos.castlingRights())
    return diagnostics.fail("positions with castling rights are not in the tables");
  if (pieces > tables.maxPieces())
    return diagnostics.fail(std::to_string(pieces) + " pieces: the tables found hold at most " +
                            std::to_string(tables.maxPieces()));
  const std::string material = syzygy::Material::of(pos).name();
  if (!tables.hasMaterial(pos)) return diagnostics.fail("no table for " + material);
  return diagnostics.fail("a table that captures from " + material +
                          " lead to is missing (tables of fewer pieces are needed too)");
}

}  // namespace

int runProbeCommand(CommandArguments& arguments, std::ostream& out,
                    const Diagnostics& diagnostics) {
  Position pos;
  std::string path;
  arguments.fenArgument(&pos, Presence::Required);
  arguments.textFlag("--path", "the folders of the tables", &path);
  if (!arguments.parse()) return FAILURE_STATUS;
  if (path.empty())
    return diagnostics.fail(std::string("no tablebase path: give the folders with --path DIRS ") +
                            "(separated by '" + Tablebases::PATH_SEPARATOR + "')");
  Tablebases tables;
  for (const std::string& line : tables.setPath(path))
    if (line.find("found") == std::string::npos) diagnostics.warn(line);
  if (tables.maxPieces() == 0)
    return diagnostics.fail("no Syzygy tables in '" + shownInput(path) + "'");

  const MoveList legal = legalMoves(pos);
  if (legal.empty()) {
    out << resultText(pos.inCheck() ? syzygy::Wdl::Loss : syzygy::Wdl::Draw, "0") << '\n';
    return 0;
  }
  const syzygy::WdlProbe wdl = tables.probeWdl(pos);
  if (wdl.status != ProbeStatus::Ok) return explainFailure(tables, pos, wdl.status, diagnostics);
  const syzygy::DtzProbe dtz = tables.probeDtz(pos);
  const syzygy::RootRanking ranking =
      syzygy::rankRootMoves(tables, pos, std::vector<Move>(legal.begin(), legal.end()), {});
  if (ranking.status != ProbeStatus::Ok)
    return explainFailure(tables, pos, ranking.status, diagnostics);
  const bool haveDtz = dtz.status == ProbeStatus::Ok && ranking.byDtz;
  if (!haveDtz) {
    for (const std::string& problem : tables.takeProblems()) diagnostics.warn(problem);
    diagnostics.warn("no usable DTZ table for " + syzygy::Material::of(pos).name() +
                     ": moves ranked by their results alone");
  }
  out << resultText(wdl.wdl, haveDtz ? std::to_string(dtz.dtz) : "-") << '\n';
  for (const syzygy::RankedMove& ranked : ranking.moves)
    out << moveToUci(pos, ranked.move) << ' '
        << resultText(ranked.wdl, haveDtz ? std::to_string(ranked.dtz) : "-") << '\n';
  return 0;
}

}  // namespace quadrant

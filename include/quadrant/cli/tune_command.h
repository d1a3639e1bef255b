// The tune command: regenerates the evaluation weights from self-play data.
//   quadrant tune DATA [--iterations N] [--rate R] [--regularize L] [--threads N]
//                 [--validate FILE] [--resolve-depth D] [--out FILE]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Texel-tunes the evaluation weights on the positions of DATA ("FEN [result]" lines, as
// tools/tuner.h reads them) for N iterations (1..1000000) of Adam steps of R centipawns
// (1..100), regularised with strength L (0..1) towards the current weights, and prints the
// tuned weights as C++ (to FILE with --out). With --validate, the progress reports also give
// the error on FILE's positions, which are not fitted to. With --resolve-depth D (0..30), every
// position (of DATA and FILE) is replaced by the leaf of a depth-D search before it is traced
// (tools/pv_leaf.h; 0: its quiescence leaf).
// Returns the exit status.
int runTuneCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

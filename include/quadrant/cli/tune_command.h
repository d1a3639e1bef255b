// The tune command: regenerates the evaluation weights from self-play data.
//   quadrant tune DATA [--iterations N] [--rate R] [--regularize L] [--threads N]
//                 [--validate FILE] [--resolve] [--out FILE]
#pragma once

#include <ostream>

#include "quadrant/cli/arguments.h"

namespace quadrant {

// Texel-tunes the evaluation weights on the positions of DATA ("FEN [result]" lines, as
// tools/tuner.h reads them) for N iterations (1..1000000) of Adam steps of R centipawns
// (1..100), regularised with strength L (0..1) towards the current weights, and prints the
// tuned weights as C++ (to FILE with --out). With --validate, the progress reports also give
// the error on FILE's positions, which are not fitted to. With --resolve, every position (of
// DATA and FILE) is replaced by its quiescence leaf before it is traced (tools/quiescence_leaf.h).
// Returns the exit status.
int runTuneCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);

}  // namespace quadrant

// The tuning build's options: one UCI spin per search parameter (search/parameters.h), named as
// the parameter, with its default and range, then one per evaluation scale (eval/term_scales.h),
// named by termScaleName, 100 in [50, 150]. Setting one stops a running search first, since the
// search threads read the parameters and the weights unlocked; a new scale also clears the hash
// table and the evaluators' caches of the Engine that sets it, as a new game does. The
// parameters and the scales are the process's, shared by every Engine in it. The normal build
// has none of these options.
#pragma once

#include <vector>

#include "quadrant/engine/engine_options.h"

namespace quadrant {

// `options` followed by the tunable options: in the normal build, `options` as they are.
std::vector<EngineOption> withTunableOptions(std::vector<EngineOption> options);

}  // namespace quadrant

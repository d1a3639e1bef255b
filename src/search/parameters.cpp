#include "quadrant/search/parameters.h"

// The normal build's parameters are constants of the header; only the tuning build's variables
// are defined here.
#ifdef QUADRANT_TUNABLES

#include <algorithm>

#include "quadrant/search/reductions.h"

namespace quadrant {

#define QUADRANT_PARAMETER_DEFINITION(name, value, min, max, reason) int name = value;
QUADRANT_SEARCH_PARAMETERS(QUADRANT_PARAMETER_DEFINITION)
#undef QUADRANT_PARAMETER_DEFINITION

namespace {

// The variables in the order of SEARCH_PARAMETERS.
#define QUADRANT_PARAMETER_ADDRESS(name, value, min, max, reason) &name,
int* const PARAMETER_VARIABLES[] = {QUADRANT_SEARCH_PARAMETERS(QUADRANT_PARAMETER_ADDRESS)};
#undef QUADRANT_PARAMETER_ADDRESS

}  // namespace

void setSearchParameter(std::size_t index, int value) {
  const SearchParameter& parameter = SEARCH_PARAMETERS[index];
  *PARAMETER_VARIABLES[index] = std::clamp(value, parameter.min, parameter.max);
  // The tables computed from parameters are computed again whichever parameter changed: each
  // reads the parameters it needs itself, so no list here says which those are, and a new one
  // needs no edit here.
  rebuildLateMoveReductions();
}

}  // namespace quadrant

#endif

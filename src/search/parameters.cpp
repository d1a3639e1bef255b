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
  int& variable = *PARAMETER_VARIABLES[index];
  variable = std::clamp(value, parameter.min, parameter.max);
  if (&variable == &LMR_BASE_PERCENT || &variable == &LMR_DIVISOR_PERCENT ||
      &variable == &LMR_CAPTURE_BASE_PERCENT || &variable == &LMR_CAPTURE_DIVISOR_PERCENT)
    rebuildLateMoveReductions();
}

}  // namespace quadrant

#endif

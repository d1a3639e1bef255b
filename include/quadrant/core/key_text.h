// A position key as the tools print it: all 16 hexadecimal digits, leading zeros too, as
// Polyglot's tools print the keys of book entries.
#pragma once

#include <string>

#include "quadrant/core/types.h"

namespace quadrant {

std::string keyText(Key key);

}  // namespace quadrant

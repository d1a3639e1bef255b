#include "quadrant/core/key_text.h"

#include <cstdio>

namespace quadrant {

std::string keyText(Key key) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(key));
  return text;
}

}  // namespace quadrant

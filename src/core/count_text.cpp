#include "quadrant/core/count_text.h"

namespace quadrant {

std::string countText(long long count, const std::string& one, const std::string& many) {
  return std::to_string(count) + ' ' + (count == 1 ? one : many);
}

std::string timesText(long long count) {
  return count == 1 ? "once" : std::to_string(count) + " times";
}

}  // namespace quadrant

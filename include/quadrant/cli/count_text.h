// A count with its noun in the right number, as the commands' reports and messages write it:
// "1 game", "0 games", "12 games".
#pragma once

#include <string>

namespace quadrant {

std::string countText(long long count, const std::string& one, const std::string& many);

}  // namespace quadrant

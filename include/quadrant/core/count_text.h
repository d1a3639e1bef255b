// A count with its noun in the right number, as the reports and messages of the command line and
// the tools write it: "1 game", "0 games", "12 games".
#pragma once

#include <string>

namespace quadrant {

std::string countText(long long count, const std::string& one, const std::string& many);

// How often, as English says it: "once", "2 times", "12 times".
std::string timesText(long long count);

}  // namespace quadrant

// A search score as text, as the UCI loop reports it and the command-line tools print it.
#pragma once

#include <string>

namespace quadrant {

// "cp N" or "mate N" (moves, negative when mated).
std::string uciScoreText(int score);

}  // namespace quadrant

#include <iostream>
#include <string>
#include <vector>

#include "quadrant/cli/commandline.h"
#include "quadrant/eval/weights.h"

int main(int argc, char** argv) {
  quadrant::installPieceSquareValues();
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  return quadrant::runCommandLine(args, std::cin, std::cout, std::cerr);
}

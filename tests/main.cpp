#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <filesystem>

#include "quadrant/eval/weights.h"

// The engine finds its shipped opening book under books/ in the working directory (and next to
// its binary). The tests start in the test binary's own directory, where there is none, so
// that they behave the same wherever they are run from: a test that wants a book sets one. The
// evaluation's start-up step comes first, as in the engine's main.
int main(int argc, char* argv[]) {
  quadrant::installPieceSquareValues();
  std::error_code code;
  const std::filesystem::path binary = std::filesystem::read_symlink("/proc/self/exe", code);
  if (!code) std::filesystem::current_path(binary.parent_path(), code);
  return Catch::Session().run(argc, argv);
}

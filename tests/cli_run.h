// Runs the command line in-process, capturing its exit status and output.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "quadrant/cli/commandline.h"

namespace quadrant::test {

struct CliRun {
  int status;
  std::string out, err;
};

inline CliRun runCli(const std::vector<std::string>& args) {
  std::istringstream in;
  std::ostringstream out, err;
  const int status = runCommandLine(args, in, out, err);
  return {status, out.str(), err.str()};
}

}  // namespace quadrant::test

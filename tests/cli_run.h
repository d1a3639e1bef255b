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

// `input` is the command line's standard input.
inline CliRun runCli(const std::vector<std::string>& args, const std::string& input = "") {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = runCommandLine(args, in, out, err);
  return {status, out.str(), err.str()};
}

// The lines of a run's output, without their line ends.
inline std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace quadrant::test

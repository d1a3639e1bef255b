// Command-line entry: subcommands (perft, divide, ...) or the protocol loop.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace quadrant {

// Runs the command given by args (argv without the program name); returns the exit status.
int runCommandLine(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                   std::ostream& err);

}  // namespace quadrant

// How a command-line tool reports problems: every message on the error stream in one style,
//   error: COMMAND: WHAT WAS WRONG
//   warning: COMMAND: WHAT IS WORTH KNOWING
//   COMMAND: HOW FAR THE WORK HAS COME
// a problem with the arguments followed by the command's usage line, and a command that cannot
// do its work ending with FAILURE_STATUS. A message quotes what it takes from files and
// arguments through core/shown_input.h's shownInput(), escaped and cut short, where it is built;
// the diagnostics write it as it is.
#pragma once

#include <ostream>
#include <string>
#include <utility>

namespace quadrant {

constexpr int FAILURE_STATUS = 2;

class Diagnostics {
 public:
  Diagnostics(std::string command, std::ostream& err) : command_(std::move(command)), err_(err) {}

  const std::string& command() const { return command_; }

  void error(const std::string& message) const;
  // error(), then the status to return: `return diagnostics.fail("cannot read ...");`
  int fail(const std::string& message) const;
  // error(), then "usage: quadrant COMMAND ARGUMENTS" (arguments as the help lists them, laid
  // out as cli/usage_text.h says).
  void usageError(const std::string& message, const std::string& arguments) const;
  void warn(const std::string& message) const;
  // Progress of a long task, on the error stream so that it stays out of the command's output.
  void progress(const std::string& message) const;

 private:
  std::string command_;
  std::ostream& err_;
};

}  // namespace quadrant

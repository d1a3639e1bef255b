// The UCI protocol loop.
#pragma once

#include <istream>
#include <ostream>
#include <string>

#include "quadrant/core/position.h"

namespace quadrant {

class UciLoop {
 public:
  UciLoop(std::istream& in, std::ostream& out) : in_(in), out_(out) {}
  // Serves commands until "quit" or the end of input. `first` is a command already read (the
  // line used to detect the protocol), handled before reading more.
  void run(const std::string& first = "");

 private:
  bool handle(const std::string& line);  // false on quit
  void onUci();
  void onSetOption(std::istream& args);
  void onPosition(std::istream& args);
  void onGo(std::istream& args);
  void onDisplay();
  void info(const std::string& message);

  std::istream& in_;
  std::ostream& out_;
  Position position_;
  bool chess960_ = false;
};

}  // namespace quadrant

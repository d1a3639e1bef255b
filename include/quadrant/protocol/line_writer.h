// Whole lines to the GUI. The protocol loop and the search thread both write, and neither may
// split the other's line; every line is flushed at once, because the GUI waits for it.
#pragma once

#include <mutex>
#include <ostream>
#include <sstream>
#include <string>

namespace quadrant {

class LineWriter {
 public:
  explicit LineWriter(std::ostream& out) : out_(out) {}

  // `text` may hold several lines; they go out together.
  void send(const std::string& text) {
    std::lock_guard<std::mutex> lock(mutex_);
    out_ << text << std::endl;
  }

  // Each line of `message` (lines separated by '\n', as the engine writes what the user should
  // know, Engine::setOption's message say) after `prefix`, the protocol's way of telling the
  // user: "info string " in UCI, "# " in CECP. They go out together; nothing for no message.
  void sendLines(const std::string& prefix, const std::string& message) {
    std::istringstream lines(message);
    std::string text;
    for (std::string line; std::getline(lines, line);)
      text += (text.empty() ? "" : "\n") + prefix + line;
    if (!text.empty()) send(text);
  }

 private:
  std::ostream& out_;
  std::mutex mutex_;
};

}  // namespace quadrant

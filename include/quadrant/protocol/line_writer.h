// Whole lines to the GUI. The protocol loop and the search thread both write, and neither may
// split the other's line; every line is flushed at once, because the GUI waits for it.
#pragma once

#include <mutex>
#include <ostream>
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

 private:
  std::ostream& out_;
  std::mutex mutex_;
};

}  // namespace quadrant

#include "quadrant/protocol/xboard_events.h"

#include <algorithm>
#include <sstream>

namespace quadrant {

XboardEvents::XboardEvents(std::istream& in) : reader_([this, &in] { read(in); }) {}

XboardEvents::~XboardEvents() { reader_.join(); }

void XboardEvents::read(std::istream& in) {
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::string command;
    std::istringstream(line) >> command;
    push({XboardEvent::Kind::Line, line, 0, {}});
    if (command == "quit") return;
  }
  push({XboardEvent::Kind::EndOfInput, "", 0, {}});
}

void XboardEvents::pushResult(int searchId, const SearchResult& result) {
  push({XboardEvent::Kind::SearchDone, "", searchId, result});
}

void XboardEvents::push(XboardEvent event) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    events_.push_back(std::move(event));
  }
  arrived_.notify_all();
}

XboardEvent XboardEvents::next() {
  std::unique_lock<std::mutex> lock(mutex_);
  arrived_.wait(lock, [this] { return !events_.empty(); });
  XboardEvent event = std::move(events_.front());
  events_.pop_front();
  return event;
}

XboardEvent XboardEvents::takeResult(int searchId) {
  std::unique_lock<std::mutex> lock(mutex_);
  auto isResult = [searchId](const XboardEvent& e) {
    return e.kind == XboardEvent::Kind::SearchDone && e.searchId == searchId;
  };
  arrived_.wait(lock, [&] { return std::any_of(events_.begin(), events_.end(), isResult); });
  const auto found = std::find_if(events_.begin(), events_.end(), isResult);
  XboardEvent event = std::move(*found);
  events_.erase(found);
  return event;
}

}  // namespace quadrant

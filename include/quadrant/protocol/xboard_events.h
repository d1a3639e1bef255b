// What the CECP loop reacts to, in the order it happened: lines from the GUI and the results of
// finished searches. A reader thread takes the lines in as they come, so the loop never sits in
// a blocking read while a search result waits; and the loop alone changes the game, so a search
// result and a GUI command never race.
#pragma once

#include <condition_variable>
#include <deque>
#include <istream>
#include <mutex>
#include <string>
#include <thread>

#include "quadrant/search/search.h"

namespace quadrant {

struct XboardEvent {
  enum class Kind { Line, SearchDone, EndOfInput };
  Kind kind = Kind::Line;
  std::string line;  // Line
  int searchId = 0;  // SearchDone: which search (the loop numbers them)
  SearchResult result;
};

class XboardEvents {
 public:
  // Starts reading `in`. The reader stops after a "quit" line or at the end of the input, so
  // the destructor can join it.
  explicit XboardEvents(std::istream& in);
  ~XboardEvents();
  XboardEvents(const XboardEvents&) = delete;
  XboardEvents& operator=(const XboardEvents&) = delete;

  // Called on the search thread.
  void pushResult(int searchId, const SearchResult& result);
  // Waits for the oldest event and takes it.
  XboardEvent next();
  // Waits for the result of search `searchId` and takes it ahead of the events before it.
  // Precondition: that search will report (it was started without hold and not abandoned).
  XboardEvent takeResult(int searchId);

 private:
  void read(std::istream& in);
  void push(XboardEvent event);

  std::mutex mutex_;
  std::condition_variable arrived_;
  std::deque<XboardEvent> events_;
  std::thread reader_;
};

}  // namespace quadrant

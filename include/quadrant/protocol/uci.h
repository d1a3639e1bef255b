// The UCI protocol loop. The search runs on its own thread, so stop, ponderhit, isready and
// quit are answered while it thinks.
#pragma once

#include <condition_variable>
#include <istream>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "quadrant/core/position.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"

namespace quadrant {

// A score as UCI writes it: "cp N" or "mate N" (moves, negative when mated).
std::string uciScoreText(int score);

class UciLoop {
 public:
  UciLoop(std::istream& in, std::ostream& out) : in_(in), out_(out), search_(tt_) {}
  ~UciLoop();
  // Serves commands until "quit" or the end of input. `first` is a command already read (the
  // line used to detect the protocol), handled before reading more. At the end of input a
  // finite search is allowed to finish; an infinite or pondering one is stopped.
  void run(const std::string& first = "");

 private:
  bool handle(const std::string& line);  // false on quit
  void onUci();
  void onSetOption(std::istream& args);
  void onPosition(std::istream& args);
  void onGo(std::istream& args);
  void onDisplay();
  void startSearch(const SearchLimits& limits);
  void stopSearch();
  void waitForSearch();
  void releaseBestMove();
  void report(const Position& root, const SearchInfo& info);
  void send(const std::string& text);
  void info(const std::string& message) { send("info string " + message); }

  std::istream& in_;
  std::ostream& out_;
  std::mutex outputMutex_;
  TranspositionTable tt_;
  Search search_;
  std::thread searchThread_;
  std::mutex holdMutex_;
  std::condition_variable holdReleased_;
  bool holdBestMove_ = false;  // infinite or ponder: bestmove waits for stop/ponderhit
  bool searchIsInfinite_ = false;
  Position position_;
  std::vector<Key> history_;  // keys of the positions before position_, for repetitions
  bool chess960_ = false;
  bool ponderEnabled_ = false;
  int multiPv_ = 1;
  std::int64_t moveOverheadMs_ = 30;
};

}  // namespace quadrant

// The UCI protocol loop. The search runs on the engine's thread, so stop, ponderhit, isready and
// quit are answered while it thinks.
#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>

#include "quadrant/core/game.h"
#include "quadrant/engine/engine.h"
#include "quadrant/protocol/line_writer.h"

namespace quadrant {

class UciLoop {
 public:
  UciLoop(std::istream& in, std::ostream& out) : in_(in), rawOut_(out), out_(out) {}
  ~UciLoop() { engine_.stop(); }
  // Serves commands until "quit" or the end of input. `first` is a command already read (the
  // line used to detect the protocol), handled before reading more. At the end of input a
  // finite search is allowed to finish; an infinite or pondering one is stopped.
  void run(const std::string& first = "");

 private:
  bool handle(const std::string& line);  // false on quit
  void dispatch(const std::string& command, std::istream& args);
  void onUci();
  void onSetOption(std::istream& args);
  void onPosition(std::istream& args);
  void onGo(std::istream& args);
  void onBench(std::istream& args);
  void onDisplay();
  Position root() const;
  bool playBookMove(const SearchLimits& limits);
  void startSearch(const SearchLimits& limits);
  // wdlMaterial: the root's material for the win/draw/loss chances (UCI_ShowWDL); none when the
  // option is off.
  void report(const Position& root, const SearchInfo& info, std::optional<int> wdlMaterial);
  void info(const std::string& message) { out_.send("info string " + message); }

  std::istream& in_;
  std::ostream& rawOut_;  // for perft and bench, which print while no search runs
  LineWriter out_;
  Engine engine_;
  Game game_;
};

}  // namespace quadrant

// The UCI protocol loop. The search runs on the engine's thread, so stop, ponderhit, isready and
// quit are answered while it thinks; go perft runs there too, and stops as a search does.
//
// Every go that is not a perft is answered by exactly one bestmove: refused values are replaced
// (uci_go.h). A command that needs the search to end (go, bench, ucinewgame, and setoption of an
// option the running search uses: Hash, Threads, Clear Hash, SyzygyPath) stops it; the search
// then plays the best move of its finished iterations, and an info string before that bestmove
// names the command. position only sets what the next go searches: a running search goes on
// with the position it was given. After a refused position, go answers "bestmove 0000" (a go
// perft prints no count) with an info string saying why, until a position is accepted.
#pragma once

#include <istream>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <unordered_map>

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
  // finite search or a perft is allowed to finish; an infinite or pondering one is stopped.
  void run(const std::string& first = "");
  // Whether `command` is one of the loop's (help aside, which both protocols have).
  static bool knows(const std::string& command);

 private:
  using Handlers = std::unordered_map<std::string, void (*)(UciLoop&, std::istream&)>;
  static const Handlers& handlers();
  bool handle(const std::string& line);  // false on quit
  void dispatch(const std::string& command, std::istream& args);
  void onUci();
  void onSetOption(std::istream& args);
  void onPosition(std::istream& args);
  bool readPosition(std::istream& args, std::string* refusal);
  bool readMoves(std::istream& args, Game* game, std::string* refusal);
  void answerWithoutPosition(bool perft);
  void onGo(std::istream& args);
  void onBench(std::istream& args);
  void onDebug(std::istream& args);
  Position root() const;
  bool playBookMove(const SearchLimits& limits);
  void startSearch(const SearchLimits& limits);
  void startPerft(int depth);
  // Stops what runs on the search thread for `command`; a search not yet answered names the
  // command in an info string before its bestmove.
  void stopSearchFor(const std::string& command);
  // The bestmove of a search (on the search thread).
  void answer(const Position& root, const SearchResult& result);
  // wdlMaterial: the root's material for the win/draw/loss chances (UCI_ShowWDL); none when the
  // option is off.
  void report(const Position& root, const SearchInfo& info, std::optional<int> wdlMaterial);
  void info(const std::string& message) { out_.send("info string " + message); }

  std::istream& in_;
  std::ostream& rawOut_;  // for bench, which prints while no search runs
  LineWriter out_;
  Engine engine_;
  Game game_;
  // Why the last position command was refused; empty when it was accepted (or none came).
  std::string positionRefusal_;
  // A search started and not yet answered, and the command that stopped it (empty: none, or
  // stop). The search thread prints its bestmove under the lock, so stopSearchFor sees either a
  // search that will name the command or one that has answered already.
  std::mutex answerMutex_;
  bool answerPending_ = false;  // guarded by answerMutex_
  std::string stoppedBy_;       // guarded by answerMutex_
};

}  // namespace quadrant

// The CECP (XBoard/WinBoard protocol version 2) loop. It keeps the game itself, plays its side
// when not in force mode, ponders after its own moves (hard), analyses (analyze), and claims
// the result when a move ends the game by rule.
//
// Everything that changes the game happens on the loop's thread, one event at a time: GUI lines
// (xboard_events.h reads them on a thread of their own) and the results of finished searches.
// The search thread only prints thinking lines and hands its result back as an event.
//
// The loop and the game's flow are in xboard.cpp, the commands in xboard_commands.cpp and (those
// that set options) xboard_option_commands.cpp.
#pragma once

#include <atomic>
#include <chrono>
#include <istream>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>

#include "quadrant/core/game.h"
#include "quadrant/core/game_end.h"
#include "quadrant/engine/engine.h"
#include "quadrant/protocol/line_writer.h"
#include "quadrant/protocol/xboard_clock.h"
#include "quadrant/protocol/xboard_edit.h"
#include "quadrant/protocol/xboard_events.h"

namespace quadrant {

class XboardLoop {
 public:
  // Starts reading `in` at once (see xboard_events.h); run() must follow.
  XboardLoop(std::istream& in, std::ostream& out) : out_(out), events_(in) {}
  ~XboardLoop() { engine_.abandon(); }
  // Serves commands until "quit" or the end of input ("xboard" itself has been read already).
  // At the end of input the engine's thinking is allowed to finish with its move.
  void run();

 private:
  // What the search thread is doing for the loop.
  enum class Activity { Idle, Thinking, Pondering, Analyzing };
  using Clock = std::chrono::steady_clock;

  // The latest progress of the running search, for "." in analysis mode, and the thinking line
  // a pondering search holds back.
  struct Progress {
    std::mutex mutex;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::string currentMove;
    int currentMoveNumber = 0;
    // While pondering, thinking lines are kept, not printed: a client that has the engine's move
    // may still be reading the lines of that move (python-chess reads them up to the pong of the
    // ping it sends after a move), and would take the pondering's lines for the move's.
    bool holdLines = false;
    std::string heldLine;  // the latest line held back, printed at a ponder hit
  };

  bool handle(const std::string& line);  // false on quit
  void dispatch(const std::string& command, std::istream& args);
  void onEditLine(const std::string& line);

  // Commands.
  void onProtover();
  void onNew();
  void onVariant(std::istream& args);
  void onForce();
  void onGo();
  void onPlayOther();
  void onColour(Color onMove);
  void onUserMove(std::istream& args);
  void onMoveNow();
  void onPing(std::istream& args);
  void onDraw();
  void onResult(std::istream& args);
  void onSetBoard(std::istream& args);
  void onEdit();
  void onUndo(int plies);
  void onHard(bool on);
  void onAnalyze();
  void onStatus();
  void onHint();
  void onMemory(std::istream& args);
  void onCores(std::istream& args);
  void setOptionByCommand(std::istream& args, const std::string& command, const std::string& what,
                          const std::string& optionName);
  void onOption(std::istream& args);
  void onLevel(std::istream& args);
  void onEgtPath(std::istream& args);
  void onBookMoves();
  void onEval();

  // Game flow.
  void playGuiMove(const std::string& text);
  void setPosition(const Position& start);
  void setUpFromFen(const std::string& fen, const std::string& command);
  bool refusesWithoutPosition(const std::string& command);
  void afterPositionChange();
  void playSide(Color side);
  void leaveAnalysis();
  void thinkOrClaim();
  void startThinking();
  void startPondering(Move guess);
  void startAnalysis();
  void startSearch(Activity activity, const Position& root, const std::vector<Key>& history,
                   const SearchLimits& limits, bool hold);
  void onSearchDone(const XboardEvent& event);
  void playEngineMove(Move m, Move expectedReply);
  bool playBookMove(const SearchLimits& limits);
  void stopPlaying();
  void stopAll();
  void finishThinking();
  void releaseHeldLine();
  void setOption(const EngineOption& option, const std::string& value, const std::string& command);
  bool claimIfOver();
  void answerDrawOffer(int score);
  bool shouldResign() const;
  int engineMovesMade() const { return game_.movesBy(engineSide_, clock_.levelPly()); }
  std::int64_t elapsedMs() const;

  void error(const std::string& type, const std::string& command);
  void reportSearch(const Position& root, const SearchInfo& info, std::int64_t reportedMs,
                    bool alwaysShow);

  LineWriter out_;
  XboardEvents events_;  // outlives engine_: the search thread pushes its results here
  Engine engine_;
  Game game_;
  XboardClock clock_;
  std::optional<BoardEditor> editor_;  // set while in edit mode
  bool chess960_ = false;              // variant fischerandom
  // Why the engine has no position (a setboard or edit was refused); empty when it has one.
  std::string positionRefusal_;
  bool force_ = false;
  bool analyzing_ = false;
  bool inputEnded_ = false;
  Color engineSide_ = BLACK;
  Activity activity_ = Activity::Idle;
  int searchId_ = 0;  // the running (or last) search; results of others are stale
  Move ponderGuess_;  // the opponent's move a pondering search assumes
  Clock::time_point searchStart_;
  std::atomic<bool> post_{false};
  Progress progress_;
  int losingSearches_ = 0;  // consecutive own searches at or below -(Resign Threshold)
  int lastScore_ = 0;       // of the engine's last move, for draw offers
  bool hasScore_ = false;
  // A draw offer waiting for the engine's next decision (its next search of its own move).
  bool drawOffered_ = false;
};

}  // namespace quadrant

// CECP time controls and clocks, turned into SearchLimits for the time manager that UCI uses
// too (search/timeman.h), so both protocols spend their time the same way.
//
//   level MPS BASE INC  MPS moves in BASE ("5" minutes or "2:30"), or the whole game when MPS is
//                       0; INC seconds (maybe fractional, "0.05") added after every move
//   st SECONDS          exactly that long for every move
//   sd DEPTH            a depth limit on top of the time control
//   nps RATE            count time in nodes: RATE nodes make a second
//   time N / otim N     the engine's and the opponent's clocks, in centiseconds
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "quadrant/search/timeman.h"

namespace quadrant {

// CECP counts time in centiseconds: "time", "otim", thinking lines and "stat01".
constexpr std::int64_t MS_PER_CENTISECOND = 10;
constexpr std::int64_t toCentiseconds(std::int64_t ms) { return ms / MS_PER_CENTISECOND; }
constexpr std::int64_t fromCentiseconds(std::int64_t centiseconds) {
  return centiseconds * MS_PER_CENTISECOND;
}

class XboardClock {
 public:
  // Each setter leaves the clock unchanged and explains in *error when the value is bad.
  // `ply` is the game's ply when the level arrives: its moves count from there.
  bool setLevel(const std::vector<std::string>& args, int ply, std::string* error);
  bool setMoveTime(const std::string& seconds, std::string* error);
  bool setDepth(const std::string& depth, std::string* error);
  bool setNodeRate(const std::string& rate, std::string* error);
  bool setEngineTime(const std::string& centiseconds, std::string* error);
  bool setOpponentTime(const std::string& centiseconds, std::string* error);

  // "new": both clocks back to the base time, no depth limit, wall-clock time again.
  void newGame();
  // A position set up afresh: its moves are the ones that count towards MPS.
  void restartCount() { levelPly_ = 0; }
  int levelPly() const { return levelPly_; }

  // The limits for the engine's next search; `movesMade` is how many moves the engine's side
  // has made since levelPly().
  SearchLimits limits(Color us, int movesMade) const;
  // Keeps the engine's clock between two "time" commands: it spent spentMs (as reportedMs
  // counts time) on the move that made `movesMade` moves, and the time control credits what it
  // credits. A GUI that sends "time" overrides this estimate before every move.
  void engineMoved(std::int64_t spentMs, int movesMade);
  // The time a search reports: wall-clock time, or node-count time under "nps".
  std::int64_t reportedMs(std::int64_t elapsedMs, std::uint64_t nodes) const;

 private:
  static bool readClock(const std::string& centiseconds, const char* command, std::int64_t* ms,
                        std::string* error);

  int movesPerSession_ = 40;
  std::int64_t baseMs_ = 5 * 60 * 1000;
  std::int64_t incrementMs_ = 0;
  std::int64_t moveTimeMs_ = 0;  // "st"; 0 while a level applies
  int depth_ = 0;
  std::int64_t nodesPerSecond_ = 0;
  std::int64_t engineMs_ = 5 * 60 * 1000;
  std::int64_t opponentMs_ = 5 * 60 * 1000;
  int levelPly_ = 0;
};

}  // namespace quadrant

#include "quadrant/protocol/xboard_clock.h"

#include <algorithm>
#include <cctype>

#include "quadrant/core/parsing.h"
#include "quadrant/core/ply.h"

namespace quadrant {
namespace {

constexpr long long MAX_SECONDS = 1000LL * 24 * 3600;  // a thousand days: plenty, and no overflow
constexpr long long MAX_CENTISECONDS = MAX_SECONDS * 100;

// Reads digits with an optional fraction ("12", "0.05") from *pos on, as thousandths; *pos
// moves past them.
bool parseThousandths(const std::string& text, std::size_t* pos, long long* thousandths) {
  std::size_t i = *pos;
  long long whole = 0, fraction = 0, scale = 1000;
  const std::size_t first = i;
  for (;
       i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && whole <= MAX_SECONDS;
       ++i)
    whole = whole * 10 + (text[i] - '0');
  if (i == first || whole > MAX_SECONDS) return false;
  if (i < text.size() && text[i] == '.')
    for (++i; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i)
      if (scale > 1) fraction += (text[i] - '0') * (scale /= 10);
  *pos = i;
  *thousandths = whole * 1000 + fraction;
  return true;
}

// Seconds as a whole or decimal number, in ms.
bool parseSecondsMs(const std::string& text, long long* ms) {
  std::size_t pos = 0;
  return parseThousandths(text, &pos, ms) && pos == text.size();
}

// The level's BASE: minutes ("5", "0.5") or minutes:seconds ("2:30"), in ms. Whatever follows is
// ignored, as the protocol asks (a later version may append the next session's time).
bool parseBaseMs(const std::string& text, long long* ms) {
  std::size_t pos = 0;
  long long minutes = 0, seconds = 0;
  if (!parseThousandths(text, &pos, &minutes)) return false;
  *ms = minutes * 60;
  if (pos < text.size() && text[pos] == ':') {
    ++pos;
    if (!parseThousandths(text, &pos, &seconds)) return false;
    *ms += seconds;
  }
  return true;
}

}  // namespace

bool XboardClock::setLevel(const std::vector<std::string>& args, int ply, std::string* error) {
  long long moves = 0, base = 0, increment = 0;
  if (args.size() != 3) {
    *error = "level expects MPS BASE INC";
    return false;
  }
  if (!parseInteger(args[0], 0, 100000, &moves) || !parseBaseMs(args[1], &base) ||
      !parseSecondsMs(args[2], &increment)) {
    *error = "level expects moves, minutes[:seconds] and seconds";
    return false;
  }
  movesPerSession_ = int(moves);
  baseMs_ = engineMs_ = opponentMs_ = base;
  incrementMs_ = increment;
  moveTimeMs_ = 0;
  levelPly_ = ply;
  return true;
}

bool XboardClock::setMoveTime(const std::string& seconds, std::string* error) {
  long long ms = 0;
  if (!parseSecondsMs(seconds, &ms) || ms <= 0) {
    *error = "st expects a positive number of seconds";
    return false;
  }
  moveTimeMs_ = ms;
  return true;
}

bool XboardClock::setDepth(const std::string& depth, std::string* error) {
  long long value = 0;
  if (!parseInteger(depth, 0, MAX_DEPTH, &value)) {
    *error = "sd expects a depth from 0 (none) to " + std::to_string(MAX_DEPTH);
    return false;
  }
  depth_ = int(value);
  return true;
}

bool XboardClock::setNodeRate(const std::string& rate, std::string* error) {
  long long value = 0;
  if (!parseInteger(rate, 0, 1LL << 40, &value)) {
    *error = "nps expects a number of nodes per second";
    return false;
  }
  nodesPerSecond_ = value;
  return true;
}

bool XboardClock::setEngineTime(const std::string& centiseconds, std::string* error) {
  return readClock(centiseconds, "time", &engineMs_, error);
}

bool XboardClock::setOpponentTime(const std::string& centiseconds, std::string* error) {
  return readClock(centiseconds, "otim", &opponentMs_, error);
}

// A clock in centiseconds (time, otim). A negative clock is refused like any other bad value:
// XBoard and Cute Chess send 1 or 0 however far a flag has fallen, so a negative one is a
// broken message, and the engine's own count of its clock is the better guess.
bool XboardClock::readClock(const std::string& centiseconds, const char* command, std::int64_t* ms,
                            std::string* error) {
  long long value = 0;
  if (!parseInteger(centiseconds, 0, MAX_CENTISECONDS, &value)) {
    *error = std::string(command) + " expects centiseconds from 0 to " +
             std::to_string(MAX_CENTISECONDS);
    return false;
  }
  *ms = fromCentiseconds(value);
  return true;
}

void XboardClock::newGame() {
  engineMs_ = opponentMs_ = baseMs_;
  depth_ = 0;
  nodesPerSecond_ = 0;
  levelPly_ = 0;
}

SearchLimits XboardClock::limits(Color us, int movesMade) const {
  SearchLimits limits;
  limits.depth = depth_;
  if (moveTimeMs_ > 0) {
    limits.movetime = moveTimeMs_;
  } else {
    limits.time[us] = engineMs_;
    limits.time[~us] = opponentMs_;
    limits.increment[WHITE] = limits.increment[BLACK] = incrementMs_;
    if (movesPerSession_ > 0) limits.movesToGo = movesPerSession_ - movesMade % movesPerSession_;
  }
  if (nodesPerSecond_ > 0) {
    // Node-count time: the time manager's budget, with no overhead, becomes a node budget.
    const TimeBudget budget = allocateTime(limits, us, 0);
    limits.nodes = std::uint64_t(std::max<std::int64_t>(1, budget.softMs * nodesPerSecond_ / 1000));
    limits.movetime = 0;
    limits.time[WHITE] = limits.time[BLACK] = -1;
  }
  return limits;
}

void XboardClock::engineMoved(std::int64_t spentMs, int movesMade) {
  if (moveTimeMs_ > 0) return;
  engineMs_ = std::max<std::int64_t>(0, engineMs_ - spentMs) + incrementMs_;
  if (movesPerSession_ > 0 && movesMade % movesPerSession_ == 0) engineMs_ += baseMs_;
}

std::int64_t XboardClock::reportedMs(std::int64_t elapsedMs, std::uint64_t nodes) const {
  return nodesPerSecond_ > 0 ? std::int64_t(nodes * 1000 / std::uint64_t(nodesPerSecond_))
                             : elapsedMs;
}

}  // namespace quadrant

#include "quadrant/cli/arguments.h"

#include <algorithm>
#include <sstream>
#include <utility>

#include "quadrant/core/shown_input.h"

namespace quadrant {
namespace {

bool isFlag(const std::string& word) { return word.rfind("--", 0) == 0; }

// A decimal or scientific number within [low, high], and nothing else.
bool parseNumber(const std::string& text, double low, double high, double* value) {
  try {
    std::size_t used = 0;
    *value = std::stod(text, &used);
    return used == text.size() && *value >= low && *value <= high;  // NaN fails both comparisons
  } catch (...) {  // not a number, or out of double's range
    return false;
  }
}

std::string quoted(const std::string& word) { return "'" + shownInput(word) + "'"; }

// "a, b and c"
std::string listText(const std::vector<std::string>& words) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i)
    text += (i == 0 ? "" : i + 1 == words.size() ? " and " : ", ") + words[i];
  return text;
}

// Stores any text but the empty one, which names no file and no value.
bool storeText(const std::string& text, std::string* value) {
  if (text.empty()) return false;
  *value = text;
  return true;
}

}  // namespace

CommandArguments::CommandArguments(std::vector<std::string> args, std::string usage,
                                   const Diagnostics& diagnostics, std::istream& input)
    : args_(std::move(args)), usage_(std::move(usage)), diagnostics_(diagnostics), input_(input) {}

void CommandArguments::textArgument(const std::string& what, std::string* value,
                                    Presence presence) {
  positionals_.push_back(
      {what, presence, [value](const std::string& text) { return storeText(text, value); }});
}

void CommandArguments::numberFlag(const std::string& name, const std::string& what, double low,
                                  double high, double* value) {
  flags_.push_back({name, rangeText(what, low, high),
                    [=](const std::string& text) { return parseNumber(text, low, high, value); }});
}

void CommandArguments::textFlag(const std::string& name, const std::string& what,
                                std::string* value) {
  flags_.push_back(
      {name, what, [value](const std::string& text) { return storeText(text, value); }});
}

void CommandArguments::switchFlag(const std::string& name, bool* value) {
  flags_.push_back({name, "", [value](const std::string&) {
                      *value = true;
                      return true;
                    }});
}

void CommandArguments::aliasFlag(const std::string& alias, const std::string& name) {
  aliases_.emplace_back(alias, name);
}

void CommandArguments::exclusiveFlags(std::vector<std::string> names) {
  exclusive_.push_back(std::move(names));
}

bool CommandArguments::parse() {
  std::size_t nextPositional = 0;
  for (std::size_t i = 1; i < args_.size(); ++i) {
    const bool read = isFlag(args_[i]) ? readFlag(&i) : readPositional(&nextPositional, args_[i]);
    if (!read) return false;
  }
  for (; nextPositional < positionals_.size(); ++nextPositional) {
    const Positional& missing = positionals_[nextPositional];
    if (missing.presence == Presence::Required) return refuse("expected " + missing.expected);
  }
  return readFen() && checkExclusiveFlags();
}

bool CommandArguments::readFlag(std::size_t* index) {
  const std::string& typed = args_[*index];
  const auto alias = std::find_if(aliases_.begin(), aliases_.end(),
                                  [&](const auto& pair) { return pair.first == typed; });
  const std::string& name = alias == aliases_.end() ? typed : alias->second;
  const auto flag =
      std::find_if(flags_.begin(), flags_.end(), [&](const Flag& f) { return f.name == name; });
  if (flag == flags_.end()) return refuse("unknown option " + quoted(typed));
  given_.push_back(name);
  if (flag->expected.empty()) return flag->read("");
  const std::string expected = "expected " + flag->expected + " after " + typed;
  if (*index + 1 >= args_.size()) return refuse(expected);
  const std::string& value = args_[++*index];
  return flag->read(value) || refuse(expected + ", got " + quoted(value));
}

bool CommandArguments::readPositional(std::size_t* nextPositional, const std::string& word) {
  if (*nextPositional < positionals_.size()) {
    const Positional& positional = positionals_[(*nextPositional)++];
    return positional.read(word) ||
           refuse("expected " + positional.expected + ", got " + quoted(word));
  }
  if (!position_) return refuse("unexpected argument " + quoted(word));
  fenWords_ += (fenWords_.empty() ? "" : " ") + word;
  return true;
}

bool CommandArguments::readFen() {
  if (fenWords_.empty()) return fenPresence_ == Presence::Optional || refuse("expected a FEN");
  std::string error;
  return position_->setFen(fenWords_, &error) || refuse("invalid FEN: " + error);
}

bool CommandArguments::checkExclusiveFlags() const {
  const auto given = [this](const std::string& name) {
    return std::find(given_.begin(), given_.end(), name) != given_.end();
  };
  for (const std::vector<std::string>& names : exclusive_)
    if (std::count_if(names.begin(), names.end(), given) > 1)
      return refuse("give only one of " + listText(names));
  return true;
}

bool CommandArguments::refuse(const std::string& message) const {
  diagnostics_.usageError(message, usage_);
  return false;
}

std::string CommandArguments::rangeText(const std::string& what, long long low, long long high) {
  return what + " from " + std::to_string(low) + " to " + std::to_string(high);
}

std::string CommandArguments::rangeText(const std::string& what, double low, double high) {
  std::ostringstream text;
  text << what << " from " << low << " to " << high;
  return text.str();
}

}  // namespace quadrant

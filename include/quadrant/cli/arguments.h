// The arguments of a subcommand, read the same way for every command. The command declares its
// positional arguments and its flags, then calls parse(): flags ("--name VALUE", or "--name"
// alone for a switch) may come anywhere after the command name, and the other words fill the
// positional arguments in the order declared. The first problem ends the reading and is
// reported through Diagnostics with the command's usage line:
//   error: perft: expected a depth from 1 to 20, got 'abc'
//   error: perft: expected a thread count from 1 to 1024 after --threads
//   error: mate: unknown option '--bogus'
//   error: epd: unexpected argument 'y.epd'
#pragma once

#include <functional>
#include <istream>
#include <string>
#include <utility>
#include <vector>

#include "quadrant/cli/diagnostics.h"
#include "quadrant/core/parsing.h"
#include "quadrant/core/position.h"

namespace quadrant {

enum class Presence { Required, Optional };

class CommandArguments {
 public:
  // args[0] is the command name; `usage` lists its arguments as the help does; `input` is the
  // command line's standard input.
  CommandArguments(std::vector<std::string> args, std::string usage, const Diagnostics& diagnostics,
                   std::istream& input);

  // What a file argument "-" names: the command line's standard input.
  std::istream& standardInput() const { return input_; }

  // Positional arguments; optional ones come after the required ones. `what` says what is
  // expected ("a depth"); an integer's range is added to it.
  template <typename Target>
  void integerArgument(const std::string& what, long long low, long long high, Target* value,
                       Presence presence = Presence::Required) {
    positionals_.push_back({rangeText(what, low, high), presence, integerReader(low, high, value)});
  }
  // Any text but the empty one.
  void textArgument(const std::string& what, std::string* value,
                    Presence presence = Presence::Required);
  // The positional words after the declared arguments, joined by single spaces, are a FEN (typed
  // as one argument or as several) and set *position; without them an optional FEN keeps its
  // value and a required one is an error. Without this declaration, a word past the declared
  // arguments is an error.
  void fenArgument(Position* position, Presence presence = Presence::Optional) {
    position_ = position;
    fenPresence_ = presence;
  }

  // Flags. The value is the word after the flag, whatever it holds; of a repeated flag, the
  // last value counts.
  template <typename Target>
  void integerFlag(const std::string& name, const std::string& what, long long low, long long high,
                   Target* value) {
    flags_.push_back({name, rangeText(what, low, high), integerReader(low, high, value)});
  }
  // A decimal or scientific number (1.5, 2e-7).
  void numberFlag(const std::string& name, const std::string& what, double low, double high,
                  double* value);
  void textFlag(const std::string& name, const std::string& what, std::string* value);  // not empty
  void switchFlag(const std::string& name, bool* value);
  // Another name for a declared flag (a name it had before the commands agreed on one).
  void aliasFlag(const std::string& alias, const std::string& name);
  // Declared flags that ask for different things (a time, a depth or a node count per
  // position): giving more than one of them is an error.
  void exclusiveFlags(std::vector<std::string> names);

  // Reads the arguments into the places declared (once, after the declarations); false once a
  // problem has been reported.
  bool parse();

 private:
  // Stores a word in its place; false when the word is not what was expected.
  using Reader = std::function<bool(const std::string&)>;
  struct Positional {
    std::string expected;
    Presence presence;
    Reader read;
  };
  struct Flag {
    std::string name, expected;  // expected is empty for a switch, which takes no value
    Reader read;
  };

  template <typename Target>
  static Reader integerReader(long long low, long long high, Target* value) {
    return [=](const std::string& text) {
      long long parsed = 0;
      if (!parseInteger(text, low, high, &parsed)) return false;
      *value = Target(parsed);
      return true;
    };
  }
  static std::string rangeText(const std::string& what, long long low, long long high);
  static std::string rangeText(const std::string& what, double low, double high);

  bool readFlag(std::size_t* index);
  bool readPositional(std::size_t* nextPositional, const std::string& word);
  bool readFen();
  bool checkExclusiveFlags() const;
  bool refuse(const std::string& message) const;

  std::vector<std::string> args_;
  std::string usage_;
  const Diagnostics& diagnostics_;
  std::vector<Positional> positionals_;
  std::vector<Flag> flags_;
  std::istream& input_;
  std::vector<std::pair<std::string, std::string>> aliases_;  // (alias, name)
  std::vector<std::vector<std::string>> exclusive_;
  std::vector<std::string> given_;  // the flags read (by their declared names), in order
  Position* position_ = nullptr;
  Presence fenPresence_ = Presence::Optional;
  std::string fenWords_;
};

}  // namespace quadrant

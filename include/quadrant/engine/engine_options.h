// The registry of the engine's options: one entry per option says what the GUI is told (name,
// type, default, range), what a valid value is, which protocols offer it and how a value reaches
// the engine. UCI lists the entries with "option name ...", CECP with "feature option=...", and
// both set them through Engine::setOption, so adding an option is adding one entry.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace quadrant {

class EngineBook;
class Search;
class TranspositionTable;
namespace syzygy {
class Tablebases;
}

// Path: a file name, a string in UCI and a "-file" in CECP (which lets XBoard offer a file
// browser).
enum class OptionType { Spin, Check, Button, Path };

// What the GUI is told about an option, and what a valid value is.
struct OptionSpec {
  std::string name;
  OptionType type;
  long long defaultValue = 0;  // the spin value, or 1/0 for a check that is on/off
  long long min = 0, max = 0;  // spin only
  std::string rule{};          // what a valid value is, for error messages
  std::string defaultText{};   // path only; "" for none
};

enum class Protocol { Uci, Cecp };

// The protocols whose option lists show an option.
enum class Offered { ToUci, ToCecp, ToBoth };

// What a new value changes, and so what must happen to a running search first.
enum class OptionReach {
  // The table or the threads a running search works with: the search is stopped first.
  RunningSearch,
  // Used from the next search (or book move) on; a running search goes on unchanged.
  NextSearch,
  // What is done with a finished search's result (resigning): no search reads it.
  FinishedSearch,
};

// The option values that are plain numbers, read by the engine and by the protocol loops. The
// other options live in the parts they steer (the hash table, the search, the book). Zero until
// Engine's constructor gives every option its registry default.
struct EngineSettings {
  int multiPv{};
  bool ponder{};
  bool chess960{};
  bool analyseMode{};  // UCI_AnalyseMode: the GUI analyses, so the book stays out of it
  std::int64_t moveOverheadMs{};
  int resignThreshold{};  // centipawns; 0: never resign
  int syzygyProbeDepth{};
  int syzygyProbeLimit{};
  bool syzygy50MoveRule{};
  bool showWdl{};        // UCI_ShowWDL: info lines carry win/draw/loss chances
  bool limitStrength{};  // UCI_LimitStrength: play at the level of `elo`
  int elo{};             // UCI_Elo (strength_level.h)
};

// The parts of one Engine that the options' setters reach.
struct EngineParts {
  TranspositionTable& table;
  Search& search;
  EngineBook& book;
  syzygy::Tablebases& tablebases;
  EngineSettings& settings;
};

// A value that passed the option's rule: as the GUI sent it, and as a number (the spin value, 1/0
// for a check, 0 for a button or a path).
struct OptionValue {
  long long number;
  const std::string& text;
};

// Hands a checked value to the engine. On failure *message says why and the old value stays; on
// success it may hold something to tell the user (lines separated by '\n'), or stay empty.
using OptionSetter = bool (*)(const EngineParts& engine, const OptionValue& value,
                              std::string* message);

struct EngineOption {
  OptionSpec spec;
  Offered offered;
  OptionReach reach;
  OptionSetter set;

  bool offeredTo(Protocol protocol) const {
    return offered == Offered::ToBoth ||
           offered == (protocol == Protocol::Uci ? Offered::ToUci : Offered::ToCecp);
  }
};

// What a new game forgets: the hash table's entries, and every search thread's histories and
// evaluation caches. Only while no search runs.
void forgetGame(const EngineParts& engine);

// Every option, in the order the protocols list them.
const std::vector<EngineOption>& engineOptions();

// Case-insensitive, as UCI asks; nullptr for an unknown name.
const EngineOption* findOption(const std::string& name);

// The name CECP lists an option by: its name with every space made an underscore
// ("Move_Overhead"). python-chess (and so lichess-bot) takes the first word of a "feature
// option" value for the name, so a CECP name must be one word; UCI keeps the names GUIs show.
std::string cecpName(const OptionSpec& spec);

// For CECP's "option NAME=VALUE": the CECP name or the registry's own name, which older GUIs
// and users send ("Move Overhead"), case-insensitively; nullptr for an unknown name.
const EngineOption* findCecpOption(const std::string& name);

// Checks a value as the GUI sent it ("true"/"false" for a check, digits for a spin, anything for
// a button or a path) and gives its number (0/1 for a check, 0 for a button or a path). On
// failure *error says what was expected.
bool parseOptionValue(const OptionSpec& spec, const std::string& value, long long* number,
                      std::string* error);

}  // namespace quadrant

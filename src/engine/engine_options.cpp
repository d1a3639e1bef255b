#include "quadrant/engine/engine_options.h"

#include <algorithm>
#include <type_traits>

#include "quadrant/core/parsing.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/core/thread_count.h"
#include "quadrant/engine/engine_book.h"
#include "quadrant/engine/strength_level.h"
#include "quadrant/engine/tunable_options.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"
#include "quadrant/syzygy/tablebases.h"

namespace quadrant {

namespace {

OptionSpec spin(std::string name, long long defaultValue, long long min, long long max,
                std::string rule) {
  return {std::move(name), OptionType::Spin, defaultValue, min, max, std::move(rule)};
}

OptionSpec check(std::string name, bool on) {
  return {std::move(name), OptionType::Check, on ? 1 : 0, 0, 1, "true or false"};
}

OptionSpec button(std::string name) { return {std::move(name), OptionType::Button}; }

OptionSpec path(std::string name, std::string defaultPath, std::string rule) {
  return {std::move(name), OptionType::Path, 0, 0, 0, std::move(rule), std::move(defaultPath)};
}

// The setters of the options that are one value: a number or a flag of EngineSettings, or a
// number the book takes. The value has passed the option's rule, so it fits the field.
template <auto field>
bool setInteger(const EngineParts& engine, const OptionValue& value, std::string*) {
  using Field = std::remove_reference_t<decltype(engine.settings.*field)>;
  static_assert(std::is_integral_v<Field> && !std::is_same_v<Field, bool>, "a number field");
  engine.settings.*field = Field(value.number);
  return true;
}

template <bool EngineSettings::*field>
bool setFlag(const EngineParts& engine, const OptionValue& value, std::string*) {
  engine.settings.*field = value.number != 0;
  return true;
}

template <void (EngineBook::*set)(int)>
bool setBookNumber(const EngineParts& engine, const OptionValue& value, std::string*) {
  (engine.book.*set)(int(value.number));
  return true;
}

// Every line of the tables' report, for the user.
bool setSyzygyPath(const EngineParts& engine, const OptionValue& value, std::string* message) {
  for (const std::string& line : engine.tablebases.setPath(value.text))
    *message += (message->empty() ? "" : "\n") + line;
  return true;
}

// The table is ready when the option is set: the GUI's isready waits for it (see tt.h).
bool setHash(const EngineParts& engine, const OptionValue& value, std::string* error) {
  if (engine.table.resize(std::size_t(value.number), error)) return true;
  *error += "; keeping " + std::to_string(engine.table.sizeMegabytes()) + " MB";
  return false;
}

// One entry per option, in the order the protocols list them. CECP sets the hash size with
// "memory", the threads with "cores", pondering with "hard"/"easy", Chess960 with "variant" and
// analysis with "analyze", so only UCI offers those five; UCI leaves resigning to the GUI, so
// only CECP offers Resign Threshold. SyzygyPath reaches CECP through "egtpath syzygy". CECP has
// no win/draw/loss output, so only UCI offers UCI_ShowWDL.
// The book options take their defaults from EngineBook, the shipped book included.
std::vector<EngineOption> registry() {
  const std::string shippedBook = findShippedBook();
  return {
      {spin("Hash", TranspositionTable::DEFAULT_MB, 1, TranspositionTable::MAX_MB,
            "a size in MB from 1 to " + std::to_string(TranspositionTable::MAX_MB)),
       Offered::ToUci, OptionReach::RunningSearch, setHash},
      {spin("Threads", 1, 1, MAX_THREADS, "from 1 to " + std::to_string(MAX_THREADS)),
       Offered::ToUci, OptionReach::RunningSearch,
       [](const EngineParts& engine, const OptionValue& value, std::string*) {
         engine.search.setThreads(int(value.number));
         return true;
       }},
      {spin("MultiPV", 1, 1, 256, "from 1 to 256"), Offered::ToBoth, OptionReach::NextSearch,
       setInteger<&EngineSettings::multiPv>},
      {check("Ponder", false), Offered::ToUci, OptionReach::NextSearch,
       setFlag<&EngineSettings::ponder>},
      {spin("Move Overhead", 30, 0, 5000, "from 0 to 5000 ms"), Offered::ToBoth,
       OptionReach::NextSearch, setInteger<&EngineSettings::moveOverheadMs>},
      {button("Clear Hash"), Offered::ToBoth, OptionReach::RunningSearch,
       [](const EngineParts& engine, const OptionValue&, std::string*) {
         engine.table.clear();
         return true;
       }},
      {check("UCI_Chess960", false), Offered::ToUci, OptionReach::NextSearch,
       setFlag<&EngineSettings::chess960>},
      {check("UCI_AnalyseMode", false), Offered::ToUci, OptionReach::NextSearch,
       setFlag<&EngineSettings::analyseMode>},
      {check("UCI_ShowWDL", false), Offered::ToUci, OptionReach::NextSearch,
       setFlag<&EngineSettings::showWdl>},
      {check("UCI_LimitStrength", false), Offered::ToBoth, OptionReach::NextSearch,
       setFlag<&EngineSettings::limitStrength>},
      {spin("UCI_Elo", DEFAULT_ELO, MIN_ELO, MAX_ELO,
            "from " + std::to_string(MIN_ELO) + " to " + std::to_string(MAX_ELO)),
       Offered::ToBoth, OptionReach::NextSearch, setInteger<&EngineSettings::elo>},
      {check("OwnBook", !shippedBook.empty()), Offered::ToBoth, OptionReach::NextSearch,
       [](const EngineParts& engine, const OptionValue& value, std::string*) {
         engine.book.setEnabled(value.number != 0);
         return true;
       }},
      {path("BookFile", shippedBook, "the path of a Polyglot book"), Offered::ToBoth,
       OptionReach::NextSearch,
       [](const EngineParts& engine, const OptionValue& value, std::string* error) {
         return engine.book.setFile(value.text, error);
       }},
      {spin("Book Variety", EngineBook::DEFAULT_VARIETY, 0, 100,
            "from 0 (always the heaviest move) to 100 (random in proportion to the weights)"),
       Offered::ToBoth, OptionReach::NextSearch, setBookNumber<&EngineBook::setVariety>},
      {spin("Book Min Weight", EngineBook::DEFAULT_MIN_WEIGHT, 0, 65535, "from 0 to 65535"),
       Offered::ToBoth, OptionReach::NextSearch, setBookNumber<&EngineBook::setMinWeight>},
      {spin("Book Depth", EngineBook::DEFAULT_DEPTH, 1, 1000, "from 1 to 1000 moves"),
       Offered::ToBoth, OptionReach::NextSearch, setBookNumber<&EngineBook::setDepth>},
      {path("SyzygyPath", "",
            std::string("folders of Syzygy tables separated by '") +
                syzygy::Tablebases::PATH_SEPARATOR + "'"),
       Offered::ToUci, OptionReach::RunningSearch, setSyzygyPath},
      {spin("SyzygyProbeDepth", 1, 1, 100, "from 1 to 100"), Offered::ToBoth,
       OptionReach::NextSearch, setInteger<&EngineSettings::syzygyProbeDepth>},
      {check("Syzygy50MoveRule", true), Offered::ToBoth, OptionReach::NextSearch,
       setFlag<&EngineSettings::syzygy50MoveRule>},
      {spin("SyzygyProbeLimit", 7, 0, 7, "from 0 (no probes) to 7 pieces"), Offered::ToBoth,
       OptionReach::NextSearch, setInteger<&EngineSettings::syzygyProbeLimit>},
      {spin("Resign Threshold", 1500, 0, 10000, "from 0 (never) to 10000 centipawns"),
       Offered::ToCecp, OptionReach::FinishedSearch, setInteger<&EngineSettings::resignThreshold>},
  };
}

}  // namespace

void forgetGame(const EngineParts& engine) {
  engine.table.clear();
  engine.search.forgetPastSearches();
}

const std::vector<EngineOption>& engineOptions() {
  static const std::vector<EngineOption> options = withTunableOptions(registry());
  return options;
}

const EngineOption* findOption(const std::string& name) {
  const std::string key = lowercase(name);
  for (const EngineOption& option : engineOptions())
    if (lowercase(option.spec.name) == key) return &option;
  return nullptr;
}

std::string cecpName(const OptionSpec& spec) {
  std::string name = spec.name;
  std::replace(name.begin(), name.end(), ' ', '_');
  return name;
}

const EngineOption* findCecpOption(const std::string& name) {
  const std::string key = lowercase(name);
  for (const EngineOption& option : engineOptions())
    if (lowercase(cecpName(option.spec)) == key) return &option;
  return findOption(name);
}

bool parseOptionValue(const OptionSpec& spec, const std::string& value, long long* number,
                      std::string* error) {
  bool valid = true;
  switch (spec.type) {
    case OptionType::Button:
    case OptionType::Path: *number = 0; break;
    case OptionType::Check:
      valid = value == "true" || value == "false";
      *number = value == "true";
      break;
    case OptionType::Spin: valid = parseInteger(value, spec.min, spec.max, number); break;
  }
  if (!valid) *error = spec.name + " must be " + spec.rule + ", not '" + shownInput(value) + "'";
  return valid;
}

}  // namespace quadrant

#include "quadrant/protocol/engine_options.h"

#include "quadrant/protocol/parsing.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"

namespace quadrant {

const std::vector<OptionSpec>& engineOptions() {
  static const std::vector<OptionSpec> options = {
      {"Hash", OptionType::Spin, TranspositionTable::DEFAULT_MB, 1, TranspositionTable::MAX_MB,
       "a size in MB from 1 to " + std::to_string(TranspositionTable::MAX_MB)},
      {"Threads", OptionType::Spin, 1, 1, Search::MAX_THREADS, "from 1 to " + std::to_string(Search::MAX_THREADS)},
      {"MultiPV", OptionType::Spin, 1, 1, 256, "from 1 to 256"},
      {"Ponder", OptionType::Check, 0, 0, 1, "true or false"},
      {"Move Overhead", OptionType::Spin, 30, 0, 5000, "from 0 to 5000 ms"},
      {"Clear Hash", OptionType::Button, 0, 0, 0, ""},
      {"UCI_Chess960", OptionType::Check, 0, 0, 1, "true or false"},
  };
  return options;
}

const OptionSpec* findOption(const std::string& name) {
  const std::string key = lowercase(name);
  for (const OptionSpec& spec : engineOptions())
    if (lowercase(spec.name) == key) return &spec;
  return nullptr;
}

bool parseOptionValue(const OptionSpec& spec, const std::string& value, long long* number, std::string* error) {
  bool valid = true;
  switch (spec.type) {
    case OptionType::Button: *number = 0; break;
    case OptionType::Check:
      valid = value == "true" || value == "false";
      *number = value == "true";
      break;
    case OptionType::Spin: valid = parseInteger(value, spec.min, spec.max, number); break;
  }
  if (!valid) *error = spec.name + " must be " + spec.rule + ", not '" + excerpt(value) + "'";
  return valid;
}

}  // namespace quadrant

#include "quadrant/engine/engine_options.h"

#include "quadrant/engine/engine_book.h"
#include "quadrant/engine/parsing.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"

namespace quadrant {

namespace {

std::vector<OptionSpec> bookOptions() {
  const std::string shipped = findShippedBook();
  return {
      {"OwnBook", OptionType::Check, shipped.empty() ? 0 : 1, 0, 1, "true or false"},
      {"BookFile", OptionType::Path, 0, 0, 0, "the path of a Polyglot book", shipped},
      {"Book Variety", OptionType::Spin, EngineBook::DEFAULT_VARIETY, 0, 100,
       "from 0 (always the heaviest move) to 100 (random in proportion to the weights)"},
      {"Book Min Weight", OptionType::Spin, EngineBook::DEFAULT_MIN_WEIGHT, 0, 65535, "from 0 to 65535"},
      {"Book Depth", OptionType::Spin, EngineBook::DEFAULT_DEPTH, 1, 1000, "from 1 to 1000 moves"},
  };
}

std::vector<OptionSpec> allOptions() {
  std::vector<OptionSpec> options = {
      {"Hash", OptionType::Spin, TranspositionTable::DEFAULT_MB, 1, TranspositionTable::MAX_MB,
       "a size in MB from 1 to " + std::to_string(TranspositionTable::MAX_MB)},
      {"Threads", OptionType::Spin, 1, 1, Search::MAX_THREADS, "from 1 to " + std::to_string(Search::MAX_THREADS)},
      {"MultiPV", OptionType::Spin, 1, 1, 256, "from 1 to 256"},
      {"Ponder", OptionType::Check, 0, 0, 1, "true or false"},
      {"Move Overhead", OptionType::Spin, 30, 0, 5000, "from 0 to 5000 ms"},
      {"Clear Hash", OptionType::Button, 0, 0, 0, ""},
      {"UCI_Chess960", OptionType::Check, 0, 0, 1, "true or false"},
  };
  for (OptionSpec& spec : bookOptions()) options.push_back(std::move(spec));
  return options;
}

}  // namespace

const std::vector<OptionSpec>& engineOptions() {
  static const std::vector<OptionSpec> options = allOptions();
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
    case OptionType::Button:
    case OptionType::Path: *number = 0; break;
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

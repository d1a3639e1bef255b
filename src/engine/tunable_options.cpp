#include "quadrant/engine/tunable_options.h"

#include "quadrant/search/parameters.h"

#ifdef QUADRANT_TUNABLES
#include <array>
#include <utility>
#endif

namespace quadrant {

#ifdef QUADRANT_TUNABLES
namespace {

// An option's setter is a plain function, so each parameter gets its own, which knows its index.
template <std::size_t Index>
bool setParameter(const EngineParts&, const OptionValue& value, std::string*) {
  setSearchParameter(Index, int(value.number));
  return true;
}

template <std::size_t... Indices>
constexpr std::array<OptionSetter, sizeof...(Indices)> parameterSetters(
    std::index_sequence<Indices...>) {
  return {setParameter<Indices>...};
}

constexpr auto PARAMETER_SETTERS =
    parameterSetters(std::make_index_sequence<SEARCH_PARAMETER_COUNT>());

EngineOption tunableOption(std::size_t index) {
  const SearchParameter& parameter = SEARCH_PARAMETERS[index];
  OptionSpec spec{parameter.name,
                  OptionType::Spin,
                  parameter.defaultValue,
                  parameter.min,
                  parameter.max,
                  "from " + std::to_string(parameter.min) + " to " + std::to_string(parameter.max)};
  return {std::move(spec), Offered::ToUci, OptionReach::RunningSearch, PARAMETER_SETTERS[index]};
}

}  // namespace

std::vector<EngineOption> withTunableOptions(std::vector<EngineOption> options) {
  for (std::size_t index = 0; index < SEARCH_PARAMETER_COUNT; ++index)
    options.push_back(tunableOption(index));
  return options;
}
#else
std::vector<EngineOption> withTunableOptions(std::vector<EngineOption> options) { return options; }
#endif

}  // namespace quadrant

#include "quadrant/engine/tunable_options.h"

#include "quadrant/search/parameters.h"

#ifdef QUADRANT_TUNABLES
#include <array>
#include <string>
#include <utility>

#include "quadrant/eval/term_scales.h"
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

// The evaluation scales the options have set: the process's, as the weights they make are.
TermScales currentScales = UNSCALED_TERMS;

// Scales the evaluation's term `Term`. The evaluators' caches and the hash table then hold
// scores of the old weights, so the engine forgets them as at a new game. An unchanged scale
// changes nothing: the engine sets every option's default at its start, and forgets nothing
// then.
template <std::size_t Term>
bool setTermScale(const EngineParts& engine, const OptionValue& value, std::string*) {
  if (currentScales[Term] == int(value.number)) return true;
  currentScales[Term] = int(value.number);
  useTermScales(currentScales);
  forgetGame(engine);
  return true;
}

template <std::size_t... Terms>
constexpr std::array<OptionSetter, sizeof...(Terms)> scaleSetters(std::index_sequence<Terms...>) {
  return {setTermScale<Terms>...};
}

constexpr auto SCALE_SETTERS = scaleSetters(std::make_index_sequence<EVAL_TERM_COUNT>());

// Both kinds stop a running search when set: its threads read the parameters and the weights
// unlocked.
EngineOption tunableSpin(std::string name, int defaultValue, int min, int max, OptionSetter set) {
  OptionSpec spec{std::move(name),
                  OptionType::Spin,
                  defaultValue,
                  min,
                  max,
                  "from " + std::to_string(min) + " to " + std::to_string(max)};
  return {std::move(spec), Offered::ToUci, OptionReach::RunningSearch, set};
}

}  // namespace

std::vector<EngineOption> withTunableOptions(std::vector<EngineOption> options) {
  for (std::size_t index = 0; index < SEARCH_PARAMETER_COUNT; ++index) {
    const SearchParameter& parameter = SEARCH_PARAMETERS[index];
    options.push_back(tunableSpin(parameter.name, parameter.defaultValue, parameter.min,
                                  parameter.max, PARAMETER_SETTERS[index]));
  }
  for (std::size_t term = 0; term < EVAL_TERM_COUNT; ++term)
    options.push_back(tunableSpin(termScaleName(EvalTerm(term)), TERM_SCALE_DEFAULT, TERM_SCALE_MIN,
                                  TERM_SCALE_MAX, SCALE_SETTERS[term]));
  return options;
}
#else
std::vector<EngineOption> withTunableOptions(std::vector<EngineOption> options) { return options; }
#endif

}  // namespace quadrant

#include <catch2/catch.hpp>
#include <cstddef>
#include <string>

#include "quadrant/engine/engine.h"
#include "quadrant/engine/engine_options.h"
#include "quadrant/eval/term_scales.h"
#include "quadrant/search/parameters.h"

using namespace quadrant;

// The normal build offers no parameter as an option; the tuning build offers each as a UCI spin
// with its default and range, which stops a running search when set.
TEST_CASE("The search parameters are options in the tuning build only", "[options][parameters]") {
  for (const SearchParameter& parameter : SEARCH_PARAMETERS) {
    INFO(parameter.name);
    const EngineOption* option = findOption(parameter.name);
    if (!TUNING_BUILD) {
      CHECK(option == nullptr);
      continue;
    }
    REQUIRE(option != nullptr);
    CHECK(option->spec.name == parameter.name);
    CHECK(option->spec.type == OptionType::Spin);
    CHECK(option->spec.defaultValue == parameter.defaultValue);
    CHECK(option->spec.min == parameter.min);
    CHECK(option->spec.max == parameter.max);
    CHECK(option->offered == Offered::ToUci);
    CHECK(option->reach == OptionReach::RunningSearch);
  }
}

// Likewise each evaluation scale: a spin of 100 in [50, 150] in the tuning build, which scales
// the weights the evaluation uses, and none in the normal build.
TEST_CASE("The evaluation scales are options in the tuning build only", "[options][tunables]") {
  for (std::size_t term = 0; term < EVAL_TERM_COUNT; ++term) {
    const std::string name = termScaleName(EvalTerm(term));
    INFO(name);
    const EngineOption* option = findOption(name);
    if (!TUNING_BUILD) {
      CHECK(option == nullptr);
      continue;
    }
    REQUIRE(option != nullptr);
    CHECK(option->spec.type == OptionType::Spin);
    CHECK(option->spec.defaultValue == 100);
    CHECK(option->spec.min == 50);
    CHECK(option->spec.max == 150);
    CHECK(option->offered == Offered::ToUci);
    CHECK(option->reach == OptionReach::RunningSearch);
  }
}

#ifdef QUADRANT_TUNABLES
TEST_CASE("Setting an evaluation scale scales the weights the evaluation uses",
          "[options][tunables]") {
  Engine engine;
  std::string message;
  const EngineOption& tempo = *findOption("EVAL_SCALE_TEMPO");
  REQUIRE(engine.setOption(tempo, "150", &message));
  TermScales scales = UNSCALED_TERMS;
  scales[std::size_t(EvalTerm::Tempo)] = 150;
  CHECK(evalWeights().tempo == scaledWeights(defaultWeights(), scales).tempo);
  CHECK(evalWeights().tempo != defaultWeights().tempo);
  CHECK(evalWeights().pieceValue == defaultWeights().pieceValue);
  REQUIRE(engine.setOption(tempo, "100", &message));
  CHECK(evalWeights().tempo == defaultWeights().tempo);
}
#endif

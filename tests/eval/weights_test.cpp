#include <array>
#include <catch2/catch.hpp>
#include <cstddef>

#include "quadrant/eval/weights.h"

using namespace quadrant;

namespace {

// Calls f on each weight of a member of EvalWeights, in the order the flat view numbers them: a
// row's weights one after another, a table row by row.
template <class F>
void forEachWeight(const Tapered& weight, F&& f) {
  f(weight);
}
template <class T, std::size_t N, class F>
void forEachWeight(const std::array<T, N>& row, F&& f) {
  for (const T& element : row) forEachWeight(element, f);
}

}  // namespace

TEST_CASE("The flat view numbers every weight in the list's order", "[eval]") {
  // Weight i of the vector is (i + 1, -i - 1): no two weights alike, none zero.
  WeightVector numbered;
  for (std::size_t i = 0; i < WEIGHT_COUNT; ++i) numbered[i] = Tapered(int(i) + 1, -int(i) - 1);
  const EvalWeights w = unflatten(numbered);
  // Walking the members by name through the list, the next weight is always the next number,
  // its index is that number and its term is its entry's.
  std::size_t next = 0;
  const auto checkEntry = [&](const char* name, EvalTerm term) {
    return [&next, &numbered, &w, name, term](const Tapered& weight) {
      INFO(name << ": weight " << next << " of the flat view is " << weight.mg << ", "
                << weight.eg);
      CHECK(weight == numbered[next]);
      CHECK(weightIndex(w, weight) == next);
      CHECK(weightTerm(next) == term);
      ++next;
    };
  };
#define CHECK_ENTRY(shape, name, term) forEachWeight(w.name, checkEntry(#name, EvalTerm::term));
  QUADRANT_EVAL_WEIGHTS(CHECK_ENTRY)
#undef CHECK_ENTRY
  CHECK(next == WEIGHT_COUNT);
  CHECK(flatten(w) == numbered);
}

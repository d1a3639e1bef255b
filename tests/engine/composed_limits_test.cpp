// The engine composes a search's limits from the command's and its own settings: a protocol
// passes only what its command said.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "../temp_path.h"
#include "quadrant/book/polyglot.h"
#include "quadrant/core/notation.h"
#include "quadrant/engine/engine.h"
#include "quadrant/engine/engine_options.h"

using namespace quadrant;

namespace {

void set(Engine& engine, const std::string& name, const std::string& value) {
  std::string message;
  REQUIRE(engine.setOption(*findOption(name), value, &message));
}

}  // namespace

TEST_CASE("A search reports as many lines as the engine's MultiPV, whatever the command's",
          "[engine]") {
  Engine engine;
  set(engine, "MultiPV", "3");
  Engine::Job job;
  job.limits.depth = 4;  // the command's limits: MultiPV is not among them
  job.root = Position();
  int lines = 0;
  job.onInfo = [&](const SearchInfo& info) {
    if (!info.currMove) lines = std::max(lines, info.multiPv);
  };
  bool answered = false;
  job.onResult = [&](const SearchResult& result) { answered = bool(result.best); };
  engine.start(std::move(job));
  engine.wait();
  CHECK(lines == 3);
  CHECK(answered);
}

TEST_CASE("The book stays out of a search of several lines", "[engine]") {
  const test::TempPath book("composed-limits-book.bin");
  const Position start;
  std::string error;
  REQUIRE(writePolyglotBook(
      book.str(), {{start.key(), polyglotMove(parseUciMove(start, "e2e4")), 1, 0}}, &error));
  Engine engine;
  set(engine, "OwnBook", "true");
  set(engine, "BookFile", book.str());
  SearchLimits clock;
  clock.time[WHITE] = clock.time[BLACK] = 60000;
  std::string notice;
  CHECK(engine.bookMove(start, clock, &notice) == parseUciMove(start, "e2e4"));
  set(engine, "MultiPV", "2");
  CHECK(engine.bookMove(start, clock, &notice) == Move::none());
}

// Lazy SMP: several threads on one root. These tests (tag [threads]) are also the ThreadSanitizer
// run of `make tsan`, so they keep their searches short.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "quadrant/core/movegen.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/search.h"

using namespace quadrant;

namespace {

SearchLimits depthLimit(int depth) {
  SearchLimits limits;
  limits.depth = depth;
  return limits;
}

SearchResult searchWith(Search& search, const std::string& fen, const SearchLimits& limits) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  search.prepare(limits, 0);
  return search.run(pos, {}, nullptr);
}

}  // namespace

TEST_CASE("Several threads find mates at the right distance", "[search][threads]") {
  TranspositionTable tt(8);
  Search search(tt);
  search.setThreads(4);
  CHECK(searchWith(search, "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", depthLimit(4)).score ==
        SCORE_MATE - 1);
  CHECK(searchWith(search, "7k/8/5K2/8/8/8/8/R7 w - - 0 1", depthLimit(6)).score == SCORE_MATE - 3);
  // One thread finds this mate at depth 8 exactly; with helpers filling the table the depth
  // at which it appears varies (earlier or later), so the search goes a few plies deeper.
  const SearchResult m3 = searchWith(
      search, "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", depthLimit(12));
  CHECK(m3.score == SCORE_MATE - 5);
  CHECK(searchWith(search, "k7/8/1K6/8/8/8/8/7Q b - - 0 1", depthLimit(4)).score ==
        -(SCORE_MATE - 2));
}

TEST_CASE("Several threads return a legal move at every depth", "[search][threads]") {
  TranspositionTable tt(8);
  Search search(tt);
  search.setThreads(3);
  const std::string fen =
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
  Position pos;
  REQUIRE(pos.setFen(fen));
  for (int depth = 1; depth <= 7; ++depth) {
    const SearchResult r = searchWith(search, fen, depthLimit(depth));
    CHECK(legalMoves(pos).contains(r.best));
    CHECK(r.depth == depth);
  }
}

TEST_CASE("The node limit counts the nodes of every thread", "[search][threads]") {
  TranspositionTable tt(8);
  Search search(tt);
  search.setThreads(3);
  SearchLimits limits;
  limits.nodes = 60000;
  searchWith(search, Position::START_FEN, limits);
  // Every worker checks the sum at least every 1024 of its own nodes: three threads cannot
  // overshoot by more than that each, and without the sum each would search the whole limit.
  CHECK(search.nodesSearched() >= limits.nodes);
  CHECK(search.nodesSearched() <= limits.nodes + 3 * 1024);
}

TEST_CASE("The reported nodes include the helpers", "[search][threads]") {
  TranspositionTable tt(8);
  Search search(tt);
  search.setThreads(2);
  std::uint64_t reported = 0;
  Position pos;
  search.prepare(depthLimit(8), 0);
  search.run(pos, {}, [&](const SearchInfo& info) { reported = info.nodes; });
  CHECK(reported > 0);
  CHECK(reported <= search.nodesSearched());
}

TEST_CASE("stop ends an infinite search of every thread promptly", "[search][threads]") {
  TranspositionTable tt(8);
  Search search(tt);
  search.setThreads(4);
  SearchLimits limits;
  limits.infinite = true;
  search.prepare(limits, 0);
  Position pos;
  SearchResult result;
  std::thread searcher([&] { result = search.run(pos, {}, nullptr); });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const auto stopAt = std::chrono::steady_clock::now();
  search.stop();
  searcher.join();  // run() returns only after every helper has stopped
  const auto stopMs = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - stopAt);
  CHECK(stopMs.count() < 1000);
  CHECK(legalMoves(pos).contains(result.best));
  const std::uint64_t nodesAtStop = search.nodesSearched();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(search.nodesSearched() == nodesAtStop);  // no helper still searching
}

TEST_CASE("Changing the thread count between searches keeps one thread deterministic",
          "[search][threads]") {
  const std::string fen = "r1bq1rk1/pp2bppp/2n2n2/3p4/3P4/2NB1N2/PP3PPP/R1BQ1RK1 w - - 4 10";
  const auto singleThreadNodes = [&](Search& search, TranspositionTable& tt) {
    tt.clear();
    search.forgetPastSearches();
    searchWith(search, fen, depthLimit(8));
    return search.nodesSearched();
  };
  TranspositionTable freshTable(8);
  Search fresh(freshTable);
  const std::uint64_t expected = singleThreadNodes(fresh, freshTable);

  TranspositionTable tt(8);
  Search search(tt);
  for (int threads : {4, 2, 5}) {
    search.setThreads(threads);
    CHECK(search.threads() == threads);
    CHECK(searchWith(search, fen, depthLimit(6)).depth == 6);
  }
  search.setThreads(1);
  CHECK(singleThreadNodes(search, tt) == expected);
}

namespace {

// A search and every first-line report it made.
struct Reported {
  SearchResult result;
  std::vector<SearchInfo> lines;
};

Reported searchReporting(Search& search, const std::string& fen, const SearchLimits& limits,
                         bool stoppedBeforeStart = false) {
  Position pos;
  REQUIRE(pos.setFen(fen));
  search.prepare(limits, 0);
  if (stoppedBeforeStart) search.stop();
  Reported reported;
  reported.result = search.run(pos, {}, [&](const SearchInfo& info) {
    if (!info.currMove && info.multiPv == 1) reported.lines.push_back(info);
  });
  return reported;
}

// A position whose first legal move (a king move) is a poor one.
const std::string ITALIAN = "r1bqkb1r/pppp1ppp/2n5/4p3/2B1n3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5";

// The line of a one-thread search to depth 1 from an empty table.
SearchInfo depthOneLine(const std::string& fen) {
  TranspositionTable tt(8);
  Search search(tt);
  const Reported reported = searchReporting(search, fen, depthLimit(1));
  REQUIRE(reported.lines.size() == 1);
  return reported.lines.back();
}

void checkSameLine(const SearchInfo& line, const SearchInfo& expected) {
  CHECK(line.depth == expected.depth);
  CHECK(line.pv == expected.pv);
  CHECK(line.score == expected.score);
  CHECK(line.bound == expected.bound);
}

}  // namespace

TEST_CASE("A search stopped before it starts plays the move its finished depth 1 chose",
          "[search][threads]") {
  const SearchInfo expected = depthOneLine(ITALIAN);
  for (int threads : {1, 8}) {
    INFO(threads << " threads");
    TranspositionTable tt(8);
    Search search(tt);
    search.setThreads(threads);
    SearchLimits limits;
    limits.infinite = true;
    const Reported reported = searchReporting(search, ITALIAN, limits, true);
    REQUIRE(reported.lines.size() == 1);
    checkSameLine(reported.lines.back(), expected);
    CHECK(reported.result.best == expected.pv.front());
    CHECK(reported.result.depth == 1);
    CHECK(search.nodesSearched() == expected.nodes);  // the helpers never started
  }
}

TEST_CASE("A node limit below what depth 1 needs still finishes depth 1, and no more", "[search]") {
  const SearchInfo expected = depthOneLine(ITALIAN);
  REQUIRE(expected.nodes > 10);
  TranspositionTable tt(8);
  Search search(tt);
  SearchLimits limits;
  limits.nodes = 10;
  const Reported reported = searchReporting(search, ITALIAN, limits);
  REQUIRE(reported.lines.size() == 1);
  checkSameLine(reported.lines.back(), expected);
  CHECK(reported.lines.back().nodes == expected.nodes);
  CHECK(reported.result.best == expected.pv.front());
}

TEST_CASE("The main thread searches its first iterations alone", "[search][threads]") {
  // Depth 3 takes a few hundred nodes: too few for the helpers to start, so the search is the
  // one-thread search, node for node.
  TranspositionTable soloTable(8);
  Search solo(soloTable);
  const Reported alone = searchReporting(solo, ITALIAN, depthLimit(3));
  REQUIRE(!alone.lines.empty());
  REQUIRE(alone.lines.back().nodes < 1000);
  TranspositionTable tt(8);
  Search search(tt);
  search.setThreads(6);
  const Reported reported = searchReporting(search, ITALIAN, depthLimit(3));
  CHECK(search.nodesSearched() == solo.nodesSearched());
  CHECK(reported.result.best == alone.result.best);
  CHECK(reported.result.score == alone.result.score);
}

TEST_CASE("More threads than cores and a millisecond to search: the move of a reported line",
          "[search][threads]") {
  TranspositionTable tt(8);
  Search search(tt);
  search.setThreads(16);
  SearchLimits limits;
  limits.movetime = 1;
  for (int run = 0; run < 3; ++run) {
    const Reported reported = searchReporting(search, ITALIAN, limits);
    REQUIRE(!reported.lines.empty());
    CHECK(reported.lines.back().pv.front() == reported.result.best);
    CHECK(reported.result.depth >= 1);
  }
}

TEST_CASE("The table is ready the same whether the threads are set before or after its size",
          "[search][threads]") {
  for (bool threadsFirst : {false, true}) {
    INFO((threadsFirst ? "Threads, then Hash" : "Hash, then Threads"));
    TranspositionTable tt(1);
    Search search(tt);
    REQUIRE(searchWith(search, Position::START_FEN, depthLimit(5)).depth == 5);
    if (threadsFirst) search.setThreads(4);
    std::string error;
    REQUIRE(tt.resize(64, &error));
    if (!threadsFirst) search.setThreads(4);
    CHECK(tt.sizeMegabytes() == 64);
    CHECK(tt.hashfull() == 0);  // nothing of the earlier search
    const SearchResult result = searchWith(search, Position::START_FEN, depthLimit(6));
    CHECK(result.depth == 6);
    TTHit root;
    CHECK(tt.probe(Position().key(), 0, &root));  // the search used the new table
  }
}

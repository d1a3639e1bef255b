#include "quadrant/search/bench.h"

#include <chrono>

#include "quadrant/core/nodes_per_second.h"
#include "quadrant/search/search.h"

namespace quadrant {
namespace {

// Openings, middlegames and endgames, standard and Chess960, quiet and tactical.
constexpr const char* BENCH_POSITIONS[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "r1bq1rk1/pp2bppp/2n2n2/3p4/3P4/2NB1N2/PP3PPP/R1BQ1RK1 w - - 4 10",
    "2r2rk1/1bqnbppp/p2ppn2/1p6/3NP3/1BN1BP2/PPPQ2PP/2RR2K1 w - - 0 14",
    "6k1/5p2/6p1/8/7p/8/6PP/6K1 b - - 0 1",
    "8/8/4kpp1/3p1b2/p6P/2B5/6P1/6K1 b - - 2 47",
    "5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
};

}  // namespace

bool runBench(std::ostream& out, const BenchSettings& settings, std::string* error) {
  TranspositionTable tt(1);
  if (!tt.resize(settings.hashMegabytes, error)) return false;
  Search search(tt);
  search.setThreads(settings.threads);
  std::uint64_t total = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const char* fen : BENCH_POSITIONS) {
    Position pos;
    pos.setFen(fen);
    tt.clear();
    search.forgetPastSearches();
    SearchLimits limits;
    limits.depth = settings.depth;
    search.prepare(limits, 0);
    search.run(pos, {}, nullptr);
    const std::uint64_t nodes = search.nodesSearched();
    out << fen << ": " << nodes << " nodes\n";
    total += nodes;
  }
  const std::int64_t elapsedMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                                     std::chrono::steady_clock::now() - start)
                                     .count();
  out << "time " << elapsedMs << " ms\n";
  out << total << " nodes " << nodesPerSecond(total, elapsedMs) << " nps" << std::endl;
  return true;
}

}  // namespace quadrant

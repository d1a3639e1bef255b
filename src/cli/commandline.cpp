#include "quadrant/cli/commandline.h"

#include <iostream>

#include "quadrant/cli/book_command.h"
#include "quadrant/cli/epd_command.h"
#include "quadrant/cli/makebook_command.h"
#include "quadrant/cli/mate_command.h"
#include "quadrant/engine/parsing.h"
#include "quadrant/engine/perft_report.h"
#include "quadrant/protocol/protocol_loop.h"
#include "quadrant/cli/tuning_commands.h"
#include "quadrant/search/bench.h"
#include "quadrant/search/search.h"

namespace quadrant {
namespace {

constexpr const char* USAGE =
    "Usage:\n"
    "  quadrant                          start the protocol loop: UCI, or CECP (XBoard) when the\n"
    "                                    first command is \"xboard\"\n"
    "  quadrant perft DEPTH [FEN] [--threads N] [--hash MB]\n"
    "                                    count leaf nodes, print nodes, time and nodes per second\n"
    "  quadrant divide DEPTH [FEN] [--threads N] [--hash MB]\n"
    "                                    perft with the count of every root move\n"
    "  quadrant bench [DEPTH] [--threads N]\n"
    "                                    search the bench positions; ends with \"N nodes M nps\"\n"
    "  quadrant epd FILE [--movetime MS | --nodes N] [--hash MB]\n"
    "                                    search every position of an EPD suite (bm/am, default\n"
    "                                    1000 ms and 64 MB each); ends with \"solved N / M\"\n"
    "  quadrant selfplay GAMES OUT [--nodes N] [--random-plies N] [--openings EPD] [--seed S]\n"
    "                                    self-play games; appends quiet positions \"FEN [result]\" to OUT\n"
    "  quadrant tune DATA [--iterations N] [--rate R] [--regularize L] [--out FILE]\n"
    "                                    Texel-tune the evaluation weights on DATA; prints them as C++\n"
    "  quadrant lazygap DATA             how far the cheap evaluation terms lie from the full\n"
    "                                    evaluation over DATA (the lazy-evaluation margin)\n"
    "  quadrant book FILE [FEN]          the moves a Polyglot book holds for the position (default\n"
    "                                    the start), heaviest first: move weight learn share\n"
    "  quadrant makebook IN.pgn OUT.bin [--max-ply N] [--min-games N]\n"
    "                                    build a Polyglot book from PGN games (default 40 plies,\n"
    "                                    1 game); weights count how often each move was played\n"
    "  quadrant mate N [FEN] [--checks-only] [--time MS] [--nodes N]\n"
    "                                    shortest forced mate in at most N moves (default the\n"
    "                                    start position): \"mate in K: PV\" or \"no mate in N found\"\n"
    "  quadrant --help | --version\n";

// perft/divide DEPTH [FEN words...] [--threads N] [--hash MB]
int runPerftCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, PerftStyle style) {
  long long depth = 0;
  if (args.size() < 2 || !parseInteger(args[1], 1, 20, &depth)) {
    err << "error: " << args[0] << " needs a depth from 1 to 20\n" << USAGE;
    return 2;
  }
  PerftOptions options;
  std::string fen;
  for (std::size_t i = 2; i < args.size(); ++i) {
    long long value = 0;
    if (args[i] == "--threads") {
      if (!flagInteger(args, &i, 1, 1024, &value)) {
        err << "error: --threads needs a thread count from 1 to 1024\n";
        return 2;
      }
      options.threads = int(value);
    } else if (args[i] == "--hash") {
      if (!flagInteger(args, &i, 0, 1 << 20, &value)) {
        err << "error: --hash needs a size in MB from 0 to 1048576\n";
        return 2;
      }
      options.hashMegabytes = std::size_t(value);
    } else {
      fen += (fen.empty() ? "" : " ") + args[i];
    }
  }
  Position pos;
  std::string error;
  if (!fen.empty() && !pos.setFen(fen, &error)) {
    err << "error: invalid FEN: " << error << '\n';
    return 2;
  }
  reportPerft(out, pos, int(depth), options, style);
  return 0;
}

// epd FILE [--movetime MS | --nodes N] [--hash MB]
int runEpdCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  EpdOptions options;
  for (std::size_t i = 1; i < args.size(); ++i) {
    long long value = 0;
    if (args[i] == "--movetime") {
      if (!flagInteger(args, &i, 1, 86400000, &value)) {
        err << "error: --movetime needs a time in ms from 1 to 86400000\n";
        return 2;
      }
      options.movetimeMs = value;
    } else if (args[i] == "--nodes") {
      if (!flagInteger(args, &i, 1, 1LL << 40, &value)) {
        err << "error: --nodes needs a node count from 1 to 2^40\n";
        return 2;
      }
      options.nodes = std::uint64_t(value);
    } else if (args[i] == "--hash") {
      if (!flagInteger(args, &i, 1, 1 << 20, &value)) {
        err << "error: --hash needs a size in MB from 1 to 1048576\n";
        return 2;
      }
      options.hashMegabytes = std::size_t(value);
    } else if (options.path.empty() && args[i].rfind("--", 0) != 0) {
      options.path = args[i];
    } else {
      err << "error: epd: unexpected argument '" << args[i] << "'\n" << USAGE;
      return 2;
    }
  }
  if (options.path.empty()) {
    err << "error: epd needs an EPD file\n" << USAGE;
    return 2;
  }
  return runEpdSuite(options, out, err);
}

// bench [DEPTH] [--threads N]
int runBenchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  long long depth = DEFAULT_BENCH_DEPTH, threads = 1;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--threads") {
      if (!flagInteger(args, &i, 1, Search::MAX_THREADS, &threads)) {
        err << "error: --threads needs a thread count from 1 to " << Search::MAX_THREADS << '\n';
        return 2;
      }
    } else if (i != 1 || !parseInteger(args[i], 1, 64, &depth)) {
      err << "error: bench needs a depth from 1 to 64\n";
      return 2;
    }
  }
  runBench(out, int(depth), int(threads));
  return 0;
}

}  // namespace

int runCommandLine(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    runProtocolLoop(in, out);
    return 0;
  }
  const std::string& command = args[0];
  if (command == "--help" || command == "-h" || command == "help") {
    out << USAGE;
    return 0;
  }
  if (command == "--version") {
    out << "Quadrant " << QUADRANT_VERSION << '\n';
    return 0;
  }
  if (command == "bench") return runBenchCommand(args, out, err);
  if (command == "selfplay") return runSelfplayCommand(args, out, err);
  if (command == "tune") return runTuneCommand(args, out, err);
  if (command == "lazygap") return runLazyGapCommand(args, out, err);
  if (command == "perft") return runPerftCommand(args, out, err, PerftStyle::Summary);
  if (command == "divide") return runPerftCommand(args, out, err, PerftStyle::Divide);
  if (command == "epd") return runEpdCommand(args, out, err);
  if (command == "book") return runBookCommand(args, out, err);
  if (command == "makebook") return runMakeBookCommand(args, out, err);
  if (command == "mate") return runMateCommand(args, out, err);
  err << "error: unknown command '" << command << "'\n" << USAGE;
  return 2;
}

}  // namespace quadrant

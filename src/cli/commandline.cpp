#include "quadrant/cli/commandline.h"

#include <algorithm>
#include <iostream>
#include <iterator>

#include "quadrant/cli/annotate_command.h"
#include "quadrant/cli/bench_command.h"
#include "quadrant/cli/book_command.h"
#include "quadrant/cli/build_info.h"
#include "quadrant/cli/epd_command.h"
#include "quadrant/cli/eval_command.h"
#include "quadrant/cli/fitwdl_command.h"
#include "quadrant/cli/lazygap_command.h"
#include "quadrant/cli/makebook_command.h"
#include "quadrant/cli/mate_command.h"
#include "quadrant/cli/perft_command.h"
#include "quadrant/cli/probe_command.h"
#include "quadrant/cli/selfplay_command.h"
#include "quadrant/cli/tunables_command.h"
#include "quadrant/cli/tune_command.h"
#include "quadrant/protocol/protocol_loop.h"

namespace quadrant {
namespace {

struct Subcommand {
  const char* name;
  const char* arguments;    // as the usage lists them
  const char* description;  // for --help: lines of at most 58 columns, separated by '\n'
  int (*run)(CommandArguments& arguments, std::ostream& out, const Diagnostics& diagnostics);
};

constexpr Subcommand SUBCOMMANDS[] = {
    {"perft", "DEPTH [FEN] [--threads N] [--hash MB]",
     "count leaf nodes, print nodes, time and nodes per second", runPerftCommand},
    {"divide", "DEPTH [FEN] [--threads N] [--hash MB]", "perft with the count of every root move",
     runDivideCommand},
    {"bench", "[DEPTH] [--threads N]", "search the bench positions; ends with \"N nodes M nps\"",
     runBenchCommand},
    {"epd", "FILE [--movetime MS | --nodes N] [--hash MB]",
     "search every position of an EPD suite (bm/am, default\n"
     "1000 ms and 64 MB each); ends with \"solved N / M\"",
     runEpdCommand},
    {"annotate", "GAME.pgn [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]",
     "the games with the engine's eval of every move, ?! ? ??\n"
     "and better lines, as PGN (default 1000 ms a position)",
     runAnnotateCommand},
    {"eval", "[FEN]",
     "the static evaluation term by term, White and Black,\n"
     "middlegame and endgame (default the start position)",
     runEvalCommand},
    {"selfplay",
     "GAMES OUT [--nodes N] [--random-plies N] [--openings EPD] [--seed S] [--per-game N] "
     "[--first-opening K]",
     "self-play games; appends quiet positions \"FEN [result]\" to OUT", runSelfplayCommand},
    {"tune",
     "DATA [--iterations N] [--rate R] [--regularize L] [--threads N] [--validate FILE]"
     " [--resolve] [--out FILE]",
     "Texel-tune the evaluation weights on DATA; prints them as C++", runTuneCommand},
    {"tunables", "[--openbench]",
     "the search's tunable parameters: name, default, min, max\n"
     "and reason; --openbench: OpenBench's SPSA input lines",
     runTunablesCommand},
    {"fitwdl", "DATA",
     "fit the win/draw/loss model of UCI_ShowWDL to the results\n"
     "of DATA (self-play positions); prints it as C++",
     runFitWdlCommand},
    {"lazygap", "DATA",
     "how far the cheap evaluation terms lie from the full\n"
     "evaluation over DATA (the lazy-evaluation margin)",
     runLazyGapCommand},
    {"book", "FILE [FEN]",
     "the moves a Polyglot book holds for the position (default\n"
     "the start), heaviest first: move weight learn share",
     runBookCommand},
    {"makebook", "IN.pgn OUT.bin [--max-ply N] [--min-games N]",
     "build a Polyglot book from PGN games (default 40 plies,\n"
     "1 game); weights count how often each move was played",
     runMakeBookCommand},
    {"mate", "N [FEN] [--checks-only] [--time MS] [--nodes N]",
     "shortest forced mate in at most N moves (default the\n"
     "start position): \"mate in K: PV\" or \"no mate in N found\"",
     runMateCommand},
    {"probe", "FEN --path DIRS",
     "what the Syzygy tables in DIRS say about the position\n"
     "and each move: \"wdl RESULT dtz N\", then \"MOVE wdl RESULT\n"
     "dtz N\" best first (see docs/syzygy.md)",
     runProbeCommand},
};

// The column where the descriptions of the usage text begin.
constexpr std::size_t DESCRIPTION_COLUMN = 36;

// One entry of the usage text: the invocation, then its description beside it when there is
// room, else below it; every line of the description begins at DESCRIPTION_COLUMN.
std::string usageEntry(const std::string& invocation, const std::string& description) {
  std::string text = "  " + invocation;
  text += text.size() < DESCRIPTION_COLUMN ? std::string(DESCRIPTION_COLUMN - text.size(), ' ')
                                           : '\n' + std::string(DESCRIPTION_COLUMN, ' ');
  for (char c : description)
    text += c == '\n' ? '\n' + std::string(DESCRIPTION_COLUMN, ' ') : std::string(1, c);
  return text + '\n';
}

std::string commandUsage(const Subcommand& command) {
  return usageEntry(std::string("quadrant ") + command.name + ' ' + command.arguments,
                    command.description);
}

std::string usageText() {
  std::string text = "Usage:\n";
  text += usageEntry("quadrant",
                     "start the protocol loop: UCI, or CECP (XBoard) when the\n"
                     "first command is \"xboard\"");
  for (const Subcommand& command : SUBCOMMANDS) text += commandUsage(command);
  return text + "  quadrant --help | --version\n";
}

const Subcommand* findSubcommand(const std::string& name) {
  const auto found = std::find_if(std::begin(SUBCOMMANDS), std::end(SUBCOMMANDS),
                                  [&](const Subcommand& command) { return name == command.name; });
  return found == std::end(SUBCOMMANDS) ? nullptr : found;
}

}  // namespace

int runCommandLine(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                   std::ostream& err) {
  if (args.empty()) {
    runProtocolLoop(in, out);
    return 0;
  }
  const std::string& name = args[0];
  if (name == "--help" || name == "-h" || name == "help") {
    out << usageText();
    return 0;
  }
  if (name == "--version" || name == "-v") {
    out << versionText();
    return 0;
  }
  const Subcommand* command = findSubcommand(name);
  if (!command) {
    err << "error: unknown command '" << excerpt(name) << "'\n" << usageText();
    return FAILURE_STATUS;
  }
  // "quadrant perft --help": the command's own entry of the usage, as an answer, not an error.
  if (std::any_of(args.begin() + 1, args.end(),
                  [](const std::string& arg) { return arg == "--help" || arg == "-h"; })) {
    out << "Usage:\n" << commandUsage(*command);
    return 0;
  }
  const Diagnostics diagnostics(command->name, err);
  CommandArguments arguments(args, command->arguments, diagnostics, in);
  return command->run(arguments, out, diagnostics);
}

}  // namespace quadrant

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
#include "quadrant/cli/usage_text.h"
#include "quadrant/core/shown_input.h"
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
    {"bench", "[HASH] [THREADS] [DEPTH]",
     "search the bench positions (default 16 MB, 1 thread,\n"
     "depth 16); ends with \"N nodes M nps\", N the signature",
     runBenchCommand},
    {"epd", "FILE [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]",
     "search every position of an EPD suite (bm/am, default\n"
     "1000 ms and 64 MB each); ends with \"solved N / M\"",
     runEpdCommand},
    {"annotate", "GAME.pgn [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]",
     "the games (GAME.pgn \"-\": standard input) with the\n"
     "engine's eval of every move, ?! ? ?? and better lines,\n"
     "as PGN (default 1000 ms a position)",
     runAnnotateCommand},
    {"eval", "[FEN]",
     "the static evaluation term by term, White and Black,\n"
     "middlegame and endgame (default the start position)",
     runEvalCommand},
    {"selfplay",
     "GAMES OUT [--nodes N] [--random-plies N] [--start-margin CP] [--start-nodes N] "
     "[--per-game N] [--resolve-depth D] [--openings EPD] [--seed S]",
     "self-play games from balanced random starts; appends\n"
     "resolved quiet positions \"FEN [result]\" to OUT",
     runSelfplayCommand},
    {"tune",
     "DATA [--iterations N] [--rate R] [--regularize L] [--threads N] [--validate FILE]"
     " [--resolve-depth D] [--out FILE]",
     "Texel-tune the evaluation weights on DATA; prints them as C++", runTuneCommand},
    {"tunables", "[--openbench]",
     "the search's tunable parameters and the evaluation's term\n"
     "scales: name, default, min, max and reason; --openbench:\n"
     "OpenBench's SPSA input lines",
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
    {"mate", "N [FEN] [--checks-only] [--movetime MS] [--nodes N]",
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

// One entry of the usage text: "quadrant NAME ARGUMENTS" (laid out by wrappedUsage, its later
// lines indented under the arguments), then its description beside its last line when there is
// room, else below it; every line of the description begins at DESCRIPTION_COLUMN.
std::string usageEntry(const std::string& name, const std::string& arguments,
                       const std::string& description) {
  const std::string lead = "  quadrant" + (name.empty() ? "" : ' ' + name);
  std::string text = wrappedUsage(lead, arguments, lead.size() + 1);
  const std::size_t lastLine = text.size() - (text.rfind('\n') + 1);
  text += lastLine < DESCRIPTION_COLUMN ? std::string(DESCRIPTION_COLUMN - lastLine, ' ')
                                        : '\n' + std::string(DESCRIPTION_COLUMN, ' ');
  for (char c : description)
    text += c == '\n' ? '\n' + std::string(DESCRIPTION_COLUMN, ' ') : std::string(1, c);
  return text + '\n';
}

std::string commandUsage(const Subcommand& command) {
  return usageEntry(command.name, command.arguments, command.description);
}

constexpr const char* HELP_ARGUMENTS = "[COMMAND]";

std::string usageText() {
  std::string text = "Usage:\n";
  text += usageEntry("", "",
                     "start the protocol loop: CECP (XBoard) when the first\n"
                     "protocol command is \"xboard\", else UCI");
  for (const Subcommand& command : SUBCOMMANDS) text += commandUsage(command);
  text += usageEntry("help", HELP_ARGUMENTS,
                     "this help, or the usage of one command (also --help\n"
                     "and -h, and COMMAND --help)");
  return text + usageEntry("--version", "",
                           "the version, the build, the compiler and the date\n"
                           "(also -v)");
}

const Subcommand* findSubcommand(const std::string& name) {
  const auto found = std::find_if(std::begin(SUBCOMMANDS), std::end(SUBCOMMANDS),
                                  [&](const Subcommand& command) { return name == command.name; });
  return found == std::end(SUBCOMMANDS) ? nullptr : found;
}

// The number of single-character insertions, deletions and substitutions that turn a into b.
std::size_t editDistance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// One line: the unknown name, the command it may be a slip for, and where the commands are.
std::string unknownCommandText(const std::string& name) {
  std::string text = "error: unknown command '" + shownInput(name) + "'; ";
  for (const Subcommand& command : SUBCOMMANDS)
    if (editDistance(name, command.name) <= 2) {
      text += std::string("did you mean '") + command.name + "'? ";
      break;
    }
  return text + "'quadrant help' lists the commands\n";
}

bool isHelpFlag(const std::string& arg) { return arg == "--help" || arg == "-h"; }

// quadrant help [COMMAND]: the usage of every command, or of one.
int runHelp(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err) {
  const Diagnostics diagnostics("help", err);
  CommandArguments arguments(args, HELP_ARGUMENTS, diagnostics, in);
  std::string topic;
  arguments.textArgument("a command", &topic, Presence::Optional);
  if (!arguments.parse()) return FAILURE_STATUS;
  if (topic.empty()) {
    out << usageText();
    return 0;
  }
  const Subcommand* command = findSubcommand(topic);
  if (!command) {
    err << unknownCommandText(topic);
    return FAILURE_STATUS;
  }
  out << "Usage:\n" << commandUsage(*command);
  return 0;
}

int runVersion(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
               std::ostream& err) {
  const Diagnostics diagnostics("--version", err);
  CommandArguments arguments(args, "", diagnostics, in);
  if (!arguments.parse()) return FAILURE_STATUS;
  out << versionText();
  return 0;
}

}  // namespace

int runCommandLine(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                   std::ostream& err) {
  if (args.empty()) {
    runProtocolLoop(in, out);
    return 0;
  }
  const std::string& name = args[0];
  if (name == "help" || isHelpFlag(name)) return runHelp(args, in, out, err);
  if (name == "--version" || name == "-v") return runVersion(args, in, out, err);
  const Subcommand* command = findSubcommand(name);
  if (!command) {
    err << unknownCommandText(name);
    return FAILURE_STATUS;
  }
  // "quadrant perft --help": the command's own entry of the usage, as an answer, not an error.
  if (std::any_of(args.begin() + 1, args.end(), isHelpFlag)) {
    out << "Usage:\n" << commandUsage(*command);
    return 0;
  }
  const Diagnostics diagnostics(command->name, err);
  CommandArguments arguments(args, command->arguments, diagnostics, in);
  return command->run(arguments, out, diagnostics);
}

}  // namespace quadrant

#include "quadrant/protocol/xboard.h"

#include "quadrant/core/parsing.h"
#include "quadrant/engine/engine_options.h"

// The commands that set the engine's options (memory, cores, option, egtpath, hard and easy),
// and the features that announce them.

namespace quadrant {
namespace {

// The value of "feature option=": "MultiPV -spin 1 1 256", "Clear_Hash -button".
std::string featureOption(const OptionSpec& spec) {
  const std::string name = cecpName(spec);
  switch (spec.type) {
    case OptionType::Spin:
      return name + " -spin " + std::to_string(spec.defaultValue) + ' ' + std::to_string(spec.min) +
             ' ' + std::to_string(spec.max);
    case OptionType::Check: return name + " -check " + std::to_string(spec.defaultValue);
    case OptionType::Path: return name + " -file " + spec.defaultText;
    case OptionType::Button: break;
  }
  return name + " -button";
}

}  // namespace

// sigint=0: SIGINT would end the engine, which reads its input on a thread of its own and needs
// no interruption. sigterm is left at its default (on): a GUI sends SIGTERM only to end the
// engine, which is what it does, and python-chess warns about every engine that declines it.
void XboardLoop::onProtover() {
  std::string features =
      std::string("feature myname=\"Quadrant ") + QUADRANT_VERSION +
      "\" ping=1 setboard=1 playother=1 usermove=1 time=1 draw=1 sigint=0 reuse=1"
      " analyze=1 colors=0 san=0 nps=1 memory=1 smp=1 egt=\"syzygy\""
      " variants=\"normal,fischerandom\"";
  for (const EngineOption& option : engineOptions())
    if (option.offeredTo(Protocol::Cecp))
      features += "\nfeature option=\"" + featureOption(option.spec) + '"';
  out_.send(features + "\nfeature done=1");
}

void XboardLoop::onHard(bool on) {
  std::string problem;
  engine_.setOption(*findOption("Ponder"), on ? "true" : "false", &problem);
  if (!on && activity_ == Activity::Pondering) stopPlaying();
}

void XboardLoop::onMemory(std::istream& args) {
  setOptionByCommand(args, "memory", "megabytes", "Hash");
}

void XboardLoop::onCores(std::istream& args) {
  setOptionByCommand(args, "cores", "a number of cores", "Threads");
}

// A command that sets a spin option with a number of its own (memory, cores). A number outside
// the option's range is refused as the option itself refuses it, and the value stays: a GUI
// that sends "memory 0" or more cores than the engine runs learns so from the Error.
void XboardLoop::setOptionByCommand(std::istream& args, const std::string& command,
                                    const std::string& what, const std::string& optionName) {
  const EngineOption& option = *findOption(optionName);
  std::string text;
  long long value = 0;
  args >> text;
  if (!parseInteger(text, option.spec.min, option.spec.max, &value))
    return error(command + " expects " + what + " from " + std::to_string(option.spec.min) +
                     " to " + std::to_string(option.spec.max),
                 command + " " + text);
  setOption(option, std::to_string(value), command + " " + text);
}

// option NAME[=VALUE]; a check's value is 1 or 0, a button has none. NAME is the one listed
// ("Move_Overhead") or the registry's ("Move Overhead"). Every option of the registry is set by
// name, also those CECP does not list because it has commands of its own for them.
void XboardLoop::onOption(std::istream& args) {
  const std::string text = restOfLine(args);
  const auto equals = text.find('=');
  const std::string name = trimmed(text.substr(0, equals));
  std::string value = equals == std::string::npos ? "" : trimmed(text.substr(equals + 1));
  const std::string command = "option " + text;
  const EngineOption* option = findCecpOption(name);
  if (!option) return error("unknown option", command);
  if (option->spec.type == OptionType::Check && (value == "1" || value == "0"))
    value = value == "1" ? "true" : "false";
  setOption(*option, value, command);
}

// egtpath syzygy PATH: the folders of the Syzygy tables (the only kind announced in "egt").
void XboardLoop::onEgtPath(std::istream& args) {
  std::string kind;
  args >> kind;
  const std::string path = restOfLine(args);
  const std::string command = trimmed("egtpath " + kind + ' ' + path);
  if (kind.empty()) return error("egtpath expects a kind (syzygy) and a path", command);
  if (lowercase(kind) != "syzygy") return error("unsupported tablebase kind", command);
  setOption(*findOption("SyzygyPath"), path, command);
}

// An option that steers the search takes effect with the engine at rest: a move being thought
// about is made first (the protocol allows finishing it), pondering is dropped and analysis
// starts again. One that only judges a finished search's result is set at once.
void XboardLoop::setOption(const EngineOption& option, const std::string& value,
                           const std::string& command) {
  const bool steersSearch = option.reach != OptionReach::FinishedSearch;
  const bool restartAnalysis = steersSearch && activity_ == Activity::Analyzing;
  if (steersSearch) {
    finishThinking();
    stopAll();
  }
  std::string message;
  if (!engine_.setOption(option, value, &message)) {
    error(message, command);
  } else {
    out_.sendLines("# ", message);
  }
  if (restartAnalysis) startAnalysis();
}

}  // namespace quadrant

#!/usr/bin/env python3
"""Tunes the search parameters by SPSA, playing the games with fastchess on this machine.

    scripts/spsa.py --params FILE --state FILE --iterations N (--tc TC | --nodes N) [options]
    scripts/spsa.py --state FILE [--stop-after K] [options]   resumes the tune FILE holds
    scripts/spsa.py --state FILE --show                       prints its values

The algorithm is OpenBench's, as docs/tuning-search.md describes it ("With fastchess on one
machine"). Iteration k of N draws a sign s = +-1 per parameter, plays game pairs of the tuning
build set to theta + c_k s ("plus") against the tuning build set to theta - c_k s ("minus"),
and moves theta by r_k c_k (wins - losses of plus) s, where c_k = c / k^0.101 and
r_k = a / (A + k)^0.602 / c_k^2, A = N / 10, and c and a make c_k end at C_END and r_k at R_END.

The parameter list is OpenBench's: lines "NAME, int, DEFAULT, MIN, MAX, C_END, R_END", as
`quadrant tunables --openbench` prints them (blank lines and # comments allowed). The state file
(JSON) is rewritten after every iteration; a tune stopped at any point (--stop-after, Ctrl-C)
resumes from it with the same trajectory, as the signs and the openings come from the seed and
the iteration number alone.
"""
import argparse
import dataclasses
import json
import math
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALPHA = 0.602  # Spall's exponents, as OpenBench uses them
GAMMA = 0.101
STATE_FORMAT = 1
# The settings that fix a tune's trajectory: a resumed tune must keep them.
TUNE_SETTINGS = ("seed", "iterations", "pairs", "tc", "nodes")
NEW_TUNE_DEFAULTS = {"seed": 1, "pairs": 4}
MOVED_SHOWN = 3  # parameters named on an iteration's line
NAMES_SHOWN = 5  # missing options named in an error
STOP_GRACE_SECONDS = 10  # fastchess's time to stop its engines after an interrupt
LOG_LINES_SHOWN = 15  # lines of fastchess's output shown when it fails


class TuneError(Exception):
    """A problem the user must fix: printed as one message, the state left as it was."""


class Interrupted(Exception):
    """SIGINT or SIGTERM arrived: the tune stops, the iteration under play is dropped."""

    def __init__(self, signum):
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


@dataclasses.dataclass(frozen=True)
class Parameter:
    name: str
    default: int
    min: int
    max: int
    c_end: float
    r_end: float


def parse_parameter_line(text):
    """The Parameter of one OpenBench line; raises ValueError saying what is wrong with it."""
    fields = [field.strip() for field in text.split(",")]
    if len(fields) != 7:
        raise ValueError(f"expected 7 fields NAME, int, DEFAULT, MIN, MAX, C_END, R_END, "
                         f"found {len(fields)}")
    name, kind = fields[0], fields[1]
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise ValueError(f"'{name}' is no option name")
    if kind != "int":
        raise ValueError(f"the type is '{kind}', not int: Quadrant's parameters are integers")
    try:
        default, low, high = (int(field) for field in fields[2:5])
    except ValueError:
        raise ValueError("DEFAULT, MIN and MAX must be integers") from None
    try:
        c_end, r_end = float(fields[5]), float(fields[6])
    except ValueError:
        raise ValueError("C_END and R_END must be numbers") from None
    if not low <= default <= high:
        raise ValueError(f"the default {default} is outside [{low}, {high}]")
    # OpenBench's own checks: an integer needs perturbations of at least half a step to move.
    if not (math.isfinite(c_end) and c_end >= 0.5):
        raise ValueError(f"C_END must be at least 0.5, not {fields[5]}")
    if not (math.isfinite(r_end) and r_end > 0):
        raise ValueError(f"R_END must be above 0, not {fields[6]}")
    return Parameter(name, default, low, high, c_end, r_end)


def read_parameters(path):
    """The parameters of an OpenBench list file; TuneError naming the line of a malformed one."""
    try:
        with open(path) as lines:
            text = lines.read()
    except OSError as error:
        raise TuneError(f"cannot read {path}: {error.strerror}") from None
    parameters, names = [], set()
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            parameter = parse_parameter_line(line)
        except ValueError as error:
            raise TuneError(f"{path}:{number}: {error}") from None
        if parameter.name in names:
            raise TuneError(f"{path}:{number}: {parameter.name} is listed twice")
        names.add(parameter.name)
        parameters.append(parameter)
    if not parameters:
        raise TuneError(f"{path} lists no parameter")
    return parameters


def schedule(parameter, k, iterations):
    """c_k and r_k of a parameter at iteration k: c_k = C_END and r_k = R_END at k = N."""
    stability = iterations / 10  # Spall's A: damps the first, noisiest steps
    c = parameter.c_end * iterations ** GAMMA
    a = parameter.r_end * parameter.c_end ** 2 * (stability + iterations) ** ALPHA
    c_k = c / k ** GAMMA
    r_k = a / (stability + k) ** ALPHA / c_k ** 2
    return c_k, r_k


def iteration_draws(seed, k, count):
    """The signs of iteration k's perturbations and the seed of its openings: a function of the
    tune's seed and k alone, so that a resumed tune plays what a tune run through would."""
    draws = random.Random(f"spsa {seed} {k}")  # a string seeds through SHA-512: stable
    signs = [1 if draws.getrandbits(1) else -1 for _ in range(count)]
    return signs, draws.getrandbits(32)


def clamped(value, parameter):
    return min(parameter.max, max(parameter.min, value))


def played_value(parameter, value):
    """The integer an engine is set to for a real value: the nearest (halves up), in range."""
    return clamped(math.floor(value + 0.5), parameter)


def read_games(path):
    """The tag pairs of every game of a PGN file, one dict per game."""
    games, tags, in_tags = [], {}, False
    with open(path, errors="replace") as lines:
        for line in lines:
            tag = re.match(r'\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$', line)
            if tag:
                if not in_tags and tags:  # a tag after movetext begins the next game
                    games.append(tags)
                    tags = {}
                tags[tag.group(1)] = tag.group(2)
                in_tags = True
            elif line.strip():
                in_tags = False
    if tags:
        games.append(tags)
    return games


def plus_score(games):
    """Wins minus losses of the engine named plus against the one named minus."""
    score = 0
    for number, tags in enumerate(games, 1):
        players = (tags.get("White"), tags.get("Black"))
        if players not in (("plus", "minus"), ("minus", "plus")):
            raise TuneError(f"game {number} of fastchess's PGN is not plus against minus: "
                            f"{players[0]} - {players[1]}")
        white_points = {"1-0": 1, "0-1": -1, "1/2-1/2": 0}.get(tags.get("Result"))
        if white_points is None:
            raise TuneError(f"game {number} of fastchess's PGN has no result "
                            f"('{tags.get('Result')}'): it was not played out")
        score += white_points if players[0] == "plus" else -white_points
    return score


def fastchess_command(run, plus, minus, opening_seed, pgn):
    """The fastchess command line of one iteration's match, plus against minus."""
    limit = [f"tc={run.tc}"] if run.tc else ["tc=inf", f"nodes={run.nodes}"]
    return ([run.fastchess,
             "-engine", f"cmd={run.engine}", "name=plus"]
            + [f"option.{name}={value}" for name, value in plus.items()]
            + ["-engine", f"cmd={run.engine}", "name=minus"]
            + [f"option.{name}={value}" for name, value in minus.items()]
            + ["-each"] + limit
            + [f"option.Hash={run.hash}", "option.Threads=1", "option.OwnBook=false",
               "-openings", f"file={run.openings}", "format=epd", "order=random",
               "-srand", str(opening_seed),
               "-rounds", str(run.pairs), "-games", "2",
               "-concurrency", str(run.concurrency),
               "-pgnout", f"file={pgn}"])


def stop_fastchess(process):
    """Stops fastchess and the engines it started. SIGINT is fastchess's own way to stop (it
    ends its engines); what is left after the grace period is killed with its process group,
    which holds fastchess and its engines alone (it was started in a session of its own)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not cut this short
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=STOP_GRACE_SECONDS)
    except subprocess.TimeoutExpired:
        pass
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


def last_lines(path, count):
    with open(path, errors="replace") as lines:
        return "".join(lines.readlines()[-count:])


def match_failure(status, pgn, expected):
    """Why fastchess's match cannot be scored, or None when it can: a partial match would
    score the iteration on other games than the ones the tune asked for."""
    if status != 0:
        return f"fastchess failed (exit status {status})"
    if not os.path.exists(pgn):
        return "fastchess wrote no PGN"
    played = len(read_games(pgn))
    if played != expected:
        return f"fastchess played {played} games of the {expected} asked"
    return None


def play_match(run, plus, minus, opening_seed):
    """Plays one iteration's games and returns wins minus losses of plus, read from the PGN."""
    with tempfile.TemporaryDirectory(prefix="spsa-") as scratch:
        pgn, log = os.path.join(scratch, "games.pgn"), os.path.join(scratch, "fastchess.log")
        command = fastchess_command(run, plus, minus, opening_seed, pgn)
        with open(log, "w") as output:
            # The scratch folder is fastchess's working folder: it writes its config.json there.
            # Its own session keeps a terminal's Ctrl-C away from it: this script stops it.
            process = subprocess.Popen(command, cwd=scratch, stdin=subprocess.DEVNULL,
                                       stdout=output, stderr=subprocess.STDOUT,
                                       start_new_session=True)
            try:
                status = process.wait()
            except Interrupted:
                stop_fastchess(process)
                raise
        failure = match_failure(status, pgn, 2 * run.pairs)
        if failure:
            raise TuneError(f"{failure}; its last lines:\n{last_lines(log, LOG_LINES_SHOWN)}")
        return plus_score(read_games(pgn))


def new_state(parameters, settings):
    return {"format": STATE_FORMAT, "settings": settings,
            "parameters": [dataclasses.asdict(parameter) for parameter in parameters],
            "k": 0, "theta": {parameter.name: float(parameter.default) for parameter in parameters},
            "history": []}


def load_state(path):
    """The state saved at path, or None when there is none yet."""
    try:
        with open(path) as saved:
            state = json.load(saved)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise TuneError(f"cannot read the state {path}: {error}") from None
    if not isinstance(state, dict) or state.get("format") != STATE_FORMAT:
        raise TuneError(f"{path} is not a state file of this script")
    return state


def save_state(path, state):
    """Writes the state whole or not at all: a temporary file renamed over the old state, so
    that an interruption or a crash leaves the previous iteration's state readable."""
    folder = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(prefix=".spsa-state-", dir=folder)
    try:
        with os.fdopen(handle, "w") as out:
            json.dump(state, out, indent=1)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise


def parameters_of(state):
    return [Parameter(**fields) for fields in state["parameters"]]


def new_tune_settings(arguments):
    """The settings of a new tune: those given, with the defaults of the others."""
    settings = {name: getattr(arguments, name) for name in TUNE_SETTINGS}
    for name, default in NEW_TUNE_DEFAULTS.items():
        if settings[name] is None:
            settings[name] = default
    if settings["iterations"] is None or (settings["tc"] is None and settings["nodes"] is None):
        raise TuneError("a new tune needs --iterations and --tc or --nodes")
    return settings


def as_options(settings):
    """Settings as the options that give them: "--seed 1 --nodes 5000"."""
    return " ".join(f"--{name} {value}" for name, value in settings.items() if value is not None)


def check_resume(arguments, state, path):
    """Refuses settings or a parameter list other than those the saved tune was started with:
    the tune would go on along another trajectory than the one it began."""
    settings = state["settings"]
    given = {name: getattr(arguments, name) for name in TUNE_SETTINGS
             if getattr(arguments, name) is not None}
    if any(settings[name] != value for name, value in given.items()):
        raise TuneError(f"{path} holds a tune started with {as_options(settings)}, not "
                        f"{as_options(given)}: resume it with its own settings (or none: it "
                        f"keeps them), or give another --state for a new tune")
    if arguments.params and read_parameters(arguments.params) != parameters_of(state):
        raise TuneError(f"the parameters of {arguments.params} are not those {path} was started "
                        f"with; resume without --params, or give another --state for a new tune")


def check_engine(engine, parameters):
    """Checks that the engine offers every parameter as a spin with at least the list's range:
    fastchess only warns of an unknown option, and the tune would move a value nothing reads."""
    try:
        answer = subprocess.run([engine], input="uci\nquit\n", capture_output=True, text=True,
                                timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired) as error:
        raise TuneError(f"cannot run the engine {engine}: {error}") from None
    offered = {}
    for line in answer.splitlines():
        spin = re.match(r"option name (\S+) type spin default -?\d+ min (-?\d+) max (-?\d+)$",
                        line.strip())
        if spin:
            offered[spin.group(1)] = (int(spin.group(2)), int(spin.group(3)))
    missing = [parameter.name for parameter in parameters if parameter.name not in offered]
    if missing:
        more = f" and {len(missing) - NAMES_SHOWN} more" if len(missing) > NAMES_SHOWN else ""
        raise TuneError(f"{engine} offers no option {', '.join(missing[:NAMES_SHOWN])}{more}: "
                        f"the tune needs the tuning build (make tunables), and the names it lists")
    for parameter in parameters:
        low, high = offered[parameter.name]
        if parameter.min < low or parameter.max > high:
            raise TuneError(f"{parameter.name}'s range [{parameter.min}, {parameter.max}] goes "
                            f"beyond the engine's [{low}, {high}], outside which it refuses "
                            f"values")


def moved_most(parameters, before, after):
    """Text naming the parameters that moved most this iteration, as shares of their ranges."""
    def share(parameter):
        return abs(after[parameter.name] - before[parameter.name]) / max(
            1, parameter.max - parameter.min)
    moved = sorted((parameter for parameter in parameters if share(parameter) > 0),
                   key=share, reverse=True)[:MOVED_SHOWN]
    return "".join(f"  {parameter.name} {after[parameter.name]:.2f} "
                   f"({after[parameter.name] - before[parameter.name]:+.2f})"
                   for parameter in moved)


def play_iteration(run, parameters, state):
    """Plays iteration k = state's k + 1 and returns the state after it."""
    settings, theta = state["settings"], state["theta"]
    k, iterations = state["k"] + 1, settings["iterations"]
    signs, opening_seed = iteration_draws(settings["seed"], k, len(parameters))
    steps = [schedule(parameter, k, iterations) for parameter in parameters]
    plus, minus = {}, {}
    for parameter, sign, (c_k, _) in zip(parameters, signs, steps):
        plus[parameter.name] = played_value(parameter, theta[parameter.name] + c_k * sign)
        minus[parameter.name] = played_value(parameter, theta[parameter.name] - c_k * sign)
    score = play_match(run, plus, minus, opening_seed)
    # theta stays real-valued, so that steps smaller than one add up; only the played
    # settings are rounded. Kept in range, it cannot drift where no setting can follow.
    moved = {parameter.name: clamped(theta[parameter.name] + r_k * c_k * score * sign, parameter)
             for parameter, sign, (c_k, r_k) in zip(parameters, signs, steps)}
    print(f"{k}/{iterations} score {score:+d}{moved_most(parameters, theta, moved)}", flush=True)
    return dict(state, k=k, theta=moved, history=state["history"] + [{"k": k, "score": score}])


def show(state):
    for parameter in parameters_of(state):
        print(f"{parameter.name}, {played_value(parameter, state['theta'][parameter.name])}")


def executable(path, what, hint):
    """The absolute path of a program given as a path or found on PATH; TuneError if none."""
    found = shutil.which(path)
    if not found:
        raise TuneError(f"no {what} at {path}: {hint}")
    return os.path.abspath(found)


def resolve_paths(arguments):
    """Makes the programs and the openings absolute: fastchess runs in a scratch folder."""
    arguments.engine = executable(arguments.engine, "engine", "build it with make tunables")
    arguments.fastchess = executable(
        arguments.fastchess, "fastchess",
        "build it (https://github.com/Disservin/fastchess) and put it on PATH, or give --fastchess")
    if not os.path.isfile(arguments.openings):
        raise TuneError(f"no openings at {arguments.openings}")
    arguments.openings = os.path.abspath(arguments.openings)


def tune(arguments):
    state = load_state(arguments.state)
    if arguments.show:
        if state is None:
            raise TuneError(f"no tune saved at {arguments.state}")
        show(state)
        return
    if state is None:
        if not arguments.params:
            raise TuneError(f"no tune saved at {arguments.state}: a new tune needs --params")
        state = new_state(read_parameters(arguments.params), new_tune_settings(arguments))
    else:
        check_resume(arguments, state, arguments.state)
    parameters, settings = parameters_of(state), state["settings"]
    iterations = settings["iterations"]
    if state["k"] >= iterations:
        print(f"spsa: the tune of {arguments.state} has played its {iterations} iterations; "
              f"--show prints its values")
        return
    last = iterations if arguments.stop_after is None else min(
        iterations, state["k"] + arguments.stop_after)
    resolve_paths(arguments)
    check_engine(arguments.engine, parameters)
    run = argparse.Namespace(**dict(vars(arguments), **settings))  # the saved settings win
    print(f"spsa: {len(parameters)} parameters, iterations {state['k'] + 1} to {last} of "
          f"{iterations}, {settings['pairs']} game pairs each", flush=True)
    while state["k"] < last:
        state = play_iteration(run, parameters, state)
        save_state(arguments.state, state)
    if state["k"] == iterations:
        print(f"spsa: the tune is complete; {sys.argv[0]} --state {arguments.state} --show "
              f"prints its values")


def raise_interrupted(signum, _frame):
    """The signal handler: the exception unwinds to main, stopping fastchess on its way."""
    raise Interrupted(signum)


def positive(text):
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive integer")
    return value


def parse_arguments():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="The tune's own settings (--seed, --iterations, --pairs, --tc, --nodes) and its\n"
               "parameter list are saved in the state: a resumed tune keeps them, and giving\n"
               "others is refused. The other options may change from run to run.")
    parser.add_argument("--params", metavar="FILE",
                        help="the parameters to tune, in OpenBench's format (lines NAME, int, "
                             "DEFAULT, MIN, MAX, C_END, R_END, as `quadrant tunables "
                             "--openbench` prints them); needed to start a tune")
    parser.add_argument("--state", metavar="FILE", required=True,
                        help="the tune's state (JSON): made by a new tune, rewritten after every "
                             "iteration, read to resume")
    parser.add_argument("--show", action="store_true",
                        help="print the state's values as NAME, VALUE lines (rounded), the form "
                             "to copy into parameters.h, and exit")
    parser.add_argument("--iterations", type=positive, metavar="N",
                        help="the iterations of the whole tune, which fix A = N/10 and the "
                             "schedules of c_k and r_k; needed to start a tune")
    parser.add_argument("--pairs", type=positive, metavar="P",
                        help="game pairs (same opening, colours reversed) per iteration "
                             "(default 4)")
    limit = parser.add_mutually_exclusive_group()
    limit.add_argument("--tc", metavar="TC",
                       help="the time control of every game, in fastchess's form (8+0.08: 8 s "
                            "plus 0.08 s a move)")
    limit.add_argument("--nodes", type=positive, metavar="N",
                       help="fixed-node games instead: N nodes a move, no clock")
    parser.add_argument("--seed", type=int, metavar="S",
                        help="the seed of the signs and of the openings' order (default 1)")
    parser.add_argument("--stop-after", type=positive, metavar="K",
                        help="play at most K more iterations, save and exit (the tune goes on "
                             "at the next run)")
    parser.add_argument("--engine", metavar="PATH",
                        default=os.path.join(ROOT, "build-tunables", "quadrant"),
                        help="the tuning build, which offers the parameters as UCI options "
                             "(default: build-tunables/quadrant of this repository)")
    parser.add_argument("--fastchess", metavar="PATH", default="fastchess",
                        help="the fastchess binary (default: fastchess on PATH)")
    parser.add_argument("--openings", metavar="EPD",
                        default=os.path.join(ROOT, "data", "uho-500.epd"),
                        help="the openings, taken in random order (default: data/uho-500.epd of "
                             "this repository)")
    parser.add_argument("--concurrency", type=positive, default=2, metavar="C",
                        help="games played at once (default 2)")
    parser.add_argument("--hash", type=positive, default=16, metavar="MB",
                        help="MB of hash per engine (default 16)")
    return parser.parse_args()


def main():
    arguments = parse_arguments()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, raise_interrupted)
    try:
        tune(arguments)
    except TuneError as error:
        print(f"spsa: {error}", file=sys.stderr)
        sys.exit(1)
    except Interrupted as interruption:
        print(f"spsa: stopped by {interruption}; {arguments.state} holds the iterations played, "
              f"and the next run plays the interrupted one again", file=sys.stderr)
        sys.exit(128 + interruption.signum)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compares the search speed (nodes per second) of Quadrant and another UCI engine.

    scripts/nps-compare.py [--engine PATH] [--other PATH] [--other-option NAME=VALUE ...]
                           [--positions EPD] [--count N] [--movetime MS] [--hash MB] [--threads N]

Searches COUNT positions spread evenly through the EPD file (default: 12 of data/uho-500.epd)
for MOVETIME milliseconds each (default 1500) with both engines, one thread, 64 MB of hash and
no book each, alternating which engine goes first so that neither always meets a warmer or
cooler machine, and prints each engine's nodes per second on every position, then both rates over all
positions (total nodes / total time, as each engine reports them) and their ratio. The other
engine defaults to Debian's Ethereal 12 (/usr/games/ethereal-chess); --other-option sets one of
its UCI options (repeatable), named in its column's heading: `--other /usr/games/stockfish
--other-option "Use NNUE=false"` measures Stockfish's classical evaluation. Run it with nothing
else heavy on the machine: the rates are timings.
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class UciEngine:
    """One engine process spoken to in UCI."""

    def __init__(self, command, options):
        self.name = os.path.basename(command)
        self.process = subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        offered = self.wait_for("uciok")
        # A book move is played without a search, so an engine's own book is turned off.
        if any(line.split()[:3] == ["option", "name", "OwnBook"] for line in offered):
            options = dict(options, OwnBook="false")
        for name, value in options.items():
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait_for(self, first_word):
        """Reads lines up to the one starting with first_word and returns the ones before it."""
        lines = []
        for line in self.process.stdout:
            if line.split()[:1] == [first_word]:
                return lines
            lines.append(line)
        raise RuntimeError(f"{self.name} exited before answering {first_word}")

    def search(self, fen, movetime):
        """Searches fen for movetime ms; returns the (nodes, milliseconds) of its last report."""
        self.send("ucinewgame")
        self.send(f"position fen {fen}")
        self.send("isready")
        self.wait_for("readyok")
        self.send(f"go movetime {movetime}")
        nodes = milliseconds = None
        for line in self.wait_for("bestmove"):
            words = line.split()
            if words[:1] == ["info"] and "nodes" in words and "time" in words:
                nodes = int(words[words.index("nodes") + 1])
                milliseconds = int(words[words.index("time") + 1])
        if not nodes or not milliseconds:
            raise RuntimeError(f"{self.name} reported no nodes and time for {fen}")
        return nodes, milliseconds

    def quit(self):
        self.send("quit")
        self.process.wait(timeout=10)


def spread_positions(path, count):
    """count positions (the first four fields of each EPD line) spread evenly through path."""
    with open(path) as lines:
        fens = [" ".join(line.split()[:4]) + " 0 1" for line in lines if line.strip()]
    if not fens:
        raise ValueError(f"{path} holds no positions")
    count = min(count, len(fens))
    return [fens[i * len(fens) // count] for i in range(count)]


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engine", default=os.path.join(ROOT, "build", "quadrant"),
                        help="the Quadrant binary (default: build/quadrant)")
    parser.add_argument("--other", default="/usr/games/ethereal-chess",
                        help="the UCI engine compared with (default: Debian's Ethereal)")
    parser.add_argument("--other-option", action="append", default=[], metavar="NAME=VALUE",
                        help="a UCI option of the other engine (repeatable)")
    parser.add_argument("--positions", default=os.path.join(ROOT, "data", "uho-500.epd"),
                        help="an EPD file of openings (default: data/uho-500.epd)")
    parser.add_argument("--count", type=int, default=12,
                        help="positions searched, spread through the file (default 12)")
    parser.add_argument("--movetime", type=int, default=1500,
                        help="milliseconds a search (default 1500)")
    parser.add_argument("--hash", type=int, default=64, help="MB of hash each (default 64)")
    parser.add_argument("--threads", type=int, default=1, help="threads each (default 1)")
    arguments = parser.parse_args()
    if arguments.count < 1 or arguments.movetime < 1:
        parser.error("--count and --movetime must be positive")
    for path in (arguments.engine, arguments.other):
        if not os.access(path, os.X_OK):
            parser.error(f"no engine at {path}")
    for option in arguments.other_option:
        if "=" not in option or not option.split("=", 1)[0].strip():
            parser.error(f"--other-option {option!r} is not NAME=VALUE")
    return arguments


def main():
    arguments = parse_arguments()
    positions = spread_positions(arguments.positions, arguments.count)
    options = {"Hash": arguments.hash, "Threads": arguments.threads}
    other_options = dict(option.split("=", 1) for option in arguments.other_option)
    engines = [UciEngine(arguments.engine, options),
               UciEngine(arguments.other, dict(options, **other_options))]
    if other_options:
        engines[1].name += "".join(f" ({name}={value})" for name, value in other_options.items())
    totals = [[0, 0], [0, 0]]  # per engine: nodes, milliseconds
    print(f"{'position':<60} {engines[0].name:>14} {engines[1].name:>14}")
    for index, fen in enumerate(positions):
        rates = [0, 0]
        order = (0, 1) if index % 2 == 0 else (1, 0)
        for which in order:
            nodes, milliseconds = engines[which].search(fen, arguments.movetime)
            totals[which][0] += nodes
            totals[which][1] += milliseconds
            rates[which] = nodes * 1000 // milliseconds
        print(f"{fen:<60} {rates[0]:>14} {rates[1]:>14}")
    for engine in engines:
        engine.quit()
    overall = [nodes * 1000 // milliseconds for nodes, milliseconds in totals]
    print(f"{'nodes per second':<60} {overall[0]:>14} {overall[1]:>14}")
    print(f"ratio {engines[0].name} / {engines[1].name}: {overall[0] / overall[1]:.3f}")


if __name__ == "__main__":
    try:
        main()
    except (OSError, RuntimeError, ValueError) as error:
        print(f"nps-compare: {error}", file=sys.stderr)
        sys.exit(2)

#!/usr/bin/env python3
"""How well static evaluations predict game results: the same positions, each engine's own scale.

    scripts/eval-error.py DATA [--limit N] ENGINE ...

DATA holds lines "FEN [result]" (White's result 1.0, 0.5 or 0.0: what `quadrant selfplay` and
scripts/pgn-positions.py write). ENGINE is "NAME=COMMAND", a UCI engine whose `eval` command
prints its static evaluation from White's side:

    quadrant=build/quadrant                       "Evaluation: +67 cp for White"
    sf-classical=/usr/games/stockfish             "Final evaluation  +0.25 (white side)"

(a Stockfish is asked with `Use NNUE` off, so that it shows its classical evaluation). Each
engine's scores s are turned into expected results 1 / (1 + 10^(-s / K)) with the K that fits
its own scores best (least squares), since engines count in different units; the report gives
each engine's K and mean squared error, beside the error of always predicting the mean result.
Positions an engine gives no number for (in check, say) are left out for every engine.
"""
import argparse
import math
import re
import subprocess
import sys

PATTERNS = [
    (re.compile(r"^Evaluation: ([+-]?\d+) cp for White"), 1.0),
    (re.compile(r"^Final evaluation\s+([+-]?\d+(?:\.\d+)?) \(white side\)"), 100.0),
]
NO_SCORE = re.compile(r"^Final evaluation:? +none")


def read_data(path, limit):
    positions = []
    with open(path) as data:
        for line in data:
            fen, _, rest = line.strip().partition(" [")
            if rest:
                positions.append((fen, float(rest.rstrip("]"))))
            if limit and len(positions) >= limit:
                break
    return positions


def static_scores(command, fens):
    """Each FEN's static evaluation by the engine (None where it printed none), White's view."""
    engine = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    commands = ["uci", "setoption name Use NNUE value false"]
    for fen in fens:
        commands += [f"position fen {fen}", "eval", "isready"]
    commands.append("quit")
    out, _ = engine.communicate("\n".join(commands) + "\n")
    scores, current = [], None
    for line in out.splitlines():
        line = line.strip()
        if line == "readyok":
            scores.append(current)
            current = None
            continue
        for pattern, per_pawn in PATTERNS:
            match = pattern.match(line)
            if match:
                current = float(match.group(1)) * per_pawn
    if len(scores) != len(fens):
        sys.exit(f"eval-error: {command} answered {len(scores)} of {len(fens)} positions")
    return scores


def squared_error(scores, results, k):
    total = 0.0
    for score, result in zip(scores, results):
        expected = 1.0 / (1.0 + 10.0 ** (-max(-4000.0, min(4000.0, score)) / k))
        total += (result - expected) ** 2
    return total / len(results)


def best_scale(scores, results):
    """The K of least squared error: golden-section search over log K in [10, 10000]."""
    low, high = math.log(10.0), math.log(10000.0)
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(60):
        a = high - ratio * (high - low)
        b = low + ratio * (high - low)
        error_a = squared_error(scores, results, math.exp(a))
        if error_a < squared_error(scores, results, math.exp(b)):
            high = b
        else:
            low = a
    return math.exp((low + high) / 2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data")
    parser.add_argument("engines", nargs="+", metavar="NAME=COMMAND")
    parser.add_argument("--limit", type=int, default=0, help="the first N positions only")
    args = parser.parse_args()
    positions = read_data(args.data, args.limit)
    if not positions:
        sys.exit(f"eval-error: no 'FEN [result]' line in {args.data}")
    fens = [fen for fen, _ in positions]
    engines = []
    for spec in args.engines:
        name, _, command = spec.partition("=")
        if not command:
            sys.exit(f"eval-error: '{spec}' is not NAME=COMMAND")
        engines.append((name, static_scores(command, fens)))
    kept = [i for i in range(len(fens)) if all(scores[i] is not None for _, scores in engines)]
    if not kept:
        sys.exit("eval-error: no position has a score from every engine")
    results = [positions[i][1] for i in kept]
    mean = sum(results) / len(results)
    print(f"positions: {len(kept)} of {len(fens)} (mean result {mean:.4f})")
    constant = squared_error([0.0] * len(results), results, 1.0)
    print(f"{'constant':16} K {'-':>7}  error {constant:.6f} (every position predicted 0.5)")
    for name, scores in engines:
        scores = [scores[i] for i in kept]
        k = best_scale(scores, results)
        print(f"{name:16} K {k:7.1f}  error {squared_error(scores, results, k):.6f}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Labels tuning positions with a stronger engine's opinion, for `quadrant tune`.

    scripts/label-positions.py IN OUT [--engine PATH] [--depth D] [--jobs N] [--blend B]
                               [--scores FILE]

IN holds lines "FEN [result]" (what `quadrant selfplay` writes). Each position is searched by a
UCI engine (default Debian's /usr/games/stockfish) to depth D; its score, from White's side, is
turned into an expected score by the logistic curve 1 / (1 + 10^(-cp / K)), K being fitted to the
game results of the data (least squares). OUT gets lines "FEN [label]" with

    label = B * result + (1 - B) * expected score from the search

(B = 1 is the game results alone, B = 0 the engine alone). A game result says who won in the
end, perhaps after mistakes many moves later; a search score says what the position is worth
now. The blend gives the tuner a less noisy target than results alone.

Scores are kept in a cache (default OUT.scores, lines "FEN<TAB>cp", White's centipawns), so that a second
run with another blend, or after an interruption, searches only the positions not yet scored.
Duplicate positions are scored and written once, with the mean of their results.
"""
import argparse
import math
import os
import subprocess
import sys
import threading

MATE_CP = 2000  # a mate score counts as this many centipawns: a certain result


class UciEngine:
    def __init__(self, path):
        self.process = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait_for(self, word):
        for line in self.process.stdout:
            if line.split()[:1] == [word]:
                return
        raise RuntimeError("the engine stopped before '%s'" % word)

    def score(self, fen, depth):
        """The score of the last complete iteration, in centipawns for the side to move."""
        self.send("position fen " + fen)
        self.send("go depth %d" % depth)
        cp = None
        for line in self.process.stdout:
            words = line.split()
            if words[:1] == ["bestmove"]:
                break
            if words[:1] != ["info"] or "score" not in words or "lowerbound" in words \
                    or "upperbound" in words:
                continue
            kind, value = words[words.index("score") + 1:words.index("score") + 3]
            cp = int(value) if kind == "cp" else (MATE_CP if int(value) > 0 else -MATE_CP)
        if cp is None:
            raise RuntimeError("no score for " + fen)
        return cp

    def quit(self):
        self.send("quit")
        self.process.wait()


def read_positions(path):
    """{fen: [sum of results, count]} in the order first seen."""
    positions = {}
    with open(path) as lines:
        for line in lines:
            fen, _, result = line.strip().rpartition(" ")
            if not fen or not (result.startswith("[") and result.endswith("]")):
                continue
            entry = positions.setdefault(fen, [0.0, 0])
            entry[0] += float(result[1:-1])
            entry[1] += 1
    return positions


def read_cache(path):
    scores = {}
    if os.path.exists(path):
        with open(path) as lines:
            for line in lines:
                fields = line.rstrip("\n").split("\t")
                if len(fields) == 2:
                    scores[fields[0]] = int(fields[1])
    return scores


def score_missing(fens, scores, cache_path, engine_path, depth, jobs):
    """Scores every fen not in scores with `jobs` engines, appending each to the cache."""
    missing = [fen for fen in fens if fen not in scores]
    lock = threading.Lock()
    done = [0]
    failures = []
    with open(cache_path, "a") as cache:
        def work(share):
            try:
                score_share(share)
            except (OSError, RuntimeError, ValueError) as error:
                failures.append(error)

        def score_share(share):
            engine = UciEngine(engine_path)
            for fen in share:
                cp = engine.score(fen, depth)
                white_cp = cp if fen.split()[1] == "w" else -cp
                with lock:
                    scores[fen] = white_cp
                    cache.write("%s\t%d\n" % (fen, white_cp))
                    done[0] += 1
                    if done[0] % 10000 == 0:
                        print("scored %d / %d" % (done[0], len(missing)), file=sys.stderr,
                              flush=True)
            engine.quit()

        # An engine starts only for a share with work: with every position in the cache, none.
        shares = [missing[i::jobs] for i in range(jobs)]
        threads = [threading.Thread(target=work, args=(share,)) for share in shares if share]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    if failures:
        # What was scored is in the cache: a second run goes on from there.
        sys.exit("label-positions: %s (scores so far kept in %s)" % (failures[0], cache_path))


def clamped(cp):
    """Scores past a mate's worth say no more than a mate."""
    return max(-MATE_CP, min(MATE_CP, cp))


def expected_score(cp, k):
    return 1.0 / (1.0 + 10.0 ** (-cp / k))


def fit_scale(pairs):
    """The K of the logistic curve that best predicts the results from the scores."""
    def error(k):
        return sum((result - expected_score(cp, k)) ** 2 for result, cp in pairs)

    low, high = 50.0, 2000.0
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(40):
        a, b = high - ratio * (high - low), low + ratio * (high - low)
        if error(a) < error(b):
            high = b
        else:
            low = a
    return (low + high) / 2


def write_labels(path, results, scores, k, blend):
    with open(path, "w") as out:
        for fen, result in results.items():
            label = blend * result + (1 - blend) * expected_score(clamped(scores[fen]), k)
            out.write("%s [%.4f]\n" % (fen, label))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--engine", default="/usr/games/stockfish")
    parser.add_argument("--depth", type=int, default=8)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--blend", type=float, default=0.5)
    parser.add_argument("--scores")
    args = parser.parse_args()
    if not 0 <= args.blend <= 1:
        parser.error("--blend must lie from 0 to 1")
    cache_path = args.scores or args.output + ".scores"

    try:
        positions = read_positions(args.input)
        scores = read_cache(cache_path)
    except OSError as error:
        sys.exit("label-positions: cannot read %s: %s" % (error.filename, error.strerror))
    score_missing(list(positions), scores, cache_path, args.engine, args.depth, args.jobs)

    results = {fen: total / count for fen, (total, count) in positions.items()}
    sample = list(results.items())[::max(1, len(results) // 200000)]
    k = fit_scale([(result, clamped(scores[fen])) for fen, result in sample])
    print("%d positions, K %.1f" % (len(results), k), file=sys.stderr)
    try:
        write_labels(args.output, results, scores, k, args.blend)
    except OSError as error:
        sys.exit("label-positions: cannot write %s: %s" % (error.filename, error.strerror))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""How much of its clock each engine had left when its games ended, from a fastchess PGN.

    scripts/clock-left.py GAMES.pgn [--min-moves 30] [--by-move N]

fastchess writes each move's thinking time in its comment ({+0.35/12 0.512s}) and the control in
the TimeControl tag (10+0.1, or 40/60+0.5 with moves per period). The clock is replayed as a
server keeps it: the base time at the start, less each move's time, plus the increment after
the move, plus the base again after every period's moves. For each engine the script prints the
median and the least clock left after its last move, over the games of at least --min-moves
full moves (shorter games end before the clock matters), and how many games ran out of time.
With --by-move N it also prints, for each engine, the median clock left after its Nth, 2Nth, ...
move over the games that lasted that long: where in a game the clock is spent.
"""

import argparse
import re
import statistics
import sys

TAG = re.compile(r'^\[(\w+) "(.*)"\]\s*$')
# A move's time ends its comment, or comes before the game's end in the last move's comment
# ({0.00/245 0.001s, Draw by fifty moves rule}).
MOVE_TIME = re.compile(r"\{[^}]*?(\d+(?:\.\d+)?)s(?:,[^}]*)?\}")


def time_control(text):
    """(moves per period or 0, base seconds, increment seconds); None for an unclocked game."""
    match = re.fullmatch(r"(?:(\d+)/)?(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?", text.strip())
    if not match:
        return None
    moves, base, inc = match.groups()
    return int(moves or 0), float(base), float(inc or 0)


def games(lines):
    """Each game as (tags, the text of its moves)."""
    tags, moves = {}, []
    for line in lines:
        tag = TAG.match(line)
        if tag:
            if moves:
                yield tags, " ".join(moves)
                tags, moves = {}, []
            tags[tag.group(1)] = tag.group(2)
        elif line.strip():
            moves.append(line.strip())
    if tags:
        yield tags, " ".join(moves)


def clock_trails(tags, movetext):
    """{engine: [its clock in seconds at the start, then after each of its moves]} for one game,
    or None if unclocked."""
    control = time_control(tags.get("TimeControl", "-"))
    if control is None:
        return None
    period, base, inc = control
    fen = tags.get("FEN", "")
    black_first = len(fen.split()) > 1 and fen.split()[1] == "b"
    players = [tags["Black"], tags["White"]] if black_first else [tags["White"], tags["Black"]]
    trails = {name: [base] for name in players}
    for index, seconds in enumerate(MOVE_TIME.findall(movetext)):
        trail = trails[players[index % 2]]
        left = trail[-1] + inc - float(seconds)
        if period and len(trail) % period == 0:
            left += base
        trail.append(left)
    return trails


def print_by_move(trails_of_games, step):
    """For each engine, the median clock after every `step`th move of the games that lasted it."""
    engines = sorted({name for game in trails_of_games for name in game})
    for name in engines:
        trails = [game[name] for game in trails_of_games if name in game]
        points = []
        for move in range(step, max(len(trail) for trail in trails), step):
            left = [trail[move] for trail in trails if len(trail) > move]
            points.append(f"{move}: {statistics.median(left):.2f} s ({len(left)})")
        print(f"{name} by move: " + ", ".join(points))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn")
    parser.add_argument("--min-moves", type=int, default=30)
    parser.add_argument("--by-move", type=int, metavar="N",
                        help="also the median clock after every Nth move")
    args = parser.parse_args()
    if args.by_move is not None and args.by_move < 1:
        parser.error("--by-move takes a number of moves, 1 or more")
    ends, losses, replayed = {}, {}, []
    with open(args.pgn, encoding="utf-8", errors="replace") as pgn:
        for tags, movetext in games(pgn):
            trails = clock_trails(tags, movetext)
            if trails is None:
                continue
            replayed.append(trails)
            moves = max(len(trail) - 1 for trail in trails.values())
            for name, trail in trails.items():
                ends.setdefault(name, [])
                losses.setdefault(name, 0)
                if trail[-1] < 0:
                    losses[name] += 1
                if moves >= args.min_moves:
                    ends[name].append(trail[-1])
    if not ends:
        sys.exit(f"clock-left: no clocked games in {args.pgn}")
    for name in sorted(ends):
        times = ends[name]
        if times:
            print(f"{name}: median {statistics.median(times):.2f} s left, least {min(times):.2f} s,"
                  f" over {len(times)} games of {args.min_moves} moves or more;"
                  f" {losses[name]} below zero")
        else:
            print(f"{name}: no game of {args.min_moves} moves or more; {losses[name]} below zero")
    if args.by_move:
        print_by_move(replayed, args.by_move)


if __name__ == "__main__":
    main()

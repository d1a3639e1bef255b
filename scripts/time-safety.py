#!/usr/bin/env python3
"""Time safety as a bot bridge sees it: Quadrant over UCI against Quadrant over CECP.

    scripts/time-safety.py [--engine build/quadrant] [--games 200] [--tc [MOVES/]1+0] [--ponder]
        [--threads 1] [--hash 16] [--move-overhead 30] [--openings data/uho-500.epd]
        [--pgn games.pgn] [--seed 1]

The script is the bridge: it drives both engines through python-chess (1.11), keeps the clocks
itself, measures each move's wall time around the python-chess call (sending the position and
the clocks, the search, reading the move, and under pondering stopping the previous ponder
search) and charges it, adding the increment after the move, as a server does. Every move is
checked against the rules. A control of MOVES/MINUTES+SECONDS (40/0.33 is 40 moves in 20 s)
gives each side its base time again after every MOVES of its moves and sends the moves left
(UCI movestogo, CECP's level). Per side it reports:

- time losses: the game, the move number and how far below zero the clock went (the game ends
  there, lost);
- illegal moves (or moves python-chess cannot read), which end the game, lost;
- hangs: no move within base + inc + 5 s; the engine is killed and started again, the game lost;
- crashes: the engine process ended, or python-chess found it dead; started again, game lost;
- the spread of per-move overruns (UCI ponder hits left out: the engine's time then holds the
  pondering): wall time charged less the search time the engine itself reported in its last
  line before the move (the bridge's and the pipes' share, which Move
  Overhead must cover, plus any search after that line; CECP reports centiseconds, rounded
  down), and the least clock left after a move.

Each opening (one line of the EPD file, in a random order fixed by --seed) is played twice with
the colours swapped. The book is off (the openings decide), Resign Threshold 0 (games are played
out), draws are claimed by the rules (threefold, fifty moves) or at 600 plies. Exit status 1 when
any time loss, illegal move, hang or crash occurred.
"""

import argparse
import asyncio
import datetime
import os
import random
import statistics
import sys
import time

import chess
import chess.engine
import chess.pgn

HERE = os.path.dirname(os.path.abspath(__file__))
MAX_PLIES = 600
HANG_GRACE = 5.0  # seconds past the clock (at least the base) + inc after which a move counts as a hang


def time_control(text: str) -> tuple[int, float, float]:
    """(moves per control, 0 for sudden death; base seconds; increment seconds)."""
    moves, _, clock = text.rpartition("/")
    base, _, inc = clock.partition("+")
    try:
        return int(moves or 0), float(base) * 60.0, float(inc or 0)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"time control {text!r}: expected [MOVES/]MINUTES+SECONDS, e.g. 1+0, 0.5+0 or 40/0.33")


class SideStats:
    """What happened to one protocol's engine over the whole run."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.points = 0.0
        self.games = 0
        self.moves = 0
        self.time_losses: list[str] = []
        self.illegal: list[str] = []
        self.hangs: list[str] = []
        self.crashes: list[str] = []
        self.overruns_ms: list[float] = []
        self.worst_overrun = ""  # where the largest overrun happened
        self.ponder_hits = 0
        self.least_clock = float("inf")

    def faults(self) -> int:
        return len(self.time_losses) + len(self.illegal) + len(self.hangs) + len(self.crashes)

    def report(self) -> str:
        lines = [f"{self.name}: {self.points:g}/{self.games} points, {self.moves} moves "
                 f"({self.ponder_hits} ponder hits), least clock left after a move {self.least_clock * 1000:.0f} ms"]
        for label, events in (("time losses", self.time_losses), ("illegal moves", self.illegal),
                              ("hangs", self.hangs), ("crashes", self.crashes)):
            lines.append(f"  {label}: {len(events)}" + "".join(f"\n    {event}" for event in events))
        if self.overruns_ms:
            runs = sorted(self.overruns_ms)

            def at(share: float) -> float:
                return runs[min(len(runs) - 1, int(share * len(runs)))]

            lines.append(f"  overrun (wall time beyond the engine's last reported time), ms: median {statistics.median(runs):.1f}"
                         f", p90 {at(0.90):.1f}, p99 {at(0.99):.1f}, max {runs[-1]:.1f} over {len(runs)} moves"
                         f" (largest: {self.worst_overrun})")
        return "\n".join(lines)


class Player:
    """One Quadrant process speaking one protocol, started again after a hang or a crash."""

    def __init__(self, args: argparse.Namespace, protocol: str) -> None:
        self.args = args
        self.protocol = protocol
        self.stats = SideStats(f"Quadrant-{protocol.upper() if protocol == 'uci' else 'CECP'}")
        self.transport: asyncio.SubprocessTransport | None = None
        self.engine: chess.engine.Protocol | None = None
        self.expected_reply: chess.Move | None = None  # the ponder move of its last move

    async def start(self) -> None:
        popen = chess.engine.popen_uci if self.protocol == "uci" else chess.engine.popen_xboard
        self.transport, self.engine = await popen(self.args.engine)
        if self.protocol == "uci":
            options = {"Hash": self.args.hash, "Threads": self.args.threads, "Move Overhead": self.args.move_overhead}
        else:
            options = {"memory": self.args.hash, "cores": self.args.threads, "Move_Overhead": self.args.move_overhead}
        options |= {"OwnBook": False, ("Resign Threshold" if self.protocol == "uci" else "Resign_Threshold"): 0}
        await self.engine.configure({name: value for name, value in options.items() if name in self.engine.options})

    async def kill(self) -> None:
        if self.transport is not None:
            try:
                self.transport.kill()
            except ProcessLookupError:
                pass
            self.transport.close()
        self.transport = self.engine = None

    async def quit(self) -> None:
        try:
            await asyncio.wait_for(self.engine.quit(), 10)
        except (asyncio.TimeoutError, chess.engine.EngineError):
            await self.kill()


class Game:
    def __init__(self, number: int, fen: str, white: Player, black: Player, args: argparse.Namespace) -> None:
        self.number = number
        self.board = chess.Board(fen)
        self.players = {chess.WHITE: white, chess.BLACK: black}
        white.expected_reply = black.expected_reply = None
        self.args = args
        self.clocks = {chess.WHITE: args.base, chess.BLACK: args.base}
        self.moves_made = {chess.WHITE: 0, chess.BLACK: 0}
        self.pgn = chess.pgn.Game()
        self.node: chess.pgn.GameNode = self.pgn
        self.pgn.setup(self.board)
        self.result = "*"
        self.termination = "normal"  # the PGN's Termination tag
        self.reason = ""

    def where(self) -> str:
        return f"game {self.number}, move {self.board.fullmove_number}{'' if self.board.turn else '...'}"

    def lose(self, side: chess.Color, termination: str) -> None:
        self.result = "0-1" if side == chess.WHITE else "1-0"
        self.termination = termination

    async def play(self) -> None:
        while self.result == "*":
            outcome = self.board.outcome(claim_draw=True)
            if outcome is not None:
                self.result, self.reason = outcome.result(), outcome.termination.name.lower()
                break
            if self.board.ply() >= MAX_PLIES:
                self.result, self.termination = "1/2-1/2", "adjudication"
                break
            await self.move()
        for player in self.players.values():
            if player.engine is not None:
                try:
                    await asyncio.wait_for(player.engine.send_game_result(self.board), 10)
                except (asyncio.TimeoutError, chess.engine.EngineError):
                    pass

    async def move(self) -> None:
        side = self.board.turn
        player = self.players[side]
        stats = player.stats
        remaining = self.args.moves - self.moves_made[side] % self.args.moves if self.args.moves else None
        limit = chess.engine.Limit(white_clock=max(self.clocks[chess.WHITE], 0.001),
                                   black_clock=max(self.clocks[chess.BLACK], 0.001),
                                   white_inc=self.args.inc, black_inc=self.args.inc, remaining_moves=remaining)
        # python-chess answers the expected reply with a UCI ponderhit (under CECP it always starts
        # a new search): the engine's reported time then holds the pondering, and is no measure.
        ponder_hit = (self.args.ponder and player.protocol == "uci" and bool(self.board.move_stack)
                      and self.board.peek() == player.expected_reply)
        start = time.monotonic()
        try:
            if player.engine is None:
                raise chess.engine.EngineTerminatedError("not running")
            result = await asyncio.wait_for(
                player.engine.play(self.board, limit, game=self, ponder=self.args.ponder, info=chess.engine.INFO_BASIC),
                max(self.args.base, self.clocks[side]) + self.args.inc + HANG_GRACE)
        except asyncio.TimeoutError:
            stats.hangs.append(f"{self.where()}: no move after {time.monotonic() - start:.1f} s")
            await self.restart(player)
            self.lose(side, "hang")
            return
        except chess.engine.EngineTerminatedError as error:
            stats.crashes.append(f"{self.where()}: {error}")
            await self.restart(player)
            self.lose(side, "crash")
            return
        except chess.engine.EngineError as error:
            stats.illegal.append(f"{self.where()}: {error}")
            self.lose(side, "rules infraction")
            return
        spent = time.monotonic() - start
        if result.move is None or result.move not in self.board.legal_moves:
            stats.illegal.append(f"{self.where()}: {result.move} (resigned: {result.resigned})")
            self.lose(side, "rules infraction")
            return
        stats.moves += 1
        stats.ponder_hits += ponder_hit
        player.expected_reply = result.ponder
        if "time" in result.info and not ponder_hit:
            overrun_ms = (spent - result.info["time"]) * 1000.0
            if not stats.overruns_ms or overrun_ms > max(stats.overruns_ms):
                stats.worst_overrun = f"{self.where()}, {spent * 1000:.0f} ms spent"
            stats.overruns_ms.append(overrun_ms)
        self.clocks[side] -= spent
        if self.clocks[side] < 0:
            stats.time_losses.append(f"{self.where()}: {-self.clocks[side] * 1000:.0f} ms late "
                                     f"({spent * 1000:.0f} ms spent)")
            self.node = self.node.add_variation(result.move)
            self.node.set_clock(0)
            self.board.push(result.move)
            self.lose(side, "time forfeit")
            return
        stats.least_clock = min(stats.least_clock, self.clocks[side])
        self.clocks[side] += self.args.inc
        self.moves_made[side] += 1
        if self.args.moves and self.moves_made[side] % self.args.moves == 0:
            self.clocks[side] += self.args.base
        self.node = self.node.add_variation(result.move)
        self.node.set_clock(self.clocks[side])
        self.board.push(result.move)

    async def restart(self, player: Player) -> None:
        await player.kill()
        try:
            await player.start()
        except Exception as error:  # a start that fails is a crash of its own; the next move reports it
            player.stats.crashes.append(f"{self.where()}: could not start again: {error}")
            await player.kill()

    def headers(self, tc: str) -> None:
        headers = self.pgn.headers
        headers["Event"] = f"Quadrant time safety {tc}{' ponder' if self.args.ponder else ''}"
        headers["Site"] = "local"
        headers["Date"] = datetime.date.today().strftime("%Y.%m.%d")
        headers["Round"] = str(self.number)
        headers["White"] = self.players[chess.WHITE].stats.name
        headers["Black"] = self.players[chess.BLACK].stats.name
        headers["Result"] = self.result
        moves = f"{self.args.moves}/" if self.args.moves else ""
        headers["TimeControl"] = f"{moves}{self.args.base:g}+{self.args.inc:g}"
        headers["Termination"] = self.termination


def openings(path: str, count: int, seed: int) -> list[str]:
    with open(path) as file:
        lines = [" ".join(line.split()[:4]) for line in file if line.strip()]
    random.Random(seed).shuffle(lines)
    return [lines[(number // 2) % len(lines)] for number in range(count)]


async def run(args: argparse.Namespace) -> int:
    uci, cecp = Player(args, "uci"), Player(args, "xboard")
    await uci.start()
    await cecp.start()
    pgn = open(args.pgn, "w") if args.pgn else None
    print(f"{args.games} games at {args.tc}, ponder {'on' if args.ponder else 'off'}, Threads {args.threads}, "
          f"Hash {args.hash}, Move Overhead {args.move_overhead}, openings {args.openings}", flush=True)
    for number, fen in enumerate(openings(args.openings, args.games, args.seed), start=1):
        white, black = (uci, cecp) if number % 2 else (cecp, uci)
        game = Game(number, fen, white, black, args)
        await game.play()
        game.headers(args.tc)
        white.stats.games += 1
        black.stats.games += 1
        white.stats.points += {"1-0": 1.0, "1/2-1/2": 0.5}.get(game.result, 0.0)
        black.stats.points += {"0-1": 1.0, "1/2-1/2": 0.5}.get(game.result, 0.0)
        print(f"game {number}: {white.stats.name} - {black.stats.name} {game.result} ({game.reason or game.termination}, "
              f"{game.board.ply()} plies)", flush=True)
        if pgn:
            print(game.pgn, file=pgn, end="\n\n", flush=True)
    for player in (uci, cecp):
        if player.engine is not None:
            await player.quit()
    if pgn:
        pgn.close()
    print()
    for player in (uci, cecp):
        print(player.stats.report())
    return 1 if uci.stats.faults() or cecp.stats.faults() else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default=os.path.join(HERE, "..", "build", "quadrant"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--tc", default="1+0",
                        help="[MOVES/]MINUTES+SECONDS, e.g. 1+0, 0.5+0, 2+1, 40/0.33 (default 1+0)")
    parser.add_argument("--ponder", action="store_true")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--hash", type=int, default=16)
    parser.add_argument("--move-overhead", type=int, default=30, help="the engines' Move Overhead in ms")
    parser.add_argument("--openings", default=os.path.join(HERE, "..", "data", "uho-500.epd"))
    parser.add_argument("--pgn")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    args.moves, args.base, args.inc = time_control(args.tc)
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())

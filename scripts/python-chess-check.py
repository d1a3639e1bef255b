#!/usr/bin/env python3
"""Drive Quadrant through python-chess's SimpleEngine over UCI and over CECP, as a bridge does.

    scripts/python-chess-check.py [PATH_TO_QUADRANT] [--protocol uci|xboard|both]

Needs python-chess 1.11 (pip install chess==1.11.2, or PYTHONPATH at its source). For each
protocol it checks: a start without warnings; every listed option set by its name; games on
clocks with increments (the script keeps the clocks and charges each move's wall time);
pondering (hits and misses); analysis (MultiPV under UCI, an infinite analysis stopped);
Chess960 (castling sent to the engine, castling found by it); standard castling after Chess960.
Each check prints one line; the exit status is 1 when one failed. Threads 1 and Hash 32 unless
a check says otherwise; about a minute of engine time in all.
"""

import argparse
import logging
import os
import sys
import time

import chess
import chess.engine

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ENGINE = os.path.join(HERE, "..", "build", "quadrant")

# Chess960: White's rooks b1 and f1 around the king c1, Black's likewise (X-FEN castling).
FRC_CASTLING_START = "1rk2r2/pppppppp/8/8/8/8/PPPPPPPP/1RK2R2 w KQkq - 0 1"
# Chess960: Black's only mate is castling A-side (king b8 to c8, rook a8 to d8 with check on
# the open d-file); the White king is boxed in by its own rooks and pawns, d2 is the knight's.
FRC_CASTLING_MATE = "rk6/8/8/8/8/5n2/2P1P3/2RKR3 b q - 0 1"
STANDARD_CASTLING = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
MIDDLEGAME = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"


# Output python-chess 1.11 logs as unexpected although the protocols allow it (docs/bridges.md):
# the UCI "info string" Quadrant sends when SyzygyPath is set (python-chess reads it while it
# waits for the readyok of its next isready), and the CECP "stat01:" answer to the "." that
# python-chess sends when it stops an analysis.
EXPECTED_WARNINGS = ("Unexpected engine output: \"info string Syzygy:", "Unexpected engine output: 'info string Syzygy:",
                     "Unexpected engine output: 'stat01:")


class WarningLog(logging.Handler):
    """Collects what python-chess logs at WARNING or above (rejected features, bad output)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []
        self.expected = 0

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if any(known in message for known in EXPECTED_WARNINGS):
            self.expected += 1
        else:
            self.messages.append(message)


class Report:
    def __init__(self) -> None:
        self.failures = 0
        self.count = 0

    def check(self, protocol: str, name: str, ok: bool, detail: str = "") -> None:
        self.count += 1
        self.failures += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {protocol:6}  {name}{': ' + detail if detail else ''}", flush=True)


class Side:
    """One protocol: the engine, its option names, and the checks run on it."""

    def __init__(self, path: str, protocol: str, report: Report, warnings: WarningLog) -> None:
        self.path = path
        self.protocol = protocol
        self.report = report
        self.warnings = warnings
        self.engine: chess.engine.SimpleEngine

    def check(self, name: str, ok: bool, detail: str = "") -> None:
        self.report.check(self.protocol, name, ok, detail)

    def open(self) -> None:
        popen = chess.engine.SimpleEngine.popen_uci if self.protocol == "uci" else chess.engine.SimpleEngine.popen_xboard
        self.engine = popen(self.path, timeout=30)
        self.engine.configure(self.names(hash_mb=32, threads=1) | {self.name("OwnBook"): False})

    def close(self) -> None:
        self.engine.quit()

    def name(self, uci_name: str) -> str:
        """The option's name in this protocol: CECP lists spaces as underscores."""
        return uci_name if self.protocol == "uci" else uci_name.replace(" ", "_")

    def names(self, hash_mb: int, threads: int) -> dict:
        """Hash and Threads under their names in this protocol (CECP: memory and cores)."""
        if self.protocol == "uci":
            return {"Hash": hash_mb, "Threads": threads}
        return {"memory": hash_mb, "cores": threads}

    def run(self) -> None:
        self.warnings.messages.clear()
        self.warnings.expected = 0
        self.open()
        try:
            self.check("starts, names itself, no warning",
                       "Quadrant" in self.engine.id.get("name", "") and not self.warnings.messages,
                       f"{self.engine.id.get('name')!r}, warnings {self.warnings.messages}")
            for check in (self.options_by_name, self.clock_game, self.moves_to_go_and_move_time,
                          self.pondering, self.analysis, self.stopped_analysis, self.threads,
                          self.chess960, self.standard_castling_after_chess960):
                check()
            self.check("no python-chess warning during the checks", not self.warnings.messages,
                       "; ".join(self.warnings.messages[:5])
                       + f" ({self.warnings.expected} expected ones: Syzygy info strings, stat01 lines)")
        finally:
            self.close()

    def options_by_name(self) -> None:
        """Every listed option set to its default by its name, then the ones a bridge sets."""
        listed = {name: option for name, option in self.engine.options.items() if not option.is_managed()}
        defaults = {name: (None if option.type == "button" else option.default)
                    for name, option in listed.items() if option.type == "button" or option.default is not None}
        self.engine.configure(defaults)
        self.engine.ping()
        wanted = ["Move Overhead", "OwnBook", "Book Variety", "Clear Hash"]
        if self.protocol == "uci":
            wanted += ["Hash", "Threads", "SyzygyPath", "UCI_ShowWDL", "UCI_LimitStrength", "UCI_Elo"]
        missing = [name for name in map(self.name, wanted) if name not in listed]
        bridge = {self.name("Move Overhead"): 100, self.name("Book Variety"): 0, "OwnBook": False}
        bridge |= self.names(hash_mb=16, threads=1)
        bridge |= ({"SyzygyPath": "./syzygy/", "UCI_ShowWDL": True} if self.protocol == "uci"
                   else {"egtpath syzygy": "./syzygy/"})
        self.engine.configure(bridge)
        self.engine.ping()
        self.check("options set by their names", not missing,
                   f"{len(defaults)} listed options to their defaults, then {sorted(bridge)}"
                   + (f"; missing {missing}" if missing else ""))
        if self.protocol == "uci":
            info = self.engine.analyse(chess.Board(MIDDLEGAME), chess.engine.Limit(depth=6))
            self.check("UCI_ShowWDL gives wdl", "wdl" in info, str(info.get("wdl")))
            self.engine.configure({"UCI_ShowWDL": False, "UCI_LimitStrength": True, "UCI_Elo": 1500})
            move = self.engine.play(chess.Board(MIDDLEGAME), chess.engine.Limit(time=0.2)).move
            self.engine.configure({"UCI_LimitStrength": False})
            self.check("UCI_LimitStrength with UCI_Elo 1500 plays", move in chess.Board(MIDDLEGAME).legal_moves,
                       str(move))
        self.engine.configure(self.names(hash_mb=32, threads=1))

    def play_game(self, board: chess.Board, plies: int, base: float, inc: float, ponder: bool = False,
                  opponent_moves=None) -> dict:
        """The engine plays both sides on clocks the script keeps, charged with each move's wall time.

        opponent_moves(board, ponder_move) may choose White's moves instead (to force ponder hits
        or misses); the engine then plays Black only."""
        clocks = {chess.WHITE: base, chess.BLACK: base}
        worst = {"late": 0.0, "most": 0.0, "moves": 0, "ponder_moves": 0, "foreign_info": 0}
        ponder_move = None
        for _ in range(plies):
            if board.is_game_over():
                break
            if opponent_moves and board.turn == chess.WHITE:
                board.push(opponent_moves(board, ponder_move))
                continue
            limit = chess.engine.Limit(white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                                       white_inc=inc, black_inc=inc)
            start = time.monotonic()
            # info as lichess-bot asks for it: CECP then posts, and names its ponder move in "Hint:"
            result = self.engine.play(board, limit, ponder=ponder, info=chess.engine.INFO_ALL)
            spent = time.monotonic() - start
            worst["most"] = max(worst["most"], spent)
            worst["late"] = max(worst["late"], spent - clocks[board.turn])
            worst["moves"] += 1
            clocks[board.turn] += inc - spent
            if result.move not in board.legal_moves:
                raise AssertionError(f"illegal move {result.move} in {board.fen()}")
            # The info returned with a move is that move's search: its line starts with the move.
            pv = result.info.get("pv") or [None]
            worst["foreign_info"] += "score" in result.info and pv[0] != result.move
            board.push(result.move)
            ponder_move = result.ponder
            if ponder_move is not None:
                worst["ponder_moves"] += 1
                if ponder_move not in board.legal_moves:
                    raise AssertionError(f"illegal ponder move {ponder_move} in {board.fen()}")
        worst["clocks"] = clocks
        return worst

    def clock_game(self) -> None:
        stats = self.play_game(chess.Board(), plies=24, base=4.0, inc=0.1)
        self.check("game on 4+0.1 clocks (24 plies)", stats["late"] <= 0 and stats["foreign_info"] == 0,
                   f"{stats['moves']} moves, longest {stats['most']:.3f} s, clocks left "
                   f"{stats['clocks'][chess.WHITE]:.2f}/{stats['clocks'][chess.BLACK]:.2f} s")
        stats = self.play_game(chess.Board(MIDDLEGAME), plies=16, base=1.0, inc=0.0)
        self.check("game on 1+0 clocks (16 plies)", stats["late"] <= 0 and min(stats["clocks"].values()) > 0,
                   f"longest {stats['most']:.3f} s, clocks left "
                   f"{stats['clocks'][chess.WHITE]:.2f}/{stats['clocks'][chess.BLACK]:.2f} s")

    def moves_to_go_and_move_time(self) -> None:
        board = chess.Board(MIDDLEGAME)
        start = time.monotonic()
        self.engine.play(board, chess.engine.Limit(white_clock=1.0, black_clock=1.0, remaining_moves=2))
        spent = time.monotonic() - start
        self.check("1 s for 2 moves (movestogo / level 2)", spent < 1.0, f"{spent:.3f} s")
        start = time.monotonic()
        self.engine.play(board, chess.engine.Limit(time=0.3))
        spent = time.monotonic() - start
        self.check("fixed time 0.3 s (movetime / st)", 0.1 < spent < 0.5, f"{spent:.3f} s")

    def pondering(self) -> None:
        """Black ponders; White plays the expected reply on even moves and another on odd ones."""
        count = {"hit": 0, "miss": 0}

        def white(board: chess.Board, ponder_move):
            others = [move for move in board.legal_moves if move != ponder_move]
            if ponder_move is not None and (board.fullmove_number % 2 == 0 or not others):
                count["hit"] += 1
                return ponder_move
            count["miss"] += 1
            return others[board.fullmove_number % len(others)]

        stats = self.play_game(chess.Board(MIDDLEGAME), plies=24, base=3.0, inc=0.1, ponder=True,
                               opponent_moves=white)
        self.check("pondering on 3+0.1 (hits and misses)",
                   stats["late"] <= 0 and stats["ponder_moves"] >= stats["moves"] - 1 and count["hit"] > 0
                   and stats["foreign_info"] == 0,
                   f"{stats['moves']} moves, {stats['ponder_moves']} ponder moves, {count['hit']} hits, "
                   f"{count['miss']} misses, {stats['foreign_info']} moves returned with another search's line, "
                   f"longest {stats['most']:.3f} s, "
                   f"Black's clock left {stats['clocks'][chess.BLACK]:.2f} s")

    def analysis(self) -> None:
        board = chess.Board(MIDDLEGAME)
        if self.protocol == "uci":
            lines = self.engine.analyse(board, chess.engine.Limit(depth=9), multipv=3)
            firsts = [line["pv"][0] for line in lines if line.get("pv")]
            scores = [line["score"].relative.score(mate_score=100000) for line in lines]
            ok = (len(lines) == 3 and [line.get("multipv") for line in lines] == [1, 2, 3]
                  and len(set(firsts)) == 3 and all(line["depth"] >= 9 for line in lines)
                  and scores == sorted(scores, reverse=True)
                  and all(self.legal_line(board, line["pv"]) for line in lines))
            self.check("analyse depth 9 with MultiPV 3", ok,
                       ", ".join(f"{board.san(m)} {s}" for m, s in zip(firsts, scores)))
        else:
            try:
                self.engine.analyse(board, chess.engine.Limit(depth=4), multipv=3)
                refused = False
            except chess.engine.EngineError:
                refused = True
            self.check("MultiPV: python-chess refuses it for xboard engines (library limit)", refused)
        info = self.engine.analyse(board, chess.engine.Limit(depth=9))
        self.check("analyse depth 9", info.get("depth", 0) >= 9 and self.legal_line(board, info.get("pv", []))
                   and "score" in info, f"{info.get('score')} {board.variation_san(info.get('pv', []))}")

    def stopped_analysis(self) -> None:
        board = chess.Board(MIDDLEGAME)
        with self.engine.analysis(board) as analysis:
            time.sleep(0.5)
            analysis.stop()
            best = analysis.wait()
        info = analysis.info
        self.check("infinite analysis stopped after 0.5 s",
                   best.move in board.legal_moves and self.legal_line(board, info.get("pv", [])),
                   f"best {best.move}, depth {info.get('depth')}")

    def threads(self) -> None:
        self.engine.configure(self.names(hash_mb=32, threads=2))
        info = self.engine.analyse(chess.Board(MIDDLEGAME), chess.engine.Limit(depth=10))
        self.engine.configure(self.names(hash_mb=32, threads=1))
        self.check("two threads, depth 10", info.get("depth", 0) >= 10, f"{info.get('nodes')} nodes")

    def chess960(self) -> None:
        board = chess.Board(FRC_CASTLING_START, chess960=True)
        board.push(board.parse_san("O-O"))
        stats = self.play_game(board, plies=12, base=3.0, inc=0.1)
        self.check("Chess960: White castles, then a game on 3+0.1", stats["late"] <= 0,
                   "moves " + " ".join(move.uci() for move in board.move_stack[:6]) + " ...")
        with open(os.path.join(HERE, "..", "data", "frc-200.epd")) as epd:
            first = chess.Board(epd.readline().strip(), chess960=True)
        stats = self.play_game(first, plies=8, base=3.0, inc=0.1)
        self.check("Chess960: data/frc-200.epd's first position on 3+0.1", stats["late"] <= 0)
        board = chess.Board(FRC_CASTLING_MATE, chess960=True)
        castling = board.parse_san("O-O-O")
        result = self.engine.play(board, chess.engine.Limit(depth=4))
        self.check("Chess960: finds the castling mate", result.move == castling,
                   f"{result.move} ({board.san(result.move)})")

    def standard_castling_after_chess960(self) -> None:
        board = chess.Board(STANDARD_CASTLING)
        board.push_san("O-O")
        info = self.engine.analyse(board, chess.engine.Limit(depth=5))
        ok = self.legal_line(board, info.get("pv", []))
        self.check("standard chess again: e1g1 read as castling", ok and board.king(chess.WHITE) == chess.G1,
                   board.variation_san(info.get("pv", [])))

    @staticmethod
    def legal_line(board: chess.Board, moves) -> bool:
        board = board.copy()
        for move in moves:
            if move not in board.legal_moves:
                return False
            board.push(move)
        return bool(moves)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("engine", nargs="?", default=DEFAULT_ENGINE)
    parser.add_argument("--protocol", choices=["uci", "xboard", "both"], default="both")
    args = parser.parse_args()
    warnings = WarningLog()
    logging.basicConfig(level=logging.ERROR)  # what python-chess logs goes to the report, not the terminal
    logging.getLogger("chess.engine").setLevel(logging.WARNING)
    logging.getLogger("chess.engine").addHandler(warnings)
    logging.getLogger("chess.engine").propagate = False
    print(f"python-chess {chess.__version__}, engine {os.path.realpath(args.engine)}")
    report = Report()
    for protocol in (["uci", "xboard"] if args.protocol == "both" else [args.protocol]):
        try:
            Side(args.engine, protocol, report, warnings).run()
        except Exception as error:  # an exception ends this protocol's checks, not the other's
            report.check(protocol, "unexpected error", False, f"{type(error).__name__}: {error}")
    print(f"{report.count - report.failures} of {report.count} checks passed")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())

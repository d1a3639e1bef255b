"""Tests of scripts/judge-moves.py, with a stand-in judge.

    PYTHONPATH=path/to/python-chess python3 judge_moves_test.py SCRIPT

(ctest passes the script's path). The script needs python-chess, and so does the stand-in
judge; without it on the Python path the test exits with 77, which ctest reports as skipped.
"""
import importlib.util
import os
import re
import shlex
import subprocess
import sys
import tempfile
import unittest

SCRIPT = sys.argv[1]

# A UCI judge whose figures follow from the material alone, so that the test knows them: its
# best move leaves the side to move the most material (ties to the greatest UCI string), and
# the side to move wins 500 + 50 * (its material less the other side's, in pawns, after that
# move) in 1000, loses the rest. Like Stockfish it sends WDL once UCI_ShowWDL is set, and with
# --no-wdl it offers no such option. Every command it reads goes to the log file named first.
STAND_IN = r'''
import sys
import chess

VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9,
          chess.KING: 0}


def material(board, side):
    return sum(VALUES[piece.piece_type] * (1 if piece.color == side else -1)
               for piece in board.piece_map().values())


def best_move(board):
    def material_after(move):
        board.push(move)
        left = material(board, not board.turn)
        board.pop()
        return left, move.uci()
    return max(board.legal_moves, key=material_after)


def position(words):
    board = chess.Board() if words[1] == "startpos" else chess.Board(" ".join(words[2:8]))
    if "moves" in words:
        for move in words[words.index("moves") + 1:]:
            board.push_uci(move)
    return board


sys.stdout.reconfigure(line_buffering=True)
log = open(sys.argv[1], "a")
offers_wdl, show_wdl, board = "--no-wdl" not in sys.argv, False, chess.Board()
for line in sys.stdin:
    log.write(line)
    log.flush()
    words = line.split()
    if words == ["uci"]:
        print("id name stand-in")
        if offers_wdl:
            print("option name UCI_ShowWDL type check default false")
        print("uciok")
    elif words == ["isready"]:
        print("readyok")
    elif words[:3] == ["setoption", "name", "UCI_ShowWDL"]:
        show_wdl = words[4] == "true"
    elif words[:1] == ["position"]:
        board = position(words)
    elif words[:1] == ["go"]:
        move = best_move(board)
        board.push(move)
        pawns = material(board, not board.turn)
        wins = min(max(500 + 50 * pawns, 0), 1000)
        wdl = f" wdl {wins} 0 {1000 - wins}" if show_wdl else ""
        print(f"info depth 1 score cp {100 * pawns}{wdl} pv {move.uci()}")
        print(f"bestmove {move.uci()}")
    elif words == ["quit"]:
        break
'''

# Game 1: White hangs its queen (2. Qg4??, to the bishop of c8), Black takes it, and White
# resigns. Game 2: the fool's mate, which the stand-in, seeing one ply, does not see coming: the
# mating move's score is the outcome's.
GAMES = """[White "Blunder Bot"]
[Black "Steady"]
[Result "0-1"]

1. e4 d5 2. Qg4 Bxg4 0-1

[White "Steady"]
[Black "Blunder Bot"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1
"""

# After 1. e4 d5 White could win a pawn (exd5): 0.55 for White, 0.45 for Black; after 2. Qg4
# Black could win the queen (Bxg4, best also before 2...Bxg4): 0.95 for Black; after 2...Bxg4
# White is a queen down and could win a pawn back: 0.90 for Black. No other position offers
# material. All pieces are on (phase 24); the best moves before 2. Qg4 and 2...Bxg4 capture.
JUDGED = [
    "1 0 Blunder_Bot 1 24 0.500 0.500 0 0-1",
    "1 1 Steady 1 24 0.500 0.450 0 0-1",
    "1 2 Blunder_Bot 2 24 0.550 0.050 1 0-1",
    "1 3 Steady 2 24 0.950 0.900 1 0-1",
    "2 0 Steady 1 24 0.500 0.500 0 0-1",
    "2 1 Blunder_Bot 1 24 0.500 0.500 0 0-1",
    "2 2 Steady 2 24 0.500 0.500 0 0-1",
    "2 3 Blunder_Bot 2 24 0.500 1.000 0 0-1",
]

# Blunder_Bot's one costly move: the hung queen, in the position before it.
HUNG_QUEEN = ('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - am Qg4;'
              ' id "g1p2 0.550->0.050";')

SUITE_LINE = re.compile(r' am (\S+); id "([^"]*)";$')

SUMMARY_ROW = re.compile(r"^(.*?)\s+(\S+)\s+(\d+)\s+(\d+\.\d\d)\s+(\d+\.\d{4})\s+(\d+)\s+(\d+)$")


def summary_rows(printed):
    """{(label, engine): (moves, lost, per move, drops >= 0.10, drops >= 0.25)} of a summary,
    a row without a label taking the label above it."""
    rows, label = {}, ""
    for line in printed.splitlines():
        match = SUMMARY_ROW.match(line)
        if match:
            label = match.group(1).strip() or label
            rows[(label, match.group(2))] = match.group(3, 4, 5, 6, 7)
    return rows


class JudgeMovesTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.games = self.path("games.pgn")
        self.write(self.games, GAMES)
        self.stand_in = self.path("stand-in.py")
        self.write(self.stand_in, STAND_IN)
        self.log = self.path("judge.log")
        self.out = self.path("judged.txt")
        self.epd = self.path("suite.epd")

    def tearDown(self):
        self.directory.cleanup()

    def path(self, name):
        return os.path.join(self.directory.name, name)

    def write(self, path, text):
        with open(path, "w") as out:
            out.write(text)

    def lines(self, path):
        with open(path) as text:
            return text.read().splitlines()

    def run_script(self, *arguments, env=None):
        return subprocess.run([sys.executable, SCRIPT, *arguments], capture_output=True,
                              text=True, timeout=120, env=env)

    def judge(self, *stand_in_flags):
        words = [sys.executable, self.stand_in, self.log, *stand_in_flags]
        command = " ".join(shlex.quote(word) for word in words)
        return self.run_script("judge", self.games, self.out, "--judge", command)

    def write_judged(self, lines):
        self.write(self.out, "\n".join(lines) + "\n")

    def suite(self, player, *flags):
        return self.run_script("suite", self.out, self.games, player, self.epd, *flags)

    def suite_moves(self):
        """(id, the move to avoid) of each line of the suite."""
        return [SUITE_LINE.search(line).group(2, 1) for line in self.lines(self.epd)]

    def new_games_sent(self):
        return self.lines(self.log).count("ucinewgame")

    def test_every_move_is_judged_and_the_blunder_loses(self):
        run = self.judge()
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(self.lines(self.out), JUDGED)
        blunders = [fields[:2] for fields in map(str.split, self.lines(self.out))
                    if fields[2] == "Blunder_Bot" and float(fields[5]) > float(fields[6])]
        self.assertEqual(blunders, [["1", "2"]])
        self.assertEqual(self.new_games_sent(), 2)
        self.assertIn("2 games judged, 0 already in", run.stderr)

    def test_a_second_run_judges_nothing_again(self):
        self.assertEqual(self.judge().returncode, 0)
        run = self.judge()
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(self.lines(self.out), JUDGED)
        self.assertEqual(self.new_games_sent(), 2)
        self.assertIn("0 games judged, 2 already in", run.stderr)

    def test_an_interrupted_run_is_completed(self):
        self.write(self.out, "\n".join(JUDGED[:4]) + "\n")
        run = self.judge()
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(self.lines(self.out), JUDGED)
        self.assertEqual(self.new_games_sent(), 1)

    def test_a_judge_without_wdl_is_refused(self):
        run = self.judge("--no-wdl")
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("the judge sent no WDL", run.stderr)
        self.assertEqual(self.lines(self.out), [])

    def test_without_python_chess_judge_and_suite_say_so(self):
        # A package named chess that cannot be imported hides python-chess.
        os.makedirs(self.path("hidden/chess"))
        self.write(self.path("hidden/chess/__init__.py"), "raise ImportError('hidden')\n")
        hidden = dict(os.environ, PYTHONPATH=self.path("hidden"))
        run = self.run_script("judge", self.games, self.out, env=hidden)
        self.assertNotEqual(run.returncode, 0)
        self.assertEqual(run.stderr.splitlines(),
                         ["judge-moves.py: needs python-chess on the Python path (see --help)"])
        self.assertFalse(os.path.exists(self.out))
        self.write_judged(JUDGED)
        run = self.run_script("suite", self.out, self.games, "Blunder_Bot", self.epd, env=hidden)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("needs python-chess", run.stderr)
        self.assertFalse(os.path.exists(self.epd))

    def test_the_summary_adds_up_the_judged_moves(self):
        self.assertEqual(self.judge().returncode, 0)
        run = self.run_script("summary", self.out)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("2 games, 8 moves", run.stdout)
        rows = summary_rows(run.stdout)
        # The mate's gain counts as nothing.
        self.assertEqual(rows[("all moves", "Blunder_Bot")], ("4", "0.50", "0.1250", "1", "1"))
        self.assertEqual(rows[("all moves", "Steady")], ("4", "0.10", "0.0250", "0", "0"))
        self.assertEqual(rows[("tactical best move", "Blunder_Bot")],
                         ("1", "0.50", "0.5000", "1", "1"))
        self.assertEqual(rows[("quiet best move", "Steady")], ("3", "0.05", "0.0167", "0", "0"))
        self.assertNotIn(("phase 0-8 (endgame)", "Steady"), rows)

    def test_the_summarys_groups_and_drops(self):
        self.write(self.out, "\n".join([
            "1 0 A 10 17 0.500 0.400 1 1-0",  # a drop of exactly 0.10
            "1 1 B 10 16 0.600 0.350 0 1-0",  # exactly 0.25
            "1 2 A 11 9 0.400 0.450 0 1-0",  # a gain
            "1 3 B 41 8 0.300 0.201 1 1-0",  # just under 0.10
            "2 0 A 40 0 0.500 0.499 0 0-1",
        ]) + "\n")
        run = self.run_script("summary", self.out)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(summary_rows(run.stdout), {
            ("all moves", "A"): ("3", "0.10", "0.0337", "1", "0"),
            ("all moves", "B"): ("2", "0.35", "0.1745", "1", "1"),
            ("phase 17-24 (opening, middlegame)", "A"): ("1", "0.10", "0.1000", "1", "0"),
            ("phase 9-16 (queens or rooks gone)", "A"): ("1", "0.00", "0.0000", "0", "0"),
            ("phase 9-16 (queens or rooks gone)", "B"): ("1", "0.25", "0.2500", "1", "1"),
            ("phase 0-8 (endgame)", "A"): ("1", "0.00", "0.0010", "0", "0"),
            ("phase 0-8 (endgame)", "B"): ("1", "0.10", "0.0990", "0", "0"),
            ("moves 1-10", "A"): ("1", "0.10", "0.1000", "1", "0"),
            ("moves 1-10", "B"): ("1", "0.25", "0.2500", "1", "1"),
            ("moves 11-20", "A"): ("1", "0.00", "0.0000", "0", "0"),
            ("moves 21-40", "A"): ("1", "0.00", "0.0010", "0", "0"),
            ("moves 41+", "B"): ("1", "0.10", "0.0990", "0", "0"),
            ("tactical best move", "A"): ("1", "0.10", "0.1000", "1", "0"),
            ("tactical best move", "B"): ("1", "0.10", "0.0990", "0", "0"),
            ("quiet best move", "A"): ("2", "0.00", "0.0005", "0", "0"),
            ("quiet best move", "B"): ("1", "0.25", "0.2500", "1", "1"),
        })

    def test_the_suite_holds_the_hung_queen(self):
        self.assertEqual(self.judge().returncode, 0)
        run = self.suite("Blunder_Bot")
        self.assertEqual(run.returncode, 0, run.stderr)
        # The mate's gain and the moves that lost nothing stay out.
        self.assertEqual(self.lines(self.epd), [HUNG_QUEEN])
        self.assertIn("1 of Blunder_Bot's moves written to", run.stdout)

    def test_the_suite_of_a_player_without_costly_moves_is_empty(self):
        self.assertEqual(self.judge().returncode, 0)
        run = self.suite("Steady")  # its moves lost 0.05 at most
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(self.lines(self.epd), [])
        self.assertIn("0 of Steady's moves written to", run.stdout)

    def test_the_suites_default_thresholds(self):
        self.write_judged([
            "1 0 Blunder_Bot 1 24 0.500 0.500 0 0-1",
            "1 1 Steady 1 24 0.718 0.468 0 0-1",  # exactly 0.25, which floating point misses
            "1 2 Blunder_Bot 2 24 0.550 0.050 1 0-1",  # costly, but the other player's
            "1 3 Steady 2 24 0.951 0.100 1 0-1",  # before it, above 0.95
            "2 0 Steady 1 24 0.500 0.251 0 0-1",  # 0.249
            "2 1 Blunder_Bot 1 24 0.500 0.500 0 0-1",
            "2 2 Steady 2 24 0.950 0.700 0 0-1",  # before it, 0.95
            "2 3 Blunder_Bot 2 24 0.500 1.000 0 0-1",
        ])
        run = self.suite("Steady")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(self.suite_moves(), [("g1p1 0.718->0.468", "d5"),
                                              ("g2p2 0.950->0.700", "g4")])

    def test_the_suites_thresholds_given(self):
        self.write_judged([
            "1 1 Steady 1 24 0.300 0.200 0 0-1",  # exactly 0.10, from exactly 0.30
            "1 2 Blunder_Bot 2 24 0.550 0.050 1 0-1",
            "1 3 Steady 2 24 0.299 0.000 1 0-1",  # from below 0.30
            "2 0 Steady 1 24 0.801 0.500 0 0-1",  # from above 0.80
            "2 2 Steady 2 24 0.800 0.650 0 0-1",  # from exactly 0.80
        ])
        run = self.suite("Steady", "--drop", "0.1", "--from", "0.3", "--to", "0.8")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(self.suite_moves(), [("g1p1 0.300->0.200", "d5"),
                                              ("g2p2 0.800->0.650", "g4")])

    def test_the_suite_needs_a_player_of_out(self):
        self.write_judged(JUDGED)
        run = self.suite("Blunder Bot")
        self.assertNotEqual(run.returncode, 0)
        self.assertEqual(run.stderr.splitlines(), [
            f"judge-moves.py: Blunder Bot made no move in {self.out}"
            " (its movers: Blunder_Bot, Steady)"])
        self.assertFalse(os.path.exists(self.epd))

    def test_the_suite_refuses_games_out_did_not_judge(self):
        for line, complaint in [
                ("3 0 Steady 1 24 0.600 0.100 0 0-1", "it has no game 3"),
                ("1 1 Blunder_Bot 1 24 0.600 0.100 0 0-1", "game 1's move 1 is not Blunder_Bot's"),
                ("1 4 Steady 3 24 0.600 0.100 0 0-1", "game 1 has no move 4")]:
            with self.subTest(line=line):
                self.write_judged([line])
                run = self.suite(line.split()[2])
                self.assertNotEqual(run.returncode, 0)
                self.assertIn(f"does not judge the games of {self.games}: {complaint}",
                              run.stderr)
                self.assertFalse(os.path.exists(self.epd))

    def test_an_empty_file_has_no_summary(self):
        self.write(self.out, "")
        run = self.run_script("summary", self.out)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("holds no judged moves", run.stderr)


if __name__ == "__main__":
    if importlib.util.find_spec("chess") is None:
        print("python-chess is not on the Python path: skipped", file=sys.stderr)
        sys.exit(77)
    unittest.main(argv=sys.argv[:1])

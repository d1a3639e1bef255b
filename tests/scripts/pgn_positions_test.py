"""Tests of scripts/pgn-positions.py.

    PYTHONPATH=path/to/python-chess python3 pgn_positions_test.py SCRIPT

(ctest passes the script's path). The script needs python-chess; without it on the Python path
the test exits with 77, which ctest reports as skipped.
"""
import importlib.util
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = sys.argv[1]

# A won game: the capture that mates is no quiet move, and Black's reply scored as a mate
# against it is left out; a score under 100 pawns is an ordinary comment.
SCHOLARS_MATE = """[Event "test"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 {+12.50/3 0.1s} Nf6 {-M1/5 0.2s} 4. Qxf7# 1-0
"""
# A lost game: a score of 100 pawns counts as a mate, and the position after the check is in
# check, so both replies are left out.
CHECKED = """[Event "test"]
[Result "0-1"]

1. e4 f5 {+100.00/9 0.1s} 2. Qh5+ g6 0-1
"""
# An unfinished game gives nothing.
UNFINISHED = """[Event "test"]
[Result "*"]

1. d4 d5 *
"""

EXPECTED = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 [1.0]",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 [1.0]",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 [1.0]",
    "rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2 [1.0]",
    "r1bqkbnr/pppp1ppp/2n5/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3 [1.0]",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 [0.0]",
    "rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 [0.0]",
]


class PgnPositionsTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.games = os.path.join(self.directory.name, "games.pgn")
        with open(self.games, "w") as out:
            out.write("\n".join([SCHOLARS_MATE, CHECKED, UNFINISHED]))
        self.output = os.path.join(self.directory.name, "out.txt")

    def tearDown(self):
        self.directory.cleanup()

    def extract(self):
        return subprocess.run([sys.executable, SCRIPT, self.output, self.games],
                              capture_output=True, text=True, timeout=60)

    def test_quiet_positions_of_finished_games_with_their_results(self):
        run = self.extract()
        self.assertEqual(run.returncode, 0, run.stderr)
        with open(self.output) as lines:
            self.assertEqual(lines.read().splitlines(), EXPECTED)
        self.assertIn("%d positions written" % len(EXPECTED), run.stderr)

    def test_positions_are_appended_to_what_the_file_holds(self):
        with open(self.output, "w") as out:
            out.write("earlier line\n")
        self.assertEqual(self.extract().returncode, 0)
        with open(self.output) as lines:
            self.assertEqual(lines.read().splitlines(), ["earlier line"] + EXPECTED)

    def test_scores_of_the_comments_go_to_the_cache_from_whites_side(self):
        with open(self.games, "a") as out:
            out.write('\n[Event "test"]\n[Result "1/2-1/2"]\n\n'
                      '1. d4 {+0.25/10 0.1s} d5 {-0.40/9 0.1s} 2. c4 1/2-1/2\n')
        cache = os.path.join(self.directory.name, "scores.txt")
        run = subprocess.run([sys.executable, SCRIPT, "--scores", cache, self.output, self.games],
                             capture_output=True, text=True, timeout=60)
        self.assertEqual(run.returncode, 0, run.stderr)
        with open(cache) as lines:
            self.assertEqual(lines.read().splitlines(), [
                "r1bqkbnr/pppp1ppp/2n5/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3\t1250",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\t25",
                "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\t40",
            ])
        with open(self.output) as lines:
            self.assertEqual(len(lines.read().splitlines()), len(EXPECTED) + 3)

    def test_usage_without_arguments(self):
        run = subprocess.run([sys.executable, SCRIPT], capture_output=True, text=True, timeout=60)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("pgn-positions.py [--scores FILE] OUT GAMES.pgn", run.stderr)

    def test_a_missing_game_file_is_a_one_line_error(self):
        missing = os.path.join(self.directory.name, "no-such-file.pgn")
        run = subprocess.run([sys.executable, SCRIPT, self.output, self.games, missing],
                             capture_output=True, text=True, timeout=60)
        self.assertNotEqual(run.returncode, 0)
        self.assertEqual(run.stderr.splitlines(),
                         ["pgn-positions.py: cannot read %s: no such file" % missing])
        self.assertFalse(os.path.exists(self.output))


if __name__ == "__main__":
    if importlib.util.find_spec("chess") is None:
        print("python-chess is not on the Python path: skipped", file=sys.stderr)
        sys.exit(77)
    unittest.main(argv=sys.argv[:1])

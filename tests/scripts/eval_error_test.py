"""Tests of scripts/eval-error.py, with Quadrant and with stand-in engines that print Stockfish's
form of the `eval` answer.

    python3 eval_error_test.py SCRIPT ENGINE

(ctest passes the script's path and the engine just built).
"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

SCRIPT, ENGINE = sys.argv[1], sys.argv[2]

WHITE_UP_A_QUEEN = "3qk3/8/8/8/8/8/8/Q2QK3 w - - 0 1"
BLACK_UP_A_QUEEN = "q2qk3/8/8/8/8/8/8/3QK3 b - - 0 1"
LEVEL = "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1"
IN_CHECK = "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"

# A stand-in engine: answers `eval` as Stockfish does, in pawns from White's side, with the
# score of the position's first letter times SCALE, and "none" for a position in check.
STAND_IN = r'''
import sys
SCALE = float(sys.argv[1])
PAWNS = {"3": 9.0, "q": -9.0, "4": 0.1}
fen = ""
for line in sys.stdin:
    words = line.split()
    if words[:2] == ["position", "fen"]:
        fen = " ".join(words[2:])
    elif words == ["eval"]:
        if fen.startswith("4k3/8"):
            print("Final evaluation: none (in check)")
        else:
            print("Final evaluation       %+.2f (white side)" % (PAWNS[fen[0]] * SCALE))
    elif words == ["isready"]:
        print("readyok")
    elif words == ["quit"]:
        break
    sys.stdout.flush()
'''


def report(run):
    """{name: (K, error)} of the engines' lines and the positions line's counts."""
    rows = {}
    for line in run.stdout.splitlines():
        match = re.match(r"^(\S+)\s+K\s+(\S+)\s+error (\S+)", line)
        if match:
            rows[match.group(1)] = (match.group(2), float(match.group(3)))
    counts = re.search(r"positions: (\d+) of (\d+)", run.stdout)
    return rows, (int(counts.group(1)), int(counts.group(2))) if counts else None


class EvalErrorTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.data = os.path.join(self.directory.name, "data.txt")
        self.stand_in = os.path.join(self.directory.name, "stand_in.py")
        with open(self.stand_in, "w") as out:
            out.write(STAND_IN)

    def tearDown(self):
        self.directory.cleanup()

    def write_data(self, lines):
        with open(self.data, "w") as out:
            out.write("\n".join(lines) + "\n")

    def run_script(self, *engines):
        return subprocess.run([sys.executable, SCRIPT, self.data, *engines], capture_output=True,
                              text=True, timeout=120)

    def stand_in_engine(self, name, scale):
        return f"{name}={sys.executable} {self.stand_in} {scale}"

    def test_quadrant_predicts_clear_results_better_than_a_constant(self):
        self.write_data([WHITE_UP_A_QUEEN + " [1.0]", BLACK_UP_A_QUEEN + " [0.0]",
                         LEVEL + " [0.5]"])
        run = self.run_script(f"quadrant={ENGINE}")
        self.assertEqual(run.returncode, 0, run.stderr)
        rows, counts = report(run)
        self.assertEqual(counts, (3, 3))
        self.assertLess(rows["quadrant"][1], rows["constant"][1] / 10)

    def test_each_engine_gets_its_own_scale(self):
        self.write_data([WHITE_UP_A_QUEEN + " [1.0]", BLACK_UP_A_QUEEN + " [0.0]",
                         LEVEL + " [1.0]", LEVEL + " [0.0]"])
        run = self.run_script(self.stand_in_engine("single", 1), self.stand_in_engine("double", 2))
        self.assertEqual(run.returncode, 0, run.stderr)
        rows, _ = report(run)
        self.assertAlmostEqual(rows["single"][1], rows["double"][1], places=5)
        self.assertAlmostEqual(float(rows["double"][0]) / float(rows["single"][0]), 2.0, places=2)

    def test_a_position_one_engine_cannot_score_is_left_out_for_all(self):
        self.write_data([WHITE_UP_A_QUEEN + " [1.0]", IN_CHECK + " [0.0]", LEVEL + " [0.5]"])
        run = self.run_script(self.stand_in_engine("stand-in", 1), f"quadrant={ENGINE}")
        self.assertEqual(run.returncode, 0, run.stderr)
        _, counts = report(run)
        self.assertEqual(counts, (2, 3))

    def test_data_without_positions_is_refused(self):
        self.write_data(["no position here"])
        run = self.run_script(f"quadrant={ENGINE}")
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("no 'FEN [result]' line", run.stderr)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

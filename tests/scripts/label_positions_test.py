"""Tests of scripts/label-positions.py, with Quadrant itself as the labelling engine.

    python3 label_positions_test.py SCRIPT ENGINE

(ctest passes the script's path and the engine just built).
"""
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT, ENGINE = sys.argv[1], sys.argv[2]

WHITE_UP_A_QUEEN = "3qk3/8/8/8/8/8/8/Q2QK3 w - - 0 1"
BLACK_UP_A_QUEEN = "q2qk3/8/8/8/8/8/8/3QK3 b - - 0 1"
LEVEL = "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1"
INPUT = [
    WHITE_UP_A_QUEEN + " [1.0]",
    BLACK_UP_A_QUEEN + " [0.0]",
    LEVEL + " [1.0]",
    LEVEL + " [0.0]",  # the same position again: its label is the mean of its results
    "a line that is no position",
]


def labels(path):
    result = {}
    with open(path) as lines:
        for line in lines:
            fen, _, label = line.strip().rpartition(" ")
            result[fen] = float(label.strip("[]"))
    return result


class LabelPositionsTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.input = os.path.join(self.directory.name, "in.txt")
        self.output = os.path.join(self.directory.name, "out.txt")
        with open(self.input, "w") as out:
            out.write("\n".join(INPUT) + "\n")

    def tearDown(self):
        self.directory.cleanup()

    def label(self, blend, engine=ENGINE):
        return subprocess.run([sys.executable, SCRIPT, self.input, self.output, "--engine", engine,
                               "--depth", "3", "--jobs", "2", "--blend", str(blend)],
                              capture_output=True, text=True, timeout=120)

    def test_results_alone_are_the_mean_result_of_each_position(self):
        run = self.label(1)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(labels(self.output),
                         {WHITE_UP_A_QUEEN: 1.0, BLACK_UP_A_QUEEN: 0.0, LEVEL: 0.5})
        with open(self.output + ".scores") as cache:
            self.assertEqual(len(cache.readlines()), 3)  # each position scored once

    def test_engine_labels_follow_the_scores_and_come_from_the_cache(self):
        self.assertEqual(self.label(1).returncode, 0)
        # Every position is in the cache now: no engine is started, so a missing one is no error.
        run = self.label(0, engine=os.path.join(self.directory.name, "no-engine"))
        self.assertEqual(run.returncode, 0, run.stderr)
        scored = labels(self.output)
        self.assertGreater(scored[WHITE_UP_A_QUEEN], 0.9)
        self.assertLess(scored[BLACK_UP_A_QUEEN], 0.1)
        self.assertTrue(0 < scored[LEVEL] < 1)

    def test_a_missing_engine_is_a_clear_error(self):
        run = self.label(0.5, engine=os.path.join(self.directory.name, "no-engine"))
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("label-positions:", run.stderr)
        self.assertNotIn("Traceback", run.stderr)

    def test_a_missing_input_is_a_one_line_error(self):
        missing = os.path.join(self.directory.name, "no-such-file.txt")
        run = subprocess.run([sys.executable, SCRIPT, missing, self.output],
                             capture_output=True, text=True, timeout=60)
        self.assertNotEqual(run.returncode, 0)
        self.assertEqual(run.stderr.splitlines(),
                         ["label-positions: cannot read %s: No such file or directory" % missing])
        self.assertFalse(os.path.exists(self.output))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

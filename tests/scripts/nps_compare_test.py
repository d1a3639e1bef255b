"""Tests of scripts/nps-compare.py, with Quadrant itself as both engines.

    python3 nps_compare_test.py SCRIPT ENGINE

(ctest passes the script's path and the engine just built).
"""
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT, ENGINE = sys.argv[1], sys.argv[2]
POSITIONS = ["r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -",
             "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq -",
             "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq -",
             "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq -"]


class NpsCompareTest(unittest.TestCase):
    def run_script(self, *arguments):
        return subprocess.run([sys.executable, SCRIPT] + list(arguments), capture_output=True,
                              text=True, timeout=120)

    def test_prints_a_rate_per_position_and_engine_then_their_ratio(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "positions.epd")
            with open(path, "w") as out:
                out.write("\n".join(POSITIONS) + "\n")
            # 200 ms: long enough for a search on a loaded machine to report a line with a time
            # above zero (at 50 ms one once gave none, and the script rightly refused it).
            run = self.run_script("--engine", ENGINE, "--other", ENGINE, "--positions", path,
                                  "--count", "2", "--movetime", "200", "--hash", "4")
        self.assertEqual(run.returncode, 0, run.stderr)
        lines = run.stdout.splitlines()
        # Two of the four positions, spread evenly through the file: the first and the third.
        self.assertTrue(lines[1].startswith(POSITIONS[0]), lines)
        self.assertTrue(lines[2].startswith(POSITIONS[2]), lines)
        rates = [int(word) for word in lines[3].split()[-2:]]
        self.assertTrue(all(rate > 0 for rate in rates), lines)
        self.assertEqual(lines[4], f"ratio quadrant / quadrant: {rates[0] / rates[1]:.3f}")

    def test_the_other_engine_gets_its_options_and_is_named_with_them(self):
        run = self.run_script("--engine", ENGINE, "--other", ENGINE, "--other-option",
                              "Hash=2", "--count", "1", "--movetime", "200", "--hash", "4")
        self.assertEqual(run.returncode, 0, run.stderr)
        lines = run.stdout.splitlines()
        self.assertTrue(lines[0].endswith("quadrant (Hash=2)"), lines)
        self.assertTrue(lines[-1].startswith("ratio quadrant / quadrant (Hash=2): "), lines)

    def test_an_option_that_is_not_name_value_is_refused(self):
        run = self.run_script("--engine", ENGINE, "--other", ENGINE, "--other-option", "Hash")
        self.assertEqual(run.returncode, 2)
        self.assertIn("is not NAME=VALUE", run.stderr)

    def test_a_missing_engine_is_refused_before_anything_runs(self):
        run = self.run_script("--engine", ENGINE, "--other", "/nonexistent/engine")
        self.assertEqual(run.returncode, 2)
        self.assertIn("no engine at /nonexistent/engine", run.stderr)
        self.assertEqual(run.stdout, "")


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

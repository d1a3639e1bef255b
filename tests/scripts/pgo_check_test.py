"""Tests of scripts/pgo-check.sh, with stand-in engines that answer `bench` with a given last
line.

    python3 pgo_check_test.py SCRIPT

(ctest passes the script's path).
"""
import os
import stat
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.abspath(sys.argv[1])


class PgoCheckTest(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.folder.cleanup()

    def engine(self, name, last_line):
        """A stand-in engine whose `bench` prints a search line and then LAST_LINE."""
        path = os.path.join(self.folder.name, name)
        with open(path, "w") as script:
            script.write('#!/bin/sh\n[ "$1" = bench ] || exit 3\n'
                         f'echo "info depth 16 nodes 99"\necho "{last_line}"\n')
        os.chmod(path, stat.S_IRWXU)
        return path

    def check(self, *engines):
        return subprocess.run([SCRIPT, *engines], capture_output=True, text=True)

    def test_the_same_node_count_at_different_speeds_passes_and_shows_both_lines(self):
        plain = self.engine("plain", "5221359 nodes 800000 nps")
        optimised = self.engine("optimised", "5221359 nodes 950000 nps")
        result = self.check(plain, optimised)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(f"{plain} (plain): 5221359 nodes 800000 nps", result.stdout)
        self.assertIn(f"{optimised} (optimised): 5221359 nodes 950000 nps", result.stdout)
        self.assertIn("both builds sign bench 5221359", result.stdout)

    def test_different_node_counts_fail(self):
        result = self.check(self.engine("plain", "5221359 nodes 800000 nps"),
                            self.engine("optimised", "5221360 nodes 800000 nps"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("FAILED", result.stderr)

    def test_a_missing_engine_is_a_usage_error(self):
        result = self.check(self.engine("plain", "1 nodes 1 nps"),
                            os.path.join(self.folder.name, "none"))
        self.assertEqual(result.returncode, 2)
        self.assertIn("no engine at", result.stderr)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

"""Tests of scripts/make-tuning-data.sh with the engine just built, at a tiny size.

    python3 make_tuning_data_test.py SCRIPT ENGINE

(ctest passes the script's path and the engine just built).
"""
import glob
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT, ENGINE = sys.argv[1], sys.argv[2]
TINY = ["--shards", "3", "--games", "2", "--nodes", "300", "--per-game", "4", "--seed", "5",
        "--start-nodes", "300", "--resolve-depth", "2", "--engine", ENGINE]


def run(out, *extra):
    return subprocess.run([SCRIPT, out, *TINY, *extra], capture_output=True, text=True)


def read(path):
    with open(path) as lines:
        return lines.read()


class MakeTuningDataTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.out = os.path.join(self.directory.name, "set")

    def tearDown(self):
        self.directory.cleanup()

    def test_shards_are_joined_into_the_data_set(self):
        result = run(self.out)
        self.assertEqual(result.returncode, 0, result.stderr)
        shards = sorted(glob.glob(os.path.join(self.out, "shard-*.txt")))
        self.assertEqual([os.path.basename(s) for s in shards],
                         ["shard-0000.txt", "shard-0001.txt", "shard-0002.txt"])
        data = read(os.path.join(self.out, "data.txt")).splitlines()
        self.assertEqual(data, "".join(read(s) for s in shards).splitlines())
        self.assertTrue(0 < len(data) <= 3 * 2 * 4)  # at most 4 positions of each game
        for line in data:
            self.assertRegex(line, r" \[(1\.0|0\.5|0\.0)\]$")
        # A line for each shard as it is finished, then one for the whole set.
        lines = result.stdout.splitlines()
        self.assertEqual(sorted(line.split(":")[0] for line in lines[:3]),
                         ["shard 0", "shard 1", "shard 2"])
        for line, shard in zip(sorted(lines[:3]), shards):
            count = len(read(shard).splitlines())
            self.assertRegex(line, r"^shard \d: %d positions in \d+ s$" % count)
        self.assertEqual(lines[3:],
                         ["%d positions in %s" % (len(data), os.path.join(self.out, "data.txt"))])

    def test_shard_i_is_a_selfplay_run_from_seed_s_plus_i(self):
        self.assertEqual(run(self.out).returncode, 0)
        alone = os.path.join(self.directory.name, "alone.txt")
        played = subprocess.run(
            [ENGINE, "selfplay", "2", alone, "--nodes", "300", "--per-game", "4",
             "--start-nodes", "300", "--resolve-depth", "2", "--seed", "7"],
            capture_output=True, text=True)
        self.assertEqual(played.returncode, 0, played.stderr)
        self.assertEqual(read(alone), read(os.path.join(self.out, "shard-0002.txt")))

    def test_a_second_run_rebuilds_the_same_set_and_resumes_only_what_is_missing(self):
        self.assertEqual(run(self.out).returncode, 0)
        first = read(os.path.join(self.out, "data.txt"))
        shard0 = os.path.join(self.out, "shard-0000.txt")
        shard1 = os.path.join(self.out, "shard-0001.txt")
        # A finished shard is kept as it is; a missing one (an interrupted run leaves a
        # partial file) is played again, from its own seed, to the same games.
        with open(shard0, "a") as marked:
            marked.write("kept\n")
        os.rename(shard1, shard1.replace(".txt", ".part"))
        result = run(self.out)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(read(shard0).endswith("kept\n"))
        self.assertFalse(os.path.exists(shard1.replace(".txt", ".part")))
        again = read(os.path.join(self.out, "data.txt")).replace("kept\n", "")
        self.assertEqual(again, first)

    def test_relative_paths_are_the_callers(self):
        # Run from another directory, the set and the engine are found where the caller is,
        # not in the repository the script lives in.
        os.symlink(ENGINE, os.path.join(self.directory.name, "engine"))
        tiny = TINY[:-2] + ["--shards", "1", "--engine", "engine"]
        result = subprocess.run([SCRIPT, "set", *tiny], capture_output=True, text=True,
                                cwd=self.directory.name)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(os.path.exists(os.path.join(self.out, "shard-0000.txt")))
        self.assertTrue(os.path.exists(os.path.join(self.out, "data.txt")))

    def test_a_shard_whose_engine_stops_early_is_not_kept(self):
        # An engine killed mid-shard (a session's end) has written part of the shard.
        stopping = os.path.join(self.directory.name, "stopping-engine")
        with open(stopping, "w") as script:
            script.write('#!/bin/sh\necho "8/8/8/8/8/8/8/K1k5 w - - 0 1 [0.5]" > "$3"\nkill -TERM $$\n')
        os.chmod(stopping, 0o755)
        result = run(self.out, "--engine", stopping)
        self.assertEqual(result.returncode, 1)
        self.assertIn("3 of 3 shards missing", result.stderr)
        self.assertEqual(glob.glob(os.path.join(self.out, "shard-*.txt")), [])
        self.assertFalse(os.path.exists(os.path.join(self.out, "data.txt")))

    def test_bad_arguments_are_refused(self):
        for extra in (["--shards", "many"], ["--resolve-depth", "deep"], ["--colour"],
                      ["--engine", "/nonexistent/quadrant"]):
            result = run(self.out, *extra)
            self.assertEqual(result.returncode, 2, extra)
            self.assertIn("make-tuning-data:", result.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])

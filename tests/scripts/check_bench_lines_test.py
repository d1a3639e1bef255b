"""Tests of scripts/check-bench-lines.sh, on small repositories made for each test.

    python3 check_bench_lines_test.py SCRIPT

(ctest passes the script's path).
"""
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.abspath(sys.argv[1])
IDENTITY = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@t", "GIT_CONFIG_NOSYSTEM": "1", "HOME": "/nonexistent"}


class Repository:
    def __init__(self, folder):
        self.folder = folder
        self.git("init", "-q", "-b", "main")

    def git(self, *args):
        return subprocess.run(["git"] + list(args), cwd=self.folder, check=True,
                              capture_output=True, text=True,
                              env=dict(os.environ, **IDENTITY)).stdout.strip()

    def commit(self, path, message):
        os.makedirs(os.path.join(self.folder, os.path.dirname(path)), exist_ok=True)
        with open(os.path.join(self.folder, path), "a") as out:
            out.write(message + "\n")
        self.git("add", path)
        self.git("commit", "-q", "-m", message)
        return self.git("rev-parse", "HEAD")

    def check(self, start, *args, folder=None):
        return subprocess.run([SCRIPT] + list(args), cwd=folder or self.folder,
                              capture_output=True, text=True,
                              env=dict(os.environ, QUADRANT_BENCH_RULE_START=start, **IDENTITY))


class CheckBenchLinesTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.repo = Repository(self.directory.name)
        self.repo.commit("src/old.cpp", "Before the rule, no line")
        self.start = self.repo.commit("README.md", "The rule's start")

    def tearDown(self):
        self.directory.cleanup()

    def test_commits_that_change_the_code_need_the_line_the_others_do_not(self):
        self.repo.commit("src/a.cpp", "Search: a change\n\nBench: 123")
        self.repo.commit("docs/a.md", "Docs: no code, no line")
        self.repo.commit("include/a.h", "Header: a change\n\nBench: 123")
        run = self.repo.check(self.start)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("3 commits after", run.stdout)

        self.repo.commit("src/b.cpp", "Search: forgot the line\n\nBench 123")
        run = self.repo.check(self.start)
        self.assertEqual(run.returncode, 1)
        self.assertIn("Search: forgot the line", run.stderr)
        self.assertIn("1 of 4 commits", run.stderr)
        self.assertNotIn("Before the rule", run.stderr)

    def test_a_merge_that_brings_code_needs_its_own_line(self):
        self.repo.git("checkout", "-q", "-b", "topic")
        self.repo.commit("src/c.cpp", "Search: on a branch\n\nBench: 5")
        self.repo.git("checkout", "-q", "main")
        self.repo.commit("docs/b.md", "Docs: meanwhile")
        self.repo.git("merge", "-q", "--no-ff", "-m", "Merge branch 'topic'", "topic")
        run = self.repo.check(self.start)
        self.assertEqual(run.returncode, 1)
        self.assertIn("Merge branch 'topic'", run.stderr)
        self.repo.git("commit", "-q", "--amend", "-m", "Merge branch 'topic'\n\nBench: 5")
        self.assertEqual(self.repo.check(self.start).returncode, 0)

    def test_a_shallow_clone_without_the_start_fails_with_the_fix(self):
        self.repo.commit("src/d.cpp", "Search: one more\n\nBench: 7")
        clone = os.path.join(self.directory.name, "clone")
        subprocess.run(["git", "clone", "-q", "--depth", "1", "file://" + self.directory.name,
                        clone], check=True, capture_output=True)
        run = self.repo.check(self.start, folder=clone)
        self.assertEqual(run.returncode, 1)
        self.assertIn("shallow", run.stderr)
        self.assertIn("git fetch --unshallow", run.stderr)

    def test_the_hook_checks_the_staged_change(self):
        message = os.path.join(self.directory.name, "message")
        with open(message, "w") as out:
            out.write("Search: staged\n# Bench: 1 in a comment does not count\n")
        with open(os.path.join(self.directory.name, "src", "e.cpp"), "w") as out:
            out.write("int e;\n")
        self.repo.git("add", "src/e.cpp")
        run = self.repo.check(self.start, "--message", message)
        self.assertEqual(run.returncode, 1)
        self.assertIn("Bench: N", run.stderr)
        with open(message, "a") as out:
            out.write("\nBench: 42\n")
        self.assertEqual(self.repo.check(self.start, "--message", message).returncode, 0)
        self.repo.git("reset", "-q")
        with open(message, "w") as out:
            out.write("Docs: nothing staged under src\n")
        self.assertEqual(self.repo.check(self.start, "--message", message).returncode, 0)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

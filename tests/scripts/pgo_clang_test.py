"""Tests of scripts/pgo-clang.sh, with stand-in compilers and profile mergers on a PATH of
their own (beside the few tools the script runs).

    python3 pgo_clang_test.py SCRIPT

(ctest passes the script's path).
"""
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.abspath(sys.argv[1])
TOOLS = ["mktemp", "cut", "rm"]


class PgoClangTest(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.bin = os.path.join(self.folder.name, "bin")
        os.mkdir(self.bin)
        for tool in TOOLS:
            os.symlink(shutil.which(tool), os.path.join(self.bin, tool))

    def tearDown(self):
        self.folder.cleanup()

    def program(self, name, body):
        path = os.path.join(self.bin, name)
        with open(path, "w") as script:
            script.write("#!/bin/sh\n" + body)
        os.chmod(path, stat.S_IRWXU)
        return path

    def clang(self, links_instrumented=True):
        """A stand-in clang++ 14 that links an instrumented program only when told it can."""
        link = 'touch "$4"; exit 0' if links_instrumented else "exit 1"
        return self.program("clang++", '[ "$1" = -dumpversion ] && echo 14.0.6 && exit 0\n'
                            f'[ "$1" = -fprofile-instr-generate ] && {{ {link}; }}\nexit 2\n')

    def find(self):
        return subprocess.run([SCRIPT], capture_output=True, text=True,
                              env={"PATH": self.bin})

    def test_a_clang_that_instruments_with_its_profdata_is_found(self):
        clang = self.clang()
        self.program("llvm-profdata-14", "exit 0\n")
        result = self.find()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), clang)

    def test_an_unversioned_profdata_will_do(self):
        clang = self.clang()
        self.program("llvm-profdata", "exit 0\n")
        self.assertEqual(self.find().stdout.strip(), clang)

    def test_a_profdata_of_another_version_will_not(self):
        self.clang()
        self.program("llvm-profdata-13", "exit 0\n")
        result = self.find()
        self.assertEqual((result.returncode, result.stdout), (1, ""))

    def test_a_clang_without_its_profile_runtime_is_not_found(self):
        self.clang(links_instrumented=False)
        self.program("llvm-profdata-14", "exit 0\n")
        result = self.find()
        self.assertEqual((result.returncode, result.stdout), (1, ""))

    def test_no_clang_is_not_found(self):
        self.program("llvm-profdata", "exit 0\n")
        result = self.find()
        self.assertEqual((result.returncode, result.stdout), (1, ""))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

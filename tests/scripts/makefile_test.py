"""The Makefile's help and its users: `make help` lists every target and every variable the
Makefile declares, each once with its line, and every `make ...` command that CI, the scripts
and the documentation run names a listed target and listed variables. And the optimisation of
each build (docs/building.md), read from `make -n`: the engine's builds are profile-guided
unless PGO=off, the sanitizer, fuzzing, tuning and dev builds never; and make dist installs the
cross compilers of the archives it builds, and only those.

    python3 makefile_test.py REPOSITORY
"""
import os
import re
import shutil
import subprocess
import sys
import unittest

REPOSITORY = sys.argv[1]

RULE = re.compile(r"^([a-z][a-z-]*):(?!=)", re.M)
VARIABLE = re.compile(r"^([A-Z_]+) \?=", re.M)
HELP_ROW = re.compile(r"^  (?:make )?(\S+) +\S")
# A word of a make command that names a target (not a placeholder such as `make ...`).
TARGET_WORD = re.compile(r"^[a-z][a-z-]*$")
# A command segment that runs make: optional environment assignments, then make and its words.
MAKE_COMMAND = re.compile(r"^(?:sudo )?(?:[A-Z_]+=\S* )*make(?: (.*))?$")
# A build a recipe starts, through scripts/pgo-build.sh or a package script: (PGO, script, folder).
BUILD_COMMAND = re.compile(r"^PGO=(\S+) JOBS=\S+ \./scripts/(pgo-build|make-deb|make-dist)\.sh (\S+)",
                           re.M)


def read(path):
    with open(os.path.join(REPOSITORY, path), encoding="utf-8") as file:
        return file.read()


def help_rows():
    """The targets and the variables `make help` lists, in its order (one listed twice, twice)."""
    output = subprocess.run(["make", "--no-print-directory", "-C", REPOSITORY, "help"],
                            check=True, capture_output=True, text=True).stdout
    targets, variables = [], []
    rows = targets
    for line in output.splitlines():
        if line.startswith("Variables"):
            rows = variables
        match = HELP_ROW.match(line)
        if match:
            rows.append(match.group(1))
    return targets, variables


def shell_commands(text):
    """The command segments of shell lines (split at && and ;) that start with make."""
    for line in text.splitlines():
        for segment in re.split(r"&&|;", line):
            yield segment.strip()


def documented_commands(text):
    """The make commands of a Markdown text: its code spans and its indented code lines."""
    for span in re.findall(r"`([^`]*)`", text):
        yield " ".join(span.split())
    for line in text.splitlines():
        if line.startswith("    "):
            yield from shell_commands(line.split("#")[0])


def recipes(*arguments):
    """What `make -n ARGUMENTS` would run, with the Makefile's defaults: none of the variables of
    the make that runs this test (`make test PGO=off` hands its PGO down through MAKEFLAGS), nor
    PGO from the environment."""
    environment = {name: value for name, value in os.environ.items()
                   if name not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "PGO")}
    return subprocess.run(["make", "-n", "--no-print-directory", "-C", REPOSITORY, *arguments],
                          check=True, capture_output=True, text=True, env=environment).stdout


def builds(*arguments):
    """(PGO, script, folder) of every build the recipes of `make -n ARGUMENTS` would start."""
    return BUILD_COMMAND.findall(recipes(*arguments))


def installs(*arguments):
    """The options of every scripts/install-deps.sh the recipes of `make -n ARGUMENTS` run."""
    return set(re.findall(r"^\./scripts/install-deps\.sh ?(\S*)", recipes(*arguments), re.M))


def files(folder, suffix):
    return sorted(os.path.join(folder, name) for name in os.listdir(os.path.join(REPOSITORY, folder))
                  if name.endswith(suffix))


def make_commands():
    """(file, command words after make) for every make command CI, scripts and docs run."""
    for path in [".ci/run"] + files("scripts", ".sh"):
        text = "\n".join(line for line in read(path).splitlines()
                         if not line.lstrip().startswith("#"))
        for command in shell_commands(text):
            yield path, command
    for path in ["README.md", "CONTRIBUTING.md"] + files("docs", ".md"):
        for command in documented_commands(read(path)):
            yield path, command


class MakefileTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if shutil.which("make") is None:
            raise unittest.SkipTest("no make")
        cls.makefile = read("Makefile")
        cls.targets, cls.variables = help_rows()

    def test_help_lists_every_target_once(self):
        self.assertEqual(sorted(self.targets), sorted(set(RULE.findall(self.makefile))))

    def test_help_lists_every_variable_once(self):
        self.assertEqual(sorted(self.variables), sorted(set(VARIABLE.findall(self.makefile))))

    def test_every_make_command_names_a_target_and_variables_it_has(self):
        checked = 0
        for path, command in make_commands():
            match = MAKE_COMMAND.match(command)
            if not match:
                continue
            checked += 1
            for word in (match.group(1) or "").split():
                name = word.split("=")[0]
                with self.subTest(path=path, command=command):
                    if "=" in word:
                        self.assertIn(name, self.variables)
                    elif TARGET_WORD.match(word):
                        self.assertIn(name, self.targets)
        # CI alone runs ten; a parser that found none would pass whatever the docs say.
        self.assertGreater(checked, 30)

    def test_the_engines_builds_are_profile_guided_unless_pgo_is_off(self):
        for target in ("engine", "test", "install", "windows", "deb", "dist"):
            with self.subTest(target=target):
                started = builds(target)
                self.assertTrue(started)
                self.assertEqual({pgo for pgo, _, _ in started}, {"on"})
                self.assertEqual({pgo for pgo, _, _ in builds(target, "PGO=off")}, {"off"})

    def test_the_sanitizer_fuzzing_tuning_and_dev_builds_are_plain(self):
        for target in ("sanitize", "tsan", "fuzz", "tunables", "dev"):
            with self.subTest(target=target):
                started = builds(target, "PGO=on")
                self.assertTrue(started)
                self.assertEqual({pgo for pgo, _, _ in started}, {"off"})

    def test_dist_installs_the_cross_compilers_of_the_archives_it_builds(self):
        for variants, cross in (("linux-x86-64 linux-x86-64-v3", set()),
                                ("linux-aarch64", {"--arm"}), ("windows-x86-64", {"--windows"}),
                                ("", {"--arm", "--windows"})):  # "": the default, all five
            with self.subTest(variants=variants):
                arguments = ["dist"] + ([f"DIST_VARIANTS={variants}"] if variants else [])
                self.assertEqual(installs(*arguments) - {"--build-only"}, cross)

    def test_pgo_check_builds_the_plain_engine_beside_the_default_one(self):
        self.assertEqual(builds("pgo-check", "BUILD_DIR=b", "PLAIN_DIR=p"),
                         [("on", "pgo-build", "b"), ("off", "pgo-build", "p")])


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

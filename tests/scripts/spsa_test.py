"""Tests of scripts/spsa.py, with a stand-in fastchess and a stand-in tuning build.

    python3 spsa_test.py SCRIPT

(ctest passes the script's path). The stand-in fastchess reads the plus and minus engines'
option.NAME=VALUE settings from its command line and writes a PGN in which the setting nearer a
hidden optimum wins every game (all draws when both are as near), so a working tune must walk
towards the optimum. It logs every call (settings, opening seed, options) for the tests to read.
The walk to the optimum fails with the update's sign reversed or its steps far too small; the
exact first step pins the scale of c_k and r_k.
"""
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest

SCRIPT = os.path.abspath(sys.argv[1])

# The hidden optimum of every parameter the stand-in knows, and the scale its distance is
# measured on (a parameter's distance counts in shares of its range).
OPTIMUM = {"MARGIN": (70, 100), "DEPTH": (150, 300), "EDGE": (30, 10)}

FAKE_FASTCHESS = r'''#!%(python)s -S
import json, os, sys, time

OPTIMUM = %(optimum)r


def sections(words):
    """The options of every flag: {"-engine": [[...], [...]], "-rounds": [[...]], ...}."""
    found, current = {}, None
    for word in words:
        if word.startswith("-"):
            current = []
            found.setdefault(word, []).append(current)
        else:
            current.append(word)
    return found


def options(words):
    return {word[7:].split("=")[0]: int(word.split("=")[1])
            for word in words if word.startswith("option.")}


def distance(setting):
    return sum(((value - OPTIMUM[name][0]) / OPTIMUM[name][1]) ** 2
               for name, value in setting.items())


flags = sections(sys.argv[1:])
engines = {[w for w in words if w.startswith("name=")][0][5:]: words for words in flags["-engine"]}
plus, minus = options(engines["plus"]), options(engines["minus"])
pgn = flags["-pgnout"][0][0][len("file="):]
games = int(flags["-rounds"][0][0]) * int(flags["-games"][0][0])
mode = os.environ.get("FAKE_MODE", "play")
with open(os.environ["FAKE_LOG"], "a") as log:
    log.write(json.dumps({"plus": plus, "minus": minus, "srand": flags["-srand"][0][0],
                          "each": flags["-each"][0], "openings": flags["-openings"][0],
                          "games": games}) + "\n")
if mode == "fail":
    sys.exit(3)
if mode == "hang":
    with open(os.environ["FAKE_PID"], "w") as out:
        out.write(str(os.getpid()))
    time.sleep(60)
if mode == "short":
    games -= 1
winner = "plus" if distance(plus) < distance(minus) else \
    "minus" if distance(minus) < distance(plus) else None
with open(pgn, "w") as out:
    for game in range(games):
        white, black = ("plus", "minus") if game %% 2 == 0 else ("minus", "plus")
        result = "1/2-1/2" if winner is None else "1-0" if winner == white else "0-1"
        out.write('[Event "?"]\n[White "%%s"]\n[Black "%%s"]\n[Result "%%s"]\n\n1. e4 e5 %%s\n\n'
                  %% (white, black, result, result))
'''

FAKE_ENGINE = r'''#!%(python)s -S
import sys
sys.stdin.read()
print("id name stand-in")
for name, low, high in (("MARGIN", 0, 100), ("DEPTH", 100, 400), ("EDGE", 0, 10)):
    print("option name %%s type spin default %%d min %%d max %%d" %% (name, low, low, high))
print("uciok")
'''

TWO_PARAMETERS = """# two parameters away from their optimum
MARGIN, int, 50, 0, 100, 5.00, 0.010

DEPTH, int, 200, 100, 400, 15.00, 0.010
"""


def write_program(path, text):
    with open(path, "w") as out:
        out.write(text % {"python": sys.executable, "optimum": OPTIMUM})
    os.chmod(path, 0o755)


class SpsaTest(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.fastchess = self.path("fastchess")
        self.engine = self.path("quadrant")
        self.openings = self.path("openings.epd")
        self.log = self.path("calls.jsonl")
        write_program(self.fastchess, FAKE_FASTCHESS)
        write_program(self.engine, FAKE_ENGINE)
        with open(self.openings, "w") as out:
            out.write("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\n")

    def tearDown(self):
        self.folder.cleanup()

    def path(self, name):
        return os.path.join(self.folder.name, name)

    def params(self, text, name="params.txt"):
        with open(self.path(name), "w") as out:
            out.write(text)
        return self.path(name)

    def command(self, *arguments, state="state.json"):
        return [sys.executable, SCRIPT, "--state", self.path(state), "--engine", self.engine,
                "--fastchess", self.fastchess, "--openings", self.openings] + list(arguments)

    def spsa(self, *arguments, state="state.json", mode="play"):
        environment = dict(os.environ, FAKE_LOG=self.log, FAKE_MODE=mode)
        return subprocess.run(self.command(*arguments, state=state), capture_output=True,
                              text=True, timeout=120, env=environment)

    def state(self, name="state.json"):
        with open(self.path(name)) as saved:
            return json.load(saved)

    def calls(self):
        with open(self.log) as lines:
            return [json.loads(line) for line in lines]

    def assert_refused(self, run, *phrases):
        self.assertNotEqual(run.returncode, 0)
        self.assertNotIn("Traceback", run.stderr)
        for phrase in phrases:
            self.assertIn(phrase, run.stderr)

    def test_the_tune_walks_to_the_optimum_and_shows_it(self):
        params = self.params(TWO_PARAMETERS)
        run = self.spsa("--params", params, "--iterations", "100", "--nodes", "5000")
        self.assertEqual(run.returncode, 0, run.stderr)
        theta = self.state()["theta"]
        self.assertLess(abs(theta["MARGIN"] - 70), 3, theta)  # from 50
        self.assertLess(abs(theta["DEPTH"] - 150), 8, theta)  # from 200
        lines = run.stdout.splitlines()
        self.assertTrue(lines[1].startswith("1/100 score "), lines[:3])
        self.assertTrue(any(line.startswith("100/100 score ") for line in lines), lines[-3:])
        shown = self.spsa("--show")
        self.assertEqual(shown.returncode, 0, shown.stderr)
        self.assertEqual(shown.stdout.splitlines(), [
            "MARGIN, %d" % math.floor(theta["MARGIN"] + 0.5),
            "DEPTH, %d" % math.floor(theta["DEPTH"] + 0.5)])
        # The games asked: fixed nodes, four pairs, the options of the tuning runs.
        call = self.calls()[0]
        self.assertEqual(call["games"], 8)
        self.assertEqual(call["each"], ["tc=inf", "nodes=5000", "option.Hash=16",
                                        "option.Threads=1", "option.OwnBook=false"])
        self.assertEqual(call["openings"], ["file=" + self.openings, "format=epd", "order=random"])
        self.assertGreater(len({call["srand"] for call in self.calls()}), 95)

    def test_the_first_step_is_r1_c1_times_the_score(self):
        params = self.params("MARGIN, int, 50, 0, 100, 5, 0.002\n")
        run = self.spsa("--params", params, "--iterations", "1000", "--pairs", "3",
                        "--tc", "1+0.01", "--stop-after", "1")
        self.assertEqual(run.returncode, 0, run.stderr)
        iterations, stability = 1000, 100
        c_1 = 5 * iterations ** 0.101
        a = 0.002 * 5 ** 2 * (stability + iterations) ** 0.602
        r_1 = a / (stability + 1) ** 0.602 / c_1 ** 2
        # The setting above 50 is nearer 70: it wins all six games, whichever side it is.
        self.assertAlmostEqual(self.state()["theta"]["MARGIN"], 50 + r_1 * c_1 * 6, places=9)
        history = self.state()["history"]
        self.assertEqual([entry["k"] for entry in history], [1])
        self.assertEqual(abs(history[0]["score"]), 6)
        call = self.calls()[0]
        self.assertEqual(sorted([call["plus"]["MARGIN"], call["minus"]["MARGIN"]]),
                         [50 - round(c_1), 50 + round(c_1)])
        self.assertEqual(call["each"][0], "tc=1+0.01")

    def test_a_tune_resumed_after_stops_ends_as_one_run_through(self):
        params = self.params(TWO_PARAMETERS)
        settings = ["--iterations", "20", "--nodes", "1000", "--pairs", "2", "--seed", "7"]
        run = self.spsa("--params", params, *settings, state="straight.json")
        self.assertEqual(run.returncode, 0, run.stderr)
        straight_calls = self.calls()
        os.remove(self.log)
        first = self.spsa("--params", params, *settings, "--stop-after", "7", state="parts.json")
        self.assertEqual(first.returncode, 0, first.stderr)
        self.assertEqual(self.state("parts.json")["k"], 7)
        for _ in range(2):  # resumed with the saved settings alone
            part = self.spsa("--stop-after", "7", state="parts.json")
            self.assertEqual(part.returncode, 0, part.stderr)
        self.assertEqual(self.state("parts.json"), self.state("straight.json"))
        self.assertEqual(self.calls(), straight_calls)
        done = self.spsa(state="parts.json")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("has played its 20 iterations", done.stdout)

    def test_malformed_parameter_lines_are_refused_by_line(self):
        cases = {
            "MARGIN, int, 50, 0, 100, 5.00\n": "expected 7 fields",
            "MARGIN, float, 50, 0, 100, 5.00, 0.002\n": "not int",
            "MARGIN, int, 150, 0, 100, 5.00, 0.002\n": "outside [0, 100]",
            "MARGIN, int, 50, 0, 100, 0.2, 0.002\n": "C_END must be at least 0.5",
            "MARGIN, int, 50, 0, 100, 5, 0\n": "R_END must be above 0",
            "MARGIN, int, fifty, 0, 100, 5, 0.002\n": "must be integers",
        }
        for line, message in cases.items():
            with self.subTest(line=line):
                params = self.params("# comment\n\n" + line)
                run = self.spsa("--params", params, "--iterations", "10", "--nodes", "100")
                self.assert_refused(run, params + ":3: ", message)
                self.assertFalse(os.path.exists(self.path("state.json")))

    def test_a_parameter_the_engine_lacks_is_refused(self):
        params = self.params("MARGN, int, 50, 0, 100, 5.00, 0.002\n")
        run = self.spsa("--params", params, "--iterations", "10", "--nodes", "100")
        self.assert_refused(run, "offers no option MARGN")

    def test_a_resume_with_other_settings_is_refused(self):
        params = self.params(TWO_PARAMETERS)
        run = self.spsa("--params", params, "--iterations", "20", "--nodes", "100",
                        "--stop-after", "2")
        self.assertEqual(run.returncode, 0, run.stderr)
        with open(self.path("state.json")) as saved:
            before = saved.read()
        for other in (["--seed", "2"], ["--tc", "10+0.1"], ["--pairs", "5"],
                      ["--iterations", "30"]):
            with self.subTest(other=other):
                self.assert_refused(self.spsa(*other), "started with --seed 1 --iterations 20 "
                                                       "--pairs 4 --nodes 100")
        other_params = self.params("MARGIN, int, 50, 0, 100, 5.00, 0.002\n", "other.txt")
        self.assert_refused(self.spsa("--params", other_params), "not those")
        with open(self.path("state.json")) as saved:
            self.assertEqual(saved.read(), before)

    def test_settings_and_theta_stay_in_range(self):
        # EDGE's optimum, 30, is beyond its maximum; its perturbations reach past it at once.
        params = self.params("EDGE, int, 9, 0, 10, 3, 0.05\n")
        run = self.spsa("--params", params, "--iterations", "10", "--nodes", "100")
        self.assertEqual(run.returncode, 0, run.stderr)
        played = [call[side]["EDGE"] for call in self.calls() for side in ("plus", "minus")]
        self.assertEqual(max(played), 10)
        self.assertTrue(all(0 <= value <= 10 for value in played), played)
        self.assertEqual(self.state()["theta"]["EDGE"], 10)

    def test_a_failing_fastchess_stops_the_tune_and_keeps_the_state(self):
        params = self.params(TWO_PARAMETERS)
        run = self.spsa("--params", params, "--iterations", "20", "--nodes", "100",
                        "--stop-after", "1")
        self.assertEqual(run.returncode, 0, run.stderr)
        with open(self.path("state.json")) as saved:
            before = saved.read()
        for mode, message in (("fail", "exit status 3"), ("short", "7 games of the 8 asked")):
            with self.subTest(mode=mode):
                self.assert_refused(self.spsa(mode=mode), message)
                with open(self.path("state.json")) as saved:
                    self.assertEqual(saved.read(), before)

    def test_sigterm_stops_fastchess_and_keeps_the_state(self):
        params = self.params(TWO_PARAMETERS)
        run = self.spsa("--params", params, "--iterations", "20", "--nodes", "100",
                        "--stop-after", "1")
        self.assertEqual(run.returncode, 0, run.stderr)
        with open(self.path("state.json")) as saved:
            before = saved.read()
        pid_file = self.path("fastchess.pid")
        environment = dict(os.environ, FAKE_LOG=self.log, FAKE_MODE="hang", FAKE_PID=pid_file)
        tune = subprocess.Popen(self.command(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, env=environment)
        deadline = time.monotonic() + 20
        while not os.path.exists(pid_file) or not os.path.getsize(pid_file):
            self.assertLess(time.monotonic(), deadline, "the stand-in fastchess never started")
            time.sleep(0.05)
        with open(pid_file) as pid:
            fastchess_pid = int(pid.read())
        tune.send_signal(signal.SIGTERM)
        _, errors = tune.communicate(timeout=20)
        self.assertEqual(tune.returncode, 128 + signal.SIGTERM, errors)
        self.assertIn("stopped by SIGTERM", errors)
        with self.assertRaises(ProcessLookupError):
            os.kill(fastchess_pid, 0)
        with open(self.path("state.json")) as saved:
            self.assertEqual(saved.read(), before)
        self.assertEqual([name for name in os.listdir(self.folder.name) if name.startswith(".")],
                         [])


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

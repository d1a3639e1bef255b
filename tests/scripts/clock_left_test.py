"""Tests of scripts/clock-left.py on small fastchess-style PGN files.

    python3 clock_left_test.py SCRIPT

(ctest passes the script's path).
"""
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = sys.argv[1]


def game(white, black, control, times, fen=None, ending=""):
    """A game whose moves took `times` seconds each, in the order they were played; `ending`
    is what fastchess adds to the last move's comment when the game ends."""
    tags = [("White", white), ("Black", black), ("Result", "1/2-1/2"), ("TimeControl", control)]
    if fen:
        tags += [("SetUp", "1"), ("FEN", fen)]
    text = "".join(f'[{name} "{value}"]\n' for name, value in tags)
    moves = " ".join(f"m{i} {{+0.10/9 {t:.3f}s}}" for i, t in enumerate(times))
    if ending:
        moves = moves[:-1] + f", {ending}}}"
    return text + "\n" + moves + " 1/2-1/2\n\n"


class ClockLeft(unittest.TestCase):
    def run_script(self, pgn_text, *flags):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "games.pgn")
            with open(path, "w", encoding="utf-8") as out:
                out.write(pgn_text)
            done = subprocess.run([sys.executable, SCRIPT, path, *flags],
                                  capture_output=True, text=True)
        return done

    def line_of(self, output, name):
        return next(line for line in output.splitlines() if line.startswith(name + ":"))

    def test_the_clock_is_replayed_with_the_increment(self):
        # 1+0.5: A spends 0.6 s on each of 3 moves, B 0.2 s: A ends at 60 - 3 * 0.1 = 59.7 s,
        # B at 60 + 3 * 0.3 = 60.9 s.
        done = self.run_script(game("A", "B", "60+0.5", [0.6, 0.2] * 3), "--min-moves", "3")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("median 59.70 s left", self.line_of(done.stdout, "A"))
        self.assertIn("median 60.90 s left", self.line_of(done.stdout, "B"))

    def test_black_to_move_first_in_the_opening_position(self):
        fen = "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
        done = self.run_script(game("A", "B", "10", [1.0, 3.0] * 2, fen), "--min-moves", "2")
        self.assertIn("median 8.00 s left", self.line_of(done.stdout, "B"))
        self.assertIn("median 4.00 s left", self.line_of(done.stdout, "A"))

    def test_short_games_are_left_out_and_losses_counted(self):
        pgn = game("A", "B", "10", [0.2, 0.1] * 40)  # 40 moves each: A ends at 2 s
        pgn += game("B", "A", "10", [0.1, 11.0] * 2)  # A below zero after 2 moves
        done = self.run_script(pgn)
        a = self.line_of(done.stdout, "A")
        self.assertIn("median 2.00 s left", a)
        self.assertIn("over 1 games", a)
        self.assertIn("1 below zero", a)

    def test_the_last_move_counts_when_its_comment_ends_the_game(self):
        # B's second move, the last, takes it below zero: fastchess writes the loss after the time.
        pgn = game("A", "B", "10", [1.0, 4.0, 1.0, 7.0], ending="Black loses on time")
        done = self.run_script(pgn, "--min-moves", "2")
        b = self.line_of(done.stdout, "B")
        self.assertIn("median -1.00 s left", b)
        self.assertIn("1 below zero", b)

    def test_periods_give_the_base_again(self):
        # 2/10: after each 2 moves the base comes back: 10 + 10 + 10 - 4 * 4 s.
        done = self.run_script(game("A", "B", "2/10", [4.0, 1.0] * 4), "--min-moves", "4")
        self.assertIn("median 14.00 s left", self.line_of(done.stdout, "A"))

    def test_by_move_gives_the_median_clock_after_every_nth_move(self):
        # A spends 1 s a move in a 10 s game of 4 moves each and 2 s a move in one of 2 moves:
        # after move 2 the clocks are 8 and 6 s (median 7), after move 4 only the first game's 6.
        pgn = game("A", "B", "10", [1.0, 0.5] * 4) + game("A", "B", "10", [2.0, 0.5] * 2)
        done = self.run_script(pgn, "--min-moves", "1", "--by-move", "2")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("A by move: 2: 7.00 s (2), 4: 6.00 s (1)", done.stdout)
        self.assertIn("B by move: 2: 9.00 s (2), 4: 8.00 s (1)", done.stdout)

    def test_by_move_refuses_a_step_below_one(self):
        done = self.run_script(game("A", "B", "10", [0.1, 0.1]), "--by-move", "0")
        self.assertNotEqual(done.returncode, 0)
        self.assertIn("--by-move", done.stderr)

    def test_unclocked_games_only(self):
        done = self.run_script(game("A", "B", "-", [0.1, 0.1]))
        self.assertNotEqual(done.returncode, 0)
        self.assertIn("no clocked games", done.stderr)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

"""Reads the output of `quadrant annotate` back with python-chess, as the tools that show
annotated games do.

    PYTHONPATH=path/to/python-chess python3 annotate_test.py ENGINE

(ctest passes the engine's path). Without python-chess on the Python path the test exits with
77, which ctest reports as skipped.
"""
import importlib.util
import io
import os
import subprocess
import sys
import tempfile
import unittest

ENGINE = sys.argv[1]

# Morphy against the Duke of Brunswick and Count Isouard, Paris 1858; a game where White hangs
# the queen; a game that cannot be read whole (annotated up to its illegal move); an ending set
# up from a FEN with Black to move; a game with annotations of its own, marks written apart from
# their moves among them.
GAMES = """[Event "Paris"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

{The Opera Game.} 1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6
7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0

[Event "Hung queen"]
[Result "0-1"]

1. e4 d5 2. Qg4 Bxg4 3. f3 Be6 0-1

[Event "Illegal"]
[Result "*"]

1. e4 e5 2. Ke3 *

[Event "Ending"]
[SetUp "1"]
[FEN "8/8/8/4k3/8/8/4P3/4K3 b - - 0 40"]
[Result "*"]

40... Ke4 41. Kf2 Kd4 *

[Event "Own notes"]
[Result "*"]

1. e4 e5 2. Nf3 ! Nc6 ?! (2... d6 {Philidor} 3. d4 $14) 3. Bb5 a6 *
"""


class AnnotateReadBackTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "games.pgn")
            with open(path, "w") as out:
                out.write(GAMES)
            cls.run_result = subprocess.run([ENGINE, "annotate", path, "--nodes", "3000"],
                                            capture_output=True, text=True, timeout=300)
        cls.games = []
        stream = io.StringIO(cls.run_result.stdout)
        while True:
            game = chess.pgn.read_game(stream)
            if game is None:
                break
            cls.games.append(game)
        cls.game = {game.headers["Event"]: game for game in cls.games}

    def test_status_and_messages(self):
        self.assertEqual(self.run_result.returncode, 1, self.run_result.stderr)
        self.assertIn("error: annotate: game 3 (line 15): line 18: 'Ke3' is not a legal move",
                      self.run_result.stderr)

    def test_games_read_back_without_errors(self):
        self.assertEqual([game.headers["Event"] for game in self.games],
                         ["Paris", "Hung queen", "Illegal", "Ending", "Own notes"])
        for game in self.games:
            self.assertEqual(game.errors, [])
        self.assertEqual(self.game["Paris"].headers["Result"], "1-0")
        self.assertEqual(self.game["Paris"].comment, "The Opera Game.")
        self.assertEqual(self.game["Ending"].board().fen(), "8/8/8/4k3/8/8/4P3/4K3 b - - 0 40")

    def test_a_game_that_cannot_be_read_whole_is_kept_up_to_its_problem(self):
        nodes = list(self.game["Illegal"].mainline())
        self.assertEqual([node.san() for node in nodes], ["e4", "e5"])
        self.assertIn("Annotation stops here", nodes[-1].comment)
        self.assertIn("'Ke3' is not a legal move", " ".join(nodes[-1].comment.split()))
        self.assertEqual(self.game["Illegal"].headers["Result"], "*")

    def test_every_move_has_an_eval(self):
        for game in self.games:
            for node in game.mainline():
                self.assertIsNotNone(node.eval(), "%s after %s" % (game.headers["Event"],
                                                                   node.san()))

    def test_mates_from_whites_point_of_view(self):
        last = list(self.game["Paris"].mainline())[-3:]
        self.assertEqual([node.eval().white() for node in last],
                         [chess.engine.Mate(1), chess.engine.Mate(1), chess.engine.MateGiven])
        self.assertTrue(last[-1].board().is_checkmate())

    def test_hung_queen_is_a_blunder_with_a_better_line(self):
        nodes = list(self.game["Hung queen"].mainline())
        queen = nodes[2]
        self.assertEqual(queen.san(), "Qg4")
        self.assertIn(chess.pgn.NAG_BLUNDER, queen.nags)
        self.assertLess(queen.eval().white().score(), -500)
        alternatives = queen.parent.variations[1:]
        self.assertEqual(len(alternatives), 1)
        self.assertNotEqual(alternatives[0].move, queen.move)

    def test_the_games_own_annotations_are_kept(self):
        nodes = list(self.game["Own notes"].mainline())
        self.assertEqual([node.san() for node in nodes], ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"])
        self.assertIn(chess.pgn.NAG_GOOD_MOVE, nodes[2].nags)
        self.assertIn(chess.pgn.NAG_DUBIOUS_MOVE, nodes[3].nags)
        philidor = [v for v in nodes[3].parent.variations if v.san() == "d6"]
        self.assertEqual(len(philidor), 1)
        self.assertEqual(philidor[0].comment, "Philidor")
        self.assertEqual(philidor[0].variations[0].san(), "d4")
        self.assertEqual(philidor[0].variations[0].nags, {14})


if __name__ == "__main__":
    if importlib.util.find_spec("chess") is None:
        print("python-chess is not on the Python path: skipped", file=sys.stderr)
        sys.exit(77)
    import chess.engine
    import chess.pgn
    unittest.main(argv=sys.argv[:1])

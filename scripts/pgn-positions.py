#!/usr/bin/env python3
"""Quiet positions of PGN games, with the game's result, as tuning data for `quadrant tune`.

    PYTHONPATH=path/to/python-chess scripts/pgn-positions.py [--scores FILE] OUT GAMES.pgn ...

Writes "FEN [result]" lines (White's result: 1.0, 0.5 or 0.0), the form `quadrant selfplay`
writes, for every position of every finished game in which the side to move is not in check and
the move played is neither a capture nor a promotion: as in self-play, the position's value
should not hinge on an exchange under way. Positions the player scored as a mate (a "#" or a
score of 100 pawns or more in the move's comment, as fastchess and cutechess write it) are left
out too. Needs python-chess (https://github.com/niklasf/python-chess, pure Python).

--scores FILE appends, for every position written whose move carries a score in its comment
("+0.35/12", in pawns from the mover's side, as fastchess and cutechess write it), a line
"FEN<TAB>cp" with White's centipawns: the score cache of scripts/label-positions.py, which then
labels these positions with the players' own scores and starts no engine for them.
"""
import os
import re
import sys

try:
    import chess.pgn
except ImportError:  # told once the arguments are checked
    chess = None

RESULTS = {"1-0": "[1.0]", "1/2-1/2": "[0.5]", "0-1": "[0.0]"}
SCORE = re.compile(r"^\s*([+-]?)([M#]?)(\d+(?:\.\d+)?)")


def scored_as_mate(comment):
    match = SCORE.match(comment)
    return bool(match and (match.group(2) or float(match.group(3)) >= 100))


def mover_centipawns(comment):
    """The comment's score in centipawns from the mover's side; None without one."""
    match = SCORE.match(comment)
    if not match or match.group(2):
        return None
    cp = round(float(match.group(3)) * 100)
    return -cp if match.group(1) == "-" else cp


def quiet_positions(game):
    """(fen, White's centipawns from the move's comment or None) of the game's quiet positions."""
    board = game.board()
    for node in game.mainline():
        move = node.move
        if not (board.is_check() or board.is_capture(move) or move.promotion or
                scored_as_mate(node.comment)):
            cp = mover_centipawns(node.comment)
            if cp is not None and board.turn == chess.BLACK:
                cp = -cp
            yield board.fen(), cp
        board.push(move)


def write_positions(out, scores, path):
    """Appends the quiet positions of the finished games of the PGN file at path (and their
    scores to `scores` when it is a file); their count."""
    written = 0
    with open(path) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            result = RESULTS.get(game.headers.get("Result", "*"))
            if result is None:
                continue
            for fen, cp in quiet_positions(game):
                out.write("%s %s\n" % (fen, result))
                if scores and cp is not None:
                    scores.write("%s\t%d\n" % (fen, cp))
                written += 1
    return written


def main():
    arguments = sys.argv[1:]
    scores_path = None
    if arguments[:1] == ["--scores"] and len(arguments) > 1:
        scores_path, arguments = arguments[1], arguments[2:]
    if len(arguments) < 2 or arguments[0] in ("-h", "--help"):
        sys.exit(__doc__)
    output, inputs = arguments[0], arguments[1:]
    # Every input is checked before OUT is touched: a mistyped name leaves OUT as it was.
    for path in inputs:
        if not os.path.isfile(path):
            sys.exit("pgn-positions.py: cannot read %s: no such file" % path)
    if chess is None:
        sys.exit("pgn-positions.py: needs python-chess on the Python path (see --help)")
    try:
        with open(output, "a") as out, open(scores_path or os.devnull, "a") as scores:
            written = sum(write_positions(out, scores_path and scores, path) for path in inputs)
    except OSError as error:
        sys.exit("pgn-positions.py: %s: %s" % (error.filename, error.strerror))
    print("%d positions written to %s" % (written, output), file=sys.stderr)


if __name__ == "__main__":
    main()

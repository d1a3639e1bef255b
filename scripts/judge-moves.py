#!/usr/bin/env python3
"""Where each engine of a match loses its points: every move judged by a stronger engine.

    PYTHONPATH=path/to/python-chess scripts/judge-moves.py judge GAMES.pgn OUT
        [--judge /usr/games/stockfish] [--nodes 60000] [--hash 64]
    scripts/judge-moves.py summary OUT
    PYTHONPATH=path/to/python-chess scripts/judge-moves.py suite OUT GAMES.pgn PLAYER EPD
        [--drop 0.25] [--from 0.15] [--to 0.95]

`judge` has a UCI engine that reports win/draw/loss chances (by default Debian's Stockfish 15.1,
with UCI_ShowWDL) search every position of every game of GAMES.pgn (a fastchess PGN, or any
other) to --nodes nodes, with one thread; the side to move's expected score is its chance of a
win plus half its chance of a draw. For every move OUT gets a line

    game ply mover fullmove phase before after tactical result

game: the game's number in GAMES.pgn, from 1; ply: the move's, from 0; mover: the White or Black
tag of the side that moved, spaces written _; fullmove: the move number; phase: the material on
the board before the move, 1 for a knight or a bishop, 2 for a rook, 4 for a queen, at most 24
(all on), as tapered evaluations count it; before and after: the mover's expected score before
and after its move (a move that ends the game by the rules gets the outcome's score); tactical:
1 when the judge's best move before the move was a capture or a check, 0 otherwise; result: the
game's Result tag. A game's lines are written together once it is judged and the games OUT
already holds are skipped, so that a second run completes an interrupted one. Needs
python-chess (https://github.com/niklasf/python-chess, pure Python); a COMMAND with arguments is
split as a shell would.

`summary` prints, for each engine, how much expected score its moves lost (before less after, a
gain counting as nothing): over all its moves, by phase, by move number and by whether the
judge's best move was tactical, with the number of moves that lost 0.10 or more and 0.25 or more.
It needs no python-chess.

`suite` writes to EPD a test suite of one engine's costly moves, to be searched again afresh at
other node counts or by another engine: `quadrant epd` counts as solved the positions where it
now plays another move, and so shows how many of them it still plays.

    build/quadrant epd q-blunders.epd --nodes 600000

The suite holds every position of GAMES.pgn (the games OUT judged) where PLAYER (a mover of OUT,
spaces written _) made a move that lost --drop or more expected score while its expected score
before the move lay from --from to --to (outside that range the game is decided and a loss means
little). Each line is the position, `am` the move played and an `id`, as in

    rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - am Qg4; id "g12p2 0.550->0.050";

for game 12's move 2 (numbered as in OUT), which took the mover from 0.550 to 0.050. It prints
how many positions it wrote. Needs python-chess, as `judge` does.
"""
import argparse
import collections
import math
import shlex
import sys

try:
    import chess.engine
    import chess.pgn
except ImportError:  # told when `judge` is asked for: `summary` does without
    chess = None

PHASE_WEIGHTS = {"n": 1, "b": 1, "r": 2, "q": 4}
MAX_PHASE = 24  # promotions can add material: capped, as tapered evaluations cap it

# Losses are counted in thousandths, as OUT writes them: in floating point 0.500 - 0.400 falls
# short of 0.100, and such a move would be missed by the count of drops of 0.10 or more.
DROPS = (100, 250)
# The summary's groups: (label, lowest value, highest value), in the order they are printed.
PHASES = (("phase 17-24 (opening, middlegame)", 17, 24),
          ("phase 9-16 (queens or rooks gone)", 9, 16), ("phase 0-8 (endgame)", 0, 8))
MOVE_NUMBERS = (("moves 1-10", 1, 10), ("moves 11-20", 11, 20), ("moves 21-40", 21, 40),
                ("moves 41+", 41, math.inf))
BEST_MOVES = (("tactical best move", 1, 1), ("quiet best move", 0, 0))


class JudgedMove(collections.namedtuple("JudgedMove",
                                        "game ply mover fullmove phase before after tactical")):
    """A line of OUT; before and after in thousandths (see DROPS)."""

    @property
    def loss(self):
        return self.before - self.after


def thousandths(score):
    return round(float(score) * 1000)


def material_phase(board):
    weights = (PHASE_WEIGHTS.get(piece.symbol().lower(), 0)
               for piece in board.piece_map().values())
    return min(sum(weights), MAX_PHASE)


def open_judge(command, hash_mb):
    judge = chess.engine.SimpleEngine.popen_uci(shlex.split(command))
    # One thread: a search of a fixed number of nodes then gives the same figures on every run.
    # python-chess refuses an option the judge lacks, so those are left out; judged() then
    # refuses a judge that sends no WDL.
    wanted = {"Threads": 1, "Hash": hash_mb, "UCI_ShowWDL": True}
    judge.configure({name: value for name, value in wanted.items() if name in judge.options})
    return judge


def judged(judge, limit, game_number, board):
    """(the side to move's expected score, the judge's best move or None)."""
    # A new game number makes python-chess send ucinewgame: the judge's hash then holds nothing
    # of earlier games, and a game resumed alone is judged as in a whole run.
    info = judge.analyse(board, limit, game=game_number)
    if "wdl" not in info:
        sys.exit("judge-moves.py: the judge sent no WDL (win/draw/loss chances) with its score;"
                 " it needs an engine that does, such as Stockfish with UCI_ShowWDL")
    pv = info.get("pv")
    return info["wdl"].relative.expectation(), pv[0] if pv else None


def outcome_expected(board):
    """The side to move's score in a game the rules have ended."""
    winner = board.outcome().winner
    return 0.5 if winner is None else float(winner == board.turn)


def player(game, color):
    # A name is one word of OUT's lines.
    return "_".join(game.headers.get(color, "").split()) or "?"


def game_lines(judge, limit, number, game):
    """OUT's lines for the moves of one game. Each position is searched once: its expected
    score is the next mover's before its move, and one less it the last mover's after its own."""
    board = game.board()
    movers = {chess.WHITE: player(game, "White"), chess.BLACK: player(game, "Black")}
    result = game.headers.get("Result", "*")
    expected, best = judged(judge, limit, number, board)
    lines = []
    for ply, move in enumerate(game.mainline_moves()):
        mover, fullmove, phase = board.turn, board.fullmove_number, material_phase(board)
        tactical = best is not None and (board.is_capture(best) or board.gives_check(best))
        board.push(move)
        if board.is_game_over():
            reply_expected, best = outcome_expected(board), None
        else:
            reply_expected, best = judged(judge, limit, number, board)
        lines.append(f"{number} {ply} {movers[mover]} {fullmove} {phase} {expected:.3f}"
                     f" {1 - reply_expected:.3f} {int(tactical)} {result}\n")
        expected = reply_expected
    return lines


def games_judged(path):
    """The numbers of the games OUT already holds."""
    try:
        with open(path) as lines:
            return {int(line.split()[0]) for line in lines if line.strip()}
    except FileNotFoundError:
        return set()


def numbered_games(pgn):
    """(number from 1, game) for each game of the PGN file: the numbers of OUT's lines."""
    return enumerate(iter(lambda: chess.pgn.read_game(pgn), None), start=1)


def judge_games(args):
    done = games_judged(args.out)
    limit = chess.engine.Limit(nodes=args.nodes)
    judged_now = 0
    # OUT is opened last: a mistyped name of the games or of the judge leaves no OUT behind.
    try:
        with open(args.games, errors="replace") as pgn, \
                open_judge(args.judge, args.hash) as judge, open(args.out, "a") as out:
            for number, game in numbered_games(pgn):
                if number not in done:
                    # Whole games only: an interrupted run leaves no game half judged in OUT.
                    out.writelines(game_lines(judge, limit, number, game))
                    out.flush()
                    judged_now += 1
    except chess.engine.EngineError as error:
        sys.exit(f"judge-moves.py: the judge {args.judge} failed: {error}")
    print(f"{judged_now} games judged, {len(done)} already in {args.out}", file=sys.stderr)


def read_judged(path):
    moves = []
    with open(path) as lines:
        for line in lines:
            fields = line.split()
            if not fields:
                continue
            game, ply, mover, fullmove, phase, before, after, tactical = fields[:8]
            moves.append(JudgedMove(int(game), int(ply), mover, int(fullmove), int(phase),
                                    thousandths(before), thousandths(after), int(tactical)))
    return moves


def grouped(moves, field, groups):
    """(label, the moves whose `field` lies in the group) for each group of `groups`."""
    return [(label, [move for move in moves if low <= getattr(move, field) <= high])
            for label, low, high in groups]


def tally(moves):
    """(moves, expected score lost, per move, [moves that lost each of DROPS or more])."""
    losses = [max(move.loss, 0) for move in moves]
    lost = sum(losses) / 1000
    return len(losses), lost, lost / len(losses), [sum(loss >= drop for loss in losses)
                                                   for drop in DROPS]


def summary_sections(moves):
    """Each section of the summary as its rows (label, engine, tally), the groups in order."""
    engines = sorted({move.mover for move in moves})
    sections = [[("all moves", moves)], grouped(moves, "phase", PHASES),
                grouped(moves, "fullmove", MOVE_NUMBERS), grouped(moves, "tactical", BEST_MOVES)]
    return [[(label, engine, tally(mine))
             for label, group in section for engine in engines
             if (mine := [move for move in group if move.mover == engine])]
            for section in sections]


def print_summary(path):
    moves = read_judged(path)
    if not moves:
        sys.exit(f"judge-moves.py: {path} holds no judged moves")
    games = len({move.game for move in moves})
    label_width = max(len(label) for label, _, _ in PHASES + MOVE_NUMBERS + BEST_MOVES)
    engine_width = max(len("engine"), *(len(move.mover) for move in moves))
    drop_titles = "  ".join(f"{'>= %.2f' % (drop / 1000):>7}" for drop in DROPS)
    print(f"{path}: {games} games, {len(moves)} moves")
    print("lost: the mover's expected score before its move less after it (a gain counts as 0);")
    print(">=: how many of the moves lost that much or more")
    print()
    print(f"{'':{label_width}}  {'engine':{engine_width}}  {'moves':>7}  {'lost':>8}"
          f"  {'per move':>8}  {drop_titles}")
    for index, section in enumerate(summary_sections(moves)):
        if index:
            print()
        shown = None
        for label, engine, (count, lost, per_move, drops) in section:
            # A group's label heads its first row only, so that the groups stand apart.
            print(f"{label if label != shown else '':{label_width}}  {engine:{engine_width}}"
                  f"  {count:7d}  {lost:8.2f}  {per_move:8.4f}  "
                  + "  ".join(f"{drop:7d}" for drop in drops))
            shown = label


def costly_moves(moves, args):
    """{game: {ply: judged move}} of PLAYER's moves that go into the suite."""
    drop, lowest, highest = (thousandths(limit) for limit in (args.drop, args.lowest, args.highest))
    costly = collections.defaultdict(dict)
    for move in moves:
        if move.mover == args.player and move.loss >= drop and lowest <= move.before <= highest:
            costly[move.game][move.ply] = move
    return costly


def exit_mismatched(args, what):
    """Refuses a GAMES.pgn that is not the one OUT judged, whose positions would be others."""
    sys.exit(f"judge-moves.py: {args.out} does not judge the games of {args.games}: {what}")


def suite_lines(args, number, game, costly):
    """The suite's lines for the costly moves ({ply: judged move}) of one game."""
    board = game.board()
    lines = []
    for ply, move in enumerate(game.mainline_moves()):
        if ply in costly:
            judged = costly[ply]
            if player(game, "White" if board.turn == chess.WHITE else "Black") != judged.mover:
                exit_mismatched(args, f"game {number}'s move {ply} is not {judged.mover}'s")
            lines.append(f'{board.epd()} am {board.san(move)}; id "g{number}p{ply}'
                         f' {judged.before / 1000:.3f}->{judged.after / 1000:.3f}";\n')
        board.push(move)
    if len(lines) < len(costly):
        exit_mismatched(args, f"game {number} has no move {max(costly)}")
    return lines


def write_suite(args):
    moves = read_judged(args.out)
    movers = sorted({move.mover for move in moves})
    if args.player not in movers:
        sys.exit(f"judge-moves.py: {args.player} made no move in {args.out}"
                 f" (its movers: {', '.join(movers) or 'none'})")
    costly = costly_moves(moves, args)
    lines = []
    with open(args.games, errors="replace") as pgn:
        for number, game in numbered_games(pgn):
            if number in costly:
                lines += suite_lines(args, number, game, costly.pop(number))
    if costly:
        exit_mismatched(args, f"it has no game {min(costly)}")
    # The suite is written last: a mismatch leaves no suite behind.
    with open(args.epd, "w") as epd:
        epd.writelines(lines)
    print(f"{len(lines)} of {args.player}'s moves written to {args.epd}")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    judge = commands.add_parser("judge", help="judge every move of GAMES.pgn into OUT")
    judge.add_argument("games", metavar="GAMES.pgn")
    judge.add_argument("out", metavar="OUT")
    judge.add_argument("--judge", default="/usr/games/stockfish", metavar="COMMAND",
                       help="the judging engine (%(default)s)")
    judge.add_argument("--nodes", type=int, default=60000,
                       help="the judge's nodes a position (%(default)s)")
    judge.add_argument("--hash", type=int, default=64, metavar="MB",
                       help="the judge's hash table (%(default)s MB)")
    judge.set_defaults(run=judge_games, needs_chess=True)
    summary = commands.add_parser("summary", help="each engine's expected score lost, from OUT")
    summary.add_argument("out", metavar="OUT")
    summary.set_defaults(run=lambda args: print_summary(args.out), needs_chess=False)
    suite = commands.add_parser("suite", help="an EPD suite of PLAYER's costly moves, from OUT")
    suite.add_argument("out", metavar="OUT")
    suite.add_argument("games", metavar="GAMES.pgn")
    suite.add_argument("player", metavar="PLAYER")
    suite.add_argument("epd", metavar="EPD")
    suite.add_argument("--drop", type=float, default=0.25, metavar="SCORE",
                       help="the least expected score a move lost (%(default)s)")
    suite.add_argument("--from", dest="lowest", type=float, default=0.15, metavar="SCORE",
                       help="the least expected score before the move (%(default)s)")
    suite.add_argument("--to", dest="highest", type=float, default=0.95, metavar="SCORE",
                       help="the most expected score before the move (%(default)s)")
    suite.set_defaults(run=write_suite, needs_chess=True)
    args = parser.parse_args()
    if args.needs_chess and chess is None:
        sys.exit("judge-moves.py: needs python-chess on the Python path (see --help)")
    try:
        args.run(args)
    except OSError as error:
        sys.exit(f"judge-moves.py: {error.filename or args.out}: {error.strerror or error}")

if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""XBoard's zippy mode playing Quadrant on a local stand-in for a chess server (ICS).

    scripts/ics-zippy-check.py [PATH_TO_QUADRANT] [--moves 12] [--xboard /usr/games/xboard]

There is no internet access here, so instead of freechess.org or chessclub.com XBoard connects
to a small server on 127.0.0.1 that speaks the part of the FICS text protocol zippy mode needs:
a session greeting, a game-creation notice, and the position after every move as a "style 12"
line. The server's own side plays random legal moves. Runs XBoard under xvfb-run (Debian
packages xboard, xvfb; python-chess 1.11). Checks that XBoard starts Quadrant over CECP as its
first engine, that every move it sends the server is legal, and that it plays --moves moves.
"""

import argparse
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time

import chess

HERE = os.path.dirname(os.path.abspath(__file__))
BOT, OPPONENT = "QuadBot", "Sparring"
MINUTES = 2


def style12(board: chess.Board, relation: int, clocks: dict, last: chess.Move | None) -> str:
    """The FICS "style 12" line of `board`; relation 1: the bot to move, -1: the opponent."""
    ranks = []
    for rank in range(7, -1, -1):
        ranks.append("".join((board.piece_at(chess.square(f, rank)).symbol() if board.piece_at(chess.square(f, rank))
                              else "-") for f in range(8)))
    ep = chess.square_file(board.ep_square) if board.ep_square is not None else -1
    rights = [board.has_kingside_castling_rights(chess.WHITE), board.has_queenside_castling_rights(chess.WHITE),
              board.has_kingside_castling_rights(chess.BLACK), board.has_queenside_castling_rights(chess.BLACK)]
    verbose, pretty = "none", "none"
    if last is not None:
        before = board.copy()
        before.pop()
        pretty = before.san(last)
        if before.is_castling(last):
            verbose = "o-o" if chess.square_file(last.to_square) > chess.square_file(last.from_square) else "o-o-o"
        else:
            piece = before.piece_at(last.from_square).symbol().upper()
            promotion = f"={chess.piece_symbol(last.promotion).upper()}" if last.promotion else ""
            verbose = f"{piece}/{chess.square_name(last.from_square)}-{chess.square_name(last.to_square)}{promotion}"
    material = {color: sum(len(board.pieces(kind, color)) * value for kind, value in
                           ((chess.PAWN, 1), (chess.KNIGHT, 3), (chess.BISHOP, 3), (chess.ROOK, 5), (chess.QUEEN, 9)))
                for color in chess.COLORS}
    fields = ranks + ["W" if board.turn else "B", str(ep)] + [str(int(r)) for r in rights] + [
        str(board.halfmove_clock), "1", BOT, OPPONENT, str(relation), str(MINUTES), "0",
        str(material[chess.WHITE]), str(material[chess.BLACK]), str(int(clocks[chess.WHITE])),
        str(int(clocks[chess.BLACK])), str(board.fullmove_number), verbose, "(0:00)", pretty, "0", "1", "0"]
    return "<12> " + " ".join(fields)


class Session:
    def __init__(self, conn: socket.socket) -> None:
        self.conn = conn
        self.buffer = b""

    def send(self, text: str) -> None:
        self.conn.sendall(text.replace("\n", "\n\r").encode())

    def line(self, timeout: float) -> str | None:
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            self.conn.settimeout(left)
            try:
                data = self.conn.recv(4096)
            except socket.timeout:
                return None
            if not data:
                return None
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode(errors="replace").strip()


def bot_move(session: Session, board: chess.Board, timeout: float) -> tuple[chess.Move | None, list[str]]:
    """Reads the server commands XBoard sends until one is a move in `board`."""
    other = []
    while (line := session.line(timeout)) is not None:
        for parse in (board.parse_uci, board.parse_san):
            try:
                return parse(line), other
            except ValueError:
                pass
        other.append(line)
        session.send("fics% ")
    return None, other


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("engine", nargs="?", default=os.path.join(HERE, "..", "build", "quadrant"))
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument("--xboard", default=shutil.which("xboard") or "/usr/games/xboard")
    args = parser.parse_args()
    engine = os.path.realpath(args.engine)
    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]
    work = tempfile.mkdtemp()
    debug = os.path.join(work, "xboard.debug")
    command = ["xvfb-run", "-a", args.xboard, "-ics", "-icshost", "127.0.0.1", "-icsport", str(port), "-zp",
               "-fcp", engine, "-fd", os.path.dirname(engine), "-debug", "-nameOfDebugFile", debug]
    print(" ".join(command))
    xboard = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=work,
                              start_new_session=True)
    failures = []
    try:
        server.settimeout(30)
        conn, _ = server.accept()
        session = Session(conn)
        session.send(f"\n**** Starting FICS session as {BOT} ****\n\nfics% ")
        time.sleep(2)  # XBoard sends its settings (style 12 among them) after the greeting
        board = chess.Board()
        clocks = {chess.WHITE: MINUTES * 60, chess.BLACK: MINUTES * 60}
        session.send(f"\nCreating: {BOT} (++++) {OPPONENT} (++++) unrated blitz {MINUTES} 0\n"
                     f"{{Game 1 ({BOT} vs. {OPPONENT}) Creating unrated blitz match.}}\n\n"
                     + style12(board, 1, clocks, None) + "\nfics% ")
        rng = random.Random(1)
        played = 0
        while played < args.moves and not board.is_game_over():
            start = time.monotonic()
            move, other = bot_move(session, board, timeout=30)
            if move is None:
                failures.append(f"no move from XBoard for move {board.fullmove_number}; it sent {other[-5:]}")
                break
            if move not in board.legal_moves:
                failures.append(f"illegal move {move} in {board.fen()}")
                break
            clocks[chess.WHITE] -= time.monotonic() - start
            board.push(move)
            played += 1
            session.send("\n" + style12(board, -1, clocks, move) + "\nfics% ")
            if board.is_game_over():
                break
            reply = rng.choice(list(board.legal_moves))
            board.push(reply)
            session.send("\n" + style12(board, 1, clocks, reply) + "\nfics% ")
        print(f"{played} moves from XBoard/Quadrant: {chess.Board().variation_san(board.move_stack)}")
        session.send(f"\n{{Game 1 ({BOT} vs. {OPPONENT}) {OPPONENT} resigns}} 1-0\nfics% ")
        time.sleep(1)
        with open(debug, errors="replace") as file:
            log = file.read()
        if 'feature myname="Quadrant' not in log:
            failures.append("XBoard's debug file shows no Quadrant start-up")
        if played < args.moves and not board.is_game_over():
            failures.append(f"only {played} moves played")
    except socket.timeout:
        failures.append("XBoard did not connect")
    finally:
        os.killpg(xboard.pid, 15)
        xboard.wait()
    for failure in failures:
        print("FAIL", failure)
    print("PASS" if not failures else f"{len(failures)} failures; XBoard's log: {debug}")
    if not failures:
        shutil.rmtree(work)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env bash
# Plays Quadrant through lichess-bot against lichess-bot's own fake Lichess server (its tests
# in test_bot/), over UCI and over XBoard, and checks the shipped bridge configuration.
#
#   scripts/lichess-bot-check.sh LICHESS_BOT_DIR [QUADRANT]
#
# LICHESS_BOT_DIR is a lichess-bot checkout (left untouched: the work happens in a temporary
# copy); QUADRANT is the engine (default build/quadrant). Needs python-chess 1.11 importable
# (pip install chess==1.11.2, or PYTHONPATH) and lichess-bot's requirements (Debian:
# python3-yaml python3-requests python3-backoff python3-rich python3-pytest). PYTHON chooses
# the interpreter (default python3). KEEP=1 keeps the temporary copy and its logs.
#
# In the copy only test_bot/test_bot.py changes, each edit checked to apply:
#   - the simulated opponent (White) plays a random legal move instead of its scripted one,
#     and a game the bot (Black) ends with its clock below zero counts as lost;
#   - test_uci and test_xboard start Quadrant instead of the stub engines, and test_uci keeps
#     the sample configuration's uci_options (Move Overhead 100, Threads 4, Hash 512,
#     SyzygyPath ./syzygy/, UCI_ShowWDL) instead of clearing them.
# Then test_bot/test_quadrant_config.py (written here) loads scripts/lichess-bot/config.yml
# with lichess-bot's own loader and plays one game with it over UCI and one over XBoard.
set -euo pipefail

usage() {
  echo "usage: $0 LICHESS_BOT_DIR [QUADRANT]" >&2
  exit 2
}
[ $# -ge 1 ] && [ $# -le 2 ] || usage
repo_root=$(cd "$(dirname "$0")/.." && pwd)
lichess_bot=$(cd "$1" && pwd)
quadrant=$(realpath "${2:-$repo_root/build/quadrant}")
python=${PYTHON:-python3}
[ -f "$lichess_bot/lichess-bot.py" ] && [ -d "$lichess_bot/test_bot" ] || {
  echo "$lichess_bot is not a lichess-bot checkout" >&2
  exit 2
}
[ -x "$quadrant" ] || {
  echo "$quadrant is not an executable (build it with make)" >&2
  exit 2
}
"$python" -c 'import chess, yaml, requests, backoff, rich, pytest' || {
  echo "$python lacks python-chess or lichess-bot's requirements (see the header)" >&2
  exit 2
}

work=$(mktemp -d)
if [ "${KEEP:-0}" = 1 ]; then
  echo "work folder (kept): $work"
else
  trap 'rm -rf "$work"' EXIT
fi
# The shipped configuration names the engine as ../quadrant/build/quadrant, lichess-bot and
# Quadrant being cloned side by side: the copy is laid out the same way.
cp -r "$lichess_bot" "$work/lichess-bot"
rm -rf "$work/lichess-bot/.git"
mkdir -p "$work/quadrant/build"
ln -s "$quadrant" "$work/quadrant/build/quadrant"

"$python" - "$work/lichess-bot/test_bot/test_bot.py" <<'EOF'
import re
import sys

path = sys.argv[1]
text = open(path).read()


def replace_once(text, old, new, where):
    if text.count(old) != 1:
        sys.exit(f"lichess-bot-check: cannot patch {where}: {old!r} found {text.count(old)} times")
    return text.replace(old, new)


def patch_function(text, name, edits):
    match = re.search(rf"\ndef {name}\(.*?(?=\ndef |\Z)", text, re.S)
    if not match:
        sys.exit(f"lichess-bot-check: no function {name} in test_bot.py")
    body = match.group(0)
    for old, new in edits:
        body = replace_once(body, old, new, name)
    return text[:match.start()] + body + text[match.end():]


text = replace_once(text, "import chess\n", "import chess\nimport random\n", "imports")
text = patch_function(text, "lichess_org_simulator", [
    ("engine_move = board.parse_uci(scholars_mate[move_count])",
     "engine_move = random.choice(list(board.legal_moves))"),
    ("results.put(outcome is not None and outcome.winner == chess.BLACK)",
     "logger.info(f'Game over: {board.result()} in {board.fullmove_number} moves, Black clock {btime}')\n"
     "    results.put(outcome is not None and outcome.winner == chess.BLACK and btime > seconds(0))"),
])
quadrant_engine = [
    ('CONFIG["engine"]["dir"] = "test_bot"', 'CONFIG["engine"]["dir"] = os.environ["QUADRANT_DIR"]'),
    ('        CONFIG["engine"]["interpreter"] = sys.executable\n', ""),
]
text = patch_function(text, "test_uci", quadrant_engine + [
    ('CONFIG["engine"]["name"] = "uci_engine.py"', 'CONFIG["engine"]["name"] = os.environ["QUADRANT_NAME"]'),
    ('        CONFIG["engine"]["uci_options"] = {}\n', ""),
])
text = patch_function(text, "test_xboard", quadrant_engine + [
    ('CONFIG["engine"]["name"] = "xboard_engine.py"', 'CONFIG["engine"]["name"] = os.environ["QUADRANT_NAME"]'),
])
open(path, "w").write(text)
EOF

cp "$repo_root/scripts/lichess-bot/config.yml" "$work/lichess-bot/config.yml"
cat >"$work/lichess-bot/test_bot/test_quadrant_config.py" <<'EOF'
"""Quadrant's shipped lichess-bot configuration: loaded by lichess-bot, then one game each way."""
import copy
import os
import tempfile

import pytest
import yaml

from lib import config
from test_bot.test_bot import logging_level, run_bot


def test_loader_accepts_the_shipped_config() -> None:
    loaded = config.load_config("config.yml")
    assert loaded.engine.protocol == "uci"
    assert set(loaded.engine.uci_options.keys()) >= {"Move Overhead", "Hash", "Threads", "SyzygyPath"}


@pytest.mark.parametrize("protocol", ["uci", "xboard"])
def test_game_with_the_shipped_config(protocol: str) -> None:
    with open("config.yml") as file:
        raw = yaml.safe_load(file)
    raw = copy.deepcopy(raw)
    raw["token"] = ""
    raw["engine"]["protocol"] = protocol
    with tempfile.TemporaryDirectory() as temp:
        raw["pgn_directory"] = os.path.join(temp, "games")
        assert run_bot(raw, logging_level)
EOF

cd "$work/lichess-bot"
echo "lichess-bot $(git -C "$lichess_bot" describe --tags --always 2>/dev/null || echo '(no git)'), $("$python" -c 'import chess; print("python-chess", chess.__version__)'), $("$quadrant" --version)"
# lichess-bot logs every engine line at debug level to the console: all of it goes to the log,
# the verdicts and each game's end to the terminal (the whole log too when a test fails).
status=0
COLUMNS=250 QUADRANT_DIR=$(dirname "$quadrant") QUADRANT_NAME=$(basename "$quadrant") \
  "$python" -m pytest -v -s -rA -p no:cacheprovider test_bot/test_bot.py::test_uci \
  test_bot/test_bot.py::test_xboard test_bot/test_quadrant_config.py >"$work/pytest.log" 2>&1 || status=$?
[ "$status" = 0 ] || cat "$work/pytest.log"
grep -E "^(PASSED|FAILED|ERROR) |Game over:|^=+ [0-9]+ (passed|failed)" "$work/pytest.log" |
  sed -E 's/^.*(Game over: .*[0-9]) +test_bot.py.*$/\1/'
exit "$status"

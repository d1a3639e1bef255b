#!/usr/bin/env bash
# Measures Quadrant's strength levels (UCI_LimitStrength + UCI_Elo) against rated engines that
# Debian packages, with cutechess-cli (https://github.com/cutechess/cutechess, built outside the
# project: most of these opponents speak CECP only, which fastchess does not). Prints each match's
# score and Elo difference; docs/strength-levels.md turns them into the calibration table.
#
#   scripts/level-check.sh [--games N] [--tc TC] [--engine PATH] [--cutechess PATH] ELO:OPPONENT ...
#
# OPPONENT is hoichess, phalanx, gnuchess, glaurung, fairymax or sjeng (Debian's /usr/games), or
# sfELO: Debian's Stockfish 15.1 limited to UCI_Elo ELO (1350-2850, which its authors calibrated
# against CCRL 40/4), e.g. `scripts/level-check.sh 1350:sf1350 1800:hoichess 2400:phalanx`.
# Defaults: 100 games (pairs with colours reversed), tc 10+0.1, build/quadrant, cutechess-cli from
# $CUTECHESS or PATH. Quadrant plays without its own book; openings are the first 8 moves of
# books/openings.pgn (balanced mainlines, as the rating lists use). The games are appended to
# level-games/ELO-OPPONENT.pgn, so a second run adds to the first. Two games run at a time: on a
# 2-core machine nothing else heavy should run beside it.
set -euo pipefail
cd "$(dirname "$0")/.."

games=100 tc=10+0.1 engine=build/quadrant cutechess=${CUTECHESS:-cutechess-cli}
matches=()
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --tc) tc=$2; shift 2 ;;
    --engine) engine=$2; shift 2 ;;
    --cutechess) cutechess=$2; shift 2 ;;
    -h | --help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) echo "level-check: unknown flag $1" >&2; exit 2 ;;
    *) matches+=("$1"); shift ;;
  esac
done
[ ${#matches[@]} -gt 0 ] || { sed -n '7p' "$0" >&2; exit 2; }
command -v "$cutechess" >/dev/null || { echo "level-check: cutechess-cli not found (--cutechess PATH)" >&2; exit 2; }
[ -x "$engine" ] || { echo "level-check: no engine at $engine (run make first)" >&2; exit 2; }

# The cutechess-cli -engine arguments of an opponent's name.
opponent_args() {
  case "$1" in
    hoichess | phalanx | fairymax | sjeng) echo "cmd=/usr/games/$1 name=$1 proto=xboard" ;;
    gnuchess) echo "cmd=/usr/games/gnuchess arg=--uci name=gnuchess proto=uci" ;;
    glaurung) echo "cmd=/usr/games/glaurung name=glaurung proto=uci option.Threads=1" ;;
    sf[0-9]*) echo "cmd=/usr/games/stockfish name=stockfish-${1#sf} proto=uci option.Threads=1 option.Hash=16 option.UCI_LimitStrength=true option.UCI_Elo=${1#sf}" ;;
    *) return 1 ;;
  esac
}

mkdir -p level-games
for match in "${matches[@]}"; do
  elo=${match%%:*} opponent=${match#*:}
  args=$(opponent_args "$opponent") || { echo "level-check: unknown opponent $opponent" >&2; exit 2; }
  program=${args%% *} program=${program#cmd=}
  [ -x "$program" ] || { echo "level-check: $program is not installed, skipped" >&2; continue; }
  echo "== Quadrant UCI_Elo $elo vs $opponent, $games games at $tc"
  # shellcheck disable=SC2086 # the opponent's arguments are words on purpose
  "$cutechess" -engine cmd="$engine" name="Quadrant-$elo" proto=uci option.OwnBook=false \
    option.UCI_LimitStrength=true option.UCI_Elo="$elo" option.Hash=16 -engine $args \
    -each tc="$tc" timemargin=200 \
    -openings file=books/openings.pgn format=pgn order=random plies=16 -repeat \
    -games 2 -rounds $((games / 2)) -concurrency 2 -recover \
    -pgnout "level-games/$elo-$opponent.pgn" | grep -E "^(Score of|Elo difference)" | tail -n 2 || true
done

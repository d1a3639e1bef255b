#!/usr/bin/env bash
# Plays Quadrant against the ladder of engines that Debian packages, one match after another, with
# fastchess (https://github.com/Disservin/fastchess, built outside the project), and prints each
# match's result line. The strength log (docs/strength-log.md) records these results.
#
#   scripts/ladder.sh [--games N] [--tc TC | --nodes N] [--threads N] [--concurrency N]
#                     [--engine PATH] [--fastchess PATH] [OPPONENT ...]
#
# OPPONENT is one of toga2, ethereal, glaurung, stockfish, stockfish-classical (Debian's Stockfish
# 15.1 with its hand-crafted evaluation: Use NNUE off), all from Debian's /usr/games, or any UCI
# engine as "NAME=COMMAND"; the default ladder is toga2 ethereal glaurung (fastchess speaks UCI
# only, so CECP engines such as Phalanx need cutechess-cli). Defaults: 400 games
# (pairs with colours reversed), tc 10+0.1, build/quadrant, fastchess from $FASTCHESS or PATH.
# --nodes N plays every move of both engines at N nodes and no clock instead (the per-node
# strength, whatever the engines' speeds: a busy machine slows the games but does not change them).
# Every engine has 64 MB of hash and one thread (--threads sets Quadrant's; an opponent keeps
# its own default, one thread for Quadrant as "NAME=COMMAND"); openings come from
# data/uho-500.epd. Two games run at a time (--concurrency): on a 2-core machine nothing else
# heavy should run beside them, and a match of a two-thread Quadrant plays one at a time.
#
#   scripts/ladder.sh --games 200 --threads 2 --concurrency 1 Quadrant-1-thread=build/quadrant
set -euo pipefail
cd "$(dirname "$0")/.."

games=400 tc=10+0.1 nodes= threads=1 concurrency=2
engine=build/quadrant fastchess=${FASTCHESS:-fastchess}
opponents=()
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --tc) tc=$2; shift 2 ;;
    --nodes) nodes=$2; tc=inf; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --concurrency) concurrency=$2; shift 2 ;;
    --engine) engine=$2; shift 2 ;;
    --fastchess) fastchess=$2; shift 2 ;;
    -h | --help) sed -n '2,21p' "$0"; exit 0 ;;
    -*) echo "ladder: unknown flag $1" >&2; exit 2 ;;
    *) opponents+=("$1"); shift ;;
  esac
done
[ ${#opponents[@]} -gt 0 ] || opponents=(toga2 ethereal glaurung)
command -v "$fastchess" >/dev/null || { echo "ladder: fastchess not found (--fastchess PATH)" >&2; exit 2; }
[ -x "$engine" ] || { echo "ladder: no engine at $engine (run make first)" >&2; exit 2; }

# Sets command, name and options (the opponent's fastchess option arguments, which may hold
# spaces) for a ladder name; Glaurung defaults to two threads.
opponent() {
  options=()
  case "$1" in
    toga2) command=/usr/games/toga2 name=Toga-II-3.0 ;;
    ethereal) command=/usr/games/ethereal-chess name=Ethereal-12 ;;
    glaurung) command=/usr/games/glaurung name=Glaurung-2.2 options=(option.Threads=1) ;;
    stockfish) command=/usr/games/stockfish name=Stockfish ;;
    stockfish-classical)
      command=/usr/games/stockfish name=Stockfish-15.1-classical options=("option.Use NNUE=false") ;;
    *=*) command=${1#*=} name=${1%%=*} ;;
    *) return 1 ;;
  esac
}

mkdir -p ladder-games
for opponent_name in "${opponents[@]}"; do
  opponent "$opponent_name" || { echo "ladder: unknown opponent $opponent_name" >&2; exit 2; }
  command -v "${command%% *}" >/dev/null || {
    echo "ladder: $opponent_name is not installed, skipped" >&2
    continue
  }
  limits=(tc="$tc")
  [ -z "$nodes" ] || limits+=(nodes="$nodes")
  echo "== Quadrant vs $name, $games games at ${nodes:+$nodes nodes, }tc $tc"
  "$fastchess" -engine cmd="$engine" name=Quadrant option.Threads="$threads" \
    -engine cmd="$command" name="$name" "${options[@]}" \
    -each "${limits[@]}" option.Hash=64 \
    -openings file=data/uho-500.epd format=epd order=random -repeat \
    -rounds $((games / 2)) -games 2 -concurrency "$concurrency" -recover \
    -pgnout file="ladder-games/$name.pgn" | grep -E "^(Results of|Elo:|LOS:|Games:|Ptnml)" || true
done

#!/bin/sh
# Runs the Windows executable under Wine and checks that it works as an engine: it answers uci
# (UCI) and protover 2 (CECP), searches a position to a bestmove, runs bench and counts perft
# exactly. Each run has a time limit, so a hung engine fails the check instead of blocking CI.
# Usage: scripts/windows-check.sh build-windows/quadrant.exe
set -eu
exe=$1
limit=${WINDOWS_CHECK_TIMEOUT:-300}
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
# A Wine prefix of our own next to the executable: kept between runs (making one takes a while)
# and never the user's ~/.wine.
WINEPREFIX=$(cd "$(dirname "$exe")" && pwd)/wineprefix
WINEDEBUG=-all
export WINEPREFIX WINEDEBUG
log=$(dirname "$exe")/windows-check.log
: > "$log"

# run NAME INPUT ARGS...: the engine's output (carriage returns removed) for INPUT on stdin.
run() {
  name=$1 input=$2
  shift 2
  echo "windows-check: $name" >&2
  printf '%b' "$input" | timeout "$limit" "$wine" "$exe" "$@" 2>>"$log" | tr -d '\r' | tee -a "$log"
}

# expect NAME OUTPUT PATTERN: fails unless a line of OUTPUT matches the extended regex PATTERN.
expect() {
  if ! printf '%s\n' "$2" | grep -Eq "$3"; then
    echo "windows-check: $1: no line matches '$3' (log: $log)" >&2
    exit 1
  fi
}

out=$(run uci 'uci\nisready\nquit\n')
expect uci "$out" '^id name Quadrant '
expect uci "$out" '^uciok$'
expect uci "$out" '^readyok$'

out=$(run search 'position startpos moves e2e4\ngo depth 8\n')
expect search "$out" '^info depth 8 .* pv [a-h][1-8]'
expect search "$out" '^bestmove [a-h][1-8][a-h][1-8]'

out=$(run cecp 'xboard\nprotover 2\nnew\nforce\nsetboard 7k/8/6K1/8/8/8/8/R7 w - - 0 1\nsd 4\ngo\nping 1\nquit\n')
expect cecp "$out" '^feature .*done=1'
expect cecp "$out" '^move a1a8$'
expect cecp "$out" '^pong 1$'

out=$(run bench '' bench 16 1 10)
expect bench "$out" '^[0-9]+ nodes [0-9]+ nps$'

out=$(run perft '' perft 5)
expect perft "$out" '4865609'

echo "windows-check: uci, search, cecp, bench and perft passed under $("$wine" --version)"

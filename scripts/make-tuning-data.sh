#!/usr/bin/env bash
# Builds the tuner's self-play data set in shards, each a fixed slice of the whole drawn from the
# seed, so that a run stopped anywhere (a session's end, a new machine) resumes where it stopped
# and rebuilds exactly the same set (on the same build of the engine).
#
#   scripts/make-tuning-data.sh OUTDIR [--shards N] [--games G] [--nodes N] [--per-game P]
#       [--resolve-depth D] [--random-plies R] [--start-margin CP] [--start-nodes M] [--seed S]
#       [--jobs J] [--engine PATH]
#
# Shard i (from 0) is G games of `quadrant selfplay` with seed S+i: each from R random plies
# from the start position, drawn again until a search of M nodes scores them within CP of even;
# N nodes a move; at most P quiet positions of each game, spread over it, each replaced by the
# quiescence leaf at the end of the PV of a depth-D search, with the game's result. A shard is
# written to OUTDIR/shard-NNNN.txt when complete (a line says so); finished shards are skipped,
# an unfinished one is played again. J shards run at a time. When every shard is there, they are
# joined into OUTDIR/data.txt for `quadrant tune`. Defaults: 1,000 shards of 1,000 games at
# 5,000 nodes, 10 positions a game (about 10 million positions), depth 8, 8 random plies within
# 100 cp by 10,000 nodes, seed 1, 2 jobs, build/quadrant. docs/tuning.md gives timings.
set -euo pipefail
# The paths given are the caller's; the defaults (build/quadrant) are the repository's.
caller=$PWD
cd "$(dirname "$0")/.."
from_caller() { case $1 in /*) echo "$1" ;; *) echo "$caller/$1" ;; esac; }

usage() { sed -n '6,8p' "$0" | sed '1s/^#   /usage: /;2,3s/^#   /       /' >&2; exit 2; }
[ $# -ge 1 ] || usage
case "$1" in -h | --help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; -*) usage ;; esac
out=$(from_caller "$1")
shift
shards=1000 games=1000 nodes=5000 per_game=10 depth=8 plies=8 margin=100 start_nodes=10000
seed=1 jobs=2 engine=build/quadrant
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || { echo "make-tuning-data: $1 needs a value" >&2; usage; }
  case "$1" in
    --shards) shards=$2 ;;
    --games) games=$2 ;;
    --nodes) nodes=$2 ;;
    --per-game) per_game=$2 ;;
    --resolve-depth) depth=$2 ;;
    --random-plies) plies=$2 ;;
    --start-margin) margin=$2 ;;
    --start-nodes) start_nodes=$2 ;;
    --seed) seed=$2 ;;
    --jobs) jobs=$2 ;;
    --engine) engine=$(from_caller "$2") ;;
    *) echo "make-tuning-data: unknown flag $1" >&2; usage ;;
  esac
  shift 2
done
for value in "$shards" "$games" "$nodes" "$per_game" "$depth" "$plies" "$margin" \
  "$start_nodes" "$seed" "$jobs"; do
  [[ $value =~ ^[0-9]+$ ]] || { echo "make-tuning-data: not a number: $value" >&2; exit 2; }
done
[ -x "$engine" ] || { echo "make-tuning-data: no engine at $engine (run make)" >&2; exit 2; }
mkdir -p "$out"

# Plays shard $1 into a partial file and renames it only once the engine has played it to the
# end: a shard file that exists is always whole. (The function runs in a shell of its own, which
# does not inherit errexit: a stopped engine is checked here.)
play_shard() {
  local index=$1 name started=$SECONDS
  name=$(printf '%s/shard-%04d' "$out" "$index")
  [ -e "$name.txt" ] && return 0
  rm -f "$name.part"
  if ! "$engine" selfplay "$games" "$name.part" --nodes "$nodes" --per-game "$per_game" \
    --resolve-depth "$depth" --random-plies "$plies" --start-margin "$margin" \
    --start-nodes "$start_nodes" --seed $((seed + index)) > "$name.log"; then
    echo "shard $index: the engine stopped before the end; not kept" >&2
    return 1
  fi
  mv "$name.part" "$name.txt"
  echo "shard $index: $(wc -l < "$name.txt") positions in $((SECONDS - started)) s"
}
export -f play_shard
export out engine games nodes per_game depth plies margin start_nodes seed

# The process $1 and all its descendants, parents before their children.
process_tree() {
  local child
  echo "$1"
  for child in $(pgrep -P "$1" || true); do process_tree "$child"; done
}

# Stopping the script (Ctrl-C, kill) stops its shards too: xargs runs in the background, where it
# and the engines it starts ignore Ctrl-C, and no signal to the script alone would reach them, so
# they would play on, detached, after the script has gone. xargs is held while its tree is listed,
# so that it starts no shard in between; the unfinished shards' partial files are replaced by the
# next run.
stop_shards() {
  local tree
  kill -STOP "$runner" 2>/dev/null || true
  mapfile -t tree < <(process_tree "$runner")
  kill -TERM "${tree[@]}" 2>/dev/null || true
  kill -CONT "$runner" 2>/dev/null || true
  exit 130
}

# A shard that failed is counted as missing below.
seq 0 $((shards - 1)) | xargs -P "$jobs" -I{} bash -c 'play_shard {}' &
runner=$!
trap stop_shards INT TERM HUP
wait "$runner" || true
trap - INT TERM HUP

missing=0
for ((i = 0; i < shards; ++i)); do
  [ -e "$(printf '%s/shard-%04d.txt' "$out" "$i")" ] || missing=$((missing + 1))
done
if [ "$missing" -gt 0 ]; then
  echo "make-tuning-data: $missing of $shards shards missing; run again to finish" >&2
  exit 1
fi
for ((i = 0; i < shards; ++i)); do cat "$(printf '%s/shard-%04d.txt' "$out" "$i")"; done \
  > "$out/data.txt"
echo "$(wc -l < "$out/data.txt") positions in $out/data.txt"

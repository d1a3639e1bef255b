#!/usr/bin/env bash
# Builds the tuner's self-play data set in shards, each a fixed slice of the whole drawn from the
# seed, so that a run stopped anywhere (a session's end, a new machine) resumes where it stopped
# and rebuilds exactly the same set (on the same build of the engine).
#
#   scripts/make-tuning-data.sh OUTDIR [--shards N] [--games G] [--nodes N] [--per-game P]
#                               [--seed S] [--jobs J] [--engine PATH] [--openings EPD]
#
# Shard i (from 0) plays G games (`quadrant selfplay`, N nodes a move, 8 random plies) from
# openings i*G, i*G+1, ... of EPD (wrapping around), with seed S+i, keeping at most P quiet
# positions of each game, and is written to OUTDIR/shard-NNNN.txt when complete; finished shards
# are skipped, an unfinished one is played again. J shards run at a time. When every shard is
# there, they are joined into OUTDIR/data.txt for `quadrant tune`. Defaults: 150 shards of 2,000
# games (300,000 games, about 4.5 million positions), 5,000 nodes, 20 positions a game, seed 1,
# 2 jobs, build/quadrant, data/uho-500.epd. docs/tuning.md gives timings.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { sed -n '6,7p' "$0" | sed '1s/^#   /usage: /;2s/^#   /       /' >&2; exit 2; }
[ $# -ge 1 ] || usage
case "$1" in -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; -*) usage ;; esac
out=$1
shift
shards=150 games=2000 nodes=5000 per_game=20 seed=1 jobs=2 engine=build/quadrant
openings=data/uho-500.epd
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || { echo "make-tuning-data: $1 needs a value" >&2; usage; }
  case "$1" in
    --shards) shards=$2 ;;
    --games) games=$2 ;;
    --nodes) nodes=$2 ;;
    --per-game) per_game=$2 ;;
    --seed) seed=$2 ;;
    --jobs) jobs=$2 ;;
    --engine) engine=$2 ;;
    --openings) openings=$2 ;;
    *) echo "make-tuning-data: unknown flag $1" >&2; usage ;;
  esac
  shift 2
done
for value in "$shards" "$games" "$nodes" "$per_game" "$seed" "$jobs"; do
  [[ $value =~ ^[0-9]+$ ]] || { echo "make-tuning-data: not a number: $value" >&2; exit 2; }
done
[ -x "$engine" ] || { echo "make-tuning-data: no engine at $engine (run make)" >&2; exit 2; }
[ -r "$openings" ] || { echo "make-tuning-data: cannot read $openings" >&2; exit 2; }
mkdir -p "$out"

# Plays shard $1 into a partial file and renames it only once the engine has played it to the
# end: a shard file that exists is always whole. (The function runs in a shell of its own, which
# does not inherit errexit: a stopped engine is checked here.)
play_shard() {
  local index=$1 name
  name=$(printf '%s/shard-%04d' "$out" "$index")
  [ -e "$name.txt" ] && return 0
  rm -f "$name.part"
  if ! "$engine" selfplay "$games" "$name.part" --nodes "$nodes" --random-plies 8 \
    --openings "$openings" --first-opening $((index * games)) --seed $((seed + index)) \
    --per-game "$per_game" > "$name.log"; then
    echo "shard $index: the engine stopped before the end; not kept" >&2
    return 1
  fi
  mv "$name.part" "$name.txt"
  echo "shard $index: $(wc -l < "$name.txt") positions"
}
export -f play_shard
export out engine games nodes openings seed per_game

# A shard that failed is counted as missing below.
seq 0 $((shards - 1)) | xargs -P "$jobs" -I{} bash -c 'play_shard {}' || true

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

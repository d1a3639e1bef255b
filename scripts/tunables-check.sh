#!/usr/bin/env bash
# Checks the tuning build (make tunables, docs/tuning-search.md) against the normal build:
#
#   scripts/tunables-check.sh NORMAL TUNING      (make tunables-check runs it on both builds)
#
# - at the parameters' defaults both builds sign the same bench;
# - the tuning build lists every parameter of `tunables --openbench` as a UCI spin with the same
#   default and range, and the normal build lists none of them;
# - setoption reaches the search: with LMR_DIVISOR_PERCENT changed a search visits another number
#   of nodes, and set back (the reduction table rebuilt again) the default's number; an
#   evaluation scale changed changes the bench, and set back searches as the default; a value
#   out of range is refused.
# Prints what it checked; exits 1 at the first failure.
set -euo pipefail
[ $# -eq 2 ] || { sed -n '4p' "$0" >&2; exit 2; }
normal=$1 tuning=$2
for binary in "$normal" "$tuning"; do
  [ -x "$binary" ] || { echo "tunables-check: no engine at $binary" >&2; exit 2; }
done

fail() {
  echo "tunables-check: FAILED: $*" >&2
  exit 1
}

bench_nodes() { "$1" bench | tail -n 1 | awk '{ print $1 }'; }
normal_bench=$(bench_nodes "$normal")
tuning_bench=$(bench_nodes "$tuning")
[ "$normal_bench" = "$tuning_bench" ] ||
  fail "the normal build signs bench $normal_bench, the tuning build $tuning_bench"
echo "tunables-check: both builds sign bench $normal_bench"

parameters=$("$tuning" tunables --openbench)
# Field N (1: name, 3: default, 4: min, 5: max) of the parameter NAME's line.
field() { awk -F', ' -v name="$1" -v n="$2" '$1 == name { print $n }' <<<"$parameters"; }

normal_uci=$(echo uci | "$normal")
tuning_uci=$(echo uci | "$tuning")
count=0
while IFS=', ' read -r name type default min max _; do
  [ "$type" = int ] || fail "$name: type '$type' in tunables --openbench"
  grep -qx "option name $name type spin default $default min $min max $max" <<<"$tuning_uci" ||
    fail "the tuning build does not offer $name as a spin of $default in [$min, $max]"
  if grep -q "^option name $name " <<<"$normal_uci"; then fail "the normal build offers $name"; fi
  count=$((count + 1))
done <<<"$parameters"
[ "$count" -gt 0 ] || fail "tunables --openbench listed no parameter"
echo "tunables-check: the tuning build offers all $count parameters as spins, the normal build none"

# The node count of a depth-9 search from the start position after the given UCI commands. At
# the end of its input the engine finishes the search before it exits.
search_nodes() {
  printf '%s\n' "$@" 'position startpos' 'go depth 9' | "$tuning" |
    grep -o ' nodes [0-9]*' | tail -n 1 | awk '{ print $2 }'
}
lmr_default=$(field LMR_DIVISOR_PERCENT 3)
lmr_other=$(field LMR_DIVISOR_PERCENT 4)  # its minimum
default_nodes=$(search_nodes)
changed_nodes=$(search_nodes "setoption name LMR_DIVISOR_PERCENT value $lmr_other")
# Option names are case-insensitive, as UCI asks.
restored_nodes=$(search_nodes "setoption name LMR_DIVISOR_PERCENT value $lmr_other" \
  "setoption name lmr_divisor_percent value $lmr_default")
[ -n "$default_nodes" ] || fail "no node count from a search"
[ "$changed_nodes" != "$default_nodes" ] ||
  fail "LMR_DIVISOR_PERCENT $lmr_other searched $changed_nodes nodes, as the default does"
[ "$restored_nodes" = "$default_nodes" ] ||
  fail "LMR_DIVISOR_PERCENT set back to $lmr_default searched $restored_nodes nodes, not $default_nodes"
echo "tunables-check: depth 9 takes $default_nodes nodes, $changed_nodes with LMR_DIVISOR_PERCENT" \
  "$lmr_other, $restored_nodes set back to $lmr_default"

# The evaluation scales reach the evaluation: the loop's bench after a setoption uses the scaled
# weights and signs another number, and a scale set back to 100 searches as the default does.
scale_max=$(field EVAL_SCALE_MOBILITY 5)
scaled_bench=$(printf '%s\n' "setoption name EVAL_SCALE_MOBILITY value $scale_max" bench |
  "$tuning" | tail -n 1 | awk '{ print $1 }')
[ -n "$scaled_bench" ] && [ "$scaled_bench" != "$tuning_bench" ] ||
  fail "EVAL_SCALE_MOBILITY $scale_max signs bench '$scaled_bench', as the default does"
scale_restored_nodes=$(search_nodes "setoption name EVAL_SCALE_MOBILITY value $scale_max" \
  "setoption name EVAL_SCALE_MOBILITY value 100")
[ "$scale_restored_nodes" = "$default_nodes" ] ||
  fail "EVAL_SCALE_MOBILITY back at 100 searched $scale_restored_nodes nodes, not $default_nodes"
echo "tunables-check: bench $scaled_bench with EVAL_SCALE_MOBILITY $scale_max; set back to 100," \
  "depth 9 takes $scale_restored_nodes nodes"

min=$(field FUTILITY_MARGIN 4) max=$(field FUTILITY_MARGIN 5)
refusal=$(printf 'setoption name FUTILITY_MARGIN value %s\n' $((max + 1)) | "$tuning")
grep -qx "info string FUTILITY_MARGIN must be from $min to $max, not '$((max + 1))'" <<<"$refusal" ||
  fail "an out-of-range FUTILITY_MARGIN was not refused: $refusal"
echo "tunables-check: an out-of-range value is refused"
echo "tunables-check: passed"

#!/usr/bin/env bash
# Checks that the profile-guided, link-time optimised engine searches as the plain one:
#
#   scripts/pgo-check.sh PLAIN OPTIMISED      (make pgo-check runs it on both builds)
#
# Runs `bench` with each and prints both last lines (node count and speed); exits 1 when the
# node counts, the bench signatures (CONTRIBUTING.md), differ.
set -euo pipefail
[ $# -eq 2 ] || { sed -n '4p' "$0" >&2; exit 2; }
plain=$1 optimised=$2
for binary in "$plain" "$optimised"; do
  [ -x "$binary" ] || { echo "pgo-check: no engine at $binary" >&2; exit 2; }
done

plain_line=$("$plain" bench | tail -n 1)
optimised_line=$("$optimised" bench | tail -n 1)
echo "pgo-check: $plain (plain): $plain_line"
echo "pgo-check: $optimised (optimised): $optimised_line"
if [ "${plain_line%% *}" != "${optimised_line%% *}" ]; then
  echo "pgo-check: FAILED: the two builds sign different benches" >&2
  exit 1
fi
echo "pgo-check: both builds sign bench ${plain_line%% *}"

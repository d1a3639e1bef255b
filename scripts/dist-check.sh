#!/bin/sh
# Checks the release archives that make dist built (make dist-check): OUT/SHA256SUMS matches
# them; each archive holds the engine, books/quadrant.bin, README.md, CHANGELOG.md and LICENSE in
# one folder; the engine, started from another working directory, tells its version and build,
# counts perft, runs bench and finds the book beside it. The x86-64 Linux engines run here, the
# aarch64 one under qemu-aarch64 (package qemu-user) with the cross compiler's libraries
# (/usr/aarch64-linux-gnu), the Windows ones under Wine (wine64, as make windows-check). Every
# Linux engine runs the whole bench, whose node count signs the build (CONTRIBUTING.md): all
# must sign the same, so the aarch64 engine is checked only beside an x86-64 Linux one that runs
# here. Under qemu-x86_64 emulating a Nehalem processor (SSE4.2 and POPCNT, no AVX), the
# portable x86-64 Linux engine must work and the x86-64-v3 one must refuse to start with the CPU
# check's message. A check that needs Wine or qemu fails when it is missing.
# Usage: scripts/dist-check.sh OUT VARIANT...
set -eu
out=$1
shift
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
# A Wine prefix of the check's own, kept between runs (making one takes a while).
WINEPREFIX=$(pwd)/${DIST_BUILD_DIR:-build-dist}/wineprefix
WINEDEBUG=-all
export WINEPREFIX WINEDEBUG

fail() {
  echo "dist-check: $*" >&2
  exit 1
}

# expect WHAT OUTPUT PATTERN: fails unless a line of OUTPUT matches the extended regex PATTERN.
expect() {
  printf '%s\n' "$2" | grep -Eq "$3" || fail "$1: no line matches '$3' in:
$2"
}

# run VARIANT ENGINE ARGS...: the engine's output, run from / (natively, under qemu-aarch64 or
# under Wine), with carriage returns removed; UCI commands, if any, on standard input.
run() {
  variant=$1 engine=$2
  shift 2
  case $variant in
    windows-*) (cd / && timeout 300 "$wine" "$engine" "$@") | tr -d '\r' ;;
    linux-aarch64) (cd / && timeout 900 qemu-aarch64 -L /usr/aarch64-linux-gnu "$engine" "$@") ;;
    *) (cd / && timeout 300 "$engine" "$@") ;;
  esac
}

# Whether this processor has what an x86-64-v3 build needs (the native run is skipped if not).
host_runs_v3() {
  for flag in avx avx2 bmi1 bmi2 fma popcnt; do grep -qw "$flag" /proc/cpuinfo || return 1; done
}

(cd "$out" && sha256sum --quiet -c SHA256SUMS) || fail "$out/SHA256SUMS does not match"
out=$(cd "$out" && pwd)
# The aarch64 engine's bench must be the one an x86-64 Linux engine of the same run signs here.
case " $* " in
  *" linux-aarch64 "*)
    command -v qemu-aarch64 >/dev/null 2>&1 || fail "qemu-aarch64 not found (package qemu-user)"
    [ -d /usr/aarch64-linux-gnu/lib ] ||
      fail "/usr/aarch64-linux-gnu/lib not found (package g++-aarch64-linux-gnu)"
    case " $* " in
      *" linux-x86-64 "*) ;;
      *" linux-x86-64-v3 "*) host_runs_v3 ||
        fail "linux-aarch64 needs linux-x86-64 beside it: this processor cannot run linux-x86-64-v3" ;;
      *) fail "linux-aarch64 needs linux-x86-64 or linux-x86-64-v3 beside it, to compare benches" ;;
    esac
    ;;
esac
# Lines "VARIANT N": the bench signature N of each Linux engine run.
signatures=""
for variant in "$@"; do
  version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "${DIST_BUILD_DIR:-build-dist}/$variant/CMakeCache.txt")
  name=quadrant-$version-$variant
  case $variant in
    linux-*) archive=$out/$name.tar.gz exe=quadrant ;;
    windows-*) archive=$out/$name.zip exe=quadrant.exe ;;
    *) fail "unknown variant '$variant'" ;;
  esac
  grep -q " $name\." "$out/SHA256SUMS" || fail "$archive is not in SHA256SUMS"
  (cd "$root" && cmake -E tar xf "$archive")
  for file in $exe books/quadrant.bin README.md CHANGELOG.md LICENSE; do
    [ -f "$root/$name/$file" ] || fail "$archive has no $name/$file"
  done
  engine=$root/$name/$exe
  case $variant in
    *-v3) build="x86-64-v3 \(.*avx2 bmi bmi2.*\)" ;;
    *-aarch64) build=armv8-a ;;
    *) build=portable ;;
  esac
  echo "dist-check: $variant" >&2
  if [ "$variant" = linux-x86-64-v3 ] && ! host_runs_v3; then
    echo "dist-check: this processor cannot run $variant: only the CPU check is tried" >&2
  else
    out_version=$(run "$variant" "$engine" --version)
    expect "$variant --version" "$out_version" "^Quadrant $version\$"
    expect "$variant --version" "$out_version" "^build: $build\$"
    expect "$variant perft" "$(run "$variant" "$engine" perft 4)" '197281'
    case $variant in
      linux-*)
        bench=$(run "$variant" "$engine" bench | tail -n 1)
        signatures="$signatures$variant ${bench%% *}
"
        ;;
      *) bench=$(run "$variant" "$engine" bench 16 1 6) ;;
    esac
    expect "$variant bench" "$bench" '^[0-9]+ nodes [0-9]+ nps$'
    out_uci=$(printf 'uci\nposition startpos\ngo movetime 200\nisready\n' | run "$variant" "$engine")
    expect "$variant book" "$out_uci" "^option name BookFile type string default .*$name.books.quadrant\.bin\$"
    expect "$variant book" "$out_uci" '^info string book move '
  fi
  case $variant in
    linux-x86-64*)
      command -v qemu-x86_64 >/dev/null 2>&1 || fail "qemu-x86_64 not found (package qemu-user)"
      status=0
      out_old=$(qemu-x86_64 -cpu Nehalem "$engine" perft 3 2>&1) || status=$?
      if [ "$variant" = linux-x86-64 ]; then
        [ $status -eq 0 ] || fail "$variant on a Nehalem processor: status $status: $out_old"
        expect "$variant on a Nehalem processor" "$out_old" '8902'
      else
        [ $status -eq 2 ] || fail "$variant on a Nehalem processor: status $status, not 2: $out_old"
        expect "$variant on a Nehalem processor" "$out_old" \
          '^error: this build of Quadrant \(x86-64-v3\) needs CPU instructions this processor lacks: avx avx2 bmi bmi2 fma; use the portable build instead$'
      fi
      ;;
  esac
done
signed=$(printf '%s' "$signatures" | cut -d' ' -f2 | sort -u)
[ "$(printf '%s\n' "$signed" | wc -l)" -eq 1 ] || fail "the Linux engines sign different benches:
$signatures"
[ -z "$signed" ] || echo "dist-check: bench $signed signed by" $(printf '%s' "$signatures" | cut -d' ' -f1) >&2
echo "dist-check: $* passed"

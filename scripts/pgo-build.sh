#!/usr/bin/env bash
# Configures BUILD with the CMake OPTIONS and builds TARGET there (all: every target), by
# default with profile-guided and link-time optimisation (docs/building.md), in two stages:
#
#   1. BUILD/pgo-generate: the engine instrumented (QUADRANT_PGO=GENERATE, the same OPTIONS,
#      no tests), which runs `bench` and `perft 5`: its profile goes to BUILD/pgo-profile;
#   2. BUILD: TARGET optimised with that profile (QUADRANT_PGO=USE) and at link time.
#
# The profile is taken again whenever the instrumented engine was rebuilt (a source or an option
# changed), and every object of stage 2 depends on it. Where the profile cannot be taken (a
# cross build, a processor that cannot run the build, a compiler that cannot) the build is
# link-time optimised only, or plain when that cannot be done either, and one line says why.
# With PGO=off the build is plain: neither. The Makefile, make-deb.sh and make-dist.sh build
# through this script.
#
# The compiler of a profile-guided build is clang when it can build one (scripts/pgo-clang.sh):
# the engine it builds searches faster than GCC's (docs/building.md). CXX in the environment, or
# a compiler or toolchain file among the OPTIONS, chooses instead; a plain build is otherwise
# left to CMake.
#
#   scripts/pgo-build.sh BUILD TARGET [OPTION...]     PGO: on (default) or off; JOBS (default 2)
set -euo pipefail
[ $# -ge 2 ] || { sed -n '21p' "$0" >&2; exit 2; }
build=$1 target=$2
shift 2
options=("$@")
jobs=${JOBS:-2}
pgo=${PGO:-on}
[ "$pgo" = on ] || [ "$pgo" = off ] || { echo "pgo-build: PGO is on or off, not '$pgo'" >&2; exit 2; }
source=$(cd "$(dirname "$0")/.." && pwd)
generate=$build/pgo-generate
mkdir -p "$build"
profile=$(cd "$build" && pwd)/pgo-profile

# chosen_compiler: the compiler to configure this build with (CXX, else clang for a
# profile-guided build where it can), or nothing to leave it to CMake and the OPTIONS. Passed
# on each run, so that a folder configured with another compiler is configured afresh.
chosen_compiler() {
  case " ${options[*]} " in *CMAKE_TOOLCHAIN_FILE* | *CMAKE_CXX_COMPILER*) return ;; esac
  if [ -n "${CXX:-}" ]; then
    echo "$CXX"
  elif [ "$pgo" = on ]; then
    "$source/scripts/pgo-clang.sh" || true
  fi
}
compiler=$(chosen_compiler)
[ -z "$compiler" ] || options+=("-DCMAKE_CXX_COMPILER=$compiler")

# configure_and_build FOLDER TARGET OPTION...
configure_and_build() {
  local folder=$1 what=$2
  shift 2
  cmake -S "$source" -B "$folder" "$@"
  cmake --build "$folder" $([ "$what" = all ] || echo "--target $what") -j "$jobs"
}

cached() { sed -n "s/^$2:[A-Z]*=//p" "$1/CMakeCache.txt"; }

# take_profile ENGINE: runs the instrumented engine and keeps what it counted in $profile.
take_profile() {
  rm -rf "$profile"
  mkdir -p "$profile"
  "$1" bench > "$generate/pgo-bench.log"
  "$1" perft 5 > "$generate/pgo-perft.log"
  local profdata
  profdata=$(cached "$generate" QUADRANT_LLVM_PROFDATA)
  if [ -n "$profdata" ]; then "$profdata" merge -o "$profile/quadrant.profdata" "$profile"/*.profraw; fi
  touch "$profile/profile.stamp"
  echo "pgo-build: $build: profile taken by the instrumented engine from bench" \
    "($(tail -n 1 "$generate/pgo-bench.log" | cut -d' ' -f1-2)) and perft 5"
}

if [ "$pgo" = off ]; then
  configure_and_build "$build" "$target" "${options[@]}" -DQUADRANT_PGO=OFF -DQUADRANT_LTO=OFF
  exit 0
fi

cmake -S "$source" -B "$generate" "${options[@]}" -DQUADRANT_TESTS=OFF -DQUADRANT_PGO=GENERATE \
  -DQUADRANT_PGO_PROFILE="$profile" -DQUADRANT_LTO=OFF
why=$(cached "$generate" QUADRANT_PGO_UNAVAILABLE)
if [ -z "$why" ]; then
  cmake --build "$generate" --target quadrant -j "$jobs"
  engine=$generate/quadrant
  if [ ! -f "$profile/profile.stamp" ] || [ "$engine" -nt "$profile/profile.stamp" ]; then
    # The instrumented engine is built for the processor of the final one, whose CPU check
    # (cli/cpu_check.h) refuses to start on a processor without its instructions.
    if refusal=$("$engine" --version 2>&1 >/dev/null); then
      take_profile "$engine"
    elif [[ $refusal == *"needs CPU instructions this processor lacks"* ]]; then
      refusal=${refusal#error: }
      why="${refusal%%;*}, so it cannot run to be profiled"
    else
      echo "pgo-build: the instrumented engine $engine fails: $refusal" >&2
      exit 1
    fi
  fi
fi
if [ -z "$why" ]; then
  configure_and_build "$build" "$target" "${options[@]}" -DQUADRANT_PGO=USE \
    -DQUADRANT_PGO_PROFILE="$profile" -DQUADRANT_LTO=ON
else
  configure_and_build "$build" "$target" "${options[@]}" -DQUADRANT_PGO=OFF -DQUADRANT_LTO=ON
fi
lto_why=$(cached "$build" QUADRANT_LTO_UNAVAILABLE)
if [ -n "$why" ] || [ -n "$lto_why" ]; then
  echo "pgo-build: $build:" \
    "$([ -z "$why" ] && echo "profile-guided" || echo "no profile-guided optimisation ($why)")," \
    "$([ -z "$lto_why" ] && echo "link-time optimised" || echo "no link-time optimisation ($lto_why)")"
fi

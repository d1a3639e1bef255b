#!/bin/sh
# Builds the release archives of Quadrant into OUT (make dist): for each VARIANT a folder
# quadrant-VERSION-VARIANT with the engine, books/quadrant.bin beside it (where the engine looks
# first), README.md, CHANGELOG.md and LICENSE, packed as .tar.gz (Linux) or .zip (Windows); then
# OUT/SHA256SUMS of the archives built. The version is CMake's project VERSION.
#
#   linux-x86-64        portable: any x86-64 processor (QUADRANT_PORTABLE=ON)
#   linux-x86-64-v3     modern processors: -march=x86-64-v3 (AVX2, BMI2, POPCNT, LZCNT; Intel
#                       Haswell, AMD Excavator and later); refuses to start on an older processor
#   linux-aarch64       64-bit ARM: -march=armv8-a, the baseline of every aarch64 processor (its
#                       bit scans and popcount are single instructions), cross-built with
#                       Debian's g++-aarch64-linux-gnu (cmake/aarch64-linux-gnu.cmake)
#   windows-x86-64      the same two x86-64 ones, cross-built with MinGW-w64 (docs/windows.md)
#   windows-x86-64-v3
#
# Each variant is built in DIST_BUILD_DIR/VARIANT (default build-dist), JOBS jobs at a time, by
# scripts/pgo-build.sh: profile-guided and link-time optimised unless PGO=off, where it can be
# (the cross-built ones, Windows and aarch64, are link-time optimised only; so is x86-64-v3 on a
# processor without its instructions, which cannot run it to take the profile).
# Usage: scripts/make-dist.sh OUT VARIANT...
set -eu
out=$1
shift
builds=${DIST_BUILD_DIR:-build-dist}
jobs=${JOBS:-2}
mkdir -p "$out" "$builds/stage"
archives=""
for variant in "$@"; do
  case $variant in
    linux-aarch64) platform="-DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake" exe=quadrant ;;
    linux-*) platform="" exe=quadrant ;;
    windows-*) platform="-DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake" exe=quadrant.exe ;;
    *) echo "make-dist: unknown variant '$variant'" >&2 && exit 2 ;;
  esac
  case $variant in
    *-x86-64) instructions="-DQUADRANT_PORTABLE=ON" ;;
    *-x86-64-v3) instructions="-DQUADRANT_PORTABLE=OFF -DQUADRANT_ARCH=x86-64-v3" ;;
    *-aarch64) instructions="-DQUADRANT_PORTABLE=OFF -DQUADRANT_ARCH=armv8-a" ;;
    *) echo "make-dist: unknown variant '$variant'" >&2 && exit 2 ;;
  esac
  build=$builds/$variant
  # -s: the archives carry stripped executables (RELEASE flags, so MinGW's -static stays).
  JOBS=$jobs scripts/pgo-build.sh "$build" quadrant $platform -DCMAKE_BUILD_TYPE=Release \
    -DQUADRANT_TESTS=OFF $instructions -DCMAKE_EXE_LINKER_FLAGS_RELEASE=-s
  version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
  name=quadrant-$version-$variant
  rm -rf "$builds/stage/$name"
  mkdir -p "$builds/stage/$name/books"
  cp "$build/$exe" "$builds/stage/$name/"
  cp books/quadrant.bin "$builds/stage/$name/books/"
  cp README.md CHANGELOG.md LICENSE "$builds/stage/$name/"
  case $variant in
    linux-*) archive=$name.tar.gz format=gnutar compress=z ;;
    windows-*) archive=$name.zip format=zip compress="" ;;
  esac
  target=$(cd "$out" && pwd)/$archive
  (cd "$builds/stage" && cmake -E tar "cf$compress" "$target" --format="$format" "$name")
  echo "make-dist: $out/$archive"
  archives="$archives $archive"
done
(cd "$out" && sha256sum $archives > SHA256SUMS)
echo "make-dist: $out/SHA256SUMS"

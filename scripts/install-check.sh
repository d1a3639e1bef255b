#!/bin/sh
# Checks make install and make uninstall (make install-check): installs into a temporary PREFIX,
# first staged under a DESTDIR and then for real, each time checking the files; runs the
# installed engine from another working directory (it must find the book in its data folder,
# PREFIX/share/quadrant, and play from it); then uninstalls and checks that nothing is left.
# The build is made in BUILD (default build-install). Usage: scripts/install-check.sh [BUILD]
set -eu
build=${1:-build-install}
prefix=$(mktemp -d)
stage=$(mktemp -d)
trap 'rm -rf "$prefix" "$stage"' EXIT
installed="bin/quadrant share/quadrant/quadrant.bin share/man/man6/quadrant.6"

fail() {
  echo "install-check: $*" >&2
  exit 1
}

# expect_files ROOT: the installed files are all there under ROOT, and no other file.
expect_files() {
  for file in $installed; do [ -f "$1/$file" ] || fail "$1/$file was not installed"; done
  [ "$(find "$1" -type f | wc -l)" -eq 3 ] || fail "other files installed: $(find "$1" -type f)"
}

# expect_removed ROOT: make uninstall left no file and no book folder under ROOT.
expect_removed() {
  [ -z "$(find "$1" -type f)" ] || fail "left after make uninstall: $(find "$1" -type f)"
  [ ! -e "$1/share/quadrant" ] || fail "left after make uninstall: $1/share/quadrant"
}

make install BUILD_DIR="$build" PREFIX="$prefix" DESTDIR="$stage"
expect_files "$stage$prefix"
[ -z "$(find "$prefix" -type f)" ] || fail "DESTDIR ignored: files under $prefix"
make uninstall BUILD_DIR="$build" DESTDIR="$stage"
expect_removed "$stage$prefix"

make install BUILD_DIR="$build" PREFIX="$prefix"
expect_files "$prefix"
out=$(cd / && printf 'uci\nposition startpos\ngo movetime 200\nisready\n' | "$prefix/bin/quadrant")
book="option name BookFile type string default $prefix/share/quadrant/quadrant.bin"
printf '%s\n' "$out" | grep -qx "$book" || fail "the installed book is not found: $out"
printf '%s\n' "$out" | grep -q '^info string book move ' || fail "no book move: $out"
if command -v man >/dev/null 2>&1; then
  MANWIDTH=80 man -l "$prefix/share/man/man6/quadrant.6" | grep -q 'quadrant - chess engine' ||
    fail "the man page does not render"
fi
make uninstall BUILD_DIR="$build"
expect_removed "$prefix"
echo "install-check: make install (with and without DESTDIR), the book from the data folder and make uninstall passed"

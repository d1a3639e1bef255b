#!/bin/sh
# Checks the Debian package that make deb built (make deb-check): its fields, that it holds the
# files of Debian's layout and nothing else, the man page (man --warnings) and, where lintian is
# installed, lintian (errors and warnings fail; the tags left are in docs/packaging.md). Then it
# extracts the package with dpkg-deb -x and runs its engine: --version (a portable build of the
# package's version), perft, bench, a UCI search from the package's book, and CECP.
# Usage: scripts/package-check.sh dist/quadrant_VERSION_ARCH.deb
set -eu
package=$1
[ -f "$package" ] || { echo "package-check: no package $package" >&2; exit 1; }
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT

fail() {
  echo "package-check: $*" >&2
  exit 1
}

# expect WHAT OUTPUT PATTERN: fails unless a line of OUTPUT matches the extended regex PATTERN.
expect() {
  printf '%s\n' "$2" | grep -Eq "$3" || fail "$1: no line matches '$3' in:
$2"
}

version=$(dpkg-deb -f "$package" Version)
expect fields "$(dpkg-deb -f "$package" Package Section Architecture Depends)" '^Section: games$'
expect fields "$(dpkg-deb -f "$package" Depends)" 'libstdc\+\+6'

files=$(dpkg-deb -c "$package" | awk '$1 !~ /^d/ {print $6}' | sort | tr '\n' ' ')
[ "$files" = "./usr/games/quadrant ./usr/share/doc/quadrant/changelog.gz \
./usr/share/doc/quadrant/copyright ./usr/share/games/quadrant/quadrant.bin \
./usr/share/man/man6/quadrant.6.gz " ] || fail "unexpected files: $files"
dpkg-deb -c "$package" | grep '^-rwxr-xr-x root/root .* ./usr/games/quadrant$' >/dev/null ||
  fail "/usr/games/quadrant is not an executable owned by root"

dpkg-deb -x "$package" "$root"
warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l \
  "$root/usr/share/man/man6/quadrant.6.gz" 2>&1 >/dev/null)
[ -z "$warnings" ] || fail "the man page: $warnings"

if command -v lintian >/dev/null 2>&1; then
  lintian --fail-on error,warning --info "$package" || fail "lintian (above)"
else
  echo "package-check: lintian is not installed: not run" >&2
fi

engine=$root/usr/games/quadrant
out=$("$engine" --version)
expect version "$out" "^Quadrant $version\$"
expect version "$out" '^build: portable$'
expect perft "$("$engine" perft 4)" '197281'
expect bench "$("$engine" bench 16 1 6)" '^[0-9]+ nodes [0-9]+ nps$'
book=$root/usr/share/games/quadrant/quadrant.bin
expect book "$("$engine" book "$book")" '^e2e4 '
# The package's book, chosen by hand: the extracted tree is not where the engine looks.
out=$(printf 'uci\nsetoption name BookFile value %s\nposition startpos\ngo movetime 200\nisready\n' "$book" |
  "$engine")
expect uci "$out" "^id name Quadrant $version\$"
expect uci "$out" '^info string book move'
expect uci "$out" '^bestmove [a-h][1-8][a-h][1-8]'
out=$(printf 'xboard\nprotover 2\nnew\nforce\nsetboard 7k/8/6K1/8/8/8/8/R7 w - - 0 1\nsd 4\ngo\nping 1\nquit\n' |
  "$engine")
expect cecp "$out" "myname=\"Quadrant $version\""
expect cecp "$out" '^move a1a8$'
echo "package-check: $package: layout, man page, lintian, version, perft, bench, book, UCI and CECP passed"

#!/bin/sh
# Builds the Debian package of Quadrant (make deb), laid out as Debian's own chess engines are:
#   /usr/games/quadrant                        the engine, portable (runs on any x86-64)
#   /usr/share/games/quadrant/quadrant.bin     the opening book (compiled in as the data folder)
#   /usr/share/man/man6/quadrant.6.gz          the man page
#   /usr/share/doc/quadrant/copyright, changelog.gz
# from a staged `cmake --install` (DESTDIR) of a build in BUILD (default build-deb), packed by
# dpkg-deb into OUT/quadrant_VERSION_ARCH.deb. No debhelper: the dependencies come from
# dpkg-shlibdeps (dpkg-dev), the version from CMake's project VERSION. DEB_MAINTAINER names the
# maintainer (default: the author of the last commit). Usage: scripts/make-deb.sh BUILD OUT
set -eu
build=$1
out=$2
# The date of the sources (the last commit) stands for the build's date (__DATE__, the
# changelog), so that a rebuild of the same sources gives the same package.
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH
# Debian's hardening flags (fortified functions, stack protector, full RELRO), as its own
# packages are built; -Wdate-time is left out: __DATE__ follows SOURCE_DATE_EPOCH.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CPPFLAGS | sed 's/-Wdate-time *//') $(dpkg-buildflags --get CXXFLAGS)"
# Profile-guided and link-time optimised unless PGO=off (scripts/pgo-build.sh).
scripts/pgo-build.sh "$build" quadrant -DCMAKE_BUILD_TYPE=Release -DQUADRANT_TESTS=OFF \
  -DQUADRANT_PORTABLE=ON -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_BINDIR=games \
  -DCMAKE_INSTALL_DATADIR=share/games -DCMAKE_INSTALL_MANDIR=share/man \
  -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)"

stage=$(cd "$build" && pwd)/debian/quadrant
rm -rf "$stage"
DESTDIR=$stage cmake --install "$build" --strip
# As dh_strip does: the compiler's notes are of no use in the package.
strip --remove-section=.comment --remove-section=.note "$stage/usr/games/quadrant"
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
architecture=$(dpkg --print-architecture)
maintainer=${DEB_MAINTAINER:-$(git log -1 --format='%an <%ae>' 2>/dev/null || echo 'Quadrant developers <quadrant@localhost>')}
date=$(date -R -u -d "@$SOURCE_DATE_EPOCH")

gzip -9n "$stage/usr/share/man/man6/quadrant.6"
doc=$stage/usr/share/doc/quadrant
mkdir -p "$doc"
cp packaging/debian/copyright "$doc/"
printf 'quadrant (%s) unstable; urgency=medium\n\n  * Quadrant %s.\n\n -- %s  %s\n' \
  "$version" "$version" "$maintainer" "$date" | gzip -9n > "$doc/changelog.gz"
# Directories 0755 and files 0644 whatever the umask, the engine 0755.
find "$stage" -type d -exec chmod 0755 {} +
find "$stage" -type f -exec chmod 0644 {} +
chmod 0755 "$stage/usr/games/quadrant"

# dpkg-shlibdeps reads debian/control of the directory it runs in and expects the binaries in a
# package tree (debian/PACKAGE/DEBIAN) there: a minimal control file beside the stage.
mkdir -p "$build/debian" "$stage/DEBIAN"
printf 'Source: quadrant\n\nPackage: quadrant\nArchitecture: any\n' > "$build/debian/control"
(cd "$build" && dpkg-shlibdeps -O -edebian/quadrant/usr/games/quadrant > shlibs.txt)
shlibs=$(sed -n 's/^shlibs:Depends=//p' "$build/shlibs.txt")
[ -n "$shlibs" ] || { echo "make-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
sed -e "s/@VERSION@/$version/" -e "s/@ARCHITECTURE@/$architecture/" -e "s/@MAINTAINER@/$maintainer/" \
  -e "s/@INSTALLED_SIZE@/$(du -sk --exclude=DEBIAN "$stage" | cut -f1)/" -e "s/@DEPENDS@/$shlibs/" \
  packaging/debian/control.in > "$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -exec md5sum {} + | sort -k2 > DEBIAN/md5sums)
chmod 0755 "$stage/DEBIAN"
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

mkdir -p "$out"
rm -f "$out"/quadrant_*.deb
package=$out/quadrant_${version}_$architecture.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$package"
echo "make-deb: $package"

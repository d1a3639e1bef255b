#!/bin/sh
# Installs what building and testing Quadrant needs, through the system package manager, when
# it is missing: a C++17 compiler, CMake, Catch2 v2 (Debian/Ubuntu package "catch2") and Python 3
# (for the tests of the scripts); with --build-only no Catch2 or Python; with --fuzz clang and
# its sanitizer and libFuzzer runtimes instead (for make fuzz); with --format only clang-format
# (for make format and make format-check); with --windows CMake, the MinGW-w64 cross compiler
# (POSIX threads) and Wine 64-bit (for make windows and make windows-check); with --deb dpkg-dev,
# lintian and man-db (make deb); with --qemu qemu-user (make dist-check runs the engines on an emulated
# older processor, and the aarch64 one on an emulated ARM processor); with --arm the aarch64 cross
# compiler g++-aarch64-linux-gnu with its C and C++ libraries (make dist's linux-aarch64). Without
# an option or with --build-only it also installs clang, its profile runtime and llvm-profdata,
# when clang cannot build the profile-guided engine (scripts/pgo-clang.sh): they are wanted, not
# needed (GCC builds the engine too, slower), so failing to install them is only reported.
set -e

# Whether clang++ builds and links a libFuzzer harness with the sanitizers.
fuzzer_links() {
  command -v clang++ >/dev/null 2>&1 || return 1
  probe=$(mktemp -d)
  printf 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }\n' > "$probe/probe.cpp"
  status=0
  clang++ -fsanitize=fuzzer,address,undefined "$probe/probe.cpp" -o "$probe/probe" >/dev/null 2>&1 || status=1
  rm -rf "$probe"
  return $status
}

# Debian's wine64 package installs wine64 outside PATH, in /usr/lib/wine.
wine64_found() {
  command -v wine64 >/dev/null 2>&1 || [ -x /usr/lib/wine/wine64 ]
}

missing=""
if [ "$1" = "--format" ]; then
  command -v clang-format >/dev/null 2>&1 || missing="clang-format"
elif [ "$1" = "--windows" ]; then
  command -v cmake >/dev/null 2>&1 || missing="$missing cmake"
  command -v x86_64-w64-mingw32-g++-posix >/dev/null 2>&1 || missing="$missing g++-mingw-w64-x86-64-posix"
  wine64_found || missing="$missing wine64"
elif [ "$1" = "--deb" ]; then
  command -v dpkg-shlibdeps >/dev/null 2>&1 || missing="$missing dpkg-dev"
  command -v lintian >/dev/null 2>&1 || missing="$missing lintian"
  command -v man >/dev/null 2>&1 || missing="$missing man-db"  # package-check reads the man page
elif [ "$1" = "--qemu" ]; then
  { command -v qemu-x86_64 && command -v qemu-aarch64; } >/dev/null 2>&1 || missing="$missing qemu-user"
elif [ "$1" = "--arm" ]; then
  command -v aarch64-linux-gnu-g++ >/dev/null 2>&1 || missing="$missing g++-aarch64-linux-gnu"
else
  command -v cmake >/dev/null 2>&1 || missing="$missing cmake"
  command -v c++ >/dev/null 2>&1 || missing="$missing g++"
fi
case "$1" in
  --format | --windows | --deb | --qemu | --arm) ;;
  --build-only) ;;
  --fuzz) fuzzer_links || missing="$missing clang libclang-rt-dev" ;;
  *)
    [ -f /usr/include/catch2/catch.hpp ] || [ -f /usr/local/include/catch2/catch.hpp ] || missing="$missing catch2"
    command -v python3 >/dev/null 2>&1 || missing="$missing python3"  # the scripts' tests
    ;;
esac
wanted=""
case "$1" in
  "" | --build-only) "$(dirname "$0")/pgo-clang.sh" >/dev/null || wanted="clang llvm libclang-rt-dev" ;;
esac
[ -z "$missing" ] && [ -z "$wanted" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  if [ -z "$missing" ]; then
    echo "note: clang, its profile runtime and llvm-profdata would build a faster engine"
    exit 0
  fi
  echo "apt-get not found: please install$missing with your package manager" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
# Wine's recommended packages (fonts, desktop integration) are not needed by a console engine.
no_recommends=""
[ "$1" = "--windows" ] && no_recommends="--no-install-recommends"
if [ -n "$missing" ]; then
  echo "Installing:$missing"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $no_recommends $missing
fi
if [ -n "$wanted" ]; then
  echo "Installing: $wanted (the profile-guided build's compiler)"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $wanted ||
    echo "note: $wanted not installed: the engine is built with the compiler found"
fi

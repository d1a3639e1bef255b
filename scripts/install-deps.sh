#!/bin/sh
# Installs what building and testing Quadrant needs, through the system package manager, when
# it is missing: a C++17 compiler, CMake, and (unless --build-only) Catch2 v2 (Debian/Ubuntu
# package "catch2").
set -e
missing=""
command -v cmake >/dev/null 2>&1 || missing="$missing cmake"
command -v c++ >/dev/null 2>&1 || missing="$missing g++"
if [ "$1" != "--build-only" ]; then
  [ -f /usr/include/catch2/catch.hpp ] || [ -f /usr/local/include/catch2/catch.hpp ] || missing="$missing catch2"
fi
[ -z "$missing" ] && exit 0
echo "Installing:$missing"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "apt-get not found: please install$missing with your package manager" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing

#!/bin/sh
# Prints the path of a clang++ that can build the profile-guided engine, and exits 0; exits 1,
# printing nothing, when there is none. It can when it compiles and links a program
# instrumented with -fprofile-instr-generate (its profile runtime is installed) and the
# llvm-profdata of its version (or an unversioned one) is there to merge the profile.
# scripts/pgo-build.sh builds with it when it can (docs/building.md: the engine clang builds
# searches faster); scripts/install-deps.sh installs clang when it cannot.
#
#   scripts/pgo-clang.sh
clang=$(command -v clang++) || exit 1
major=$("$clang" -dumpversion 2>/dev/null | cut -d. -f1)
command -v "llvm-profdata-$major" >/dev/null 2>&1 || command -v llvm-profdata >/dev/null 2>&1 ||
  exit 1
probe=$(mktemp -d) || exit 1
printf 'int main() { return 0; }\n' > "$probe/probe.cpp"
status=0
"$clang" -fprofile-instr-generate "$probe/probe.cpp" -o "$probe/probe" >/dev/null 2>&1 || status=1
rm -rf "$probe"
[ $status -eq 0 ] && echo "$clang"
exit $status

// What a build of Quadrant is, for `quadrant --version` and the CPU check: the version (CMake's
// project VERSION, the one source of it, also in UCI's id name and CECP's myname), the build
// variant (portable, or the instruction set it was compiled for), the compiler and the date.
#pragma once

#include <string>

namespace quadrant {

// The variant as CMake chose it: "portable" (any x86-64) or QUADRANT_ARCH ("native",
// "x86-64-v3", ...). Constant data, readable before any static initialiser has run.
extern const char* const BUILD_VARIANT;

// The instruction-set extensions the compiler was allowed to use in this build and that the CPU
// check can ask the CPU about (the names of GCC's __builtin_cpu_supports), ending with nullptr.
// Empty for a portable build. Constant data, as BUILD_VARIANT.
extern const char* const BUILD_CPU_FEATURES[];

// The answer to --version: "Quadrant VERSION", then the build, the compiler and the date, one
// line each.
std::string versionText();

}  // namespace quadrant

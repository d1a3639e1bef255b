#include "quadrant/cli/build_info.h"

namespace quadrant {

#ifdef QUADRANT_PORTABLE
const char* const BUILD_VARIANT = "portable";
#else
const char* const BUILD_VARIANT = QUADRANT_ARCH;
#endif

// The compiler's own macros say which extensions the -march of this file (the same as every
// other file of the engine but the CPU check) allows. The list stops at the levels of the
// release builds and AVX-512: a CPU with BMI2 and AVX2 has LZCNT and MOVBE too.
const char* const BUILD_CPU_FEATURES[] = {
#ifdef __SSE3__
    "sse3",
#endif
#ifdef __SSSE3__
    "ssse3",
#endif
#ifdef __SSE4_1__
    "sse4.1",
#endif
#ifdef __SSE4_2__
    "sse4.2",
#endif
#ifdef __POPCNT__
    "popcnt",
#endif
#ifdef __AVX__
    "avx",
#endif
#ifdef __AVX2__
    "avx2",
#endif
#ifdef __BMI__
    "bmi",
#endif
#ifdef __BMI2__
    "bmi2",
#endif
#ifdef __FMA__
    "fma",
#endif
#ifdef __AVX512F__
    "avx512f",
#endif
    nullptr};

namespace {

std::string compilerName() {
#if defined(__clang__)
  // __clang_version__ may carry a trailing space or the vendor's words: the numbers alone.
  return "Clang " + std::to_string(__clang_major__) + "." + std::to_string(__clang_minor__) + "." +
         std::to_string(__clang_patchlevel__);
#elif defined(__MINGW64__)
  return std::string("GCC ") + __VERSION__ + " (MinGW-w64)";
#elif defined(__GNUC__)
  return std::string("GCC ") + __VERSION__;
#else
  return "unknown";
#endif
}

std::string variantText() {
  std::string text = BUILD_VARIANT;
  if (!BUILD_CPU_FEATURES[0]) return text;
  text += " (";
  for (const char* const* feature = BUILD_CPU_FEATURES; *feature; ++feature)
    text += std::string(feature == BUILD_CPU_FEATURES ? "" : " ") + *feature;
  return text + ')';
}

}  // namespace

std::string versionText() {
  return std::string("Quadrant ") + QUADRANT_VERSION + "\nbuild: " + variantText() +
         "\ncompiler: " + compilerName() + "\ndate: " + __DATE__ + '\n';
}

}  // namespace quadrant

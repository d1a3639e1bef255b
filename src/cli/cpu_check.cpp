// Compiled for the x86-64 baseline (CMakeLists.txt): see cli/cpu_check.h. Only C functions here.
#include "quadrant/cli/cpu_check.h"

#include <cstdlib>
#include <cstring>

#include "quadrant/cli/build_info.h"
#include "quadrant/cli/diagnostics.h"

namespace quadrant {

int reportMissingCpuFeatures(const char* const required[], bool (*supported)(const char* feature),
                             std::FILE* out) {
  int missing = 0;
  for (const char* const* feature = required; *feature; ++feature) {
    if (supported(*feature)) continue;
    if (missing++ == 0) {
      std::fputs("error: this build of Quadrant (", out);
      std::fputs(BUILD_VARIANT, out);
      std::fputs(") needs CPU instructions this processor lacks:", out);
    }
    std::fputc(' ', out);
    std::fputs(*feature, out);
  }
  if (missing > 0) std::fputs("; use the portable build instead\n", out);
  return missing;
}

bool cpuSupports(const char* feature) {
#if defined(__x86_64__) || defined(__i386__)
  // __builtin_cpu_supports takes only a literal. The detection must be started by hand here:
  // this runs before the constructor that would start it.
  __builtin_cpu_init();
  const auto is = [feature](const char* name) { return std::strcmp(feature, name) == 0; };
  if (is("sse3")) return __builtin_cpu_supports("sse3");
  if (is("ssse3")) return __builtin_cpu_supports("ssse3");
  if (is("sse4.1")) return __builtin_cpu_supports("sse4.1");
  if (is("sse4.2")) return __builtin_cpu_supports("sse4.2");
  if (is("popcnt")) return __builtin_cpu_supports("popcnt");
  if (is("avx")) return __builtin_cpu_supports("avx");
  if (is("avx2")) return __builtin_cpu_supports("avx2");
  if (is("bmi")) return __builtin_cpu_supports("bmi");
  if (is("bmi2")) return __builtin_cpu_supports("bmi2");
  if (is("fma")) return __builtin_cpu_supports("fma");
  if (is("avx512f")) return __builtin_cpu_supports("avx512f");
#else
  (void)feature;
#endif
  return true;
}

namespace {

__attribute__((constructor(101))) void exitUnlessCpuRunsBuild() {
  if (reportMissingCpuFeatures(BUILD_CPU_FEATURES, cpuSupports, stderr) > 0)
    std::_Exit(FAILURE_STATUS);
}

}  // namespace

}  // namespace quadrant

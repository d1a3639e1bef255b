#include "quadrant/cli/cpu_check.h"

#include <catch2/catch.hpp>
#include <cstring>
#include <string>

#include "quadrant/cli/build_info.h"

using namespace quadrant;

namespace {

// A processor of the generation before AVX2: SSE4.2 and POPCNT but no AVX2, BMI or BMI2.
bool olderCpuSupports(const char* feature) {
  for (const char* lacking : {"avx2", "bmi", "bmi2"})
    if (std::strcmp(feature, lacking) == 0) return false;
  return true;
}

// What reportMissingCpuFeatures writes for required on the older processor, and how many.
std::pair<int, std::string> reportOnOlderCpu(const char* const required[]) {
  std::FILE* file = std::tmpfile();
  REQUIRE(file);
  const int missing = reportMissingCpuFeatures(required, olderCpuSupports, file);
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;) text += char(c);
  std::fclose(file);
  return {missing, text};
}

}  // namespace

TEST_CASE("A build for instructions the CPU lacks names them", "[cli][cpu]") {
  const char* const modern[] = {"sse4.2", "popcnt", "avx", "avx2", "bmi", "bmi2", nullptr};
  const auto [missing, text] = reportOnOlderCpu(modern);
  CHECK(missing == 3);
  CHECK(text == std::string("error: this build of Quadrant (") + BUILD_VARIANT +
                    ") needs CPU instructions this processor lacks: avx2 bmi bmi2; use the "
                    "portable build instead\n");
}

TEST_CASE("A build the CPU can run passes the check silently", "[cli][cpu]") {
  const char* const older[] = {"sse4.2", "popcnt", nullptr};
  const char* const portable[] = {nullptr};
  for (const char* const* required : {older, portable}) {
    const auto [missing, text] = reportOnOlderCpu(required);
    CHECK(missing == 0);
    CHECK(text.empty());
  }
}

// This test program runs, so the CPU check let it start: the machine has every extension the
// build uses, and the check must agree.
TEST_CASE("This machine has what this build was compiled for", "[cli][cpu]") {
  for (const char* const* feature = BUILD_CPU_FEATURES; *feature; ++feature) {
    CAPTURE(*feature);
    CHECK(cpuSupports(*feature));
  }
  CHECK(cpuSupports("no-such-extension"));
}

// The check, before anything else of the program runs, that the CPU has every instruction-set
// extension the build was compiled for (cli/build_info.h). A build for BMI2 and AVX2 started on
// an older CPU says so and exits with FAILURE_STATUS instead of dying on an illegal instruction.
//
// The check runs from a constructor of priority 101 (cpu_check.cpp), which GCC and Clang run
// before every static initialiser of default priority in any file of the program: those are
// compiled for the build's instruction set and may already use it. Its file is compiled for the
// x86-64 baseline and calls no inline C++ function that another file could provide compiled for
// the build's instruction set (the linker keeps one copy of each), only the C library.
#pragma once

#include <cstdio>

namespace quadrant {

// Writes to out, in one message, the extensions of required (ending with nullptr) that
// supported says the CPU lacks; returns how many there are (0: nothing written).
int reportMissingCpuFeatures(const char* const required[], bool (*supported)(const char* feature),
                             std::FILE* out);

// Whether this CPU has the extension named as GCC's __builtin_cpu_supports names it; true for a
// name it does not know and on processors other than x86.
bool cpuSupports(const char* feature);

}  // namespace quadrant

# Link-time and profile-guided optimisation (docs/building.md), included by CMakeLists.txt before
# any target is made. scripts/pgo-build.sh drives the profile-guided build in two stages, each
# configured with these options:
#
#   QUADRANT_PGO=GENERATE  an instrumented engine, which writes its profile into the folder
#                          QUADRANT_PGO_PROFILE whenever it runs (the script runs bench and perft)
#   QUADRANT_PGO=USE       the engine optimised with that profile; every object depends on
#                          QUADRANT_PGO_PROFILE/profile.stamp, which the script touches after
#                          taking the profile, so a new profile rebuilds them all
#   QUADRANT_LTO=ON        link-time optimisation (the script sets it with USE)
#
# When the compiler or the platform cannot do one of them the build goes on without it, and the
# internal cache entries QUADRANT_PGO_UNAVAILABLE and QUADRANT_LTO_UNAVAILABLE say why (the
# script prints them); empty, it was applied.

set(QUADRANT_PGO OFF CACHE STRING "Profile-guided optimisation: OFF, GENERATE or USE (scripts/pgo-build.sh)")
set_property(CACHE QUADRANT_PGO PROPERTY STRINGS OFF GENERATE USE)
set(QUADRANT_PGO_PROFILE "${CMAKE_BINARY_DIR}/pgo-profile" CACHE PATH
    "The folder of the profile QUADRANT_PGO writes (GENERATE) or reads (USE)")
option(QUADRANT_LTO "Link-time optimisation" OFF)
if(NOT QUADRANT_PGO MATCHES "^(OFF|GENERATE|USE)$")
  message(FATAL_ERROR "QUADRANT_PGO is OFF, GENERATE or USE, not '${QUADRANT_PGO}'")
endif()

# The flags of each stage. GCC names the profile of an object by the object's path, and the two
# stages build in different folders: -fprofile-prefix-path (GCC 11 and later) makes that path
# relative to the build folder. Partial training: code the profile run never reaches (Syzygy
# probes, the protocols) is optimised as in a plain build, not for size as cold code. Clang's
# raw profiles are merged by llvm-profdata into quadrant.profdata (the script does that); clang
# is the compiler the script prefers (scripts/pgo-clang.sh).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  set(pgo_generate_flags -fprofile-generate=${QUADRANT_PGO_PROFILE}
                         -fprofile-prefix-path=${CMAKE_BINARY_DIR})
  set(pgo_use_flags -fprofile-use=${QUADRANT_PGO_PROFILE} -fprofile-partial-training
                    -fprofile-prefix-path=${CMAKE_BINARY_DIR})
elseif(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  set(pgo_generate_flags -fprofile-instr-generate=${QUADRANT_PGO_PROFILE}/quadrant-%p.profraw)
  # The tests' own files have no profile: clang would warn of each.
  set(pgo_use_flags -fprofile-instr-use=${QUADRANT_PGO_PROFILE}/quadrant.profdata
                    -Wno-profile-instr-unprofiled)
endif()

# Whether the compiler compiles and links a program instrumented with pgo_generate_flags (an
# old GCC lacks -fprofile-prefix-path, a clang may lack its profile runtime).
function(quadrant_compiler_instruments result)
  include(CheckCXXSourceCompiles)
  list(JOIN pgo_generate_flags " " CMAKE_REQUIRED_FLAGS)
  set(CMAKE_REQUIRED_LINK_OPTIONS ${pgo_generate_flags})
  check_cxx_source_compiles("int main() { return 0; }" QUADRANT_COMPILER_INSTRUMENTS)
  set(${result} ${QUADRANT_COMPILER_INSTRUMENTS} PARENT_SCOPE)
endfunction()

# Why this build cannot be profile-guided, or "" when it can.
function(quadrant_pgo_unavailable result)
  set(why "")
  set(compiler "${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION}")
  if(QUADRANT_SANITIZE OR QUADRANT_TSAN OR QUADRANT_FUZZ OR QUADRANT_TUNABLES)
    set(why "the sanitizer, fuzzing and tuning builds are not profiled")
  elseif(CMAKE_CROSSCOMPILING)
    set(why "cross-compiling for ${CMAKE_SYSTEM_NAME}: the instrumented engine cannot run here")
  elseif(NOT pgo_generate_flags)
    set(why "the compiler ${compiler} is neither GCC nor clang")
  else()
    quadrant_compiler_instruments(instruments)
    string(REGEX REPLACE "=[^;]*" "" flag_names "${pgo_generate_flags}")
    string(REPLACE ";" " " flag_names "${flag_names}")
    if(NOT instruments)
      set(why "the compiler ${compiler} cannot build a program with ${flag_names}")
    elseif(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
      string(REGEX MATCH "^[0-9]+" major "${CMAKE_CXX_COMPILER_VERSION}")
      get_filename_component(compiler_dir "${CMAKE_CXX_COMPILER}" DIRECTORY)
      find_program(QUADRANT_LLVM_PROFDATA NAMES llvm-profdata-${major} llvm-profdata
                   HINTS "${compiler_dir}" DOC "llvm-profdata of the clang in use (QUADRANT_PGO)")
      if(NOT QUADRANT_LLVM_PROFDATA)
        set(why "${compiler} without llvm-profdata-${major} to merge the profile")
      endif()
    endif()
  endif()
  set(${result} "${why}" PARENT_SCOPE)
endfunction()

set(pgo_unavailable "")
if(NOT QUADRANT_PGO STREQUAL "OFF")
  quadrant_pgo_unavailable(pgo_unavailable)
endif()
set(QUADRANT_PGO_UNAVAILABLE "${pgo_unavailable}" CACHE INTERNAL "why QUADRANT_PGO was not applied")

set(pgo_stamp "${QUADRANT_PGO_PROFILE}/profile.stamp")
if(QUADRANT_PGO STREQUAL "OFF" OR pgo_unavailable)
  # A plain build.
elseif(QUADRANT_PGO STREQUAL "GENERATE")
  add_compile_options(${pgo_generate_flags})
  add_link_options(${pgo_generate_flags})
else()
  if(NOT EXISTS "${pgo_stamp}")
    message(FATAL_ERROR "QUADRANT_PGO=USE: no profile in ${QUADRANT_PGO_PROFILE} (scripts/pgo-build.sh takes it)")
  endif()
  add_compile_options(${pgo_use_flags})
  set(QUADRANT_PGO_OBJECT_DEPENDS "${pgo_stamp}")
endif()

set(lto_unavailable "")
if(QUADRANT_LTO)
  include(CheckIPOSupported)
  check_ipo_supported(RESULT lto_supported LANGUAGES CXX)
  if(lto_supported)
    set(CMAKE_INTERPROCEDURAL_OPTIMIZATION ON)
  else()
    set(lto_unavailable "${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION} cannot here (CMake's check_ipo_supported)")
  endif()
endif()
set(QUADRANT_LTO_UNAVAILABLE "${lto_unavailable}" CACHE INTERNAL "why QUADRANT_LTO was not applied")

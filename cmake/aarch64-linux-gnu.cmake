# Cross build of a Linux aarch64 (64-bit ARM) executable with Debian's cross compiler (package
# g++-aarch64-linux-gnu). Used by make dist's linux-aarch64 archive; by hand:
#   cmake -S . -B build-aarch64 -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake \
#         -DQUADRANT_ARCH=armv8-a -DQUADRANT_TESTS=OFF
# The executable runs here under qemu-user: qemu-aarch64 -L /usr/aarch64-linux-gnu (the folder of
# the cross compiler's C and C++ libraries).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)

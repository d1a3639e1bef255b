// Fixed-width numbers read byte by byte from a table file, whatever the host's byte order and
// alignment: the headers store little-endian numbers, the compressed blocks big-endian ones.
#pragma once

#include <cstdint>

namespace quadrant::syzygy {

inline std::uint32_t littleEndian16(const std::uint8_t* p) { return p[0] | (p[1] << 8); }

inline std::uint32_t littleEndian32(const std::uint8_t* p) {
  return std::uint32_t(p[0]) | (std::uint32_t(p[1]) << 8) | (std::uint32_t(p[2]) << 16) |
         (std::uint32_t(p[3]) << 24);
}

inline std::uint32_t bigEndian32(const std::uint8_t* p) {
  return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) |
         std::uint32_t(p[3]);
}

}  // namespace quadrant::syzygy

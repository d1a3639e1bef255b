// Reading a whole file into memory, for the readers of binary files: Polyglot books, and Syzygy
// tables where they cannot be mapped.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace quadrant {

// The bytes of the file at path. On failure returns false and *problem says why, without the
// path, for the caller to put in its own message: "no such file", "not a regular file" (a
// folder, a device), "cannot be opened" or "cannot be read".
bool readWholeFile(const std::string& path, std::vector<std::uint8_t>* bytes, std::string* problem);

}  // namespace quadrant

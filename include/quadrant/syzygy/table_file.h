// The bytes of one tablebase file, read-only. Where the system allows it (POSIX) the file is
// mapped into memory, so only the pages a probe touches are read from disk; elsewhere (Windows),
// or when mapping fails, the whole file is read into memory instead.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace quadrant::syzygy {

class TableFile {
 public:
  TableFile() = default;
  ~TableFile();
  TableFile(TableFile&& other) noexcept;
  TableFile& operator=(TableFile&& other) noexcept;
  TableFile(const TableFile&) = delete;
  TableFile& operator=(const TableFile&) = delete;

  // Opens the file at path. On failure returns false and *error says why (missing, unreadable,
  // empty) without naming the file, which the caller does; the object is then empty.
  bool open(const std::string& path, std::string* error);
  // Holds a copy of `bytes` instead of a file (for the tests and the fuzz harness).
  void assign(std::vector<std::uint8_t> bytes);

  const std::uint8_t* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  void release();

  const std::uint8_t* data_ = nullptr;
  std::size_t size_ = 0;
  bool mapped_ = false;             // data_ is a mapping to unmap; otherwise it points into copy_
  std::vector<std::uint8_t> copy_;  // the plain-read fallback
};

}  // namespace quadrant::syzygy

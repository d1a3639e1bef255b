#include "quadrant/syzygy/table_file.h"

#include <utility>

#include "quadrant/core/whole_file.h"

#ifndef _WIN32
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace quadrant::syzygy {

TableFile::~TableFile() { release(); }

TableFile::TableFile(TableFile&& other) noexcept { *this = std::move(other); }

TableFile& TableFile::operator=(TableFile&& other) noexcept {
  if (this == &other) return *this;
  release();
  copy_ = std::move(other.copy_);
  mapped_ = other.mapped_;
  size_ = other.size_;
  data_ = mapped_ ? other.data_ : copy_.data();
  other.data_ = nullptr;
  other.size_ = 0;
  other.mapped_ = false;
  return *this;
}

void TableFile::release() {
#ifndef _WIN32
  if (mapped_) munmap(const_cast<std::uint8_t*>(data_), size_);
#endif
  mapped_ = false;
  data_ = nullptr;
  size_ = 0;
  copy_.clear();
}

void TableFile::assign(std::vector<std::uint8_t> bytes) {
  release();
  copy_ = std::move(bytes);
  data_ = copy_.data();
  size_ = copy_.size();
}

bool TableFile::open(const std::string& path, std::string* error) {
  release();
#ifndef _WIN32
  const int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) {
    *error = "cannot open the file";
    return false;
  }
  struct stat info {};
  const bool regular = fstat(fd, &info) == 0 && S_ISREG(info.st_mode);
  if (regular && info.st_size > 0) {
    void* map = mmap(nullptr, std::size_t(info.st_size), PROT_READ, MAP_SHARED, fd, 0);
    if (map != MAP_FAILED) {
      data_ = static_cast<const std::uint8_t*>(map);
      size_ = std::size_t(info.st_size);
      mapped_ = true;
    }
  }
  ::close(fd);
  if (!regular) {
    *error = "not a regular file";
    return false;
  }
#endif
  if (!mapped_) {
    std::vector<std::uint8_t> bytes;
    std::string problem;
    if (!readWholeFile(path, &bytes, &problem)) {
      *error = "cannot open the file: " + problem;
      return false;
    }
    assign(std::move(bytes));
  }
  if (size_ == 0) {
    *error = "the file is empty";
    return false;
  }
  return true;
}

}  // namespace quadrant::syzygy

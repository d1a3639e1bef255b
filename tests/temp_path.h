// A file path in the temporary directory, removed when the test ends.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

namespace quadrant::test {

class TempPath {
 public:
  explicit TempPath(const std::string& name) : path_(std::filesystem::temp_directory_path() / name) {}
  ~TempPath() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempPath(const TempPath&) = delete;
  TempPath& operator=(const TempPath&) = delete;

  std::string str() const { return path_.string(); }
  const std::filesystem::path& path() const { return path_; }
  void write(const std::string& bytes) const { std::ofstream(path_, std::ios::binary) << bytes; }

 private:
  std::filesystem::path path_;
};

}  // namespace quadrant::test

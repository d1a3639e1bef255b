// A file path in the temporary directory, removed when the test ends.
//
// Every instance gets a path of its own, even for the same name: ctest runs tests in parallel
// processes, and several builds of the project may run their tests at once, so a fixed name
// would let one test overwrite another's file. The name stays at the end (extension included).
#pragma once

#include <atomic>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

namespace quadrant::test {

class TempPath {
 public:
  explicit TempPath(const std::string& name)
      : path_(std::filesystem::temp_directory_path() / uniqueName(name)) {}
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
  // A token drawn once per process tells processes apart; a counter tells instances apart.
  static std::string uniqueName(const std::string& name) {
    static const unsigned processToken = std::random_device{}();
    static std::atomic<unsigned> instances{0};
    return "quadrant-" + std::to_string(processToken) + "-" + std::to_string(instances++) + "-" +
           name;
  }

  std::filesystem::path path_;
};

}  // namespace quadrant::test
